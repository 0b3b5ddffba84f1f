/**
 * FutureSelf — the words on a magazine cover in Swedish: data only. Written to read like a Swedish magazine, not
 * translated from content/cover-copy.ts. The grammar that fills these templates is src/core/cover-copy-sv.ts
 * (seeded like the English one; same template syntax: {key}, {Key} capitalised, [a|b|c] one of).
 *
 * Variables: role (”rymdstädare”, no article: Swedish says ”bli rymdstädare”), roleA (”en rymdstädare”), who / whose
 * / first (the first name, or an anonymous cover star, and its genitive), name, postcard, bhag, purpose, workplace
 * (the cards' context phrases: infinitives without ”att”, content/sv/quiz.ts), postcardTitle, bhagTitle,
 * workplaceTitle (card titles), workplacePlace (the workplace title in lowercase, definite: ”fjällstugan”),
 * purposeTitle (the purpose title in lowercase, an infinitive: ”sprida glädje”), powerShort, realm (”labbet”),
 * realmIn (”i labbet”), perk, hazard, unit, gear (THEME_WORDS_SV), n7, n20, n900, year.
 *
 * Swedish typography: quotes ”…” (the same mark on both sides; ’…’ inside), an en dash with spaces ( – ) for a
 * break in a headline, sentence case everywhere (labels too), ”hen” when the person's gender is unknown. Keep every
 * cover line under COVER_LINE_MAX characters once filled and every label under COVER_LABEL_MAX (the English limits,
 * content/cover-copy.ts). Never print the name or the logo of a real magazine (FORBIDDEN_MASTHEADS applies).
 */
import type { CopyTemplate, CoverLineTemplate, CoverStyle } from '../cover-copy.js';
import type { VisualQuestionId } from '../quiz.js';
import type { RoleTheme } from '../roles.js';

/** The cover's title: ”Framtidens rymdstädare”. */
export const TITLE_PREFIX_SV = 'Framtidens';
export const ANONYMOUS_STAR_SV = 'Framtidens proffs';
/** {who} when the visitor gave no name, with its genitive ({whose}). */
export const ANONYMOUS_WHO_SV: readonly { who: string; whose: string }[] = [
  { who: 'vår omslagsstjärna', whose: 'vår omslagsstjärnas' },
  { who: 'numrets omslagsstjärna', whose: 'numrets omslagsstjärnas' },
  { who: 'årets stjärnskott', whose: 'årets stjärnskotts' },
];
/** The pull quote's attribution when it quotes the superpower: ”{name}, om …”. */
export const SUPERPOWER_ATTRIBUTIONS_SV = [
  'sin superkraft i jobbet',
  'superkraften hen skulle välja',
  'det som gör hen ostoppbar',
];
/** The future-self description: ”… hittar du hen {workplace}”. */
export const DESCRIPTION_WHEN_SV = ['De flesta dagar', 'En bra dag', 'Oftast'];
/** {purposeTitle} when the purpose card is missing. */
export const PURPOSE_TITLE_FALLBACK_SV = 'följa sin kallelse';
/** The role title when none is given. */
export const ROLE_TITLE_FALLBACK_SV = 'visionär';

/** Issue number and volume as Swedish magazines print them: ”Nr 412”, ”Årg. 19”. */
export const ISSUE_PREFIX_SV = 'Nr';
export const VOLUME_PREFIX_SV = 'Årg.';

// ---------------------------------------------------------------------------------------------------------------
// What the job smells like, per theme

export interface ThemeWordsSv {
  /** Definite: ”labbet”. */
  realm: string;
  /** With its preposition: ”i labbet”, ”på scenen”, ”bland maskinerna”. */
  realmIn: string;
  /** Reads after ”i jobbet ingår” and ”ett jobb med”. */
  perk: string;
  hazard: string;
  /** A plural, after a number: ”412 patent”. */
  unit: string;
  gear: string;
}

export const THEME_WORDS_SV: Record<RoleTheme, ThemeWordsSv[]> = {
  tech: [
    {
      realm: 'maskinerna',
      realmIn: 'bland maskinerna',
      perk: 'en robot som hämtar kaffet',
      hazard: 'en uppdatering klockan tre på natten',
      unit: 'patent',
      gear: 'ett tangentbord som svarar emot',
    },
    {
      realm: 'nätet',
      realmIn: 'ute på nätet',
      perk: 'ett skrivbord som följer efter dig',
      hazard: 'en chattbot med åsikter',
      unit: 'kodbidrag',
      gear: 'glasögon som textar möten',
    },
  ],
  space: [
    {
      realm: 'omloppsbanan',
      realmIn: 'i omloppsbana',
      perk: 'fönsterplats över hela planeten',
      hazard: 'smulor i tyngdlöshet',
      unit: 'varv runt jorden',
      gear: 'en rymddräkt med godisficka',
    },
    {
      realm: 'rymden',
      realmIn: 'ute i rymden',
      perk: 'sexton solnedgångar om dagen',
      hazard: 'en väldigt lång pendling',
      unit: 'månlandningar',
      gear: 'en hjälm med egen spellista',
    },
  ],
  ocean: [
    {
      realm: 'djuphavet',
      realmIn: 'nere i djuphavet',
      perk: 'morgonpendling i ubåt',
      hazard: 'nyfikna bläckfiskar',
      unit: 'korallrev',
      gear: 'simfötter med kompass',
    },
    {
      realm: 'havet',
      realmIn: 'ute till havs',
      perk: 'delfiner på morgonmötet',
      hazard: 'sjögräs i tangentbordet',
      unit: 'sjömil',
      gear: 'ett vattentätt anteckningsblock',
    },
  ],
  nature: [
    {
      realm: 'vildmarken',
      realmIn: 'ute i vildmarken',
      perk: 'ett kontor utan väggar',
      hazard: 'gäss med starka åsikter',
      unit: 'skogar',
      gear: 'kängor som varit med om ett och annat',
    },
    {
      realm: 'skogen',
      realmIn: 'ute i skogen',
      perk: 'fågelsång i stället för notiser',
      hazard: 'en älg på parkeringen',
      unit: 'hektar grönska',
      gear: 'en fröpåse och en bra hatt',
    },
  ],
  city: [
    {
      realm: 'staden',
      realmIn: 'mitt i stan',
      perk: 'en takterrass över hela stan',
      hazard: 'rusningstrafik med drönare',
      unit: 'kvarter',
      gear: 'en sparkcykel som kan alla genvägar',
    },
    {
      realm: 'gatorna',
      realmIn: 'ute på gatorna',
      perk: 'stans bästa nudlar 40 meter bort',
      hazard: 'duvor som bär agg',
      unit: 'stadsdelar',
      gear: 'en karta som ritar om sig själv',
    },
  ],
  arts: [
    {
      realm: 'ateljén',
      realmIn: 'i ateljén',
      perk: 'applåder en vanlig tisdag',
      hazard: 'färg på oväntade ställen',
      unit: 'stående ovationer',
      gear: 'ett skissblock som aldrig tar slut',
    },
    {
      realm: 'scenen',
      realmIn: 'på scenen',
      perk: 'en publik som nynnar med',
      hazard: 'en musa med konstiga arbetstider',
      unit: 'utsålda föreställningar',
      gear: 'en pensel, en trumma och en plan B',
    },
  ],
  health: [
    {
      realm: 'kliniken',
      realmIn: 'på kliniken',
      perk: 'tackkort från patienter',
      hazard: 'sjukhuskaffe',
      unit: 'friska hjärtslag',
      gear: 'ett stetoskop som synkar',
    },
    {
      realm: 'avdelningen',
      realmIn: 'på avdelningen',
      perk: 'en trädgård på sjukhustaket',
      hazard: 'fikakrisen klockan tre',
      unit: 'tillfrisknanden',
      gear: 'sköna skor och en lugn röst',
    },
  ],
  science: [
    {
      realm: 'labbet',
      realmIn: 'i labbet',
      perk: 'en labbrock full av fickor',
      hazard: 'experiment som lyckas på första försöket (misstänkt)',
      unit: 'upptäckter',
      gear: 'skyddsglasögon med zoomknapp',
    },
    {
      realm: 'kunskapens gräns',
      realmIn: 'vid kunskapens gräns',
      perk: 'en whiteboard stor som en vägg',
      hazard: 'ett prov som lyser lite grann',
      unit: 'granskade artiklar',
      gear: 'ett mycket tålmodigt mikroskop',
    },
  ],
  food: [
    {
      realm: 'köket',
      realmIn: 'i köket',
      perk: 'provsmakning före lunch',
      hazard: 'en sufflé med attityd',
      unit: 'skördar',
      gear: 'en knivrulle och en kompost',
    },
    {
      realm: 'gården',
      realmIn: 'ute på gården',
      perk: 'jordgubbar direkt från plantan',
      hazard: 'en tomat som vägrar mogna',
      unit: 'fulla tallrikar',
      gear: 'ett växthus på taket',
    },
  ],
  society: [
    {
      realm: 'torget',
      realmIn: 'på torget',
      perk: 'folk som faktiskt dyker upp',
      hazard: 'ett mycket långt kommentarsfält',
      unit: 'föreningar',
      gear: 'en megafon och en termos',
    },
    {
      realm: 'kvarteret',
      realmIn: 'i kvarteret',
      perk: 'en gatufest till din ära',
      hazard: 'en gruppchatt med 900 personer',
      unit: 'handslag',
      gear: 'ett anteckningsblock fullt av namn',
    },
  ],
};

/** Used when an answer is missing (older records, or a card that no longer exists). */
export const CONTEXT_FALLBACK_SV: Record<VisualQuestionId, string[]> = {
  postcard: ['se världen från en helt ny vinkel', 'skicka vykort från platser som ingen har namngett än'],
  bhag: ['lösa något som världen redan gett upp om', 'lösa ett problem som är större än en livstid'],
  purpose: ['göra morgondagen lite snällare än i dag', 'lämna varje rum lite bättre än det var'],
  workplace: ['jobba där de stora idéerna finns', 'jobba vid ett skrivbord med väldigt fin utsikt'],
};
/** Card titles used when an answer is missing (workplace: definite, like the cards). */
export const TITLE_FALLBACK_SV: Record<Exclude<VisualQuestionId, 'purpose'>, string> = {
  postcard: 'Morgondagen',
  bhag: 'Det stora målet',
  workplace: 'Ateljén',
};

// ---------------------------------------------------------------------------------------------------------------
// Templates (same shape as the English ones: tones, needs, styles, about)

export const HEADLINES_SV: CopyTemplate[] = [
  { t: 'Så blev {who} {roleA} – och fick betalt för att {bhag}', about: 'bhag' },
  { t: '{Who} slutade aldrig {purpose}. Nu har [världen|alla andra|resten av oss] hunnit ikapp.', about: 'purpose' },
  { t: 'Glöm hörnkontoret. {year} vill varje {role} {workplace}.', about: 'workplace' },
  { t: 'Därför vill alla bli {role} [just nu|i år|{year}], enligt {who}', about: 'role' },
  { t: 'Så ska {who} {bhag} – utan att sluta {purpose}', about: 'bhag' },
  { t: 'Oväntad vändning: {who} ska {bhag} – som {role}', about: 'bhag', tones: ['playful', 'humorous'] },
  { t: 'Femårsplanen: {roleA} som vill {bhag}', about: 'bhag', tones: ['serious'] },
  { t: '{Role} med ett uppdrag: att {purpose}', about: 'purpose', tones: ['serious', 'playful'] },
  { t: 'Det här krävs för att bli {role} [på riktigt|år {year}|i dag]', about: 'role', tones: ['serious'] },
  { t: '{Who} sa ja till {realm} som {role}. {Realm} sa ja tillbaka.', about: 'realm', tones: ['playful'] },
  { t: 'Drömjobbet: {roleA} som får {workplace}', about: 'workplace', tones: ['playful', 'humorous'] },
  { t: 'Dag ett som {role}: {hazard}. Dag två: {bhag}.', about: 'bhag', tones: ['humorous', 'playful'] },
  {
    t: '{First} fick höra att hen borde skaffa ett riktigt jobb. [Nu är hen {role}.|Så hen blev {role}.]',
    about: 'role',
    tones: ['humorous'],
    needs: ['name'],
  },
  {
    t: 'Senaste nytt: {first} är fortfarande upptagen med att {purpose}[ – och svarar på mejl| – igen|]',
    about: 'purpose',
    tones: ['humorous'],
    needs: ['name'],
  },
  { t: 'Väntrummet, {year}: {roleA} kan ta emot dig [nu|strax|efter lunch]', about: 'role', tones: ['humorous'] },
  { t: 'Ett jobb med {perk}? {Who} blev {role}.', about: 'perk', tones: ['humorous', 'playful'] },
  { t: '{Role} med superkraft: ”{powerShort}”', about: 'power', needs: ['power'] },
  {
    t: '”{powerShort}” – superkraften bakom {whose} karriär',
    about: 'power',
    needs: ['power'],
    tones: ['serious', 'playful'],
  },
  { t: 'Fem år som {role}: att {purpose} är [hela grejen|bara början|allt]', about: 'purpose' },
  {
    t: 'Möt {who}, [hjärnan|människan|kraften] bakom planen att {bhag}',
    about: 'bhag',
    tones: ['serious', 'playful'],
  },
  { t: 'Från ett snurr på hjulet till {role} {realmIn}: {whose} resa', about: 'realm' },
  { t: 'Det började med att {postcard}. Nu är {who} {role}.', about: 'postcard' },
  { t: '{First} om konsten att vara {role} – och att {purpose}', about: 'purpose', needs: ['name'] },
  { t: 'Året då {who} bevisade att det går att {bhag}', about: 'bhag', tones: ['serious'] },
  { t: 'Ingen vågade försöka {bhag}. {Who}, {role}, vågade.', about: 'bhag', tones: ['playful', 'serious'] },
  { t: '{Who}, {role}: ”Jag ville bara {purpose}”', about: 'purpose' },
  { t: '{Who} har ett yrke som inte fanns [förra året|när du gick i nian|för fem år sedan]: {role}', about: 'role' },
  { t: 'Hemma hos {roleA} som valde att {workplace}', about: 'workplace' },
  { t: '{Who} om livet som {role} – och om att {bhag}', about: 'bhag' },
  { t: 'Så ser {whose} vanliga [måndag|tisdag|fredag] ut som {role}', about: 'role' },
  { t: 'Stort reportage: {roleA} som vill {postcard}', about: 'postcard' },
];

export const COVER_LINES_SV: CoverLineTemplate[] = [
  { label: 'Stora målet', t: '{Bhag}? [Här är planen|Så gör du|Steg för steg]', about: 'bhag' },
  { label: 'Vykortet', t: 'Hälsningar från {year}: ”{postcardTitle}”', about: 'postcard' },
  { label: 'Årets kontor', t: '{Workplace}? Ja, det räknas som kontor', about: 'workplace' },
  { label: 'Drivkraft', t: 'Det som får {who} ur sängen: att {purpose}', about: 'purpose' },
  { label: 'Vanor', t: '{n7} vanor hos folk som väljer att {purpose}', about: 'purpose' },
  { label: 'Exklusivt', t: 'Med {roleA} {realmIn}', about: 'realm' },
  { label: 'Karriär', t: 'Från ”vad ska jag bli?” till {role} på ett snurr', about: 'role' },
  { label: 'Förmåner', t: 'Ja, i jobbet ingår {perk}', about: 'perk' },
  { label: 'Arbetsmiljö', t: 'Största risken på jobbet: {hazard}', about: 'hazard', tones: ['humorous', 'playful'] },
  { label: 'Guide', t: 'Nybörjarens guide: så lyckas du {bhag}', about: 'bhag' },
  { label: 'Debatt', t: 'Går det att {bhag}? {Who} svarar ja', about: 'bhag' },
  { label: 'Planen', t: '90-dagarsplanen där allt började', about: 'plan', tones: ['serious'] },
  { label: 'Testat', t: 'Vi försökte {postcard} – i en hel vecka', about: 'postcard' },
  { label: 'Klädkod', t: 'Klädkod för {workplacePlace} – så klär du dig', about: 'workplace' },
  { label: 'Hälsa', t: 'Konsten att {purpose} utan att gå in i väggen', about: 'purpose' },
  { label: 'Frågor och svar', t: '{Who} svarar på {n20} frågor som ingen annan ställde', about: 'qa' },
  { label: 'Inifrån', t: 'Inifrån {workplacePlace}: en dag, timme för timme', about: 'workplace' },
  { label: 'Brevet', t: 'Kära yngre jag: fortsätt {purpose}', about: 'purpose', tones: ['serious', 'playful'] },
  { label: 'Utrustning', t: 'I väskan: {gear}', about: 'gear' },
  { label: 'Kallelsen', t: 'Årtiondets smartaste drag? Att {purposeTitle}', about: 'purpose' },
  {
    label: 'Fältanteckningar',
    t: 'Det {roleA} vet som du inte vet (än)',
    about: 'role',
    tones: ['playful', 'humorous'],
  },
  // per style flavour
  { label: 'Essä', t: 'Därför borde vi alla {bhag}', about: 'bhag', styles: ['times'] },
  { label: 'Samhälle', t: 'Generationen som valde att {purpose}', about: 'purpose', styles: ['times'] },
  { label: 'Granskning', t: '{BhagTitle}? Möt dem som gör jobbet', about: 'bhag', styles: ['times'] },
  { label: 'Expedition', t: 'Vi följde med för att {postcard}', about: 'postcard', styles: ['natgeo'] },
  { label: 'Fältrapport', t: 'Möt människorna som vill {purpose}', about: 'purpose', styles: ['natgeo'] },
  { label: 'Bildreportage', t: '{WorkplaceTitle}: ett år vid kartans kant', about: 'workplace', styles: ['natgeo'] },
  {
    label: 'Förmögenhet',
    t: '{n900} {unit} och [fler på väg|stigande|ett mycket gott rykte]',
    about: 'money',
    styles: ['forbes'],
  },
  { label: 'Ledarskap', t: 'Manualen i {n7} steg: så ska du {bhag}', about: 'bhag', styles: ['forbes'] },
  { label: 'Satsningen', t: 'Miljardsatsningen på att {bhag}', about: 'bhag', styles: ['forbes'] },
  { label: 'Listan', t: 'Nästa 40: visionärerna som vill {purpose}', about: 'purpose', styles: ['forbes'] },
  { label: 'Signal', t: 'Koden bakom planen att {bhag}', about: 'bhag', styles: ['wired'] },
  { label: 'Knep', t: '{n7} knep för att {purpose}', about: 'purpose', styles: ['wired'] },
  { label: 'Prylar', t: 'Prylen alla pratar om: {gear}', about: 'gear', styles: ['wired'] },
  { label: 'Omstart', t: 'Vi startar om {realm}, en {role} i taget', about: 'realm', styles: ['wired'] },
];

export const QUOTES_SV: CopyTemplate[] = [
  { t: 'Jag ville bara {purpose}. Titeln kom senare.', about: 'purpose' },
  { t: 'Alla sa att det var omöjligt att {bhag}. Det lät som ett jobberbjudande.', about: 'bhag' },
  {
    t: 'Mitt kontor? Jag brukar {workplace}. Kontorslandskapet får klara sig utan mig.',
    tones: ['playful', 'humorous'],
    about: 'workplace',
  },
  {
    t: 'Vissa samlar på frimärken. Jag samlar på dagar då jag fått {purpose}.',
    tones: ['playful', 'humorous'],
    about: 'purpose',
  },
  { t: 'Hemligheten är enkel: fortsätt {purpose}, och säg ja till det konstiga.', about: 'purpose' },
  {
    t: 'Ärligt talat? Jag kan fortfarande inte fatta att det här är ett riktigt jobb.',
    tones: ['humorous', 'playful'],
  },
  { t: 'Varje stort mål ser litet ut {realmIn}.', tones: ['serious', 'playful'], about: 'realm' },
  { t: 'Det började som ett vykort i huvudet: att {postcard}.', about: 'postcard' },
  { t: 'Fem frågor och ett snurr. Sedan fem år ägnade åt att {purpose}.', tones: ['serious'], about: 'purpose' },
  { t: 'Ingen ger dig en karta för att {bhag}. Så jag ritade en själv.', about: 'bhag' },
  {
    t: 'Det visar sig att {perk} är ett fullt rimligt skäl att gå upp på morgonen.',
    tones: ['humorous', 'playful'],
    about: 'perk',
  },
];

export const KICKERS_SV: Record<CoverStyle, string[]> = {
  times: ['Omslagsreportaget', 'Numret om {year}', 'Specialreportage', 'Visionärer'],
  natgeo: ['Temanummer', 'Upptäckter', 'Numret om {year}', 'Fältrapport'],
  forbes: ['Omslagsreportaget', 'Makthavare', 'Nästa 40', 'Exklusivt'],
  wired: ['Omslagsreportaget', 'Rapport {year}', 'Uppgradering', 'Exklusivt'],
};
export const BANNERS_SV: Record<CoverStyle, string[]> = {
  times: ['Visionärsnumret', 'Årtiondets visionär', 'Specialreportage: {year}'],
  natgeo: ['Numret om det okända', 'Stora upptäcktsnumret', 'Där kartorna tar slut'],
  forbes: ['Listan: nästa 40', 'Ledarnumret', 'Penganumret'],
  wired: ['Uppgraderingsnumret', 'Versionsnytt: {year}', 'Signal, inte brus'],
};
export const TAGLINES_SV: Record<CoverStyle, string[]> = {
  times: ['Människorna som formar nästa årtionde', 'Idéerna som kommer att prägla {year}', 'Läs det innan det händer'],
  natgeo: ['Framtiden utforskad, en människa i taget', 'Längre än kartorna når', 'En fälthandbok till morgondagen'],
  forbes: ['Namnen att hålla ögonen på', 'Ambition, granskad', 'Där stora satsningar lönar sig'],
  wired: ['Morgondagen, felsökt', 'Framtiden laddas upp', 'Formen på det som kommer'],
};
