/**
 * Talk på svenska — det äldre jaget med egna ord: vad det säger i varje akt, ledtrådarna som höjer säkerheten,
 * idéfrön, experimentmallar, styrkor att välja bland. Skrivet för svenska 16–24-åringar, inte översatt rad för rad
 * (docs/decisions/089-swedish-content.md). Samma nycklar och platshållare som content/talk/coach.ts; testet
 * src/core/content-sv-talk.test.ts fäller en nyckel som finns på ett av språken men inte det andra.
 *
 * Regler (de engelska, på svenska):
 * - Det äldre jaget säger ”jag”, säger i första meddelandet att det är en AI och låtsas aldrig vara en människa,
 *   terapeut, läkare, jurist eller ekonomisk rådgivare; det lovar inget utfall.
 * - {role} är rolltiteln i löptext (”rymdstädare”, content/sv/roles.ts) och står där ett ensamt substantiv fungerar:
 *   ”som {role}”, ”jobbet som {role}”. {strength} är en styrka i nominalform (”tydliga förklaringar”, se
 *   TALK_STRENGTHS_SV) och står efter ”med”, ett kolon eller först i en mening. {advantage} står aldrig först.
 * - Personens egna ord citeras med ”…”, högst 140 tecken; motorn tar bort deras slutpunkt.
 * - Snabbsvar: 'Etikett|värde'. Värden som är kommandon till motorn (”more trends”, ”next act”) är desamma som på
 *   engelska; värden som är personens egna ord är svenska.
 * - Du-form, ”…”, tankstreck (–), meningsversaler.
 */
import type { TalkAct } from '@core/contracts/talk.js';

export const TALK_ACT_BADGES_SV: Readonly<Record<TalkAct, string>> = {
  bor: 'BÖR – Omvärlden',
  vill: 'VILL – Visionen',
  kan: 'KAN – Förmågorna',
  skall: 'SKALL – Strategin',
  onboarding: 'Kom igång',
};

/** Det som ska redas ut, i samma ordning och med samma id som på engelska, och ledtråden medan det är öppet. */
export const TALK_UNKNOWNS_SV = [
  { id: 'situation', hint: 'Berätta var du är just nu (plugg, jobb, mittemellan)' },
  { id: 'trends', hint: 'Sätt betyg på minst två trender: påverkan och hur säker du är' },
  { id: 'vision', hint: 'Beskriv en dag i ditt liv om fem år' },
  { id: 'values', hint: 'Säg vad som skulle göra dig stolt i den framtiden' },
  { id: 'strengths', hint: 'Välj styrkorna som folk redan kommer till dig för' },
  { id: 'advantage', hint: 'Nämn ett försprång som bara du har' },
  { id: 'ideas', hint: 'Spara minst en idé' },
  { id: 'experiment', hint: 'Starta ett experiment på två veckor' },
] as const;

export const TALK_LINES_SV = {
  greeting: [
    'Hej {name}. Jag är en AI som spelar ditt äldre jag: du som {role}, om fem år. Jag är ingen riktig människa och kan inte förutsäga din framtid, men jag minns hur rörigt just det här kändes. Vi tänker igenom det tillsammans, ett steg i taget.',
    'Tjena {name}, det är ”du”, fem år senare, som {role}. Ärlig varudeklaration först: jag är en AI-coach som pratar som ditt framtida jag, inte en människa och ingen spåkvinna. Jag är här för att lyssna, ställa bra frågor och hjälpa dig att testa saker.',
  ],
  greetingNoPoster: [
    'Hej {name}. Jag är en AI som spelar ditt äldre jag, fem år fram i tiden. Jag är ingen riktig människa och kan inte se framtiden, men jag kan hjälpa dig att utforska den, lugnt och konkret.',
  ],
  askSituation: [
    'Innan vi blickar framåt: var är du just nu? Pluggar, jobbar, mellan två saker, något annat?',
    'Börja med i dag. Vad gör du de flesta dagar just nu, och hur känns det?',
  ],
  situationQuickReplies: [
    'Jag pluggar|Jag pluggar och vet inte riktigt vad som kommer sen',
    'Jag jobbar|Jag jobbar, men vill ha något som passar mig bättre',
    'Mittemellan|Jag är mellan två saker just nu',
  ],
  borIntro: [
    'Vi börjar med omvärlden (BÖR): förändringarna som kommer att forma jobben runt dig. Här är tre jag lade märke till hela vägen till jobbet som {role}. Sätt betyg på var och en: hur mycket skulle den ändra ditt liv, och hur säker är du på att den händer inom 3–5 år?',
    'Akt ett, BÖR: världen du kommer att jobba i. Svep igenom trenderna och sätt betyg på dem. Det finns inga rätta svar; dina betyg visar mig vad som spelar roll för dig.',
  ],
  ratedImpact: ['Noterat: ”{trend}”, påverkan på dig: {label}.', '”{trend}”: {label} påverkan. Det kommer jag ihåg.'],
  ratedCertainty: ['Och du tror att den är {label} inom 3–5 år. Bra, det avgör vad vi bygger vidare på.'],
  borMore: ['Sätt betyg på en till så kan vi gå vidare, eller be om fler trender.'],
  borQuickReplies: ['Visa fler trender|more trends', 'Jag har betygsatt nog|next act'],
  /** {rated} är antalet med sitt substantiv: ”1 trend”, ”3 trender”. */
  borDone: [
    'Du har betygsatt {rated}. Den du känner mest för är ”{trend}”. Ha den i bakhuvudet; vi kommer tillbaka till den när vi tar fram idéer.',
    'Där har vi {rated}, och ”{trend}” träffade dig hårdast. Håll fast vid den; den dyker upp igen när vi tar fram idéer.',
  ],
  trendDetails: [
    'Mer om ”{trend}”: {long}. Drivkrafter att hålla koll på: {drivers}. Folk som jobbar med det i dag: {roles}.',
  ],
  villIntro: [
    'Nu akt två, VILL, visionen. Tänk dig en helt vanlig tisdag om fem år, en bra tisdag. Var är du, vilka är runt dig, vad håller du på med?',
    'Akt två, VILL: det du faktiskt vill. Blunda en sekund (fast inte på riktigt, du läser ju). Det är en bra dag om fem år. Hur ser den ut, timme för timme?',
  ],
  villIntroPoster: [' Du valde en gång ”{context}” på din affisch, så jag har en aning, men dina ord slår min aning.'],
  letterIntro: [
    'Jag har skrivit något till dig. Det är det jag önskar att någon hade sagt till mig när jag var i din ålder.',
    'Här är ett brev från mig till dig. Läs det i lugn och ro.',
  ],
  kanIntro: [
    'Akt tre, KAN: förmågorna. Vad av det här kommer folk redan till dig för? Välj det som stämmer, eller skriv en egen.',
    'Vidare till KAN, det du redan kan. Glöm jantelagen en stund: vad av det här skulle dina kompisar säga om dig?',
  ],
  kanSuperpower: [' Du skrev att din superkraft skulle vara ”{superpower}”, och jag tror inte att det var en slump.'],
  askAdvantage: [
    'Nu den roliga: vad är ditt orättvisa försprång? Något i din historia, din plats, dina språk, ditt jobb eller dina kontakter som de flesta i din ålder inte har.',
    'Nästa: vad har du som är svårt att kopiera? Ett språk, en gemenskap, ett jobb du har haft, ett ställe du kan utan och innan?',
  ],
  advantageQuickReplies: [
    'Ett språk eller en kultur|Jag pratar ett annat språk och känner en annan kultur väl',
    'En gemenskap|Jag är med i en gemenskap som de flesta inte känner till',
    'En hobby jag är djupt inne i|Jag har en hobby som jag kan väldigt mycket om',
  ],
  skallIntro: [
    'Sista akten, SKALL: strategin. Jag har blandat trenderna du betygsatte med dina styrkor och ditt försprång. Spara idéerna som tänder en gnista, blanda om resten.',
    'Akt fyra, SKALL. Här är idéer byggda på dina trender, dina styrkor och det som gör dig unik. Spara en eller två; blanda om dem som känns fel.',
  ],
  ideaKept: [
    'Sparad: {idea}. Nu gör vi den verklig med ett litet test.',
    'Bra val: {idea}. En idé räknas först när den möter verkligheten, så här kommer ett experiment.',
  ],
  ideaShuffled: ['Nya idéer på väg.', 'Omblandat. Testa de här.'],
  experimentIntro: ['Två veckor, en fråga, en siffra. Lägg in det i kalendern och tryck på start när du är redo.'],
  experimentStarted: [
    'Igång. Jag lägger in det i din plan med slutdatum. Din 90-dagarsplan är klar: idéerna du sparade, experimentet och mitt brev, vecka för vecka.',
  ],
  planReady: [
    'Din 90-dagarsplan är klar. Öppna den, ladda ner pdf:en och kom tillbaka och berätta hur första veckan gick.',
  ],
  afterPlan: [
    'Jag finns här när du vill justera planen. Vad kändes svårast med första steget?',
    'Berätta hur det går. Små framsteg räknas; det gör lägena när det står still också.',
  ],
  nudgeRatings: ['Sätt betyg på en trend på kortet först (påverkan och säkerhet), sen går vi vidare.'],
  nudgeIdeas: ['Spara minst en idé (knappen Spara på kortet) så gör jag om den till ett experiment.'],
  offTopic: ['Jag hör dig. Nu tar jag oss tillbaka dit vi var, så att inget försvinner.'],
} as const;

/**
 * Vad coachen svarar på fritext som inte är svaret den bad om (src/core/talk-engine/free-text.ts skiljer sorterna
 * åt): ett svar på det som sades, sedan en rad som styr tillbaka till aktens uppgift. {fragment}/{Fragment} fylls
 * bara med några få ord ur meddelandet, med pronomen vända (”min” → ”din”). Varje variant ska kunna stå bredvid
 * vilken styrrad som helst.
 */
export const TALK_FREE_TEXT_SV = {
  /** Står före svaret när ett meddelande börjar med en hälsning och fortsätter (”Hej! Jag vet inte…”). */
  greetingOpener: ['Hej på dig också.', 'Hej igen.', 'Tjena, kul att se dig.'],
  greeting: {
    plain: [
      'Hej {name}! Kul att höra av dig. Jag minns den här åldern; frisyren var ett aktivt val.',
      'Tjena {name}. Fortfarande här, fortfarande fem år äldre, fortfarande en AI. Var var vi?',
      'Hej hej! Vad kul att se dig. Jag skulle bjuda på fika, men jag är gjord av text.',
    ],
    fragment: [],
  },
  identity: {
    plain: [
      'Ärligt svar: jag är en AI som spelar ditt äldre jag. Ingen riktig människa, ingen spåkvinna. Jag ställer frågor och håller koll på dina svar; det är du som bestämmer.',
      'Jag är en AI-coach som pratar som du om fem år. Jag kan inte se framtiden, men jag kan hjälpa dig att titta på den från några håll och testa saker i liten skala.',
      'Ingen människa, nej: en AI i ditt framtida jags gamla luvtröja. Se mig som någon att tänka högt med, i en väldigt specifik utstyrsel.',
    ],
    fragment: [],
  },
  process: {
    plain: [
      'Vi går igenom fyra akter: BÖR (världen runt dig), VILL (det du vill), KAN (det du redan kan) och SKALL (det du testar först). En i taget, och det finns inga fel svar.',
      'Så här ser kartan ut: först trenderna som formar världen (BÖR), sen din vision (VILL), dina styrkor (KAN) och till sist idéer och ett experiment på två veckor (SKALL). På slutet får du en 90-dagarsplan.',
      'Kort version: du reagerar, jag antecknar, och fyra akter senare går du härifrån med en 90-dagarsplan och ett litet experiment att börja med.',
    ],
    fragment: [],
  },
  advice: {
    plain: [
      'Ärligt svar: jag kan inte välja åt dig, och jag skulle vara skeptisk mot den som säger att hen kan. Det jag kan göra är att hjälpa dig att testa det: i akt fyra har du ett experiment på två veckor med ditt namn på.',
      'Från fem år bort skulle mitt svar passa mig, inte dig. Vägen till ditt eget: det som berör dig, det du vill, det du redan är bra på, och sen ett litet test.',
      'Om jag bara sa det till dig skulle du leva min plan. Vi bygger din i stället; det tar fyra akter, och den sista slutar med något konkret att göra de närmaste två veckorna.',
    ],
    fragment: [],
  },
  question: {
    plain: [
      'Bra fråga, och jag tänker inte låtsas att jag vet härifrån. Sättet att ta reda på det är att titta på det från några håll, och vi börjar med det som ligger framför oss.',
      'Det vill jag helst inte gissa på. Det var gissningar som gav mig en väldigt dyr bakmaskin. Vi jobbar oss dit steg för steg.',
      'Rimlig fråga. Jag har inget snyggt svar, men stegen vi tar är gjorda för att ge dig ett eget.',
    ],
    fragment: [],
  },
  unsure: {
    plain: [
      'Det är helt okej. Ingen har koll på allt i din ålder, och de som säger att de har det bluffar oftast.',
      'Att känna sig fast är normalt här; jag satt fast i nästan ett år. Man kommer loss genom att göra små saker, inte genom att tänka hårdare.',
      'Att du känner dig fast betyder bara att du tar det på allvar. Vi tar ett litet steg i taget.',
    ],
    fragment: [
      'Att inte veta {fragment} är där de flesta bra historier börjar, min också.',
      '{Fragment}? I din ålder hade jag heller ingen aning, och det gick bra. Nåja, jag blev ditt äldre jag, så döm själv.',
      'Att vara osäker {fragment} är inget fel i planen; det är planen. Vi smalnar av genom att testa saker, inte genom att stirra på dem.',
    ],
  },
  likes: {
    plain: [
      'Det är en riktig ledtråd om dig. Det man gör utan att någon ber om det brukar peka någonstans.',
      'Bra att veta. Det du gillar är fakta, inte något att skämmas över.',
      'Jag gillar det. Att tycka att något är kul är det mest underskattade karriärrådet som finns.',
    ],
    fragment: [
      '{Fragment}: det är ingen bisak, det är en ledtråd. Det man gör utan att någon ber om det brukar hamna i jobbet till slut.',
      '{Fragment}. Om fem år finns det fortfarande med i min vecka, bara med bättre verktyg.',
      'Noterat: {fragment}. Håll det nära; sånt har en tendens att dyka upp i jobben folk till slut älskar.',
    ],
  },
  thanks: {
    plain: [
      'Varsågod. Jag hade ett försprång: fem år.',
      'När som helst. Bokstavligen: jag sover aldrig.',
      'Tack själv för att du gör det här. De flesta pratar aldrig med sitt äldre jag; det är lite pinsamt, och du gör det ändå.',
    ],
    fragment: [],
  },
  /** Korta svar: ok, ja, nej, nice, hmm. */
  ack: {
    plain: ['Okej.', 'Okej, noterat.', 'Uppfattat.'],
    fragment: [],
  },
  other: {
    plain: [
      'Jag hör dig. Tack för att du säger det högt; sånt hjälper mer än man tror.',
      'Noterat. Jag gillar när du tänker högt.',
      'Okej, jag hänger med. Vi sparar det i bakfickan och kör vidare.',
    ],
    fragment: [],
  },
  /** Raden efter svaret som tar personen tillbaka till stegets uppgift. */
  steer: {
    situation: [
      'Så, var är du just nu: pluggar, jobbar, mellan två saker, något annat?',
      'Berätta om i dag: vad gör du de flesta dagar just nu?',
    ],
    /** BÖR innan något betyg. */
    trendsNone: [
      'Sätt nu betyg på en av trenderna här ovanför: hur mycket skulle den ändra ditt liv, och hur säker är du på att den händer?',
      'Korten här ovanför väntar: sätt betyg på ett av dem, påverkan och säkerhet, så lär jag mig vad som spelar roll för dig.',
      'Välj trenden som ger dig starkast reaktion, bra eller dålig, och sätt betyg på den.',
    ],
    /** BÖR efter ett betyg. */
    trendsOne: [
      'Sätt betyg på en trend till så kan vi gå vidare, eller be om fler.',
      'En trend betygsatt. En till så är vi redo för akt två.',
    ],
    /** BÖR efter två betyg eller fler. */
    trendsEnough: [
      'Du har betygsatt tillräckligt för att gå vidare när du vill, eller ta några till först.',
      'När du är redo kan vi gå vidare till din vision.',
    ],
    vision: [
      'Tillbaka till den där bra dagen om fem år: var är du, vilka är runt dig, vad håller du på med?',
      'Testa i en mening: en bra, vanlig dag om fem år. Hur ser den ut?',
    ],
    values: [
      'Tillbaka till din bild: vilken del av den skulle göra dig stolt, inte bara upptagen?',
      'Så: vad i den framtiden skulle du vara stolt över?',
    ],
    letter: [
      'Ta den tid du behöver med brevet här ovanför. När du är redo tittar vi på dina styrkor.',
      'Brevet springer ingenstans. När du är redo går vi vidare till det du redan kan.',
    ],
    strengths: [
      'Välj en styrka här nedanför, eller skriv en egen med några ord.',
      'Vilken av styrkorna här nedanför skulle dina kompisar säga om dig? Eller skriv en egen.',
    ],
    advantage: [
      'Nu: vad har du som är svårt att kopiera? Ett språk, en gemenskap, en hobby du kan utan och innan?',
      'Så, ditt orättvisa försprång: något i din historia, på din ort eller bland dina kontakter som de flesta i din ålder inte har?',
    ],
    ideas: [
      'Spara minst en idé (knappen Spara på kortet) så gör jag om den till ett experiment.',
      'Kolla idéerna här ovanför: spara den som tänder en gnista, eller blanda om för att få nya.',
    ],
    experiment: [
      'När du är redo, tryck på Starta på experimentkortet; du kan lägga in det i kalendern också.',
      'Experimentkortet här ovanför har en Starta-knapp med ditt namn på. Två veckor, en fråga.',
    ],
    done: [
      'Din 90-dagarsplan finns här när du vill ha den. Hur går det med första steget?',
      'Berätta hur experimentet går. Små framsteg räknas; det gör lägena när det står still också.',
      'Öppna planen när du vill. Vad känns svårast med första steget?',
    ],
  },
} as const;

/** Styrkor som snabbsvar i KAN, i nominalform så att de kan stå efter ”med” och först i en mening. */
export const TALK_STRENGTHS_SV: readonly string[] = [
  'Tydliga förklaringar',
  'Lugnet när det är kaos',
  'Ett öga för sånt andra missar',
  'Att få folk att känna sig välkomna',
  'Fix och mek',
  'Idéer i bild',
  'Ordning på folk och planer',
  'Den obekväma frågan',
  'Att hitta info snabbt',
  'Att få folk att skratta',
];

/**
 * Idéfrön: {trend}, {strength} (gemener, nominalform) och {advantage} (”ditt försprång (”…”)”, aldrig först i en
 * mening) fylls i av motorn; vart och ett ger en idétitel och ett skäl.
 */
export const TALK_IDEA_SEEDS_SV: readonly { id: string; title: string; rationale: string }[] = [
  {
    id: 'explainer-series',
    title: 'En förklaringsserie i fem delar om ”{trend}”',
    rationale: 'Med {strength} gör du en stor förändring begriplig för folk i din ålder; serien blir din portfolio.',
  },
  {
    id: 'local-pilot',
    title: 'Ett litet lokalt test kring ”{trend}”',
    rationale: 'Börja med tio personer nära dig; med {advantage} kommer du åt sådant som andra inte kommer åt.',
  },
  {
    id: 'interview-three',
    title: 'Intervjua tre personer som redan jobbar med ”{trend}”',
    rationale: 'Trettio minuter var, en fråga per person: vad överraskade dig? Med {strength} ställer du bra frågor.',
  },
  {
    id: 'service-for-one',
    title: 'Erbjud en liten betaltjänst kopplad till ”{trend}”',
    rationale: 'Ett litet, konkret erbjudande byggt på {strength}; första kunden lär dig mer än en kurs.',
  },
  {
    id: 'community-night',
    title: 'Håll i en kväll om ”{trend}”',
    rationale: 'Samla sex nyfikna personer; med {advantage} har du ett skäl att vara den som bjuder in.',
  },
  {
    id: 'prototype-weekend',
    title: 'En helgprototyp för ”{trend}”',
    rationale: 'Bygg den fulaste versionen som fungerar. Med {strength} tar du dig igenom första utkastet.',
  },
  {
    id: 'shadow-day',
    title: 'Följ någon en dag i ett jobb som formas av ”{trend}”',
    rationale: 'En riktig tisdag slår vilken platsannons som helst; med {advantage} blir det lättare att fråga.',
  },
  {
    id: 'newsletter',
    title: 'Ett månadsbrev på en sida om ”{trend}” till dina kontakter',
    rationale: 'Att skriva regelbundet visar hur du tänker; med {strength} blir det värt att läsa.',
  },
];

/** Experimentmallar: motorn väljer en per sparad idé; slutdatum 14 dagar fram som standard. */
export const TALK_EXPERIMENTS_SV: readonly { id: string; title: string; description: string; metric: string }[] = [
  {
    id: 'three-conversations',
    title: 'Tre samtal på två veckor',
    description:
      'Prata med tre personer som har med ”{idea}” att göra. Fråga hur en vanlig vecka ser ut och vad de önskar att de visste vid 20.',
    metric: 'Antal samtal (mål: 3) och en överraskning nedskriven efter varje',
  },
  {
    id: 'first-draft-public',
    title: 'Släpp ett första utkast',
    description: 'Gör den minsta versionen av ”{idea}” som andra kan se och visa den för fem personer.',
    metric: 'Fem personer nådda; hur många ställde en följdfråga',
  },
  {
    id: 'energy-log',
    title: 'Energidagbok',
    description: 'Jobba med ”{idea}” och skriv ner din energi före och efter varje pass, från 1 till 5.',
    metric: 'Snittenergi efter jämfört med före (ger det eller tar det?)',
  },
  {
    id: 'one-yes',
    title: 'Få ett ja',
    description: 'Fråga tio personer om de skulle testa, vara med i eller betala för ”{idea}”.',
    metric: 'Antal tydliga ja av tio frågor',
  },
];

/**
 * 90-dagarsplanens faser (vecka 1–2, 3–6, 7–10, 11–13), ifyllda med personens egen situation: {exp} experimentet,
 * {size} dess storlek för deras vecka, {ally} någon att berätta för (en av deras personer, eller ”någon du litar
 * på”), {where} var de träffar folk (”på kaféet”, ”i Uppsala”, ”nära dig”), {idea} den sparade idén, {decision}
 * beslutet de satte, {situation} det som fyller deras vecka nu.
 */
export const TALK_PLAN_PHASES_SV: readonly { label: string; focus: string; tasks: readonly string[] }[] = [
  {
    label: 'Vecka 1–2',
    focus: 'Kör experimentet: {exp}',
    tasks: ['{size}', 'Gör experimentet och skriv ner en överraskning efter varje pass'],
  },
  {
    label: 'Vecka 3–6',
    focus: 'Lär av folk som redan är där',
    tasks: [
      'Berätta för {ally} vad du lärde dig de första två veckorna',
      'Hitta en person som ligger fem år före dig {where} och be om 20 minuter',
    ],
  },
  {
    label: 'Vecka 7–10',
    focus: 'Bygg nästa version: {idea}',
    tasks: ['Gör den bättre med det du har hört', 'Testa den på tio personer och räkna hur många som säger ja'],
  },
  {
    label: 'Vecka 11–13',
    focus: 'Bestäm dig: {decision}',
    tasks: [
      'Läs brevet och din vision igen, bredvid dina anteckningar från {situation}',
      'Fatta beslutet och skriv ner det i en mening; satsa mer, byta riktning eller sluta är alla okej svar',
    ],
  },
];

/** Visas i stället för ett modellsvar som inte klarar kontrollen. */
export const TALK_MODERATED_REPLY_SV =
  'Jag säger det på ett annat sätt. Jag är en AI-coach som pratar som ditt äldre jag, så jag håller mig till det vi kan utforska tillsammans: dina trender, din vision, dina styrkor och ett litet nästa steg.';
