/**
 * FutureSelf quiz content in Swedish, written for Swedish readers. Same questions, same card ids and emoji as
 * content/quiz.ts (the ids are stored with answers: never rename), checked by src/core/content-sv.test.ts.
 *
 * Swedish rules for these fields:
 * - title: 2-4 words, sentence case (Swedish has no Title Case), max 24 characters.
 * - description: one line, max 70 characters.
 * - context: a lowercase infinitive phrase WITHOUT ”att”, completing ”Deras framtid handlar om att ___”. The Swedish
 *   cover grammar (src/core/cover-copy-sv.ts) puts it after ”att”, after verbs such as ”slutade aldrig” and after
 *   ”så lyckas du”, so it must read in all three.
 * - purpose titles are infinitive phrases too (”Sprida glädje”): the cover writes ”… att {purposeTitle}”.
 * - workplace titles are in the definite form (”Fjällstugan”): the cover writes ”Inifrån {workplacePlace}”.
 */
import { SUPERPOWER_MAX_LENGTH, type TextQuestion, type VisualQuestion } from '../quiz.js';

const postcardQuestion: VisualQuestion = {
  id: 'postcard',
  type: 'visual-cards',
  category: 'Vykort från framtiden',
  question: 'Välj vykortet som lockar dig mest',
  cards: [
    {
      id: 'pc_universal_harmony',
      emoji: '🎶',
      title: 'Hela världen sjunger',
      description: 'Ett helt torg som sjunger samma sång på fyrtio språk',
      context: 'få främlingar att sjunga samma sång',
    },
    {
      id: 'pc_world_summit',
      emoji: '🤝',
      title: 'Världstoppmötet',
      description: 'Hälsningar från toppmötet där 190 länder till slut sa ja',
      context: 'förhandla fram avtalet som hela planeten skriver under',
    },
    {
      id: 'pc_virtual_reality',
      emoji: '🥽',
      title: 'Världar i glasögonen',
      description: 'Byggde en stad i går kväll. I dag har två miljoner gått genom den',
      context: 'bygga världar som folk kan kliva rakt in i',
    },
    {
      id: 'pc_planting_forests',
      emoji: '🌳',
      title: 'En miljard nya träd',
      description: 'Leriga kängor, ömma armar och en sluttning som var kal 2025',
      context: 'göra svedda sluttningar till skog igen',
    },
    {
      id: 'pc_ocean_explorer',
      emoji: '🐙',
      title: 'Djuphavsexpeditionen',
      description: 'Hej från 4 000 meters djup. Mötte nyss en fisk som ingen har döpt',
      context: 'kartlägga djuphavets sista vildmarker',
    },
    {
      id: 'pc_orbiting_earth',
      emoji: '🚀',
      title: 'Jorden från rymden',
      description: 'Sexton soluppgångar om dagen här uppe. Jorden ser liten och modig ut',
      context: 'se sexton soluppgångar om dagen från rymden',
    },
    {
      id: 'pc_clean_energy_grid',
      emoji: '⚡',
      title: 'Det soldrivna elnätet',
      description: 'Varje tak i stan surrar av solsken. Elräkningen? Noll kronor',
      context: 'driva hela städer med sol, vind och tidvatten',
    },
    {
      id: 'pc_urban_sandbox',
      emoji: '🛝',
      title: 'Stadens sandlåda',
      description: 'Parkeringshuset är nu odlingar, rutschkanor och fredagsmarknad',
      context: 'rita om gatorna så att människor kommer först',
    },
    {
      id: 'pc_wildlife_sanctuary',
      emoji: '🐘',
      title: 'Djurens fristad',
      description: 'Elefanterna korsade vägen i gryningen. Alla väntade och log',
      context: 'ge vilda djur plats att ströva fritt igen',
    },
    {
      id: 'pc_maker_forge',
      emoji: '🔨',
      title: 'Skaparsmedjan',
      description: 'Skrev ut en cykelram, lagade grannens drönare, brände en pizza',
      context: 'bygga nyttiga saker med egna händer',
    },
    {
      id: 'pc_coral_garden',
      emoji: '🪸',
      title: 'Korallträdgården',
      description: 'Revet vi planterade om 2030 lyser rosa och sjuder av fisk',
      context: 'plantera om korallrev tills de lyser igen',
    },
    {
      id: 'pc_global_classroom',
      emoji: '🌍',
      title: 'Världens klassrum',
      description: 'Lärde ut bråkräkning i Lagos, Lima och Luleå före lunch',
      context: 'undervisa ett klassrum som spänner över hela planeten',
    },
  ],
};

const bhagQuestion: VisualQuestion = {
  id: 'bhag',
  type: 'visual-cards',
  category: 'Ditt stora mål',
  question: 'Välj ditt stora, galna, djärva mål',
  cards: [
    {
      id: 'disease',
      emoji: '🧬',
      title: 'Utrota sjukdomar',
      description: 'Gör ”obotlig” till ett ord som ingen behöver säga längre',
      context: 'utrota sjukdomar som vi fortfarande kallar obotliga',
    },
    {
      id: 'carbon',
      emoji: '🌱',
      title: 'Vänd klimatkrisen',
      description: 'Dra ut mer koldioxid ur luften än vi någonsin släppte ut',
      context: 'dra tillbaka koldioxiden ur himlen',
    },
    {
      id: 'peace',
      emoji: '🕊️',
      title: 'Varaktig världsfred',
      description: 'En generation som bara känner till krig från gamla dokumentärer',
      context: 'bygga en fred som överlever varje gränstvist',
    },
    {
      id: 'creativity',
      emoji: '🎨',
      title: 'Alla blir skapare',
      description: 'Ge varje barn på jorden verktygen, tiden och modet att skapa',
      context: 'väcka konstnären som gömmer sig i alla',
    },
    {
      id: 'bhag_end_extreme_poverty',
      emoji: '🍲',
      title: 'Stoppa extrem fattigdom',
      description: 'Ingen familj någonstans ska behöva välja mellan middag och skor',
      context: 'se till att ingen familj saknar det allra nödvändigaste',
    },
    {
      id: 'bhag_universal_education',
      emoji: '📚',
      title: 'Skola för alla barn',
      description: 'Varje by får en lysande lärare och en bokhylla som svämmar över',
      context: 'ge varje barn en riktigt bra lärare',
    },
    {
      id: 'bhag_water_for_everyone',
      emoji: '💧',
      title: 'Rent vatten överallt',
      description: 'Vilken kran som helst, var som helst: fyll ett glas och drick lugnt',
      context: 'få rent och säkert vatten ur varje kran',
    },
    {
      id: 'bhag_circular_everything',
      emoji: '♻️',
      title: 'En värld utan avfall',
      description: 'Mobiler, gympaskor, soffor: inget hamnar på soptippen igen',
      context: 'designa saker som aldrig blir skräp',
    },
    {
      id: 'bhag_cure_loneliness',
      emoji: '🫂',
      title: 'Bota ensamheten',
      description: 'Ingen äter ensam om de inte vill. Varje gata kan ditt namn',
      context: 'se till att ingen känner sig ensam mitt i folkmassan',
    },
    {
      id: 'bhag_zero_accident_mobility',
      emoji: '🚦',
      title: 'Nollvisionen på riktigt',
      description: 'Så säkra vägar att ingen säger ”sms:a när du är hemma” längre',
      context: 'få hem alla säkert, varenda resa',
    },
    {
      id: 'bhag_open_internet_for_all',
      emoji: '📶',
      title: 'Internet åt alla',
      description: 'Snabbt, fritt och öppet nät från Sahara till polcirkeln',
      context: 'koppla upp varenda människa till ett fritt internet',
    },
    {
      id: 'bhag_resilient_cities',
      emoji: '🌆',
      title: 'Stormsäkra städer',
      description: 'Översvämningar, värmeböljor, orkaner: städer som rycker på axlarna',
      context: 'bygga städer som reser sig efter varje storm',
    },
  ],
};

const purposeQuestion: VisualQuestion = {
  id: 'purpose',
  type: 'visual-cards',
  category: 'Drivkraft',
  question: 'Vad driver dig innerst inne?',
  cards: [
    {
      id: 'grow',
      emoji: '🌻',
      title: 'Hjälpa andra växa',
      description: 'Du lyser upp i samma sekund som någon äntligen fattar',
      context: 'hjälpa människor att växa till dem de kan bli',
    },
    {
      id: 'fix',
      emoji: '🔧',
      title: 'Laga det som är trasigt',
      description: 'Vingliga bord, krångliga appar, orättvisa regler: du kan inte låta bli',
      context: 'laga det som alla andra bara står ut med',
    },
    {
      id: 'explore',
      emoji: '🧭',
      title: 'Utforska det okända',
      description: 'Vita fläckar på kartan känns som personliga inbjudningar',
      context: 'gå precis dit kartorna tar slut',
    },
    {
      id: 'create',
      emoji: '✨',
      title: 'Skapa något nytt',
      description: 'Tomma sidor skrämmer dig inte. För dig ser de ut som en fest',
      context: 'skapa sådant som världen aldrig har sett',
    },
    {
      id: 'drive_seek_truth',
      emoji: '🔍',
      title: 'Söka sanningen',
      description: '”För att jag säger det” har aldrig varit ett tillräckligt bra svar',
      context: 'fråga varför tills det riktiga svaret dyker upp',
    },
    {
      id: 'drive_protect_life',
      emoji: '🐢',
      title: 'Skydda allt levande',
      description: 'Sköldpaddor, våtmarker, den som är skörast: du ställer dig framför',
      context: 'stå vakt över allt som lever',
    },
    {
      id: 'drive_build_community',
      emoji: '🫶',
      title: 'Bygga gemenskap',
      description: 'Du är den som startar gruppchatten och söndagsfotbollen',
      context: 'göra grannar till ett gäng som ställer upp',
    },
    {
      id: 'drive_solve_puzzles',
      emoji: '🧩',
      title: 'Knäcka svåra gåtor',
      description: 'Ge dig en gåta som ingen har löst, så glömmer du att äta',
      context: 'knäcka problem som får alla andra att ge upp',
    },
    {
      id: 'drive_craft_mastery',
      emoji: '🎯',
      title: 'Bemästra ett hantverk',
      description: 'Tiotusen timmars träning? Låter som en rolig helg',
      context: 'bli lysande på en sak, och sedan ännu bättre',
    },
    {
      id: 'drive_champion_fairness',
      emoji: '⚖️',
      title: 'Kämpa för rättvisa',
      description: 'När någon blir orättvist behandlad är din hand först i luften',
      context: 'se till att alla får en ärlig chans',
    },
    {
      id: 'drive_spark_joy',
      emoji: '🎉',
      title: 'Sprida glädje',
      description: 'En dålig dag är bara en bra dag som inte har träffat dig än',
      context: 'få så många som möjligt att dra på smilbanden',
    },
    {
      id: 'drive_steward_legacy',
      emoji: '⏳',
      title: 'Lämna ett arv',
      description: 'Plantera träd vars skugga du aldrig sitter i, och le åt det',
      context: 'lämna något gott åt människor som inte är födda än',
    },
  ],
};

const workplaceQuestion: VisualQuestion = {
  id: 'workplace',
  type: 'visual-cards',
  category: 'Arbetsplats',
  question: 'Var ser du dig själv göra ditt livs bästa jobb?',
  cards: [
    {
      id: 'megacity',
      emoji: '🌃',
      title: 'Skyskrapsateljén',
      description: 'En glasateljé 80 våningar över en stad som aldrig sover',
      context: 'jobba från en glasateljé högt över megastaden',
    },
    {
      id: 'mountain',
      emoji: '🏔️',
      title: 'Fjällstugan',
      description: 'Vedrök, tunn luft och ett skrivbord mot en vägg av snöklädda toppar',
      context: 'tänka stort i en stuga ovanför molnen',
    },
    {
      id: 'spaceship',
      emoji: '🛸',
      title: 'Rymdskeppets brygga',
      description: 'Tyngdlöst, en enda ventil och månen som driver förbi ditt kaffe',
      context: 'jobba från bryggan på ett rymdskepp',
    },
    {
      id: 'beach',
      emoji: '🌴',
      title: 'Strandhaket',
      description: 'Salt på datorn, sand i skorna och vågkoll klockan fyra',
      context: 'göra sitt bästa jobb till ljudet av vågor',
    },
    {
      id: 'forest',
      emoji: '🌲',
      title: 'Trädkojekontoret',
      description: 'Fågelsång som väckarklocka och en hängbro som pendling',
      context: 'skapa i en trädkoja djupt inne i skogen',
    },
    {
      id: 'underwater',
      emoji: '🐠',
      title: 'Undervattenskupolen',
      description: 'Mantor glider förbi fönstret medan vattenkokaren puttrar',
      context: 'arbeta i en glaskupol på havsbotten',
    },
    {
      id: 'desert',
      emoji: '🌵',
      title: 'Observatoriet i öknen',
      description: 'Röda dyner om dagen, en himmel full av stjärnor om natten. Tystnad',
      context: 'jobba under en ökenhimmel tät av stjärnor',
    },
    {
      id: 'arctic',
      emoji: '🧊',
      title: 'Polarstationen',
      description: 'Norrsken över taket och en husky som snarkar under skrivbordet',
      context: 'jobba under dansande norrsken',
    },
    {
      id: 'place_mountain_monastery',
      emoji: '🧘',
      title: 'Klostret på klippan',
      description: 'Stenvalv, en klocka i gryningen och inget som stör utom molnen',
      context: 'hitta lugnet i ett stilla kloster på en klippa',
    },
    {
      id: 'place_sea_lab',
      emoji: '⚓',
      title: 'Det flytande havslabbet',
      description: 'Valskådning på övre däck, ett kylskåp fullt av havsprover nedanför',
      context: 'göra experiment ombord på ett flytande havslabb',
    },
    {
      id: 'place_sky_loft',
      emoji: '🎈',
      title: 'Ateljén bland molnen',
      description: 'En ateljé i ett luftskepp som driver över åkrarna i promenadfart',
      context: 'sväva över världen i en luftskeppsateljé',
    },
    {
      id: 'place_digital_nomad_hub',
      emoji: '💻',
      title: 'Nomadernas kontor',
      description: 'Ny stad varje månad, samma gäng, samma goda kaffe, snabbt wifi',
      context: 'jobba från en ny stad varenda månad',
    },
  ],
};

const superpowerQuestion: TextQuestion = {
  id: 'superpower',
  type: 'text',
  category: 'Sista frågan',
  question: 'Om du fick en superkraft i jobbet, vilken skulle det vara, och varför?',
  placeholder: 'Skriv vad du tänker …',
  maxLength: SUPERPOWER_MAX_LENGTH,
};

export const questionsSv: readonly [VisualQuestion, VisualQuestion, VisualQuestion, VisualQuestion, TextQuestion] = [
  postcardQuestion,
  bhagQuestion,
  purposeQuestion,
  workplaceQuestion,
  superpowerQuestion,
];

export const visualQuestionsSv: readonly VisualQuestion[] = [
  postcardQuestion,
  bhagQuestion,
  purposeQuestion,
  workplaceQuestion,
];
