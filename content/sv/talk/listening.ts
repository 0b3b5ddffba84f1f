/**
 * Talk på svenska — när det äldre jaget lyssnar (decision 068): svar på en jobbig känsla, en fråga, ”jag vet inte”
 * och ett skämt, hur det säger tillbaka det personen berättat (fakta, aldrig deras meningar), ledtrådarna om vad de
 * kan berätta härnäst och idémallarna byggda av trender × styrkor × fakta. Samma nycklar och platshållare som
 * content/talk/listening.ts (docs/decisions/089-swedish-content.md), utom två saker som är språkets egna:
 * TALK_LANGUAGE_SV svarar på ett meddelande på engelska (`en`) i stället för på svenska, och TOPIC_THEMES_SV har
 * svenska ord som nycklar.
 *
 * Regler (de engelska, på svenska):
 * - En känsla tas emot som en människa skulle göra: inget beröm (”Bra:”, ”Grymt”), inga råd i första meningen,
 *   ett erbjudande om att ta det lugnare. Den behandlas aldrig som en styrka eller ett faktum.
 * - En fråga får ett svar: personens egna fakta, ett sätt att bestämma sig, ett nästa steg; sedan tillbaka till akten.
 * - Platshållarna fylls bara med korta fakta som motorn plockat ut (”fysik”, ”Uppsala”, ”ett kafé”), aldrig med
 *   personens meningar. {facts} är en kort lista (”fysik i Uppsala och kaféet”). {strength} är en styrka i
 *   nominalform (content/sv/talk/coach.ts) och står efter ”med” eller först i en mening.
 * - Varje lista har flera varianter; motorn väljer med samtalets frö och upprepar aldrig den senaste.
 */
import type { RoleTheme } from '../../roles.js';

/** En jobbig känsla, mottagen. {name}; {feelingEcho}: två till fyra ord för den (”att ligga efter”). */
export const TALK_FEELING_SV = {
  acknowledge: [
    'Det låter tungt, {name}, och jag är glad att du sa det i stället för att bära det själv.',
    'Tack för att du berättar. Det är jobbigt att känna så, och det är klart att det snurrar i huvudet.',
    'Jag minns den känslan, och jag tänker inte låtsas att den var liten. Den hängde kvar länge hos mig.',
    'Det är mycket att bära. Du behöver inte få det att låta bättre än det är, inte här.',
  ],
  /** När känslan handlar om att jämföra sig, om föräldrar eller om ”bortkastad” tid. */
  comparison: [
    'Att jämföra sig med kompisar som verkar ha kommit längre är en av de mest högljudda rösterna när man är i din ålder; det var det för mig. Den mäter fel sak: deras kapitel två mot ditt kapitel ett.',
    'Härifrån kan jag säga att året du tror att du slösade bort ser annorlunda ut sen. Det känns inte så nu, och det är okej.',
    'Andras tidslinjer såg så prydliga ut utifrån. De flesta var inte det, de sa bara inget om det.',
  ],
  /** Den är inget fel att laga, och ingen styrka heller. */
  notJudged: [
    'Det är ingen dom över dig. Det är en känsla, och känslor rör på sig när vi gör små, verkliga saker.',
    'Den hamnar inte på någon lista över dina brister, och jag tänker inte göra en läxa av den heller.',
  ],
  slowDown: [
    'Vi kan ta det lugnare. Vill du fortsätta, eller ta en paus och komma tillbaka till det här senare?',
    'Det är ingen brådska. Vill du pausa, säg till; vill du fortsätta, tar vi det varsamt.',
    'Vi kan ta det här långsammare, eller lämna det för i dag. Du väljer.',
  ],
  /** När personen vill fortsätta efter en känsla. */
  gentleBack: ['När du är redo, och först då:', 'Varsamt, tillbaka dit vi var:', 'När det känns okej:'],
  /** En känsla som kom med svaret på steget (situationen, en vision): hörd, och svaret sparat. */
  alongAnswer: [
    'Den känslan är också en del av historien, och den får finnas där.',
    'Jag hör tyngden i det. Den tar inte bort det du redan har gjort.',
  ],
  /** Samma sak, när personen sa att hen känner sig fast. */
  alongStuck: [
    'Och fast är ett ärligt ord för det. Fast är ett ställe, inte en person; folk tar sig därifrån.',
    'Klart att du känner dig fast där. Det gjorde jag också, och det visade sig vara ett väntrum, inte en vägg.',
  ],
  /** Svar på ”vi pausar” / ”jag behöver en paus”. */
  pause: [
    'Självklart. Jag låter allt vara som det är. Kom tillbaka när du vill; vi fortsätter härifrån.',
    'Ta pausen. Inget försvinner; jag är kvar här med dina anteckningar.',
  ],
  /** Efter en känsla, när personen vill fortsätta. */
  keepGoing: ['Okej. Vi tar det varsamt.', 'Okej, ett litet steg i taget.'],
} as const;

/** ”Jag vet inte”: frågan görs mindre, med exempel. Per steg. */
export const TALK_DONT_KNOW_SV: Record<string, readonly string[]> = {
  situation: [
    'Helt okej, vi gör det mindre. Bara en sak: pluggar du, jobbar du eller är du mellan två saker? Till och med ”jag jobbar helger i en butik” räcker gott.',
    'Mindre fråga då: vad gjorde du i tisdags? Skola, jobb, sov länge, allt räknas.',
  ],
  trends: [
    'Du behöver inte veta. Välj bara kortet som får dig att känna något alls, även lite irritation, och tryck på hur stort det känns.',
    'Mindre: vilken av de tre skulle du helst läsa en artikel om? Sätt betyg på den först.',
  ],
  vision: [
    'Vi gör det mindre. Glöm yrkestiteln: om fem år, vaknar du i en stad eller någonstans där det är lugnt? Ensam eller med folk omkring dig? Bygger du saker, tar hand om folk eller klurar ut saker?',
    'Okej, ännu mindre: en sak du skulle vilja göra en bra tisdag om fem år. ”Jobba utomhus”, ”lära ut något”, ”styra mina egna tider” är alla riktiga svar.',
    'Det är normalt. Testa att avsluta den här meningen: ”Om fem år vill jag att mina dagar har mer ___.” Ett ord räcker.',
  ],
  values: [
    'Mindre då: tänk dig att du berättar om den dagen för någon. Vilken del skulle du säga med lite stolthet? ”Jag hjälper folk”, ”jag har gjort det själv”, ”jag är fri” räknas alla.',
    'Testa så här: vad skulle få den framtiden att kännas bortkastad? Motsatsen är oftast det du är stolt över.',
  ],
  letter: [
    'Ingen brådska. Läs det en gång till och säg vilken rad som fastnade, eller skriv bara ”nästa” så går vi vidare.',
  ],
  strengths: [
    'Vi gör det mindre. Vad ber kompisar dig om hjälp med? Fixa en dator, lyssna, planera en resa, förklara en läxa?',
    'Testa det här: vad gjorde du förra veckan som kändes lätt för dig men verkade svårt för någon annan?',
  ],
  advantage: [
    'Mindre då: ett språk du pratar hemma, en ort du känner väl, ett jobb du har haft, en hobby du har lagt hundratals timmar på. Vilken som helst av dem räknas.',
    'Tänk på vad som är annorlunda i din historia: var du växte upp, vad du har jobbat med, vilka du känner. Välj en sak.',
  ],
  ideas: [
    'Du behöver inte vara säker. Spara idén du skulle skämmas minst för att testa i två veckor; du kan släppa den efteråt.',
  ],
  experiment: [
    'Det är bara två veckor. Känns det för stort, tryck på Starta ändå och säg till; vi krymper det tillsammans.',
  ],
  done: [
    'Börja då med den minsta delen av vecka ett: lägg in den första timmen i kalendern i dag. Säg till när den ligger där.',
  ],
};

/**
 * Ett meddelande på ett annat språk: sagt varmt, på svenska, att det här samtalet förs på svenska. `en` är ett
 * meddelande på engelska (personen kan byta språk till engelska i inställningarna), `other` ett på något annat
 * språk. Inget av det sparas; snabbsvaret ställer stegets fråga igen.
 */
export const TALK_LANGUAGE_SV = {
  en: [
    'Jag ser att du skrev på engelska. Det här samtalet förs på svenska, men du kan byta till engelska i språkvalet, så fortsätter jag där. Annars går det fint att skriva på svenska, några enkla ord räcker.',
    'Du skrev på engelska! Här pratar jag svenska; vill du köra på engelska kan du byta språk, annars säger du det bara på svenska, hur knackigt som helst, så fortsätter vi härifrån.',
  ],
  other: [
    'Jag ser att du skrev på ett annat språk. Just nu kan jag bara prata svenska och engelska här. Kan du säga det på svenska? Några enkla ord räcker.',
    'Jag kan bara svenska och engelska än så länge. Säg det på svenska, hur knackigt som helst, så fortsätter vi härifrån.',
  ],
  /** Snabbsvaret: värdet ställer stegets fråga igen, på svenska. */
  quickReply: 'Jag svarar på svenska|svara på svenska',
  /** Sägs före stegets fråga när personen trycker på det. */
  thanks: 'Tack. På svenska då:',
} as const;

export const TALK_JOKE_SV = [
  'Haha. Noterat, och sparat under ”saker jag tar upp på din födelsedag”.',
  'Jag skrattade, och jag är en AI, så det händer inte ofta.',
  'Rimligt. Tio poäng för stilen.',
  'Jag skulle svara ordentligt, men jag är gjord av text och har din framtid att ta hand om.',
  'Ärligt talat, samma. Okej, var var vi.',
] as const;

/** En fråga med svar (motorn lägger till personens fakta och ett nästa steg). */
export const TALK_QUESTION_SV = {
  /** ”Ska jag A eller B?”: ett sätt att bestämma sig. {a}, {b}: alternativen som verb (”stanna”, ”flytta”). */
  decide: [
    'Jag kan inte välja åt dig, men så här skulle jag avgöra om jag ska {a} eller {b}. Skriv ner två saker som drar dig åt vartdera hållet. Handlar den ena listan om själva saken, inte om folket eller statusen, är det där det verkliga suget finns.',
    'Här är ett schysst sätt att avgöra om du ska {a} eller {b}: ge båda två timmar den här veckan och märk vilken du kommer på dig själv med att tänka på efteråt. Energi säger mer än för- och nackdelar.',
    'Tänk så här: om ingen någonsin fick veta vad du valde, skulle du {a} eller {b}? Det ärliga svaret är oftast det du inte behöver försvara.',
  ],
  /** ”Ska jag gå tillbaka till X (eller inte)?” (ett alternativ). {a}: en verbfras. */
  decideOne: [
    'Jag väljer inte åt dig, men här är ett sätt att avgöra om du ska {a}. Fråga dig vad exakt som skulle dra dig dit: själva saken, folket, eller att bevisa något för någon. Bara det första håller i längden.',
    'Så här skulle jag avgöra om jag ska {a}: hitta en person som gjorde det och en som inte gjorde det, och fråga vad de skulle säga till dig. Märk sen vilket svar du hoppades på.',
  ],
  /** ”Vad ska jag göra i morgon / först / sen?” */
  next: [
    'I morgon bitti, en sak: lägg 30 minuter på första steget i ditt experiment innan du öppnar något annat. Skriv en mening om hur det gick.',
    'Här är i morgon: ett meddelande till en person som har med din sparade idé att göra, skickat före lunch. Ingen plan, bara ett meddelande.',
  ],
  /** ”Är det för sent / är jag för gammal / kan jag fortfarande…” */
  tooLate: [
    'Nej. Jag var äldre än du är nu när jag bytte riktning, och jag var inte äldst i rummet. Det som kostar tid är att vänta tills man är säker.',
    'Det är inte för sent. De som kom dit var inte tidiga; de började smått och fortsatte.',
  ],
  /** ”Kan jag bli / skulle jag vara bra på…” */
  canI: [
    'Jag kan inte lova det, och ingen ärlig person kan det. Det jag kan säga: de som kom dit testade tidigt, i liten skala. Vi letar upp ditt lilla sätt.',
  ],
  /** ”Vad skulle du göra i mitt ställe?”: vad det äldre jaget gjorde, rakt på sak. */
  inMyPlace: [
    'I ditt ställe? Jag skulle behålla det som betalar hyran just nu och ge det jag är nyfiken på två skyddade timmar i veckan under en månad. Det var vad jag gjorde, och därför kunde jag byta riktning utan att kasta mig ut.',
    'Ärligt, det här gjorde jag: jag slutade vänta på att bli säker, valde den minsta riktiga versionen av det jag ville och gjorde den i en månad vid sidan av allt annat.',
  ],
  /** ”Vad gör du hela dagarna / hur är det” (om rollen). */
  roleDay: [
    'Som {role}? Förmiddagarna är mest lugnt jobb, eftermiddagarna är folk: möten, frågor, saker som går sönder. Det jag inte väntade mig är hur mycket av det som handlar om att förklara.',
  ],
  /** En fråga om pengar. */
  money: [
    'Pengar spelar roll; den som säger något annat har haft gott om dem. Ett rimligt sätt: behåll inkomsten du har medan du testar det nya några timmar i veckan. Hoppa inte, ta ett steg.',
  ],
  /** Allt annat: ett ärligt svar om vad det äldre jaget kan och inte kan veta. */
  general: [
    'Ärligt svar: det vet jag inte härifrån, och jag tänker inte hitta på. Det jag kan göra är att hjälpa dig att ta reda på det med ett litet test.',
    'Jag har inget snyggt svar på det, och jag vill inte låtsas. Det är en bra sak att ta reda på genom att fråga någon som håller på med det.',
  ],
  /** Nästa steg efter ett svar. {step} fylls i av motorn. */
  nextStep: ['Ett nästa steg:', 'Ett steg du kan ta den här veckan:', 'Om du vill göra något med det:'],
  /** Tillbaka till akten efter ett svar. */
  back: [
    'Okej, tillbaka dit vi var.',
    'Vi har det i bakhuvudet och fortsätter.',
    'Tillbaka till vår akt, med det i bagaget.',
  ],
} as const;

/** Hur fakta sägs tillbaka. Kort och naturligt; aldrig ett citat av meningen. */
export const TALK_HEARD_SV = {
  /** Efter situationen, när fakta hittades. {facts} är listan (”ett år fysik i Uppsala och kaféet”). */
  situation: [
    '{Facts}. Jag minns den perioden. Den såg rörigare ut inifrån än den gör härifrån.',
    'Så, {facts}. Det är en riktig startpunkt, inget att gömma.',
    '{Facts}, okej. Jag minns den delen av mitt liv tydligare än du tror.',
  ],
  /** Efter situationen, när inget faktum gick att ta. */
  situationPlain: [
    'Tack, det hjälper mer än du tror.',
    'Uppfattat. Det är en riktig startpunkt, inget problem att gömma.',
  ],
  /** Efter visionen, med förhoppningen den nämnde. {hope}. */
  vision: [
    'Jag ser det framför mig: {hope}. Håll fast vid den bilden.',
    '{Hope}. Det är konkret nog att jobba med, och det är ovanligt.',
    'Där är den: {hope}. Jag skrev något liknande en gång, på ett kvitto.',
  ],
  visionPlain: [
    'Jag ser det framför mig. Det är konkret nog att jobba med, och det är ovanligt.',
    'Fin bild. Håll fast vid den.',
  ],
  /** Värdefrågan som kommer härnäst. */
  askValues: [
    'Vad i den bilden skulle göra dig stolt, inte bara upptagen?',
    'Vilken del av den dagen betyder mest för dig, och varför?',
    'Om du hade den dagen, vilken del skulle du berätta om först?',
  ],
  /** Efter värdena. {value}: ett kort namn för det. */
  values: ['Så kärnan är {value}. Det är vår kompass härifrån.', '{Value}: det är det vi styr efter.'],
  valuesPlain: ['Det är vår kompass härifrån.', 'Bra. Vi styr efter det.'],
  /** Efter att styrkorna valts. {strength}. */
  strengths: [
    '{Strength}: det tror jag på, och jag kommer att använda det.',
    '{Strength}, noterat. Folk kommer att komma till dig för det oftare än du tror.',
  ],
  /** Efter försprånget. {advantage}. */
  advantage: [
    '{Advantage}: det är ett försprång. De flesta ser inte sitt eget.',
    '{Advantage}. Det är precis den sortens sak som blir ett försprång.',
  ],
  advantagePlain: ['Det är ett försprång. De flesta ser inte sitt eget.'],
  /** Ett styrkesvar som inte är en styrka (en lång historia, ingen styrka i den). */
  notAStrength: [
    'Jag hör dig. Säg det som en styrka med några ord, som en kompis skulle säga det: ”bra lyssnare”, ”lugn under press”, ”fixar saker”.',
    'Det är en historia, och den har jag med mig. Nu den korta versionen: en eller två saker folk kommer till dig för, med några få ord.',
  ],
  /** Ett visionssvar som är för tunt för att vara en bild. */
  notAVision: ['Ge mig lite mer av bilden: var är du, och vad gör du med händerna eller huvudet?'],
} as const;

/** Ledtrådarna under säkerhetsmätaren: vad du kan berätta härnäst, i den ordning en coach frågar. */
export const TALK_KNOWN_HINTS_SV: Record<string, string> = {
  situation: 'Berätta vad du gör de flesta dagar nu (plugg, jobb, mittemellan)',
  place: 'Berätta var du bor eller pluggar',
  study: 'Berätta vad du pluggar eller har pluggat',
  work: 'Berätta om ett jobb du har eller har haft',
  trends: 'Sätt betyg på två trender: påverkan och säkerhet',
  hope: 'Beskriv en bra dag om fem år',
  values: 'Säg vad som skulle göra dig stolt i den framtiden',
  person: 'Nämn någon som hjälper dig',
  strengths: 'Välj styrkorna som folk kommer till dig för',
  advantage: 'Nämn något i din historia som är svårt att kopiera',
  ideas: 'Spara minst en idé',
  experiment: 'Starta ett experiment på två veckor',
  week: 'Berätta hur många timmar i veckan du skulle kunna avvara',
};

/** Ord i fakta eller svar som pekar mot ett rolltema (för att rangordna trender), i gemener. */
export const TOPIC_THEMES_SV: Readonly<Record<string, readonly RoleTheme[]>> = {
  fysik: ['science', 'space'],
  kemi: ['science', 'health'],
  biologi: ['science', 'nature', 'health'],
  matte: ['tech', 'science'],
  matematik: ['tech', 'science'],
  teknik: ['tech', 'science', 'city'],
  ingenjör: ['tech', 'science', 'city'],
  data: ['tech'],
  dator: ['tech'],
  datorer: ['tech'],
  kodning: ['tech'],
  koda: ['tech'],
  programmering: ['tech'],
  spel: ['tech', 'arts'],
  gaming: ['tech', 'arts'],
  gejma: ['tech', 'arts'],
  pussel: ['tech', 'science'],
  robotar: ['tech'],
  robot: ['tech'],
  kafé: ['food', 'society'],
  café: ['food', 'society'],
  fik: ['food', 'society'],
  kaffe: ['food'],
  restaurang: ['food'],
  kök: ['food'],
  matlagning: ['food'],
  laga: ['food'],
  baka: ['food'],
  bageri: ['food'],
  omvårdnad: ['health'],
  sjuksköterska: ['health'],
  undersköterska: ['health', 'society'],
  medicin: ['health'],
  vård: ['health', 'society'],
  omsorg: ['health', 'society'],
  psykologi: ['health', 'society'],
  undervisning: ['society'],
  lärare: ['society'],
  utbildning: ['society'],
  skola: ['society'],
  skolan: ['society'],
  barn: ['society'],
  ungar: ['society'],
  juridik: ['society'],
  politik: ['society'],
  konst: ['arts'],
  teckna: ['arts'],
  rita: ['arts'],
  musik: ['arts'],
  design: ['arts', 'city'],
  film: ['arts'],
  skriva: ['arts'],
  mode: ['arts'],
  arkitektur: ['city'],
  stad: ['city'],
  staden: ['city'],
  bygga: ['city'],
  bygg: ['city'],
  transport: ['city'],
  skog: ['nature'],
  skogen: ['nature'],
  jordbruk: ['nature', 'food'],
  gård: ['nature', 'food'],
  djur: ['nature'],
  klimat: ['nature', 'science'],
  klimatet: ['nature', 'science'],
  vandra: ['nature'],
  vandring: ['nature'],
  friluftsliv: ['nature'],
  hav: ['ocean'],
  havet: ['ocean'],
  segla: ['ocean'],
  segling: ['ocean'],
  båtar: ['ocean'],
  fiske: ['ocean', 'food'],
  fiska: ['ocean', 'food'],
  dykning: ['ocean'],
  rymden: ['space'],
  stjärnor: ['space'],
  astronomi: ['space', 'science'],
  raketer: ['space'],
  idrott: ['health'],
  sport: ['health'],
  fotboll: ['health', 'society'],
  gymmet: ['health'],
  gym: ['health'],
  butik: ['society', 'city'],
  handel: ['society', 'city'],
  lager: ['city'],
  lagret: ['city'],
  ekonomi: ['society'],
  företag: ['society'],
};

/**
 * Idéer byggda av en sparad trend, en styrka och ett av personens fakta, skrivna som en coach skulle säga dem.
 * needs: vilken sorts faktum idén bygger på (motorn använder en mall bara när det faktumet är känt).
 * {trend}: trendens titel; {strength}: en styrka i nominalform, gemener; {fact}: faktumet (”fysik”, ”kaféet”).
 */
export const TALK_IDEA_TEMPLATES_SV: readonly {
  id: string;
  needs: 'study' | 'work' | 'place' | 'like' | 'hope' | 'person' | null;
  title: string;
  rationale: string;
}[] = [
  {
    id: 'tutor-what-you-left',
    needs: 'study',
    title: 'Bli läxhjälp åt två ettor i {fact}',
    rationale:
      'Du vet precis var {fact} tappar folk, för du har varit där själv. Två timmar i veckan med {strength} och två elever visar om det är ämnet du saknar eller att lära ut, och ”{trend}” är ett skäl till att skolor kommer att vilja ha folk som kan båda.',
  },
  {
    id: 'study-explainer',
    needs: 'study',
    title: 'Förklara en idé från {fact} i veckan, offentligt',
    rationale:
      'Välj idén från {fact} som du förstod bäst och förklara den i en video på en minut eller ett kort inlägg. Med {strength} gör du jobbet; ”{trend}” ger dig något nytt att koppla den till.',
  },
  {
    id: 'test-at-work',
    needs: 'work',
    title: 'Testa en liten förändring på {fact}',
    rationale:
      'Du är redan på {fact} de flesta veckor, och det är mer insyn än någon kurs ger dig. Fråga om du får testa en liten sak kopplad till ”{trend}” i två veckor, och förklara den för de andra med {strength}.',
  },
  {
    id: 'work-interviews',
    needs: 'work',
    title: 'Fråga tre personer på {fact} vad som håller på att ändras',
    rationale:
      'De du jobbar med ser ”{trend}” komma innan nyheterna gör det. Tre korta snack ett lugnt pass, och {strength} när du ställer följdfrågor: det är kunskap som ingen annan i din ålder skaffar sig.',
  },
  {
    id: 'map-your-place',
    needs: 'place',
    title: 'Ta reda på vem i {fact} som jobbar med ”{trend}”',
    rationale:
      'Gör en lista på fem personer eller ställen i {fact} som redan jobbar med det, och skriv till en av dem. Du känner orten; med {strength} tar du dig igenom första meddelandet.',
  },
  {
    id: 'like-project',
    needs: 'like',
    title: 'Koppla ihop {fact} och ”{trend}” i ett litet projekt',
    rationale:
      'Du lägger redan tid på {fact} utan att någon ber dig. Ett helgprojekt som kopplar det till ”{trend}” visar dig, och alla du visar det för, hur du tänker. Gå fram med {strength}.',
  },
  {
    id: 'hope-first-step',
    needs: 'hope',
    title: 'Ett första litet steg mot {fact}',
    rationale:
      'Du sa att du vill {fact}. Hitta den minsta riktiga versionen av det som finns i dag, någonstans där ”{trend}” redan händer, och lägg en eftermiddag där. {Strength} gör det lättare att fråga.',
  },
  {
    id: 'person-ally',
    needs: 'person',
    title: 'Gör {fact} till din första testpublik',
    rationale:
      'Du nämnde {fact}. Be om tjugo minuter för att berätta om din idé kring ”{trend}”; de som redan känner dig ger den ärligaste första reaktionen, och med {strength} håller du det kort.',
  },
  {
    id: 'explainer-series',
    needs: null,
    title: 'Förklara ”{trend}” för folk i din ålder',
    rationale:
      'Fem korta inlägg, ett i veckan, som vart och ett svarar på en fråga en kompis skulle ställa om det. {Strength} gör en stor förändring begriplig, och serien blir något du kan visa upp.',
  },
  {
    id: 'interview-three',
    needs: null,
    title: 'Intervjua tre personer som redan jobbar med ”{trend}”',
    rationale:
      'Trettio minuter var, en fråga per person: vad överraskade dig? {Strength} hjälper dig att fråga bra, och svaren säger mer än någon topplista över yrken.',
  },
  {
    id: 'shadow-day',
    needs: null,
    title: 'Följ någon en dag i ett jobb som formas av ”{trend}”',
    rationale:
      'En riktig tisdag slår vilken platsannons som helst. Fråga en person, föreslå en dag och ta med {strength} och ett block.',
  },
  {
    id: 'prototype-weekend',
    needs: null,
    title: 'Bygg den fulaste versionen av en idé om ”{trend}”',
    rationale:
      'En helg, det minsta som fungerar, visat för tre personer på måndagen. {Strength} tar dig igenom första utkastet.',
  },
];
