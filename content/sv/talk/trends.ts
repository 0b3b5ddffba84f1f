/**
 * Talk på svenska — trenderna som det äldre jaget går igenom i akt BÖR (omvärlden). Samma 60 id i samma ordning,
 * samma bild (art) och samma tema (category) som content/talk/trends.ts; texten är skriven på svenska, inte översatt
 * (docs/decisions/089-swedish-content.md).
 *
 * Regler (de engelska, på svenska):
 * - Fakta och källor är desamma som i den engelska filen och ska vara sanna: en trend om USA eller världen förblir
 *   det; siffror skrivs på svenskt sätt (10 000, 1,27 miljoner, 80 %, 1,5 °C).
 * - why_text: en eller två meningar, konkret, med ett faktum en ung vuxen kan kolla. Ingen hype, ingen visshet.
 * - Kort sikt = de närmaste 1–3 åren; lång sikt = 5–10 år. Säg vad som ändras i en persons arbetsdag.
 * - driver_examples och related_roles skrivs med stor bokstav först men fogas ihop i gemener av motorn
 *   (”Drivkrafter att hålla koll på: …”), så de är vanliga substantivfraser; related_roles är riktiga yrken.
 */
import type { TalkTrend } from '../../talk/trends.js';

export const TALK_TRENDS_SV: readonly TalkTrend[] = [
  {
    id: 'ai-copilots-everywhere',
    title: 'En AI-assistent i varje jobb',
    art: '🤖',
    why_text:
      'Verktyg för att skriva, koda, designa och ge support har nu inbyggda assistenter, och de flesta kontorsanställda använder redan en varje vecka, ofta utan att säga det till chefen.',
    short_term_implications:
      'Första utkast blir billiga. Att kunna bedöma, redigera och förklara ett resultat blir det folk betalar för.',
    long_term_implications:
      'Jobben byggs om kring människor som styr flera AI-agenter samtidigt; omdöme och ansvar är det som är ont om.',
    driver_examples: [
      'Lägre kostnad per AI-fråga',
      'Assistenter som ingår i kontorsprogrammen',
      'Krav på att göra mer med mindre team',
    ],
    related_roles: ['Produktägare', 'Redaktör', 'Systemutvecklare', 'Kundansvarig'],
    category: 'tech',
  },
  {
    id: 'four-day-week',
    title: 'Fyradagarsveckan blir vanlig',
    art: '🗓️',
    why_text:
      'Stora försök i Storbritannien, Island och Spanien höll produktionen uppe på färre dagar, och de flesta företag som testade behöll upplägget.',
    short_term_implications:
      'Arbetsgivare konkurrerar med tid, inte bara lön. Att fråga om arbetsveckan på en intervju slutar vara konstigt.',
    long_term_implications:
      'Ett heltidsjobb kan betyda 32 timmar, vilket frigör en dag i veckan för sidoprojekt, omsorg eller studier.',
    driver_examples: [
      'Kostnader för utbrändhet och sjukskrivningar',
      'Brist på folk att anställa',
      'Effektivare arbete tack vare automatisering',
    ],
    related_roles: ['HR-partner', 'Verksamhetschef', 'Teamledare'],
    category: 'society',
  },
  {
    id: 'climate-adaptation-jobs',
    title: 'Att anpassa sig till en varmare värld blir en bransch',
    art: '🌡️',
    why_text:
      'Vart och ett av de senaste tio åren hör till de varmaste som uppmätts, och städer budgeterar nu för värmeplaner, översvämningsskydd och svala inomhusplatser.',
    short_term_implications:
      'Stadsplanerare, försäkringsbolag och byggföretag anställer folk som kan läsa klimatdata och prata med de boende.',
    long_term_implications:
      'Anpassningsarbetet (kylning, vatten, flytt, försäkring) växer till en av de största arbetsgivarna i Europa.',
    driver_examples: [
      'EU:s strategi för klimatanpassning',
      'Försäkringsförluster efter extremväder',
      'Dödsfall under värmeböljor i städer',
    ],
    related_roles: ['Klimatriskanalytiker', 'Stadsplanerare', 'Byggnadsingenjör', 'Försäkringsbedömare'],
    category: 'nature',
  },
  {
    id: 'creator-economy-matures',
    title: 'Kreatörsekonomin blir vuxen',
    art: '🎥',
    why_text:
      'Miljontals människor tjänar en del av sin inkomst på innehåll, och varumärken lägger nu mer pengar på kreatörer än på många traditionella reklamkanaler.',
    short_term_implications:
      'Små publiker som litar på dig slår stora anonyma; kreatörer behöver avtal, bokföring och en plan B.',
    long_term_implications:
      'Att vara kreatör blir ett vanligt småföretag med fackförbund, pension och utbildningar som lär ut det.',
    driver_examples: ['Plattformar för korta videor', 'Betalningar direkt från fans', 'Misstro mot klassisk reklam'],
    related_roles: ['Innehållsstrateg', 'Videoredigerare', 'Communityansvarig', 'Ansvarig för varumärkessamarbeten'],
    category: 'arts',
  },
  {
    id: 'longevity-care',
    title: 'Ett samhälle som lever längre behöver ny omsorg',
    art: '🧓',
    why_text:
      'År 2030 kommer var fjärde europé att vara över 65, och redan nu finns det för få omsorgsanställda i de flesta länder.',
    short_term_implications: 'Omsorgsjobben får bättre verktyg, fler diskussioner om lön och mer teknik runt sig.',
    long_term_implications:
      'Omsorg, förebyggande arbete och design för ett friskt åldrande blir ett stort fält som blandar vård, teknik och service.',
    driver_examples: [
      'En åldrande befolkning',
      'Personalbrist på äldreboenden',
      'Sensorer i hemmet och vård på distans',
    ],
    related_roles: ['Sjuksköterska', 'Arbetsterapeut', 'Designer av välfärdsteknik', 'Fysioterapeut'],
    category: 'health',
  },
  {
    id: 'green-steel-and-hydrogen',
    title: 'Den tunga industrin ställer om',
    art: '🏭',
    why_text:
      'Stål, cement och kemikalier står för ungefär en femtedel av världens utsläpp, och de första verken för fossilfritt stål byggs redan i Norrbotten.',
    short_term_implications: 'Det är brist på ingenjörer, elektriker och projektledare till de nya anläggningarna.',
    long_term_implications: 'Hela regioner byggs om kring ren el, vätgas och återvunnet material.',
    driver_examples: [
      'EU:s pris på koldioxid',
      'Billig vind- och solkraft',
      'Köpare som kräver material med låga utsläpp',
    ],
    related_roles: ['Processingenjör', 'Elektriker', 'Projektledare', 'Elhandlare'],
    category: 'science',
  },
  {
    id: 'loneliness-economy',
    title: 'Ensamhet blir en folkhälsofråga',
    art: '🫂',
    why_text:
      'Undersökningar visar att unga vuxna uppger ensamhet oftare än någon annan åldersgrupp, och flera länder har nu en minister eller en strategi för det.',
    short_term_implications:
      'Mötesplatser, föreningar och ”tredje platser” får pengar; sociala förmågor blir uppmärksammade på jobbet.',
    long_term_implications: 'Att designa för gemenskap (i bostäder, appar, kontor och städer) blir ett eget yrke.',
    driver_examples: ['Distansarbete', 'Trötthet på sociala medier', 'Hälsokostnader för isolering'],
    related_roles: ['Samhällsorganisatör', 'Socionom', 'Evenemangsproducent', 'Fritidsledare'],
    category: 'society',
  },
  {
    id: 'skills-over-degrees',
    title: 'Kunskaper väger tyngre än examensbevis',
    art: '🧩',
    why_text:
      'Flera stora arbetsgivare har slopat kravet på examen för många tjänster, och korta intyg och portfolior öppnar nu dörrar som förut krävde en examen.',
    short_term_implications:
      'En portfolio med riktigt arbete kan slå ett cv. Att lära sig i korta pass lönar sig snabbt.',
    long_term_implications: 'Folk byter bana tre eller fyra gånger och skolar om sig på månader i stället för år.',
    driver_examples: [
      'Brist på folk att anställa',
      'Nätkurser och intensivutbildningar',
      'AI som testar kunskaper direkt',
    ],
    related_roles: [
      'Utbildningsdesigner',
      'Rekryterare',
      'Studie- och karriärvägledare',
      'Producent av instruktionsvideor',
    ],
    category: 'society',
  },
  {
    id: 'circular-everything',
    title: 'Laga, sälj vidare, använd igen',
    art: '♻️',
    why_text:
      'EU:s regler om rätt till reparation tvingar tillverkare att erbjuda reservdelar i flera år, och begagnade kläder växer snabbare än nya.',
    short_term_implications:
      'Reparatörer, plattformar för andrahandsförsäljning och företag som rustar upp prylar anställer; ”hur länge håller den?” blir ett säljargument.',
    long_term_implications: 'Produkter designas för att kunna plockas isär; att äga mindre men bättre blir normalt.',
    driver_examples: ['Lagar om rätt till reparation', 'Priser på råvaror', 'Unga köpare som väljer begagnat'],
    related_roles: [
      'Produktdesigner',
      'Reparationstekniker',
      'Analytiker inom försörjningskedjor',
      'Företagare inom andrahandsförsäljning',
    ],
    category: 'nature',
  },
  {
    id: 'space-economy',
    title: 'Rymden blir billigare och trängre',
    art: '🛰️',
    why_text:
      'Återanvändbara raketer sänkte kostnaden för uppskjutningar ungefär tio gånger på ett decennium; tusentals satelliter levererar nu internet, väder och data till jordbruket.',
    short_term_implications:
      'Satellitdata blir vardagliga tjänster: råd till odlare, försäkringar, insatser vid katastrofer.',
    long_term_implications:
      'Rymden blir en vanlig bransch med jobb för jurister, designer och mekaniker, inte bara astronauter.',
    driver_examples: ['Återanvändbara bärraketer', 'Små billiga satelliter', 'Behovet av att övervaka klimatet'],
    related_roles: ['Dataanalytiker', 'Flyg- och rymdingenjör', 'Rymdjurist', 'GIS-specialist'],
    category: 'space',
  },
  {
    id: 'ocean-economy',
    title: 'Den blå ekonomin',
    art: '🌊',
    why_text:
      'Havsbaserad vindkraft, tångodling och övervakning av haven växer, och FN:s havsavtal öppnade för nya skyddade områden.',
    short_term_implications: 'Hamnstäder anställer inom havsbaserad vindkraft, marin teknik och kustskydd.',
    long_term_implications: 'Haven blir en stor källa till energi och mat, med strikta regler och massor av sensorer.',
    driver_examples: ['Mål för havsbaserad vindkraft', 'Tryggad livsmedelsförsörjning', 'Avtalet om skydd av haven'],
    related_roles: [
      'Marinbiolog',
      'Tekniker för havsbaserad vindkraft',
      'Vattenbrukschef',
      'Dataforskare inom havsdata',
    ],
    category: 'ocean',
  },
  {
    id: 'food-transition',
    title: 'Det vi äter förändras',
    art: '🥦',
    why_text:
      'Växtbaserade och fermenterade proteiner blir hela tiden billigare, och maten står för ungefär en tredjedel av världens utsläpp.',
    short_term_implications:
      'Kockar, livsmedelsforskare och marknadsförare som kan göra ny mat god och prisvärd är eftertraktade.',
    long_term_implications:
      'Menyer, gårdar och matbutiker ser annorlunda ut; lokal odling och precisionsodling sprider sig.',
    driver_examples: ['Klimatmål', 'Hälsokostnader för det vi äter', 'Teknik för fermentering'],
    related_roles: ['Livsmedelsforskare', 'Kock', 'Agronom', 'Matentreprenör'],
    category: 'food',
  },
  {
    id: 'mental-health-at-work',
    title: 'Psykisk hälsa hamnar i centrum på jobbet',
    art: '🧠',
    why_text:
      'Stress och utmattning hör nu till de vanligaste orsakerna till långa sjukskrivningar i Europa, och arbetsgivare börjar mäta välmående som de mäter försäljning.',
    short_term_implications:
      'Chefer förväntas märka när någon har för mycket; att sätta gränser och vila slutar ses som svaghet.',
    long_term_implications:
      'Arbetsplatser utformas kring fokus och återhämtning; psykologisk trygghet blir ett krav när folk söker jobb.',
    driver_examples: ['Kostnader för sjukskrivningar', 'Generation Z:s förväntningar', 'Meddelanden dygnet runt'],
    related_roles: ['Psykolog', 'HR-chef', 'Arbetsplatsdesigner', 'Coach'],
    category: 'health',
  },
  {
    id: 'cybersecurity-for-all',
    title: 'Säkerhet blir allas jobb',
    art: '🔐',
    why_text:
      'Utpressningsattacker har slagit ut sjukhus, skolor och kommuner, och det finns miljontals obesatta säkerhetsjobb i världen.',
    short_term_implications:
      'Grundläggande säkerhet förväntas i varje tekniskt yrke; instegsjobb inom säkerhet öppnas.',
    long_term_implications: 'Tillit och säkerhet blir ett lika vanligt yrke som redovisning.',
    driver_examples: ['Utpressningsattacker', 'EU:s NIS2-regler', 'Nätfiske gjort med AI'],
    related_roles: ['Säkerhetsanalytiker', 'IT-tekniker', 'Dataskyddsombud', 'Etisk hackare'],
    category: 'tech',
  },
  {
    id: 'energy-at-home',
    title: 'Hemmen blir kraftverk',
    art: '☀️',
    why_text:
      'Solpaneler på taket, värmepumpar och batterier för hemmet är billigare än någonsin, och många hushåll säljer el tillbaka till nätet.',
    short_term_implications: 'Installatörer och elektriker har väntelistor; energirådgivning blir en tjänst.',
    long_term_implications: 'Kvarter handlar med energi sinsemellan; varje byggnad är en del av elnätet.',
    driver_examples: ['Chocker i elpriset', 'Bidrag', 'Billigare batterier'],
    related_roles: ['Elektriker', 'Energirådgivare', 'Värmepumpsinstallatör', 'Elnätsingenjör'],
    category: 'science',
  },
  {
    id: 'cities-for-people',
    title: 'Städer byggda för människor, inte bilar',
    art: '🚲',
    why_text:
      'Paris, Barcelona och Utrecht har gjort om bilfält till cykelbanor och träd, och butikerna längs de gatorna tjänar ofta mer, inte mindre.',
    short_term_implications: 'Lokala företag, planerare och designer jobbar med livet i gatuplanet.',
    long_term_implications: 'Kvarter där jobb, skola och butiker ligger inom en kvart blir normen i många städer.',
    driver_examples: ['Regler för luftkvalitet', 'Värmen i täta städer', 'Cykelboomen'],
    related_roles: ['Stadsdesigner', 'Trafikplanerare', 'Landskapsarkitekt', 'Butiksägare'],
    category: 'city',
  },
  {
    id: 'immersive-experiences',
    title: 'Upplevelser före prylar',
    art: '🎭',
    why_text:
      'Pengarna som läggs på konserter, festivaler och uppslukande föreställningar fortsätter att öka även när det är ont om pengar, särskilt bland folk under 30.',
    short_term_implications:
      'Jobben inom evenemang, scen och upplevelsedesign blir fler; berättande slår produktegenskaper.',
    long_term_implications:
      'Lokaler med blandad verklighet och platser byggda kring berättelser blir stora arbetsgivare inom kultur och turism.',
    driver_examples: [
      'Delning i sociala medier',
      'Längtan efter stunder utan skärm',
      'Billigare projektorer och sensorer',
    ],
    related_roles: ['Upplevelsedesigner', 'Scentekniker', 'Producent', 'Guide'],
    category: 'arts',
  },
  {
    id: 'personalised-medicine',
    title: 'Medicin gjord för en person',
    art: '🧬',
    why_text:
      'Att kartlägga ett genom kostar nu några hundra euro i stället för miljarder, och de första genterapierna är godkända.',
    short_term_implications:
      'Labb, kliniker och nystartade företag anställer folk som kan förklara data för patienter.',
    long_term_implications:
      'Behandlingen anpassas efter dina gener, vanor och sensorer; att förebygga blir lika viktigt som att bota.',
    driver_examples: ['Billig DNA-sekvensering', 'AI för att ta fram läkemedel', 'Hälsosensorer att bära på kroppen'],
    related_roles: ['Genetisk vägledare', 'Bioinformatiker', 'Biomedicinsk analytiker', 'Apotekare'],
    category: 'health',
  },
  {
    id: 'gig-to-portfolio',
    title: 'Från ett jobb till flera ben att stå på',
    art: '🎒',
    why_text:
      'Fler kombinerar ett deltidsjobb, frilansuppdrag och ett sidoprojekt, och plattformar gör det lätt att hitta små uppdrag.',
    short_term_implications: 'Att kunna sätta pris, sälja in och fakturera är lika användbart som det du är bäst på.',
    long_term_implications:
      'Karriärer ser ut som en spellista med projekt; ditt rykte följer med dig mellan arbetsgivare.',
    driver_examples: ['Plattformar för frilansare', 'Distansarbete', 'Längtan efter omväxling'],
    related_roles: ['Frilansande designer', 'Konsult', 'Copywriter', 'Redovisningskonsult för frilansare'],
    category: 'city',
  },
  {
    id: 'data-literacy',
    title: 'Alla jobbar med data',
    art: '📊',
    why_text:
      'Nästan varje jobb producerar nu instrumentpaneler och siffror, och verktyg låter den som inte programmerar ställa frågor till data på vanlig svenska.',
    short_term_implications:
      'Att vara den som kan berätta en tydlig historia med siffror tar dig in i rummen där det bestäms.',
    long_term_implications:
      'Att förstå data blir som att kunna läsa: en självklarhet, med djupa experter för de svåra fallen.',
    driver_examples: ['Billig datalagring', 'AI-verktyg för frågor', 'Beslut som granskas'],
    related_roles: ['Dataanalytiker', 'Verksamhetsanalytiker', 'Journalist', 'Utredare'],
    category: 'tech',
  },
  {
    id: 'biodiversity-value',
    title: 'Naturen får en prislapp',
    art: '🐝',
    why_text:
      'Företag i EU måste nu redovisa sin påverkan på naturen, och städer planterar skog och återställer vattendrag för att svalka och förebygga översvämningar.',
    short_term_implications: 'Ekologer, datafolk och kommunikatörer behövs för att mäta och förklara naturen.',
    long_term_implications: 'Att återställa mark och vatten blir en betald tjänst, som att bygga vägar var förut.',
    driver_examples: [
      'EU:s förordning om restaurering av natur',
      'Regler för företags hållbarhetsredovisning',
      'Minskande antal pollinerare',
    ],
    related_roles: ['Ekolog', 'Hållbarhetskonsult', 'Skogsvårdare', 'Naturpedagog'],
    category: 'nature',
  },
  {
    id: 'learning-for-life',
    title: 'Man blir aldrig färdiglärd',
    art: '📚',
    why_text:
      'Kunskaper blir inaktuella allt snabbare; många arbetsgivare ger nu en budget för lärande och förväntar sig att de anställda skolar om sig med några års mellanrum.',
    short_term_implications: 'Den som lär sig öppet (anteckningar, inlägg, projekt) blir sedd snabbare.',
    long_term_implications: 'Utbildning blir en prenumeration för livet, med AI-lärare, studiegrupper och mentorer.',
    driver_examples: ['AI-lärare', 'Automatisering av rutinuppgifter', 'Längre arbetsliv'],
    related_roles: ['Lärare', 'Utbildningsdesigner', 'Mentor', 'Grundare av edtechföretag'],
    category: 'society',
  },
  {
    id: 'remote-and-hubs',
    title: 'Jobba var som helst (nästan)',
    art: '🏡',
    why_text:
      'Hybridarbete blev kvar efter pandemin för de flesta kontorsjobb, och småorter med bra tåg och fiber växer igen.',
    short_term_implications:
      'Du kan jobba för ett företag i storstaden från en mindre ort; att skriva tydligt blir en karriärfråga.',
    long_term_implications: 'Kontorshotell i småorter och byar; team som är utspridda över länder och tidszoner.',
    driver_examples: ['Fiber', 'Boendekostnader i storstäderna', 'Verktyg för samarbete'],
    related_roles: ['Teamledare på distans', 'Värd för kontorshotell', 'Teknisk skribent', 'Regionutvecklare'],
    category: 'city',
  },
  {
    id: 'games-as-culture',
    title: 'Spelen blir den nya scenen',
    art: '🎮',
    why_text:
      'Spel omsätter mer än film och musik tillsammans, och konserter, lektioner och lanseringar sker nu inne i dem.',
    short_term_implications:
      'Spelkunskaper (banor, gemenskap, berättande) flyttar in i utbildning, vård och marknadsföring.',
    long_term_implications: 'Lekfull design formar hur vi lär oss, tränar och till och med går i terapi.',
    driver_examples: ['Billiga spelmotorer', 'Ung publik', 'Evenemang i virtuella världar'],
    related_roles: ['Speldesigner', '3D-grafiker', 'Communityansvarig', 'Utvecklare av nyttospel'],
    category: 'arts',
  },
  {
    id: 'robots-in-the-real-world',
    title: 'Robotarna lämnar fabriken',
    art: '🦾',
    why_text:
      'Leveransrobotar, robotarmar på lager och jordbruksmaskiner som ser och lär sig säljs nu på riktigt, de visas inte bara på mässor.',
    short_term_implications: 'Tekniker som kan laga, lära upp och övervaka robotar är eftertraktade.',
    long_term_implications:
      'Robotar gör mycket av det tunga, tråkiga och farliga jobbet; människor planerar, tar hand om folk och hanterar överraskningar.',
    driver_examples: ['Brist på arbetskraft', 'Billigare sensorer', 'AI som ser'],
    related_roles: ['Robottekniker', 'Mekatronikingenjör', 'Lagerchef', 'Skyddsinspektör'],
    category: 'tech',
  },
  {
    id: 'trust-and-misinformation',
    title: 'Kampen om information man kan lita på',
    art: '🕵️',
    why_text:
      'AI kan nu förfalska röster och videor på några minuter, och val runt om i världen har redan haft deepfakes.',
    short_term_implications: 'Faktagranskare, verktyg för att kontrollera källor och lärare i mediekunnighet behövs.',
    long_term_implications:
      'Bevis på var bilder och texter kommer ifrån blir standard; röster man litar på blir mer värda.',
    driver_examples: ['Generativ AI', 'Regler för plattformar (EU:s DSA)', 'Polarisering'],
    related_roles: ['Journalist', 'Faktagranskare', 'Specialist på tillit och säkerhet', 'Lärare i mediekunnighet'],
    category: 'society',
  },
  {
    id: 'water-scarcity',
    title: 'Varje droppe räknas',
    art: '💧',
    why_text:
      'Södra Europa har haft torka gång på gång, och gårdar, chipfabriker och datacenter konkurrerar om samma vatten.',
    short_term_implications:
      'Teknik för att spara och återanvända vatten och smart bevattning börjar användas överallt.',
    long_term_implications: 'Vattenteknik och vattenförvaltning blir lika strategiska som energi.',
    driver_examples: ['Torka', 'Törstiga industrier', 'Billigare avsaltning'],
    related_roles: ['Vatteningenjör', 'Hydrolog', 'Agronom', 'Utredare'],
    category: 'ocean',
  },
  {
    id: 'social-enterprise',
    title: 'Företag med ett uppdrag',
    art: '🌱',
    why_text:
      'B Corp-företag och sociala företag fortsätter att växa, och många unga som söker jobb säger att de skulle ta lägre lön för ett arbete som betyder något.',
    short_term_implications:
      'Samhällsnyttan mäts och redovisas; ”varför finns det här företaget?” blir en intervjufråga åt båda hållen.',
    long_term_implications: 'Vinst och syfte förväntas gå ihop; investerare frågar efter båda.',
    driver_examples: ['Investeringar med samhällsnytta', 'Ungas förväntningar på jobbet', 'Regler för redovisning'],
    related_roles: ['Socialt entreprenör', 'Analytiker av samhällsnytta', 'Insamlare', 'Ansvarig för partnerskap'],
    category: 'society',
  },
  {
    id: 'wearables-and-self-tracking',
    title: 'Kroppen som instrumentpanel',
    art: '⌚',
    why_text:
      'Klockor och ringar mäter nu sömn, hjärtrytm och stress, och vissa försäkringsbolag och läkare använder redan de uppgifterna.',
    short_term_implications: 'Coacher, tränare och kliniker bygger tjänster kring personlig data.',
    long_term_implications:
      'Hälsan följs hela tiden i stället för vid en årlig kontroll, med stora frågor om integritet på köpet.',
    driver_examples: ['Billiga sensorer', 'Satsningar på förebyggande hälsa', 'AI som tolkar signalerna'],
    related_roles: ['Idrottsforskare', 'Hälsocoach', 'Designer av medicinteknik', 'Jurist inom dataskydd'],
    category: 'health',
  },
  {
    id: 'local-food-and-hospitality',
    title: 'Restaurangbranschen tänker om',
    art: '🍜',
    why_text:
      'Restauranger brottas med personalbrist och stigande kostnader, samtidigt som mathallar, supperklubbar och små producenter går bra.',
    short_term_implications:
      'Små, personliga matkoncept och tillfälliga restauranger är ett enkelt sätt att testa en idé.',
    long_term_implications:
      'Restaurangbranschen blandar teknik (beställning, robotar i köket) med mer mänsklig service som bygger på berättelser.',
    driver_examples: ['Personalbrist', 'Appar för hemleverans av mat', 'Kärlek till det lokala och äkta'],
    related_roles: ['Kock', 'Restauranggrundare', 'Matstylist', 'Restaurangchef'],
    category: 'food',
  },
  {
    id: 'crowded-orbits',
    title: 'Trafikstockning i omloppsbana',
    art: '☄️',
    why_text:
      'Mer än 10 000 fungerande satelliter kretsar nu runt jorden, och ESA följer tiotusentals skräpbitar större än en knytnäve, var och en tillräckligt snabb för att förstöra en satellit.',
    short_term_implications:
      'Satellitoperatörer väjer för skräp flera gånger i veckan; spårning, kollisionslarm och försäkringar blir vardagligt kontorsarbete.',
    long_term_implications:
      'Omloppsbanorna sköts som flygtrafik, med regler, avgifter och städuppdrag, och någon som har passet bestämmer vem som flyttar sig.',
    driver_examples: [
      'Megakonstellationer för internet',
      'ESA:s stadga för noll rymdskrot',
      'Kostnader för kollisioner och försäkringar',
    ],
    related_roles: [
      'Omloppsbaneanalytiker',
      'Försäkringsbedömare inom rymd',
      'Flyg- och rymdingenjör',
      'Utredare inom rymdpolitik',
    ],
    category: 'space',
  },
  {
    id: 'back-to-the-moon',
    title: 'Människan åker tillbaka till månen',
    art: '🌕',
    why_text:
      'Nasas Artemisprogram siktar på att landa astronauter på månen för första gången sedan 1972, och privata landare nådde månens yta 2024 och 2025.',
    short_term_implications:
      'Leverantörer av månbilar, instrument och mjukvara anställer; det mesta av jobbet görs på vanliga kontor och i labb på jorden.',
    long_term_implications:
      'En liten men stadig månekonomi (forskningsbaser, kartläggning, tester av hur man använder is på plats) med uppdragsteam som jobbar efter måntid.',
    driver_examples: ['Artemisprogrammet', 'Kapplöpning mellan rymdmakter', 'Billigare kommersiella landare'],
    related_roles: ['Ingenjör för uppdragsledning', 'Planetgeolog', 'Robotingenjör', 'Rymdarkitekt'],
    category: 'space',
  },
  {
    id: 'private-space-stations',
    title: 'Rymdstationerna blir privata',
    art: '🚀',
    why_text:
      'Nasa planerar att pensionera den internationella rymdstationen runt 2030 och betalar privata företag för att ta fram stationerna som ska ersätta den.',
    short_term_implications:
      'Nystartade företag som bygger bostadsmoduler behöver svetsare, tekniker för livsuppehållande system och folk som skriver väldigt noggranna checklistor.',
    long_term_implications:
      'Forskning, tillverkning och en och annan väldigt dyr semester sker i omloppsbana, drivet av företag snarare än stater.',
    driver_examples: ['ISS pensioneras', 'Nasas avtal om kommersiella stationer', 'Forskning som kräver tyngdlöshet'],
    related_roles: ['Tekniker för livsuppehållande system', 'Rymdflygledare', 'Flygläkare', 'Rymdforskare'],
    category: 'space',
  },
  {
    id: 'space-weather',
    title: 'Solens humör når marken',
    art: '🌌',
    why_text:
      'Solstormen i maj 2024, den kraftigaste på ungefär 20 år, målade norrsken över södra Europa och fick GPS-styrda traktorer i USA att köra fel.',
    short_term_implications:
      'Elnätsbolag, flygbolag och bönder börjar kolla en prognos för rymdväder som de kollar regnet.',
    long_term_implications:
      'Larm om rymdväder byggs in i elnät, navigering och satelliter, och att göra prognoser för det är ett erkänt yrke.',
    driver_examples: [
      'Solmaximum i den elvaåriga solcykeln',
      'Beroendet av tid från GPS',
      'Fler satelliter som kan drabbas',
    ],
    related_roles: ['Prognosmakare för rymdväder', 'Driftingenjör för elnätet', 'Ingenjör inom satellitnavigering'],
    category: 'space',
  },
  {
    id: 'sky-data-flood',
    title: 'Himlen som dataström',
    art: '🔭',
    why_text:
      'Vera C. Rubin-observatoriet i Chile började dela bilder 2025 och kommer att samla in ungefär 20 terabyte natthimmel varje natt i tio år.',
    short_term_implications:
      'Astronomin behöver lika många programmerare som astronomer; frivilliga klassar objekt från soffan på sajter för medborgarforskning.',
    long_term_implications:
      'Upptäckter blir lagarbete mellan AI-filter, forskare och allmänheten, och samma kunskaper flyttar till klimatdata och medicinska data.',
    driver_examples: ['Jätteteleskop', 'Maskininlärning för bilder', 'Plattformar för medborgarforskning'],
    related_roles: ['Astronom', 'Dataingenjör', 'Forskningsmjukvaruingenjör', 'Pedagog på planetarium'],
    category: 'space',
  },
  {
    id: 'cleaner-shipping',
    title: 'Fartygen byter bränsle',
    art: '🚢',
    why_text:
      'Fartyg fraktar runt 80 % av världshandeln och står för ungefär 3 % av världens utsläpp, och sedan 2024 betalar sjöfarten för sin CO₂ i EU:s utsläppshandel.',
    short_term_implications:
      'Hamnar och rederier anställer folk som kan planera för nya bränslen, rotorsegel och landström, och räkna utsläppen.',
    long_term_implications:
      'Hamnar blir energinav; besättningar hanterar metanol, ammoniak eller batterier, och långsammare, renare rutter är normalt.',
    driver_examples: ['EU:s utsläppshandel för sjöfart', 'IMO:s klimatmål', 'Kunder som kräver grön frakt'],
    related_roles: ['Sjöingenjör', 'Planerare av hamndrift', 'Skeppsbyggnadsingenjör', 'Utsläppsanalytiker'],
    category: 'ocean',
  },
  {
    id: 'mapping-the-seafloor',
    title: 'Den sista vita fläcken på kartan',
    art: '🗺️',
    why_text:
      'Bara ungefär en fjärdedel av havsbotten är kartlagd i detalj, enligt projektet Seabed 2030; vi har bättre kartor över Mars.',
    short_term_implications:
      'Mätfartyg och undervattensdrönare behöver förare och folk som bearbetar data, de flesta vid en skärm på land.',
    long_term_implications:
      'En fullständig karta över havsbotten styr kablar, vindparker, fiskeregler och tsunamivarningar, och att hålla den uppdaterad är ett stadigt jobb.',
    driver_examples: ['Projektet Seabed 2030', 'Självgående mätdrönare', 'Kablar och vindparker till havs'],
    related_roles: ['Sjömätare', 'ROV-pilot', 'Marin geolog', 'GIS-analytiker'],
    category: 'ocean',
  },
  {
    id: 'reef-rescue',
    title: 'Att rädda korallrev för hand',
    art: '🪸',
    why_text: 'År 2024 utlyste NOAA den fjärde globala korallblekningen, med värmestress på rev i mer än 80 länder.',
    short_term_implications:
      'Korallplantskolor, forskning om värmetåliga koraller och varsam turism skapar jobb för dykare som också för noggranna anteckningar.',
    long_term_implications:
      'Att odla rev blir ett hantverk som skogsbruk, där revens hälsa mäts med sensorer och betalas av turism och försäkringar.',
    driver_examples: ['Marina värmeböljor', 'Inkomster från turism på reven', 'Revens värde som kustskydd'],
    related_roles: [
      'Tekniker för återställning av koraller',
      'Dykinstruktör',
      'Tillsynsman i marin nationalpark',
      'Marinekolog',
    ],
    category: 'ocean',
  },
  {
    id: 'traceable-fish',
    title: 'Att veta var fisken kommer ifrån',
    art: '🐟',
    why_text:
      'FN:s livsmedelsorgan FAO räknar mer än en tredjedel av de bedömda fiskbestånden som överfiskade, och Global Fishing Watch spårar nu fiskebåtar från rymden, gratis.',
    short_term_implications:
      'Fiskuppköpare, inspektörer och appar kontrollerar fångstdata; en etikett med båtens namn blir ett säljargument.',
    long_term_implications:
      'Varje fisk kan spåras från nät till tallrik, och fiskejobben blandar sjömanskap med datarapportering och kvoter.',
    driver_examples: ['Satellitspårning av fartyg', 'EU:s regler om fångstintyg', 'Kunder som ställer frågor'],
    related_roles: ['Fiskeriforskare', 'Fiskeriobservatör', 'Inköpare av fisk och skaldjur', 'Fiskeriinspektör'],
    category: 'ocean',
  },
  {
    id: 'ai-for-discovery',
    title: 'AI snabbar upp upptäckterna',
    art: '🔬',
    why_text:
      'AlphaFold förutsade formen på ungefär 200 miljoner proteiner, och de som tog fram det delade Nobelpriset i kemi 2024.',
    short_term_implications:
      'Forskare i labbet lägger mer tid på att välja vilket experiment som ska köras och på att kontrollera modeller, mindre på enformigt pipetterande.',
    long_term_implications:
      'Självgående labb kör experiment över natten; folk som kan ställa bra frågor i skärningen mellan biologi och kod leder arbetet.',
    driver_examples: ['Öppna proteindatabaser', 'Labbrobotar', 'Billigare datorkraft'],
    related_roles: ['Beräkningsbiolog', 'Ingenjör för labbautomation', 'Forskningsmjukvaruingenjör'],
    category: 'science',
  },
  {
    id: 'battery-materials',
    title: 'Kapplöpningen om batterimaterial',
    art: '🔋',
    why_text:
      'Priset på batteripaket har fallit med ungefär 90 % sedan 2010 (BloombergNEF), och EU:s förordning om kritiska råvaror sätter mål för brytning, raffinering och återvinning av litium och andra metaller i Europa.',
    short_term_implications:
      'Nya batterifabriker och återvinningsanläggningar anställer kemister, operatörer och kvalitetsfolk, ofta långt från storstäderna.',
    long_term_implications:
      'Gamla batterier blir en resurs; återvinningsanläggningar fungerar som gruvor utan grävande.',
    driver_examples: ['Elbilar', 'EU:s förordning om kritiska råvaror', 'Billigare lagring för sol- och vindkraft'],
    related_roles: ['Batterikemist', 'Operatör på återvinningsanläggning', 'Geolog', 'Materialingenjör'],
    category: 'science',
  },
  {
    id: 'grid-buildout',
    title: 'Elnätet byggs om',
    art: '🔌',
    why_text:
      'Många vind- och solparker i Europa väntar i flera år på att bli anslutna till nätet, och EU:s handlingsplan för elnäten räknar med 584 miljarder euro i investeringar i nätet det här decenniet.',
    short_term_implications:
      'Det är brist på elnätsmontörer, planerare och tillståndshandläggare överallt; det är ett av de säkraste yrkena att lära sig.',
    long_term_implications:
      'Ett smartare elnät balanserar miljontals bilar, värmepumpar och batterier; driftpersonalen jobbar mer med prognoser än med brytare.',
    driver_examples: [
      'Elektrifiering av uppvärmning och transporter',
      'Köer för anslutning',
      'EU:s handlingsplan för elnäten',
    ],
    related_roles: ['Elnätsmontör', 'Ingenjör för elkraftsystem', 'Tillståndshandläggare', 'Energidataanalytiker'],
    category: 'science',
  },
  {
    id: 'carbon-removal',
    title: 'Att ta tillbaka koldioxid ur luften',
    art: '🫧',
    why_text:
      'Alla IPCC:s vägar till 1,5 °C innehåller att koldioxid tas bort ur luften, och köpare som Stripe och Alphabet har lovat 1 miljard dollar till sådan infångning genom fonden Frontier.',
    short_term_implications:
      'Små, dyra pilotprojekt behöver ingenjörer och framför allt ärliga mätningar av om koldioxiden verkligen stannar borta.',
    long_term_implications:
      'Infångning (maskiner, sten, jord, skog) blir en kontrollerad och granskad bransch; att verifiera påståenden är lika viktigt som att göra jobbet.',
    driver_examples: [
      'Mål om nettonollutsläpp',
      'Företagens koldioxidbudgetar',
      'EU:s regler för certifiering av infångning',
    ],
    related_roles: ['Kemiingenjör', 'Markforskare', 'Klimatrevisor', 'Klimatpolitisk analytiker'],
    category: 'science',
  },
  {
    id: 'food-waste',
    title: 'Kriget mot matsvinnet',
    art: '🍞',
    why_text:
      'FN:s matsvinnsindex räknar ungefär en femtedel av maten som finns tillgänglig för konsumenter som svinn, och EU har enats om bindande mål för att minska matsvinnet till 2030.',
    short_term_implications:
      'Butiker, storkök och appar mäter det som blir över; att sälja morgondagens bröd i kväll blir en affärsidé.',
    long_term_implications:
      'Kök planerar med data, överskottet går till matbanker och fermenterare, och soptunnan vägs som kassan räknas.',
    driver_examples: ['EU:s mål för matsvinn', 'Appar för överbliven mat', 'Stigande matpriser'],
    related_roles: ['Samordnare för räddad mat', 'Planerare av försörjningskedjor', 'Kock', 'Hållbarhetschef'],
    category: 'food',
  },
  {
    id: 'climate-on-the-shelf',
    title: 'Klimatet når hyllan i mataffären',
    art: '🍫',
    why_text:
      'Kakaopriset slog rekord 2024, ungefär tre gånger den vanliga nivån, efter dåliga skördar i Västafrika: ett skäl till att din chokladkaka blev mindre. Kaffe och olivolja har haft liknande chocker.',
    short_term_implications:
      'Inköpare och produktutvecklare gör om recept och leveranskedjor; att veta var råvarorna kommer ifrån är en riktig kunskap.',
    long_term_implications:
      'Tåligare grödor, fler odlingsområden och recept byggda kring det klimatet tillåter blir normalt.',
    driver_examples: ['Torka och värme', 'Växtsjukdomar', 'Svängande råvarupriser'],
    related_roles: ['Växtförädlare', 'Råvaruinköpare', 'Livsmedelstekniker', 'Agronom'],
    category: 'food',
  },
  {
    id: 'appetite-medicines',
    title: 'Läkemedel som ändrar hur vi äter',
    art: '🍽️',
    why_text:
      'Miljontals människor tar nu viktminskningsläkemedel som semaglutid, och studier av inköpsdata visar att deras hushåll köper mindre mat, särskilt snacks.',
    short_term_implications:
      'Dietister, livsmedelsföretag och restauranger anpassar sig till mindre, proteinrika portioner och till frågor om biverkningar.',
    long_term_implications:
      'Mat, medicin och coachning flyter ihop; kostråd blir en del av behandlingen, med öppna frågor om kostnad och rättvisa.',
    driver_examples: ['Nya GLP-1-läkemedel', 'Ökande fetma', 'Billigare generiska versioner'],
    related_roles: ['Dietist', 'Produktutvecklare inom livsmedel', 'Apotekare', 'Kostcoach'],
    category: 'food',
  },
  {
    id: 'who-will-farm',
    title: 'Vem ska bruka jorden?',
    art: '🚜',
    why_text:
      'Siffror från Eurostat visar att ungefär en tredjedel av EU:s jordbruksföretagare är 65 eller äldre och bara runt en av tio är under 40.',
    short_term_implications:
      'Gårdar letar efter efterträdare, delat ägande och nya brukare; agritechföretag behöver folk som kan både jord och mjukvara.',
    long_term_implications:
      'Färre och mer tekniska gårdar drivs med robotar och sensorer, bredvid små gårdar med en historia som säljer direkt till kunderna.',
    driver_examples: ['Åldrande bönder', 'Robotar och sensorer på gårdarna', 'EU:s stöd till unga jordbrukare'],
    related_roles: [
      'Lantbrukare',
      'Lantbrukstekniker',
      'Rådgivare vid generationsskifte på gårdar',
      'Produktansvarig inom agritech',
    ],
    category: 'food',
  },
  {
    id: 'longer-fire-seasons',
    title: 'Att leva med skogsbränder',
    art: '🔥',
    why_text:
      'Kanadas bränder 2023 brände mer än 15 miljoner hektar, ett rekord, och röken nådde Europa; brandsäsongerna i södra Europa blir också längre.',
    short_term_implications:
      'Räddningstjänsten anställer säsongsstyrkor, och skogsägare betalar för gallring, bete och kontrollerad bränning.',
    long_term_implications:
      'Landskap sköts med tanke på brand året runt; upptäckt via satellit, brandsäkert byggande och getter med arbetsbeskrivning är normalt.',
    driver_examples: ['Värme och torka', 'Övergiven jordbruksmark', 'Upptäckt av bränder via satellit'],
    related_roles: ['Skogsbrandsbekämpare', 'Skogsförvaltare', 'Fjärranalytiker', 'Herde'],
    category: 'nature',
  },
  {
    id: 'nature-on-prescription',
    title: 'Natur på recept',
    art: '🌳',
    why_text:
      'Läkare i delar av Storbritannien och Kanada kan skriva ut tid utomhus på recept, och en stor engelsk studie kopplade ungefär två timmar i veckan i naturen till bättre hälsa.',
    short_term_implications:
      'Parker, föreningar och vården samarbetar; naturguider och samordnare får remisser från vårdcentraler.',
    long_term_implications:
      'Grönområden räknas som en del av hälsans infrastruktur, och att guida folk ut i naturen blir en erkänd del av vården.',
    driver_examples: ['Vårdens kostnader', 'Sociala ordinationer', 'Forskning om grönområden i städer'],
    related_roles: ['Naturvårdare', 'Utomhuspedagog', 'Samordnare för sociala ordinationer', 'Skogsguide'],
    category: 'nature',
  },
  {
    id: 'invasive-species',
    title: 'Objudna arter flyttar in',
    art: '🦟',
    why_text:
      'Vetenskapspanelen IPBES uppskattar att invasiva arter kostar över 400 miljarder dollar om året, och tigermyggan har spridit sig över större delen av södra Europa.',
    short_term_implications:
      'Kommuner och gårdar betalar för tidig upptäckt; appar låter vem som helst rapportera en konstig skalbagge med ett foto.',
    long_term_implications:
      'Kontroller av smittämnen och främmande arter i hamnar och trädgårdar blir rutin, och ekologer jobbar sida vid sida med folkhälsoteam.',
    driver_examples: ['Global handel och resande', 'Mildare vintrar', 'Appar där allmänheten rapporterar'],
    related_roles: ['Fältekolog', 'Inspektör för främmande arter', 'Entomolog inom folkhälsa', 'Skadedjurstekniker'],
    category: 'nature',
  },
  {
    id: 'housing-squeeze',
    title: 'Nya sätt att bo',
    art: '🏘️',
    why_text:
      'Siffror från Eurostat visar att bostadspriserna i EU steg med ungefär hälften mellan 2010 och 2024, dubbelt så snabbt som hyrorna, så första bostaden ligger längre bort för många unga vuxna.',
    short_term_implications:
      'Fabriksbyggda hus, träbyggande och bostadskooperativ letar efter byggare, planerare och organisatörer.',
    long_term_implications:
      'Fler bostäder byggs i fabrik och delas (kollektiv, kooperativ, flera generationer), vilket ändrar hur ett byggjobb ser ut.',
    driver_examples: ['Bostadspriser', 'Modul- och träbyggande', 'Bostadspolitik'],
    related_roles: ['Arkitekt', 'Montör av modulhus', 'Förvaltare av bostadskooperativ', 'Stadsplanerare'],
    category: 'city',
  },
  {
    id: 'renovation-wave',
    title: 'Gamla hus får ett andra liv',
    art: '🧱',
    why_text:
      'Byggnader står för ungefär 40 % av EU:s energianvändning, och de flesta som kommer att stå kvar 2050 finns redan, så EU:s byggnadsdirektiv driver på renoveringar.',
    short_term_implications:
      'Jobb med isolering, fönster och ventilation är bokade månader framåt; energikartläggare och yrkesfolk är efterfrågade.',
    long_term_implications:
      'Att renovera slår att riva; digitala byggnadspass listar varje material, och noggranna hantverkare får bra betalt.',
    driver_examples: ['EU:s byggnadsdirektiv', 'Energiräkningar', 'Utsläpp från att bygga nytt'],
    related_roles: ['Energikartläggare', 'Snickare', 'Samordnare för energirenoveringar', 'Besiktningsperson'],
    category: 'city',
  },
  {
    id: 'city-logistics',
    title: 'Den sista biten hem förändras',
    art: '📦',
    why_text:
      'Runt 30 nederländska städer införde nollutsläppszoner för varubilar 2025, och lådcyklar levererar redan paket i många stadskärnor.',
    short_term_implications:
      'Bud, planerare och fordonsansvariga går över till elbilar, lådcyklar och små lager i utkanten av stan.',
    long_term_implications:
      'Färre lastbilar i centrum, delade lager och paketskåp; att planera rutter och laddning är kärnan i jobbet.',
    driver_examples: ['Nollutsläppszoner', 'Växande näthandel', 'Billigare elektriska varubilar'],
    related_roles: ['Logistikplanerare', 'Lådcykelbud', 'Fordonsansvarig', 'Ansvarig för stadslogistik'],
    category: 'city',
  },
  {
    id: 'accessibility-by-default',
    title: 'Digitala tjänster som alla kan använda',
    art: '♿',
    why_text:
      'Sedan juni 2025 kräver EU:s tillgänglighetsdirektiv att många webbplatser, appar, e-böcker och banktjänster fungerar för personer med funktionsnedsättning.',
    short_term_implications:
      'Designer och utvecklare testar med skärmläsare och tangentbord; granskningar av tillgänglighet blir rutinarbete i projekten.',
    long_term_implications:
      'Tillgänglig design är helt enkelt bra design; specialister som förstår riktiga användares behov leder produktteamen.',
    driver_examples: ['EU:s tillgänglighetsdirektiv', 'Äldre användare', 'Verktyg för röststyrning och textning'],
    related_roles: ['Tillgänglighetsexpert', 'UX-designer', 'Frontendutvecklare', 'Testare'],
    category: 'tech',
  },
  {
    id: 'hungry-data-centres',
    title: 'Molnet behöver el och vatten',
    art: '🖥️',
    why_text:
      'Internationella energirådet IEA räknar med att datacentrens elanvändning ungefär fördubblas till 2030, till stor del på grund av AI.',
    short_term_implications:
      'De som bygger och driver datacenter anställer elektriker, kyltekniker och elinköpare; effektiv kod blir uppmärksammad.',
    long_term_implications:
      'Beräkningar körs där det finns ren el och kylning, och spillvärmen värmer bostäder; att mäta vad en AI-fråga kostar är normalt.',
    driver_examples: ['Träning av AI-modeller', 'Molnets tillväxt', 'Gränser för elnät och vatten'],
    related_roles: ['Datacentertekniker', 'Kylingenjör', 'Elinköpare', 'Driftingenjör'],
    category: 'tech',
  },
  {
    id: 'antibiotic-resistance',
    title: 'När antibiotikan slutar verka',
    art: '🦠',
    why_text:
      'En studie i The Lancet uppskattade att resistenta infektioner direkt orsakade runt 1,27 miljoner dödsfall 2019, fler än hiv eller malaria.',
    short_term_implications:
      'Sjukhus, gårdar och labb följer förskrivningen noga; att förebygga smitta blir en del av många vårdjobb.',
    long_term_implications:
      'Nya antibiotika, fagterapi och snabbtester behöver forskare, och försiktig förskrivning lärs ut som handtvätt.',
    driver_examples: ['Överanvändning inom vård och djurhållning', 'Få nya antibiotika', 'Snabba diagnostiska tester'],
    related_roles: ['Mikrobiolog', 'Hygiensjuksköterska', 'Apotekare', 'Veterinär'],
    category: 'health',
  },
  {
    id: 'womens-health-gap',
    title: 'Att sluta glappet i kvinnors hälsa',
    art: '🩺',
    why_text:
      'Kvinnor lever ungefär 25 % mer av sina liv med dålig hälsa än män (McKinsey Health Institute, 2024), och det tar fortfarande flera år att få diagnosen endometrios.',
    short_term_implications:
      'Forskningspengar, kliniker och appar satsar på mens, klimakteriet och hjärtsjukdom hos kvinnor; nya specialistroller öppnas.',
    long_term_implications:
      'Läkemedel testas på alla de ska behandla, och arbetsplatser planerar för klimakteriet och graviditet som vanliga delar av livet.',
    driver_examples: ['Luckor i forskningens finansiering', 'Nystartade femtechföretag', 'Patienter som säger ifrån'],
    related_roles: ['Gynekolog', 'Barnmorska', 'Klinisk forskare', 'Produktansvarig inom femtech'],
    category: 'health',
  },
  {
    id: 'human-made-label',
    title: 'Gjort av människor blir ett säljargument',
    art: '🎸',
    why_text:
      'Streamingtjänsten Deezer sa 2025 att mer än 18 % av låtarna som laddades upp varje dag var helt AI-genererade, och andelen fortsatte att öka.',
    short_term_implications:
      'Artister visar hur de jobbar, spelar live och licensierar sina verk noggrant; att förvalta rättigheter blir en del av hantverket.',
    long_term_implications:
      'Verk gjorda av människor säljer på berättelse och tillit; artister som använder AI öppet och står för sina val sticker ut.',
    driver_examples: [
      'Verktyg som genererar musik och bild',
      'Stämningar om upphovsrätt',
      'Fans som vill ha riktiga artister',
    ],
    related_roles: ['Musiker', 'Illustratör', 'Rättighetsförvaltare inom musik', 'Ljudtekniker för livemusik'],
    category: 'arts',
  },
  {
    id: 'hands-on-crafts',
    title: 'Hantverket kommer tillbaka',
    art: '🏺',
    why_text:
      'I USA har vinylskivor sålt mer än cd-skivor varje år sedan 2022 (RIAA), och kurser i keramik, stickning och lagning är ofta fullbokade.',
    short_term_implications:
      'Verkstäder, makerspaces och hantverkskurser blir ett sätt att tjäna extra och träffa folk utanför skärmen.',
    long_term_implications:
      'Hantverk står bredvid skärmarna: en designer som också kan göra saker för hand har ett försprång när maskiner gör resten.',
    driver_examples: ['Skärmtrötthet', 'Sociala medier som visar hur saker görs', 'Längtan efter unika saker'],
    related_roles: ['Keramiker', 'Kursledare i hantverk', 'Instrumentmakare', 'Ägare av skivbutik'],
    category: 'arts',
  },
  {
    id: 'stories-cross-languages',
    title: 'Berättelser reser mellan språk',
    art: '💬',
    why_text:
      'Netflix uppger att ungefär en tredjedel av tittandet gäller serier och filmer som inte är på engelska, och k-pop, anime och spanskspråkiga serier toppar listorna världen över.',
    short_term_implications:
      'Textning, dubbning och kulturell rådgivning växer, medan AI-översättning ändrar vem som gör första utkastet.',
    long_term_implications:
      'Kreatörer gör saker för en världspublik från första dagen; folk som kan överbrygga två kulturer är de som studiorna ringer.',
    driver_examples: [
      'Streamingtjänster över hela världen',
      'AI-dubbning och AI-textning',
      'Ung publik som är van vid undertexter',
    ],
    related_roles: ['Undertextare', 'Röstskådespelare', 'Lokaliseringsproducent', 'Kulturkonsult'],
    category: 'arts',
  },
];
