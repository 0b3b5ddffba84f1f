/**
 * Talk på svenska — brev från framtidsjaget (brevkortet i akt VILL; ”Nytt brev” tar fram nästa). Samma 40 id i
 * samma ordning som content/talk/letters.ts och samma platshållare i varje brev, men skrivna på svenska, inte
 * översatta (docs/decisions/089-swedish-content.md).
 *
 * Regler (de engelska, på svenska):
 * - Varje brev har ett eget tema och ett eget ögonblick; inga två börjar likadant (inga två delar sina sex första ord).
 * - {name} och {role} fylls i ({role} är rolltiteln i löptext och står efter ”som”); {strength} är en styrka
 *   personen har nämnt, i nominalform, eller ”din nyfikenhet”. Motorn skriver under brevet, inte brevet själv.
 * - Varmt, konkret, ibland lite roligt; framtidsjaget minns tvivlen och lovar aldrig ett utfall.
 * - 60–110 ord: det läses i ett chattkort på en mobil.
 */
import type { TalkLetter } from '../../talk/letters.js';

export const TALK_LETTERS_SV: readonly TalkLetter[] = [
  {
    id: 'the-first-no',
    theme: 'Att få nej',
    content:
      'Kära {name}, det första riktiga nejet är på väg. Det kommer som ett mejl en torsdag, och du läser det på bussen, två gånger. Bestäm ingenting den dagen. Jag läste om det mejlet förra veckan, här som {role}, och skrattade: det var det som fick dig att bygga det som tog mig hit. Ät något varmt, berätta för en kompis och gå sen tillbaka till listan.',
  },
  {
    id: 'small-rooms',
    theme: 'Att börja smått',
    content:
      'Hej {name}. Allt som spelar roll började i små rum: ett köksbord, ett hörn på biblioteket, ett videosamtal med fyra personer. Du väntar hela tiden på den stora scenen. Gör inte det. Att vara {role} känns fortfarande som små rum, bara fler av dem. Boka ett den här månaden och bjud in två personer som är nyfikna på samma sak som du.',
  },
  {
    id: 'borrowed-confidence',
    theme: 'Självförtroende',
    content:
      'Kära {name}, självförtroende var aldrig något jag hade först och använde sen. Jag lånade det, varje gång, av folk som sa ”du kan ju testa”. Leta upp de människorna nu; du känner redan en av dem. Och när någon vill låna ditt, låna ut det utan att snåla. Om jag ska vara ärlig är det mesta av det jag gör som {role}.',
  },
  {
    id: 'boring-middle',
    theme: 'Att hålla ut',
    content:
      'Tjena {name}. Ingen varnade oss för den tråkiga mitten: veckorna när inget nytt händer och du bara övar. Det var där {strength} gick från en trevlig egenskap till något folk betalar för. Sätt en liten klisterlapp i kalendern för varje dag du övar. Min såg fånig ut. Det funkade ändå.',
  },
  {
    id: 'wrong-job',
    theme: 'Omvägar',
    content:
      'Kära {name}, du kommer att ta ett jobb som är fel för dig. Det är inget misslyckande, det är fältstudier. Du lär dig exakt vilka möten som suger musten ur dig och vilka problem som får dig att glömma tiden. Skriv ner båda, varje vecka. Den andra listan är i princip arbetsbeskrivningen för mitt jobb som {role}.',
  },
  {
    id: 'money-talk',
    theme: 'Pengar',
    content:
      'Hej {name}. Nu pratar vi pengar, för det undviker du. Ta reda på vad ditt arbete är värt innan någon annan säger det till dig. Fråga tre personer med jobb du gillar vad de tjänar; de flesta svarar om du frågar snällt. Det kändes pinsamt för mig också. Det är också därför jag som {role} inte har ångest i slutet av varje månad.',
  },
  {
    id: 'your-people',
    theme: 'Vänskap',
    content:
      'Kära {name}, en liten bekännelse från mig som {role}: karriären var aldrig det bästa. Människorna var det. Kompisen som korrläste allt, kollegan som täckte upp när jag var sjuk, grannen med stegen. Skicka ett meddelande till någon som har hjälpt dig i år. I dag, inte när du har ”lyckats”.',
  },
  {
    id: 'rest',
    theme: 'Vila',
    content:
      'Tjena {name}. Du kommer att försöka göra allt på en gång, och kroppen kommer att säga stopp. Lyssna tidigare än jag gjorde. Vila är ingen belöning för att du blivit klar, den är en del av jobbet. De bästa idéerna jag fått som {role} kom på promenader, inte klockan två på natten. Ja, jag vet. Gå ut och gå.',
  },
  {
    id: 'learning-in-public',
    theme: 'Att synas',
    content:
      'Kära {name}, dela det du lär dig medan du fortfarande håller på att lära dig det. Ett kort inlägg, en skiss, ett rörigt utkast. Du tror att folk vill ha färdiga saker. De vill ha ärliga. Mitt första projekt som {role} kom från en främling som läste en halvfärdig anteckning jag lagt upp och skrev: ”Jag har precis det här problemet.”',
  },
  {
    id: 'the-mentor',
    theme: 'Förebilder',
    content:
      'Hej {name}. Det finns någon, fem till tio år före dig, som gärna skulle ta en fika med dig. Hen har inte för mycket att göra. Hen minns hur det var att vara du. Ställ en konkret fråga, inte ”kan du vara min mentor”. Min sa ja till ett samtal på tjugo minuter, och det ändrade helt hur jag såg på jobbet som {role}.',
  },
  {
    id: 'changing-your-mind',
    theme: 'Att ändra sig',
    content:
      'Kära {name}, du får ändra dig. Jag ändrade mig tre gånger innan jag blev {role}, och varje gång fick något från förut följa med. Inget du lär dig nu är bortkastat, inte ens det du tänker lämna bakom dig. Särskilt inte det, faktiskt: det är det som gör dig annorlunda än alla andra i rummet.',
  },
  {
    id: 'the-skill-you-hide',
    theme: 'Dolda styrkor',
    content:
      'Tjena {name}. Den där grejen du gör utan att anstränga dig och tycker är ingenting? {strength}? Den är något. Andra kämpar med den. Jag märkte det först när kollegorna hela tiden bad mig om hjälp med just det. Sluta gömma den bakom ett skämt. Som {role} är den det första jag säger när jag presenterar mig.',
  },
  {
    id: 'comparisons',
    theme: 'Att jämföra sig',
    content:
      'Kära {name}, du scrollar förbi folk i din ålder som verkar ha allt på det torra. Det har de inte. Jag träffade några av dem senare; de var lika osäkra som vi, bara bättre på belysning. Jämför dig med dig själv för en månad sen i stället. Härifrån, som {role}, kan jag säga: det är den enda jämförelsen som någonsin hjälpte.',
  },
  {
    id: 'the-city',
    theme: 'Platsen',
    content:
      'Hej {name}. Var du bor kommer att betyda mer än du tror, och mindre än du är rädd för. Du behöver inte flytta till Stockholm för att komma igång. Men du behöver hitta de två eller tre ställena (en förening, ett labb, en verkstad, ett forum) där ditt slags folk samlas. Det är där historien om mig som {role} egentligen börjar.',
  },
  {
    id: 'asking-for-help',
    theme: 'Att be om hjälp',
    content:
      'Kära {name}, det starkaste du gör i år ser svagt ut utifrån: att be om hjälp innan du drunknar. En gång väntade jag för länge och förlorade en månad. Nu, som {role}, frågar jag tidigt och ofta, och folk gillar mig mer för det, inte mindre. Testa en gång den här veckan, med något litet.',
  },
  {
    id: 'family-expectations',
    theme: 'Familjen',
    content:
      'Tjena {name}. Din familj vill att du ska vara trygg, och ibland låter det som att de vill att du ska hålla dig liten. Det vill de inte. Visa dem planen, inte bara drömmen: första steget, datumet, reservplanen. Mina föräldrar fattade inte jobbet som {role} på flera år. En kalender fattar de däremot. Nu skickar de artiklar om min bransch till mig. Alldeles för många artiklar.',
  },
  {
    id: 'the-experiment',
    theme: 'Experiment',
    content:
      'Kära {name}, sluta försöka välja hela ditt liv på en gång. Gör experiment i stället: två veckor, en fråga, ett sätt att mäta den. ”Tycker jag om att förklara saker?” Lär en kompis något och se. Hälften av besluten på vägen till att bli {role} kom från små tester som det, inte från långa listor med för- och nackdelar.',
  },
  {
    id: 'good-enough',
    theme: 'Perfektionism',
    content:
      'Hej {name}. Versionen du skäms för är tillräckligt bra för att visa för någon. Jag lovar. Jag hade en mapp som hette ”inte klart” i två år. När jag till slut skickade iväg grejerna brydde sig folk om idén, inte om typsnittet. Som {role} gör jag fortfarande fula utkast. Jag skickar dem bara tidigare nu.',
  },
  {
    id: 'luck',
    theme: 'Tur',
    content:
      'Kära {name}, mycket av det var tur. Det vill jag att du vet, så att du inte skyller på dig själv under dåliga veckor. Men tur behöver något att fastna på: fler samtal, fler små projekt, fler ”ja, jag kommer”. Jag träffade personen som tog in mig i yrket som {role} på ett evenemang jag nästan skippade för att det regnade.',
  },
  {
    id: 'the-why',
    theme: 'Varför',
    content:
      'Tjena {name}. De tunga dagarna är det inte yrkestiteln som bär dig. Det gör ditt varför. Mitt är enkelt: jag vill att folk ska känna sig mindre ensamma med stora problem. Skriv ditt på en gul lapp, även om det låter töntigt. Min sitter fortfarande ovanför skrivbordet, lite blekt, här där jag jobbar som {role}.',
  },
  {
    id: 'moving-abroad',
    theme: 'Att flytta utomlands',
    content:
      'Kära {name}, att flytta utomlands gör dig trött på ett sätt som sömn inte fixar, åtminstone de första veckorna: varje blankett, varje bageri, varje skämt kostar kraft. Ingen varnade mig, så jag varnar dig. Någon gång runt vecka sex förstår du en ordvits på radion och flinar för dig själv i köket. Skriv en lista på de små segrarna. Som {role} minns jag fortfarande ordet jag uttalade fel på min första intervju där.',
  },
  {
    id: 'a-friend-ahead',
    theme: 'Avundsjuka',
    content:
      'Tjena {name}. En av dina kompisar kommer att hinna först: praktikplatsen, priset, inlägget som alla delar. Du kommer att gratta och sen sura i soffan, och båda är tillåtna. Det jag lärde mig senare, som {role}: en kompis som ligger ett steg före är ingen konkurrent, hen är en karta. Fråga hur hen gjorde. Hen blir smickrad, och du får vägbeskrivningen gratis.',
  },
  {
    id: 'youngest-in-the-room',
    theme: 'Yngst i rummet',
    content:
      'Hallå {name}, snart kommer du att vara yngst i många rum, och du kommer att tro att alla märker det. Det gör de. Det spelar mindre roll än du tror. De äldre vill mest ha någon som ställer frågan de själva var för stolta för att ställa. Skriv ner din före mötet, så att den inte försvinner när hjärtat slår snabbare. Nu för tiden, som {role}, är jag sällan yngst, och jag saknar det lite.',
  },
  {
    id: 'gap-year',
    theme: 'Mellanår',
    content:
      'Hej {name}. Om det där mellanåret du hela tiden tänker på: folk kommer att fråga ”jaha, och vad gör du nu då?” med en ton du inte kommer att gilla. Ha ett svar på en rad redo och se till att det är sant, även om det är ”jobbar på ett kafé och läser mycket”. Mitt mellanår såg ut som ingenting på papperet. Det var då jag kom på vad jag skulle göra gratis, och det visade sig vara det mesta av det jag gör som {role}.',
  },
  {
    id: 'first-job',
    theme: 'Ett tråkigt första jobb',
    content:
      'Kära {name}, ditt första jobb kan bli tråkigt. Mitt bestod av ett kalkylark med 4 000 rader och en skrivare som hatade mig personligen. Det här sa ingen: ett tråkigt jobb visar hur ett ställe faktiskt fungerar, vem som bestämmer, vem som blir ignorerad, var tiden läcker ut. Anteckna som en snäll spion. Hälften av det jag kan om att vara {role} lärde jag mig där, mellan pappersstoppen.',
  },
  {
    id: 'second-language',
    theme: 'Att lära sig ett språk',
    content:
      'Tjena {name}, lär dig hellre ett språk dåligt än inte alls. Jag lade ett år på att vänta tills jag var bra nog för att prata, sen ett år på att prata uselt, och det andra året lärde mig mycket mer. Folk förlåter grammatik; de minns ansträngningen. Första gången jag ledde ett möte på mitt andra språk som {role} kallade jag budgeten för ”tårta” av misstag. Ingen brydde sig. Veckan efter tog någon med sig tårta.',
  },
  {
    id: 'losing',
    theme: 'Att förlora en tävling',
    content:
      'Hej {name}. Du kommer att förlora en tävling som du verkligen ville vinna, kanske med ett par poäng, kanske mot någon du tycker var sämre. Sura en kväll; jag gav det en vecka, och det var för länge. Be sen juryn om deras anteckningar. De flesta skickar dem. De anteckningarna har format hur jag jobbar som {role} mer än något pris hade kunnat. De ligger i en mapp som heter ”aj”.',
  },
  {
    id: 'a-clear-no',
    theme: 'Hård kritik',
    content:
      'Kära {name}, någon du ser upp till kommer att säga nej till dig. Inte ett artigt kanske: ett tydligt nej, med skäl. Jag bad en kvinna jag beundrade om ett rekommendationsbrev, och hon sa att mitt arbete inte var redo än och exakt varför. Jag var rasande i tre dagar och fixade sen två av de tre sakerna. Hon skrev brevet ett år senare. Som {role} försöker jag ge den sortens nej, snällt.',
  },
  {
    id: 'side-project',
    theme: 'Ett sidoprojekt',
    content:
      'Hallå {name}. Ha kvar ett litet projekt som ingen har bett om: ett fanzine, en bot, en karta över stadens bästa bänkar, en podd med elva lyssnare. Det kommer inte att se användbart ut i ett cv på flera år, och det är precis därför det spelar roll; det är det enda stället där du sätter reglerna. Mitt var fult och långsamt. Det är fortfarande det folk frågar om när de träffar mig som {role}.',
  },
  {
    id: 'unfinished',
    theme: 'Att lämna saker ofärdiga',
    content:
      'Tjena {name}. Jag har en låda full av ofärdiga saker: en kurs, en roman som slutar vid kapitel fyra, ett band som spelade exakt en spelning. I flera år räknade jag dem som misslyckanden. Nu, som {role}, ser jag dörrar som jag öppnade, kikade in genom och stängde med flit. Att sluta är också ett beslut, när man fattar det ärligt. Innan du lämnar något, skriv ner vad det lärde dig. Den delen behåller du.',
  },
  {
    id: 'group-chat',
    theme: 'Gruppchatten',
    content:
      'Hej {name}, ett ord om gruppchatten. Den är det mest högljudda rummet i ditt liv just nu, och den kommer att ha åsikter om dina planer: en del roliga, en del vassa, en del som inte riktigt handlar om dig. Lyssna på den för skämten, inte för besluten. Kompisarna som betyder något är kvar i den om fem år. Vår heter något jag inte kan skriva här, och den plingar fortfarande medan jag jobbar som {role}.',
  },
  {
    id: 'failed-exam',
    theme: 'En underkänd tenta',
    content:
      'Kära {name}, en dag kommer du att få underkänt på en tenta du pluggat till. Inte den lätta sortens misslyckande, där du inte försökte; den förvirrande sorten. Ge dig själv en dag att vara dramatisk. Sätt dig sen med tentan och leta efter mönstret: tiden, nerverna eller ett område? För mig var det tiden, varje gång. Att veta det hjälpte mer än något betyg, och som {role} planerar jag fortfarande jobbet i block lika långa som en tenta.',
  },
  {
    id: 'first-salary',
    theme: 'Första lönen',
    content:
      'Tjena {name}. När din första riktiga lön kommer in kommer du att öppna bankappen flera gånger om dagen bara för att titta på den. Njut av det. Gör sen tre ganska tråkiga saker: sätt undan en liten del innan du gör av med något, köp något till personen som trodde på dig först, och skriv ner vad du gjorde för att tjäna dem. Jag har kvar min lapp. Som {role} påminner den mig om vad jobbet är till för.',
  },
  {
    id: 'the-weird-yes',
    theme: 'Att säga ja till det udda',
    content:
      'Hallå {name}! Förr eller senare bjuder någon in dig till något konstigt: ett hackathon om bin, en kvällskurs i ett ämne du inte kan stava till, en volontärhelg med främlingar. Din första reflex blir att säga att du är upptagen. Så upptagen är du inte. Säg ja till en konstig grej per säsong. Det märkligaste ja jag någonsin sa ledde, via en väldigt krokig väg, till mitt liv som {role}.',
  },
  {
    id: 'staying',
    theme: 'Att stanna kvar',
    content:
      'Kära {name}, alla kommer att säga åt dig att dra: från orten, från föreningen, från första laget. Ibland är det modigaste att stanna. Att stanna betyder att folk känner dig tillräckligt väl för att ge dig större saker, och att du får se hur ditt eget arbete åldras. Jag stannade någonstans två år längre än det var inne, och lärde mig mer där än under de fem åren innan. Dra när du är redo, inte när det är trendigt. Det är jag säker på nu, som {role}.',
  },
  {
    id: 'stage-fright',
    theme: 'Scenskräck',
    content:
      'Hej {name}. Dina händer kommer att skaka första gången du pratar inför en full sal. Mina skakade så mycket att jag höll fjärrkontrollen med båda händerna, som en liten ratt. Ingen märkte något, eller så märkte alla och var snälla. Öva högt, mot en vägg, tre gånger. Lär dig första meningen utantill; resten kommer av sig själv. Som {role} känner jag fortfarande skakningarna. Nu vet jag att de betyder att jag bryr mig.',
  },
  {
    id: 'interviews',
    theme: 'Intervjuer',
    content:
      'Tjena {name}, en intervju är bara ett samtal i obekväma stolar. Förbered tre berättelser där {strength} gjorde skillnad, och låt en av dem handla om något som gick snett. Ställ på slutet en fråga som du faktiskt vill ha svar på. Jag sumpade mina två första, en gång genom att kalla intervjuaren vid fel namn. Sen dess har jag suttit på andra sidan bordet som {role}. Vi är nervösa vi också.',
  },
  {
    id: 'passing-it-on',
    theme: 'Att föra det vidare',
    content:
      'Kära {name}, snabbare än du tror kommer någon yngre att be dig om råd, och du kommer att känna dig som en bluff när du svarar. Svara ändå. Berätta vad du testade, inte vad hen borde göra. Att förklara din väg för en sextonåring är det snabbaste sättet att förstå den själv. En del av mitt klaraste tänkande som {role} har skett på en bänk utanför en skola, i snack med en tonåring som ställde bättre frågor än jag.',
  },
  {
    id: 'starting-late',
    theme: 'Att börja sent',
    content:
      'Hej {name}. En del verkar ha börjat när de var tolv: kodaren, violinisten, femtonåringen med eget visitkort. Det gjorde inte du, och du kommer att oroa dig för att du är sen. Du är inte sen; du kommer med andra saker i väskan. Jag blev {role} från sidan, och senare än de flesta, och det jag bar med mig från mitt tidigare liv visade sig vara det som ingen annan hade.',
  },
  {
    id: 'changing-tools',
    theme: 'Verktyg som byts ut',
    content:
      'Hallå {name}. Verktygen du lär dig nu kommer att vara förlegade tidigare än du tror. Jag lade en gång en hel sommar på att bli expert på ett program som inte finns längre. Så gräv inte ner dig i att välja rätt. Det som håller är hur du lär dig nästa: den första timmen av famlande, guiden, frågan du lägger upp i ett forum. Bli bra på den timmen. Som {role} har jag gjort det dussintals gånger, och {strength} tog mig igenom de flesta.',
  },
];
