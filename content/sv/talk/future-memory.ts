/**
 * Talk på svenska — det äldre jagets framtidsminne (efter MIT Media Labs ”Future You”; decision 068): en kort
 * bakgrundshistoria från personens i dag till rollen, berättad i början och sparad med samtalet så att den berättas
 * likadant varje gång. Samma id, teman och platshållare som content/talk/future-memory.ts
 * (docs/decisions/089-swedish-content.md).
 *
 * Regler (de engelska, på svenska):
 * - Konkret och enkelt: en plats, en månad, en person, en liten sak som hände. Ingen ”resa”, ingen ”passion”.
 * - Motgången är verklig men går att ta sig igenom; det första genombrottet är litet; den som hjälper är en vanlig
 *   människa.
 * - Platshållare: {study} (ett ämne, ”fysik”), {place} (”Uppsala”), {work} (”ett kafé”, står efter ”på”),
 *   {years} (tiden i ord: ”fem år”). En rad med {study}/{place}/{work} används bara när det är känt.
 * - Tiden är FUTURE_YEARS (src/core/horizon.ts, decision 068): fem år, överallt.
 */
import type { MemoryBeat } from '../../talk/future-memory.js';
import type { RoleTheme } from '../../roles.js';

/** Där det började: personens i dag, som det äldre jaget minns det. */
export const MEMORY_START_SV: readonly MemoryBeat[] = [
  {
    id: 'start-study-place',
    needs: 'study',
    text: 'Jag minns {study} i {place}, och känslan av att alla andra visste varför de var där.',
  },
  {
    id: 'start-study',
    needs: 'study',
    text: 'Jag minns {study}: föreläsningarna jag älskade och tentorna jag inte älskade.',
  },
  {
    id: 'start-work',
    needs: 'work',
    text: 'Jag minns tiden på {work}: de tidiga passen, stamgästerna, och att jag trodde att det var en paus i livet. Det var det inte.',
  },
  {
    id: 'start-place',
    needs: 'place',
    text: 'Jag minns {place} det året: samma gator, samma buss, och huvudet fullt av planer som jag inte berättade för någon.',
  },
  {
    id: 'start-plain',
    text: 'Jag minns precis där du är nu: osäker, lite otålig, och kapabel till mer än du trodde.',
  },
  {
    id: 'start-plain-2',
    text: 'Jag minns det här året. Jag hade fler frågor än planer, och frågorna behöll jag för mig själv.',
  },
];

/** Motgången, per tema (ett av dem allmänt). */
export const MEMORY_SETBACK_SV: Readonly<Record<RoleTheme | 'any', readonly string[]>> = {
  any: [
    'Det första jag sökte gav mig ett nej, artigt, på två rader. Jag var sur i en vecka och sökte sen något mindre.',
    'Jag hoppade av något halvvägs, och ett tag sa jag att jag ”tog en paus”. Det var det bästa misstaget jag gjorde.',
  ],
  tech: [
    'Mitt första projekt kraschade framför den enda person jag ville imponera på. Jag fixade det samma natt och skickade det igen.',
  ],
  space: ['Jag kuggade mattekursen jag behövde och fick läsa om den våren efter, bland folk som var två år yngre.'],
  ocean: ['Jag blev sjösjuk på min första riktiga tur ut och var i två dagar säker på att jag valt fel liv.'],
  nature: ['Det första projektet jag jobbade i förlorade sina pengar i mars, och i april letade jag igen.'],
  city: [
    'Mitt första förslag sköts ner på ett kommunfullmäktigemöte på ungefär fyra minuter. De fyra minuterna lärde mig mer än en hel termin.',
  ],
  arts: ['Ingen kom till det första jag ställde ut, utom min kusin, som gick tidigt.'],
  health: [
    'Jag var nära att sluta under min första praktik; ett nattpass gick dåligt och jag satt i bilen en timme efteråt.',
  ],
  science: [
    'Sex månader av mitt första experiment visade sig inte mäta något alls. Min handledare kallade det ”ett resultat”. Det gjorde inte jag, då.',
  ],
  food: ['Min första popupkrog gick back på varenda tallrik. Jag har fortfarande kvittona kvar.'],
  society: ['Den första föreningen jag försökte starta hade tre medlemmar, och en av dem var min mamma.'],
};

/** Det första genombrottet: litet, och per tema. */
export const MEMORY_BREAK_SV: Readonly<Record<RoleTheme | 'any', readonly string[]>> = {
  any: [
    'Det första genombrottet var litet: någon skickade vidare en text jag hade skrivit till en person som behövde precis den.',
    'Den första riktiga chansen kom från en eftermiddag som volontär som jag nästan hoppade över.',
  ],
  tech: ['Mitt första genombrott var en felrapport som jag skrev så tydligt att teamet frågade vem jag var.'],
  space: [
    'Det första genombrottet var en sommar som hjälpreda på ett observatoriums visningskvällar, där jag svarade på samma fråga tvåhundra gånger.',
  ],
  ocean: [
    'Mitt första genombrott var en säsong på en forskningsbåt, där jag fick jobbet för att jag var den som kunde laga mat.',
  ],
  nature: [
    'Det första genombrottet var att räkna fåglar för en inventering på lördagsmorgnarna; en av arrangörerna kom ihåg mig.',
  ],
  city: [
    'Mitt första genombrott kom från en stadsvandring jag höll för kompisar, där en stadsplanerare råkade hänga med.',
  ],
  arts: [
    'Det första genombrottet var en affisch jag gjorde till en kompis spelning; stället frågade vem som hade gjort den.',
  ],
  health: [
    'Det första genombrottet var ett helgjobb på ett äldreboende, där en sjuksköterska sa att jag hade bra händer.',
  ],
  science: [
    'Mitt första genombrott var att hjälpa till i ett labb på sommaren, mest diska glas, och att ställa en bra fråga.',
  ],
  food: ['Mitt första genombrott var ett marknadsstånd en söndag som sålde slut innan elva.'],
  society: ['Det första genombrottet var att jag gav läxhjälp åt en tolvåring, som sen tog med sig tre kompisar.'],
};

/** Vem som hjälpte. */
export const MEMORY_HELPER_SV: readonly string[] = [
  'En lärare som jag inte hade pratat med på flera år svarade på mitt mejl inom ett dygn och skrev: ”Klart du ska komma förbi.”',
  'En stamkund frågade vad jag egentligen ville göra, och presenterade mig sen för någon som gjorde just det.',
  'En äldre kusin läste min första ansökan och strök halva. Hon hade rätt.',
  'En granne som hade haft jobbet i tjugo år lät mig ställa frågor över en fika varannan söndag.',
  'Min chef på den tiden tog ett pass åt mig så att jag kunde gå på en intervju, och nämnde det aldrig igen.',
  'En kompis från skolan som låg ett steg före mig skickade sina anteckningar och sa: ”Det kommer gå bra.”',
];

/** Hur minnet presenteras i början, före delarna. {years}. */
export const MEMORY_INTRO_SV: readonly string[] = [
  'Så här tog jag mig från där du är till där jag är, {years} senare.',
  'Jag ska berätta hur jag hamnade här, {years} från där du sitter nu.',
];

/** Sägs när minnet knyts till det personen just berättat (startdelen, med deras fakta). */
export const MEMORY_CALLBACK_SV: readonly string[] = [
  'Och nu kan jag berätta början ordentligt: {start}',
  'Det stämmer med det jag minns. {start}',
];
