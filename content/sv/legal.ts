/**
 * /terms, /privacy och /safety på svenska, med enkla ord. Samma id:n, samma ordning och samma platshållare som
 * content/legal.ts ({brand}, {anonymousDays}, {voiceDays}, {outboxDays}, {consentAge}, {shareDays},
 * {showConsentDays}, {mailPerSenderPerDay}, {mailPerRecipientPerDay}), kontrollerat av
 * src/core/content-sv-pages.test.ts. Lagringsnycklarnas namn och tjänsternas `provider`/`name` är id:n och står kvar
 * som i den engelska filen (tests/lint/privacy-lists.test.ts jämför dem med koden).
 *
 * Skrivet för svenska läsare: du-form, ”…”, tankstreck (–). Klagomål görs hos Integritetsskyddsmyndigheten (IMY),
 * imy.se. Sveriges åldersgräns för samtycke i digitala tjänster är 13 år (content/consent-ages.ts); {consentAge} är
 * serverns standardvärde, så texten säger båda.
 */
import { formatPrice } from '@core/locale.js';
import type { KeptItem, LegalSection, Processor, StorageItem } from '../legal.js';
import { PRICES_CENTS } from '../offers.js';

export const PRIVACY_INTRO_SV = [
  '{brand} används mest av unga vuxna och en del tonåringar. Du ger oss en selfie, kanske din röst, och dina förhoppningar om framtiden. Här står det, med vanliga ord, vad vi sparar, varför, hur länge, vilka andra som hanterar det och hur du får ut det eller raderar det.',
  'Kort sagt: inget du gör blir offentligt om du inte delar det själv. Ett omslag visas i det offentliga galleriet bara om du kryssar i rutan. Besökare utan konto glöms bort efter {anonymousDays} dagar. Du kan ladda ner eller radera allt när du vill.',
] as const;

export const KEPT_SV: readonly KeptItem[] = [
  {
    what: 'Ditt förnamn och dina svar i quizet',
    why: 'För att skriva ditt tidningsomslag och välja din framtida roll.',
    howLong:
      'Med konto: tills du ändrar eller raderar dem. Utan konto: raderas {anonymousDays} dagar efter ditt senaste besök.',
  },
  {
    what: 'Din selfie',
    why: 'För att sätta dig på omslaget. Vi kodar om bilden när den kommer in, och då försvinner uppgifter om plats och kamera.',
    howLong:
      'Som dina svar: med ditt konto, eller {anonymousDays} dagar efter ditt senaste besök om du inte har något.',
  },
  {
    what: 'Dina omslag',
    why: 'Så att du kan ladda ner, spara och dela dem. Ett omslag är privat tills du skapar en delningslänk.',
    howLong: 'Som dina svar. Raderar du kontot raderas de också.',
  },
  {
    what: 'Din röstinspelning',
    why: 'Så att ditt framtida jag kan prata med dig. En kopia av din röst görs bara om du har sagt ja till det.',
    howLong:
      'Utan konto: raderas efter {voiceDays} dagar. Med konto: tills du raderar den på din profil. Röstkopian raderas samtidigt.',
  },
  {
    what: 'Ditt svar om röstkloning',
    why: 'Som bevis på exakt vad du sa ja till och när.',
    howLong: 'Tills ditt konto (eller besök) raderas. Svaret innehåller inget ljud.',
  },
  {
    what: 'Dina samtal i Talk',
    why: 'Så att du kan fortsätta samtalet med ditt framtida jag där du slutade, och få din plan för 90 dagar.',
    howLong:
      'Med konto: tills du raderar kontot. Utan konto: raderas {anonymousDays} dagar efter ditt senaste meddelande.',
  },
  {
    what: 'Ditt svar om att dela Talk med din sprintcoach',
    why: 'Din coach i strategisprinten ser dina höjdpunkter från Talk (var du står nu, din vision, vad som är viktigt för dig, dina styrkor, din orättvisa fördel, dina experiment, trenderna du betygsatte, idéerna du sparade och teman i breven du läste) bara så länge du har kryssat i ”Dela mina höjdpunkter från Talk med min coach”, och aldrig själva samtalet. Tar du bort krysset döljs de direkt. Vi sparar varje svar med exakt text och tid, som bevis.',
    howLong: 'Tills ditt konto (eller besök) raderas.',
  },
  {
    what: 'Ditt födelseår och land',
    why: 'För att kunna följa åldersreglerna längre ner. Vi frågar bara där det spelar roll, och bara en gång.',
    howLong: 'Tillsammans med resten av dina uppgifter.',
  },
  {
    what: 'Din ansökan till showen och en förälders undertecknade samtycke',
    why: 'Så att showens team kan läsa din ansökan och, om du är under 18, veta att en förälder har sagt ja. Bara teamets administratörer kan öppna samtyckesblanketten.',
    howLong:
      'Ansökan: tills du raderar ditt konto. Den undertecknade samtyckesblanketten: raderas {showConsentDays} dagar efter att du sökte.',
  },
  {
    what: 'Adressen till någon du ber oss mejla (en förfrågan om sponsring till en förälder eller partner)',
    why: 'För att skicka din förfrågan en gång. Varje sådant mejl har en länk för att avregistrera sig. För att stoppa missbruk kan en person låta oss skicka högst {mailPerSenderPerDay} sådana mejl om dagen, och en adress får högst {mailPerRecipientPerDay} om dagen.',
    howLong:
      'Förfrågan: med ditt konto, som dina svar. Antalet skickade mejl: en omräknad form av adressen (en hash), som raderas efter 2 dagar.',
  },
  {
    what: 'Adresser som har avregistrerat sig',
    why: 'Så att vi aldrig mejlar dem igen, vem som än skriver in dem.',
    howLong: 'För alltid, och bara som en omräknad form (en hash): listan innehåller ingen läsbar adress.',
  },
  {
    what: 'Delningslänkar',
    why: 'En offentlig sida för ett omslag du har valt att dela, och dess förhandsbild för sociala appar.',
    howLong:
      '{shareDays} dagar, eller tills du drar tillbaka länken. Ett omslag finns i det offentliga galleriet bara så länge du har kryssat i ”Visa mitt omslag i det offentliga galleriet”.',
  },
  {
    what: 'Din mejladress och ditt lösenord (bara om du har konto)',
    why: 'För att logga in dig. Lösenordet sparas bara som en saltad hash.',
    howLong: 'Tills du raderar ditt konto.',
  },
  {
    what: 'Händelser när du använder tjänsten (ett snurr, en delning, en sidvisning)',
    why: 'För att se vad som fungerar och räkna vad ambassadörer och klasser har bidragit med.',
    howLong: 'När dina uppgifter raderas finns händelserna bara kvar som anonyma siffror, utan något som pekar på dig.',
  },
  {
    what: 'Kopior av mejl vi skickar (bara på servrar utan mejltjänst)',
    why: 'Den lokala utkorgen ersätter en mejltjänst under utveckling.',
    howLong: 'Raderas efter {outboxDays} dagar.',
  },
];

export const PROCESSORS_SV: readonly Processor[] = [
  {
    provider: 'storage',
    name: 's3',
    who: 'En S3-kompatibel lagringstjänst (till exempel Amazon S3, Cloudflare R2 eller MinIO)',
    receives: 'Din selfie, dina omslag och din röstinspelning, lagrade privat; bara vår server läser dem.',
  },
  {
    provider: 'ai',
    name: 'openai',
    who: 'En OpenAI-kompatibel AI-tjänst',
    receives: 'Ditt förnamn, dina svar och din roll för att skriva omslagets text, och ditt foto för att rita bilden.',
  },
  {
    provider: 'ai',
    name: 'google',
    who: 'Google Gemini',
    receives: 'Ditt förnamn, dina svar och din roll för att skriva omslagets text, och ditt foto för att rita bilden.',
  },
  {
    provider: 'chat',
    name: 'openai',
    who: 'En OpenAI-kompatibel AI-tjänst, för Talk',
    receives:
      'Dina meddelanden i Talk (aldrig ett där du säger att du inte är trygg), din roll, svaren bakom ditt omslag och det du har berättat i Talk, så att ditt framtida jag kan skriva sina svar.',
  },
  {
    provider: 'chat',
    name: 'google',
    who: 'Google Gemini, för Talk',
    receives:
      'Dina meddelanden i Talk (aldrig ett där du säger att du inte är trygg), din roll, svaren bakom ditt omslag och det du har berättat i Talk, så att ditt framtida jag kan skriva sina svar.',
  },
  {
    provider: 'chat',
    name: 'ollama',
    who: 'En AI-modell som de som driver den här servern kör själva (Ollama), för Talk',
    receives: 'Samma som ovan, men det stannar på deras egna maskiner: inget skickas vidare till en AI-tjänst utanför.',
  },
  {
    provider: 'moderation',
    name: 'openai',
    who: 'En OpenAI-kompatibel modereringstjänst, för säkerhetskontrollen i Talk',
    receives:
      'Varje meddelande du skriver i Talk, för att vid sidan av vår egen läsning se om du kanske inte är trygg; inget annat om dig.',
  },
  {
    provider: 'voice',
    name: 'elevenlabs',
    who: 'ElevenLabs',
    receives:
      'Din röstinspelning, bara efter att du har sagt ja till röstkloning, för att göra en kopia av din röst; sedan orden i de svar från ditt framtida jag i Talk som du lyssnar på, för att säga dem med den rösten. Säger du nej till kloning, eller tar bort inspelningen, tas kopian bort där också.',
  },
  {
    provider: 'transcribe',
    name: 'openai',
    who: 'En OpenAI-kompatibel tjänst för tal till text (OpenAI, eller en Whisper-server som de som driver den här servern kör)',
    receives:
      'Din röstinspelning, och det du säger till Talk med mikrofonen, för att skriva ner dina ord; du kan rätta dem. Vi sparar inget ljud av det du säger till Talk.',
  },
  {
    provider: 'transcribe',
    name: 'elevenlabs',
    who: 'ElevenLabs tal till text',
    receives:
      'Din röstinspelning, och det du säger till Talk med mikrofonen, för att skriva ner dina ord; du kan rätta dem. Vi sparar inget ljud av det du säger till Talk.',
  },
  {
    provider: 'mail',
    name: 'smtp',
    who: 'Vår tjänst för att skicka mejl',
    receives: 'Din mejladress och meddelandet (bekräftelse av kontot, nytt lösenord, din affisch).',
  },
  {
    provider: 'payments',
    name: 'stripe',
    who: 'Stripe',
    receives: 'Dina betaluppgifter när du köper Talk eller strategisprinten. Vi ser aldrig ditt kortnummer.',
  },
  {
    provider: 'database',
    name: 'postgres',
    who: 'Vår databasleverantör',
    receives: 'Allt som står ovan utom filer, lagrat privat.',
  },
  {
    provider: 'rateLimit',
    name: 'redis',
    who: 'Vår cachetjänst',
    receives:
      'Räknare som stoppar missbruk, kopplade till en nätverksadress eller ett besöks-id och sparade i några minuter.',
  },
  {
    provider: 'chatNotify',
    name: 'slack',
    who: 'Slack',
    receives: 'Veckans topplista för ambassadörer: ambassadörernas namn och siffror, inget om besökarna.',
  },
];

export const STORAGE_ITEMS_SV: readonly StorageItem[] = [
  {
    name: 'better-auth.session_token',
    kind: 'cookie',
    purpose:
      'Håller dig inloggad, eller håller ihop ditt besök innan du skaffar konto (så att ditt omslag förblir ditt). httpOnly; med ”__Secure-” före namnet på HTTPS.',
    lifetime: '30 dagar, förnyas medan du använder sidan',
  },
  {
    name: 'better-auth.two_factor',
    kind: 'cookie',
    purpose: 'Bara medan du skriver en kod för tvåstegsverifiering när du loggar in.',
    lifetime: 'Några minuter',
  },
  {
    name: 'better-auth.dont_remember',
    kind: 'cookie',
    purpose: 'Sätts bara om du loggar in utan ”kom ihåg mig”: avslutar inloggningen när webbläsaren stängs.',
    lifetime: 'Tills webbläsaren stängs',
  },
  {
    name: 'better-auth.message',
    kind: 'localStorage',
    purpose: 'Berättar för dina andra flikar att du har loggat in eller ut.',
    lifetime: 'Byts ut vid varje in- och utloggning',
  },
  {
    name: 'fs.account',
    kind: 'localStorage',
    purpose:
      'Om den här webbläsaren är inloggad på ett konto (”1”, inget annat), så att startsidan och delningssidorna visar ditt konto direkt i stället för ”Logga in”.',
    lifetime: 'Tills du loggar ut eller inloggningen tar slut',
  },
  {
    name: 'fs.journey',
    kind: 'localStorage',
    purpose: 'Var du är på vägen till ditt omslag (steg, svar, namn), så att inget försvinner om sidan laddas om.',
    lifetime: 'Tills du är klar eller trycker på ”Gör ett nytt omslag”',
  },
  {
    name: 'tempSessionId',
    kind: 'localStorage',
    purpose: 'Ett slumpat id som håller ihop stegen på en och samma väg till omslaget.',
    lifetime: 'Tills du rensar webbläsarens data',
  },
  {
    name: 'tempUserId',
    kind: 'localStorage',
    purpose: 'Id:t för ditt senaste omslag innan du har ett konto.',
    lifetime: 'Tills du trycker på ”Gör ett nytt omslag” eller loggar in',
  },
  {
    name: 'pendingOnboardingAnswers',
    kind: 'localStorage',
    purpose: 'Dina svar medan de väntar på att sparas.',
    lifetime: 'Tills de är sparade',
  },
  {
    name: 'fs_cohort',
    kind: 'cookie',
    purpose:
      'Sätts bara när du kommer via en klass- eller grupplänk: vilken, så att nya besökare från din skola delar den gräns som er organisatör satte, inte den som gäller alla andra. Läses bara av vår server.',
    lifetime: '24 timmar',
  },
  {
    name: 'fs.cohort',
    kind: 'sessionStorage',
    purpose: 'Länken till klassen eller gruppen som du kom via.',
    lifetime: 'Tills fliken stängs',
  },
  {
    name: 'fs.ambassador',
    kind: 'sessionStorage',
    purpose: 'Ambassadören som bjöd in dig.',
    lifetime: 'Tills fliken stängs',
  },
  {
    name: 'fs.voice.consent.*',
    kind: 'sessionStorage',
    purpose: 'Ditt svar om röstkloning, så att du inte får frågan två gånger.',
    lifetime: 'Tills fliken stängs',
  },
  {
    name: 'fs.measure.skip.*',
    kind: 'localStorage',
    purpose:
      'Att du tryckte på ”Hoppa över” på frågorna om ditt framtida jag, så att de inte erbjuds igen på den här enheten.',
    lifetime: 'Tills du rensar webbläsarens data',
  },
];

export const PRIVACY_SECTIONS_SV: readonly LegalSection[] = [
  {
    id: 'age',
    heading: 'Om du är ung',
    paragraphs: [
      'Innan du klonar din röst, betalar eller söker till showen frågar vi efter ditt födelseår, en gång. När vi bara vet året räknar vi med den lägre av de två åldrar du kan ha.',
      'Talk och strategisprinten är för dig som har fyllt 18. Är du under 18 behöver ansökan till showen en förälders undertecknade samtycke.',
      'Är du under åldersgränsen för digitala tjänster där du bor ({consentAge} år om inte ditt land har valt en annan ålder mellan 13 och 16; i Sverige är den 13 år) är röstkloning och betalningar avstängda, ansökan till showen behöver en förälders undertecknade samtycke och ditt omslag visas aldrig i det offentliga galleriet.',
    ],
  },
  {
    id: 'public',
    heading: 'Det här kan bli offentligt',
    items: [
      'Ingenting, förrän du skapar en delningslänk. Länken är lång och slumpad; den som har den ser omslaget, din roll och namnet du valde, tills länken går ut eller du drar tillbaka den.',
      'Det offentliga galleriet på delade sidor visar ett omslag bara så länge ägaren har kryssat i ”Visa mitt omslag i det offentliga galleriet”. Ta bort krysset, dra tillbaka länken eller radera omslaget, så försvinner det från galleriet direkt.',
      'Namn som visas offentligt kontrolleras mot svordomar (på svenska, engelska och andra språk) och mot namn som låtsas vara vi; ett namn som inte godkänns visas som ”Anonym”.',
      'Delningssidor ber sökmotorer att inte visa dem i sökresultat.',
    ],
  },
  {
    id: 'rights',
    heading: 'Få ut dina uppgifter eller radera dem',
    items: [
      'Ladda ner mina uppgifter: på din profil, en zip-fil med allt vi har om dig och dina filer.',
      'Radera mitt konto: på din profil. Dina svar, foton, omslag, inspelningar, röstkopior och delningslänkar raderas direkt; händelser finns bara kvar som anonyma siffror.',
      'Dra tillbaka en delningslänk eller radera en röstinspelning när du vill, från din profil eller omslagets sida.',
      'Utan konto raderas dina uppgifter automatiskt efter {anonymousDays} dagar utan besök, om du inte har en delningslänk som fortfarande gäller; dina samtal i Talk raderas i vilket fall {anonymousDays} dagar efter ditt senaste meddelande.',
      'Har du fått mejl från oss för att någon skrev in din adress? Länken för att avregistrera dig i mejlet stoppar alla mejl från oss till dig, med ett klick.',
      'Du kan också fråga oss genom att svara på vilket mejl som helst som vi har skickat dig. Tycker du att vi hanterar dina uppgifter fel kan du klaga hos Integritetsskyddsmyndigheten (IMY), imy.se.',
    ],
  },
  {
    id: 'coach',
    heading: 'Talk och din sprintcoach',
    paragraphs: [
      'Talk är mellan dig och ditt framtida jag. Bokar du en strategisprint ser din coach din affisch och dina svar i quizet, och dina höjdpunkter från Talk bara om du kryssar i ”Dela mina höjdpunkter från Talk med min coach” på bokningssidan: var du står nu, din vision, vad som är viktigt för dig, dina styrkor, din orättvisa fördel, dina experiment, trenderna du betygsatte, idéerna du sparade och teman i breven du läste. Din coach ser aldrig själva samtalet.',
      'Du kan ta bort krysset när du vill, och då slutar coachen se dem direkt. Innan din rapport kan du ändra eller ta bort dina svar och styrkor där; din coach kan ändra varje rad i rapporten innan den skickas.',
    ],
  },
  {
    id: 'talk-voice',
    heading: 'När du pratar med Talk',
    paragraphs: [
      'När du pratar med Talk går inspelningen till vår server och, där en tjänst för tal till text är påslagen (se ”Vilka mer som hanterar dem”), bara till den tjänsten, för att skriva ner dina ord. De kommer tillbaka till dig så att du kan läsa och rätta dem innan du skickar; inspelningen sparas inte. Sedan är dina ord ett meddelande i Talk som vilket du än skriver.',
      'Är ingen tjänst för tal till text påslagen använder mikrofonknappen din webbläsares egen taligenkänning om den har någon: då går ljudet från din webbläsare till tillverkarens tjänst (Google för Chrome, Apple för Safari, Microsoft för Edge), inte till oss. Har din webbläsare ingen skriver du.',
      'Svaren läses upp med din egen röstkopia hos ElevenLabs bara om du sa ja till röstkloning och den är påslagen här; annars läser din webbläsare dem med sina egna röster, på din enhet. Röstläget läser varje svar och öppnar mikrofonen efteråt, tills du trycker på ”Avsluta röstläget”.',
    ],
  },
  {
    id: 'crisis',
    heading: 'Om du inte är trygg',
    paragraphs: [
      'Skriver du i Talk att du inte är trygg pausar Talk coachningen och visar stödlinjer. Meddelandet sparas bara i ditt samtal, används aldrig i din plan eller rapport och visas aldrig för en coach; vi räknar bara att det hände. Vad Talk gör och inte kan göra står på sidan ”Trygghet i Talk” (/safety).',
    ],
  },
  {
    id: 'cookies',
    heading: 'Kakor (cookies) och lagring i webbläsaren',
    paragraphs: [
      'Vi sparar bara det som behövs för att tjänsten ska fungera: ingen reklam, ingen spårning mellan webbplatser, inga kakor för statistik. Därför finns det ingen cookiebanner. Allt vi sparar står i listan nedan.',
    ],
  },
];

/** /safety: vad Talk gör och inte gör när någon inte är trygg (docs/safety.md har samma innehåll på engelska). */
export const SAFETY_INTRO_SV =
  'Talk är en AI-coach för karriären. Den är inte en kurator, en läkare eller en larmtjänst. Här står det rakt ut vad den gör när någon skriver att hen inte är trygg, och vad den inte kan göra.';

export const SAFETY_SECTIONS_SV: readonly LegalSection[] = [
  {
    id: 'emergency',
    heading: 'Vid akut fara',
    paragraphs: [
      'Är du eller någon annan i fara just nu, ring 112 (i Sverige och hela EU; 999 i Storbritannien, 911 i USA och Kanada). Talk kan inte ringa någon åt dig och kan inte skicka hjälp.',
    ],
  },
  {
    id: 'what-talk-does',
    heading: 'Det här gör Talk',
    items: [
      'Varje meddelande läses först av allt för att se om någon inte är trygg: före räkningen av gratismeddelanden, betalväggen, gränserna för hur ofta man får skriva och coachningen. Det gäller tankar på självmord, självskada, en överdos eller annan akut fara, våld eller övergrepp hemma eller från en partner, sexuella övergrepp eller utnyttjande, svår ångest och oro för någon annan. Talk läser svenska och engelska, slang, förkortningar och felstavningar.',
      'När Talk hittar något sådant pausas coachningen. Talk svarar lugnt, säger att den är en AI som inte kan hjälpa i en akut situation och visar kostnadsfria stödlinjer med tystnadsplikt där du är (utifrån landet du har angett, eller landet tjänsten är inställd för) och för din ålder: linjer för barn och unga till alla som kan vara under 18.',
      'Hjälpen finns kvar ett tryck bort under ”Få hjälp” högst upp i chatten resten av samtalet. När du är redo fortsätter ”Jag är trygg nu” där du slutade.',
      'Ett sådant meddelande nekas aldrig, räknas aldrig som ett av dina gratismeddelanden och behöver aldrig vänta på grund av en gräns för hur ofta man får skriva.',
    ],
  },
  {
    id: 'what-is-kept',
    heading: 'Det här sparas',
    items: [
      'Meddelandet finns kvar i ditt samtal, där bara du kan se det, och raderas tillsammans med samtalet.',
      'Det används aldrig som ett svar, en styrka, en höjdpunkt eller en del av din plan eller rapport, och visas aldrig för en coach.',
      'Vi räknar att det hände (vilket slag, vilket språk och vilket land, aldrig orden), så att vi ser hur ofta Talk möter någon i kris.',
    ],
  },
  {
    id: 'limits',
    heading: 'Det här kan Talk inte göra',
    items: [
      'Talk kan missa saker, och kan ibland pausa fast inget var fel. Har den missat något: hör av dig till någon av linjerna nedan eller till någon du litar på. Du behöver inte Talks tillåtelse för att söka hjälp.',
      'Talk kontaktar ingen åt dig, säger inget till dina föräldrar eller din skola och hör inte av sig efteråt.',
      'Talk är ingen terapi. För stöd över tid kan skolsköterskan eller kuratorn, vårdcentralen, 1177 eller någon av linjerna hjälpa dig vidare.',
    ],
  },
  {
    id: 'lines',
    heading: 'Stödlinjer',
    paragraphs: [
      'Sverige: Mind Självmordslinjen 90101 (chatt på mind.se), BRIS 116 111 för dig under 18, Kvinnofridslinjen 020-50 50 50. Storbritannien: Samaritans 116 123, Shout (sms:a SHOUT till 85258), Childline 0800 1111. USA: 988 Suicide & Crisis Lifeline (ring eller sms:a 988). Var som helst: findahelpline.com. I chatten visar ”Få hjälp” linjerna för ditt land.',
    ],
  },
];

export const TERMS_SECTIONS_SV: readonly LegalSection[] = [
  {
    id: 'what',
    heading: 'Vad {brand} är',
    paragraphs: [
      '{brand} gör ett lekfullt tidningsomslag av ditt framtida jag. Rollen på omslaget väljs för skojs skull och som inspiration: den är inte ett karriärråd, ett test eller ett löfte.',
    ],
  },
  {
    id: 'who',
    heading: 'Vem som får använda tjänsten',
    items: [
      'Alla får göra ett omslag. Är du under åldersgränsen för digitala tjänster där du bor ({consentAge} år om inte ditt land har valt en annan ålder; i Sverige 13 år) är röstkloning och betalningar avstängda, och ansökan till showen behöver en förälders samtycke.',
      'Använd ditt eget foto och din egen röst, inte någon annans.',
    ],
  },
  {
    id: 'yours',
    heading: 'Det du gör är ditt',
    items: [
      'Ditt foto, din inspelning, dina svar och dina omslag är dina. Du låter oss spara och behandla dem bara för att tjänsten ska fungera för dig, och för att visa ett omslag offentligt när du delar det.',
      'Du kan radera dem när du vill (se sidan om integritet).',
    ],
  },
  {
    id: 'fair',
    heading: 'Spela schysst',
    items: [
      'Inga namn eller texter som förolämpar, trakasserar eller låtsas vara någon annan, inte heller vi. Sådana namn visar vi som ”Anonym”.',
      'Ladda inte upp nakenhet, våld eller andra personer utan deras tillåtelse. Omslagen skapas alltid påklädda och aldrig sexualiserade.',
      'Försök inte knäcka eller överbelasta tjänsten, eller skrapa den på innehåll. Vi begränsar hur ofta saker kan göras.',
    ],
  },
  {
    id: 'paid',
    heading: 'Det som kostar',
    items: [
      `Talk kostar ${formatPrice('sv', PRICES_CENTS.talk)} i månaden och kan avslutas när du vill; strategisprinten kostar ${formatPrice('sv', PRICES_CENTS.strategy)} en gång, med pengarna tillbaka inom 30 dagar.`,
      'Betalningarna sköts av vår betalleverantör; priserna bestäms av vår server, inte av sidan.',
    ],
  },
  {
    id: 'changes',
    heading: 'Om något ändras',
    paragraphs: [
      'Vi kan ändra tjänsten eller de här villkoren; datumet högst upp visar när de senast ändrades. Vi kan stänga konton som bryter mot reglerna. Tjänsten erbjuds som den är; i den mån lagen tillåter ansvarar vi inte för indirekta förluster.',
    ],
  },
];
