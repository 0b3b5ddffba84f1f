/**
 * FutureSelf — the wheel of future roles in Swedish, written for Swedish readers (not translated line by line).
 *
 * Keyed by the English title of content/roles.ts, which is the role's id (stored with spins and covers): every
 * English role has an entry here and nothing else does (src/core/content-sv.test.ts). Tone and theme are the English
 * role's. The cover's title is ”Framtidens {title}”.
 *
 * Constraints (the English ones, in Swedish):
 * - title: written as in running text (lowercase but for names and acronyms: ”rymdstädare”, ”AI-barnvakt”,
 *   ”Marsagronom”), max 32 characters, a noun that takes ”en” (the cover grammar writes ”en {title}”), not starting
 *   with an adjective (”Framtidens virtuella …” would need its weak form). No word longer than 22 characters: a
 *   cover sets the title large and cuts a longer word (a compound goes after a preposition instead: ”ingenjör för
 *   batteriåtervinning”).
 * - blurb: one line, max 110 characters, present tense, a day in the job five years from now. Swedish quotes ”…”,
 *   numbers with a space for thousands (28 000), distances in kilometres or Swedish mil where it reads better.
 */

export interface RoleSv {
  title: string;
  blurb: string;
}

export const rolesSv: Readonly<Record<string, RoleSv>> = {
  'AI Ethics Philosopher': {
    title: 'AI-etikfilosof',
    blurb: 'Har mottagning för ett sjukhus-AI som vill veta när det är okej att säga ”jag vet faktiskt inte”.',
  },
  'Dream Interpreter for Robots': {
    title: 'drömtydare åt robotar',
    blurb: 'Tolkar bilderna en AI gör på rasterna, och förklarar varför den drömmer om brödrostar hela tiden.',
  },
  'Space Janitor': {
    title: 'rymdstädare',
    blurb: 'Dammsuger rymdskrot i 28 000 km/h och hittar ändå strumpor där uppe.',
  },
  'Ocean Carbon Farmer': {
    title: 'tångodlare för klimatet',
    blurb: 'Odlar tångskogar till havs som suger upp koldioxid, och säljer det som blir över till nudelbaren i stan.',
  },
  'Cloud Sculptor': {
    title: 'molnskulptör',
    blurb: 'Formar moln över festivaler, och publiken jublar när en jättelik val håller formen i elva minuter.',
  },
  'Drone Traffic Cop': {
    title: 'drönarpolis',
    blurb: 'Stoppar en pizzadrönare som flyger i 90 där det är 40, och nöjer sig med en varning och en halv pizza.',
  },
  'Immersive Experience Designer': {
    title: 'upplevelsedesigner',
    blurb: 'Bygger ett museirum där golvet brummar när en blåval i naturlig storlek glider förbi ovanför.',
  },
  'Laughter Therapist': {
    title: 'skratterapeut',
    blurb: 'Delar ut fniss på barnavdelningen och för in vartenda ett i en mycket allvarlig pärm.',
  },
  'Time Travel Safety Inspector': {
    title: 'tidsmaskinsbesiktare',
    blurb: 'Besiktar tidsmaskiner och letar paradoxer, och har redan fyllt i morgondagens blanketter.',
  },
  'Cultivated Meat Scientist': {
    title: 'forskare i odlat kött',
    blurb: 'Serverar en biff som vuxit i en ståltank ur en handfull celler, för några mycket misstänksamma kockar.',
  },
  'Time Capsule Packer': {
    title: 'tidskapselpackare',
    blurb: 'Packar en kapsel som ska öppnas år 3040: fröer, ett kärleksbrev och en mycket förbryllande mobilladdare.',
  },
  'Seagull Negotiator': {
    title: 'måsförhandlare',
    blurb: 'Mäklar fred mellan badgäster och måsar; just nu gäller en pommes frites per familj, inga frågor ställs.',
  },
  'Space Habitat Architect': {
    title: 'arkitekt för rymdbostäder',
    blurb: 'Ger varje sovrum på nya månbasen ett fönster mot jorden, för hemlängtan är också ett designproblem.',
  },
  'City Soundscape Designer': {
    title: 'ljuddesigner för städer',
    blurb: 'Väljer det milda surret varje tyst elbuss gör, så att folk hör den komma och ingen blir irriterad.',
  },
  'Professional Cat Translator': {
    title: 'kattolk',
    blurb: 'Översätter 400 olika mjau; 396 av dem betyder ”mat” och de fyra andra är lögner.',
  },
  'Longevity Coach': {
    title: 'långlivscoach',
    blurb: 'Finjusterar en 70-årings sömn, styrka och vänskaper, och ser gång på gång att vännerna väger tyngst.',
  },
  'Synthetic Biology Safety Officer': {
    title: 'biosäkerhetschef',
    blurb: 'Ser till att varje labbdesignad mikrob har en inbyggd avstängningsknapp innan den lämnar huset.',
  },
  'Memory Curator': {
    title: 'minnesintendent',
    blurb: 'Gör en familjs 30 000 foton till ett vardagsrum i VR, där mormors röst berättar om varje bild.',
  },
  'Cow Burp Accountant': {
    title: 'korapsrevisor',
    blurb: 'Mäter metanet från 900 kor och meddelar bestämt att det mest handlar om rapar, inte fisar.',
  },
  'Intergenerational Justice Lawyer': {
    title: 'jurist för kommande generationer',
    blurb: 'Företräder människor som inte är födda än och stämmer dagens förorenare – för barnens skull, år 2100.',
  },
  'Zero-Gravity Chef': {
    title: 'kock i tyngdlöshet',
    blurb: 'Lagar soppa som svävar som en darrig kula och dricks med sugrör; smulor är förbjudna på livstid.',
  },
  'Forgotten Password Detective': {
    title: 'lösenordsdetektiv',
    blurb: 'Räddar 14 glömda lösenord före lunch; svaret är alltid hundens namn följt av 123.',
  },
  'Rewilding Ecologist': {
    title: 'ekolog för återförvildning',
    blurb: 'Släpper ut en flock bisonoxar i en gammal tallplantage och låter dem göra om den, ett fällt träd i taget.',
  },
  'Whale Song Decoder': {
    title: 'valsångsavkodare',
    blurb: 'Matar en AI med flera års valklick och tror sig äntligen ha hittat kaskeloternas ord för ”hej”.',
  },
  'Meme Historian': {
    title: 'memehistoriker',
    blurb: 'Föreläser för fullsatt sal om varför ”Den distraherade pojkvännen” var 2017 års Mona Lisa. Med fotnoter.',
  },
  'Climate Migration Planner': {
    title: 'planerare för klimatflytt',
    blurb:
      'Ritar välkomnande kvarter för familjer som flyttar inåt land från stigande kuster, ända ner till busslinjerna.',
  },
  'Mammoth Revival Biologist': {
    title: 'mammutbiolog',
    blurb: 'Klipper in köldtåliga gener i elefantceller, i hopp om att en luddig kalv en dag ska ströva över tundran.',
  },
  'Chief Nap Officer': {
    title: 'tupplurschef',
    blurb: 'Schemalägger 20 minuters tupplur för ett helt företag och leder den kvartalsvisa kuddrevisionen.',
  },
  'Precision Fermentation Brewer': {
    title: 'mikrobbryggare',
    blurb: 'Brygger mjölkprotein med mikrober i stället för kor, och osten på din pizza drar ändå långa trådar.',
  },
  'Flatmate Matchmaker': {
    title: 'inneboendekupplare',
    blurb: 'Parar ihop studenter med pensionärer som har ett rum över; hyran betalas delvis i datorhjälp och soppa.',
  },
  'Wi-Fi Feng Shui Consultant': {
    title: 'wifi-fengshuikonsult',
    blurb: 'Möblerar om ditt vardagsrum tills routern når badrummet, där signalen verkligen behövs.',
  },
  'Asteroid Mining Engineer': {
    title: 'asteroidgruvingenjör',
    blurb:
      'Kör en robotborr över en potatisformad asteroid från ett skrivbord på jorden, med nio minuters fördröjning.',
  },
  'Coral Reef Restoration Diver': {
    title: 'korallrevsdykare',
    blurb:
      'Planterar värmetåliga korallungar för hand och spelar upp ljudet av friska rev för att locka tillbaka fisken.',
  },
  'Vertical Farm DJ': {
    title: 'dj i vertikalodlingen',
    blurb: 'Klockan tre på natten blir det lugn jazz för salladen, men tomaterna på plan sex kräver hårdtechno.',
  },
  'Group Chat Mediator': {
    title: 'gruppchattsmedlare',
    blurb: 'Löser konflikter i en gruppchatt med 47 personer, där det grövsta brottet är att lämna folk på läst.',
  },
  'Wildfire Prevention Strategist': {
    title: 'skogsbrandsstrateg',
    blurb:
      'Planerar varsamma vårbränningar med urfolkens brandkunniga, så att sommarens bränder inte har något att äta.',
  },
  'Delivery Robot Choreographer': {
    title: 'koreograf för budrobotar',
    blurb: 'Lägger trottoarrutterna för 3 000 budrobotar och lär dem att vänta artigt vid övergångsställen.',
  },
  'Fortune Cookie Writer': {
    title: 'lyckokaksförfattare',
    blurb: '500 spådomar om dagen, och dagens bästa är ”Du kommer snart att äta en kaka. Bra jobbat.”',
  },
  'Genetic Counsellor': {
    title: 'vägledare i genetik',
    blurb:
      'Går igenom en familjs gentest över en kopp te och hjälper dem att i lugn och ro bestämma vad som händer sen.',
  },
  'Hurricane Hunter': {
    title: 'orkanjägare',
    blurb: 'Flyger en drönare in i orkanens lugna öga för att mäta den, och väntar sedan ut vinden med varm choklad.',
  },
  'Asteroid Real Estate Agent': {
    title: 'asteroidmäklare',
    blurb: 'Säljer charmiga stenettor med hänförande utsikt och inga grannar inom 40 miljoner kilometer.',
  },
  'Neural Interface Designer': {
    title: 'designer av hjärngränssnitt',
    blurb:
      'Bygger menyer man styr med tanken: en spelare som inte kan röra händerna väljer bana genom att tänka blått.',
  },
  'Underwater Hotel Manager': {
    title: 'undervattenshotellchef',
    blurb: 'Driver ett hotell tio meter under havet, där frukosten kommer via luftsluss och sköldpaddor tittar in.',
  },
  'Squirrel Security Consultant': {
    title: 'ekorrsäkerhetskonsult',
    blurb: 'Testar ”ekorrsäkra” fågelautomater på heltid; just nu leder ekorrarna med 14–2.',
  },
  'Urban Cooling Planner': {
    title: 'planerare för svalare städer',
    blurb: 'Hittar stadens hetaste kvarter från rymden, målar taken vita och gör parkeringar till skuggiga torg.',
  },
  'Hologram Concert Producer': {
    title: 'producent av hologramkonserter',
    blurb: 'Skickar ett band på turné till 40 städer samtidigt, och måste ändå fixa trummisens hologramfrisyr.',
  },
  'Hiccup Specialist': {
    title: 'hickspecialist',
    blurb: '212 huskurer mot hicka testade hittills; slutsatsen är att det inte funkar att skrämma folk.',
  },
  'Fusion Reactor Operator': {
    title: 'fusionsreaktoroperatör',
    blurb:
      'Håller plasma tio gånger hetare än solens kärna stilla i en ring av magneter, ett helt arbetspass i sträck.',
  },
  'Citizen Assembly Facilitator': {
    title: 'samtalsledare för medborgarråd',
    blurb:
      'Lotsar 100 lottade invånare, från en 16-åring till en pensionerad svetsare, fram till en gemensam klimatplan.',
  },
  '3D Food Printing Chef': {
    title: 'kock med 3D-skrivare',
    blurb: 'Skriver ut middagen lager för lager, till och med en pizza med födelsedagshälsningen inbakad i kanten.',
  },
  'Jellyfish Bouncer': {
    title: 'manetdörrvakt',
    blurb: 'Stoppar maneterna vid strandkanten med en bubbelridå och samma besked varje kväll: ”Inte i kväll.”',
  },
  'Digital Heritage Conservator': {
    title: 'kulturarvsvårdare i 3D',
    blurb: 'Skannar ett sönderfallande tempel ner till fingeravtrycken i ristningarna, så att det aldrig går förlorat.',
  },
  'Chatbot Personality Designer': {
    title: 'personlighetsdesigner för bottar',
    blurb: 'Bestämmer om bankens AI ska skämta, och exakt hur många ordvitsar i minuten som är för många.',
  },
  'Elevator Small-Talk Coach': {
    title: 'kallpratscoach för hissar',
    blurb: 'Tränar kontorsfolk att överleva 40 sekunder i hissen med chefen; väderprat är bara nivå ett.',
  },
  'Space Medicine Doctor': {
    title: 'rymdläkare',
    blurb: 'Skriver ut dagliga knäböj på ett löpband fastskruvat i väggen, så att astronauternas skelett håller.',
  },
  'Forest Bathing Guide': {
    title: 'skogsbadsguide',
    blurb: 'Leder långsamma promenader i tallskogen, där enda uppgiften är att hitta fem olika sorters grönt.',
  },
  'Quantum Cat Sitter': {
    title: 'kvantkattvakt',
    blurb: 'Passar en katt som både har fått mat och inte fått mat tills någon öppnar lådan. Faktureringen är knepig.',
  },
  'Bioprinting Technician': {
    title: 'tekniker för biotryck',
    blurb: 'Skriver ut en bit levande hud åt en brännskadad patient under natten, ett lager celler i taget.',
  },
  'Urban Forager': {
    title: 'storstadssamlare',
    blurb: 'Halvt promenad, halvt middag: plockar ätbart i stadens parker med en grupp och lagar fem rätter av fynden.',
  },
  'Spoiler Alert Officer': {
    title: 'spoilerpolis',
    blurb:
      'Patrullerar nätet på premiärkvällen och raderar spoilers snabbare än fansen hinner skriva ”fattar inte att”.',
  },
  'Quantum Software Engineer': {
    title: 'kvantprogrammerare',
    blurb: 'Skriver kod till ett chip som hålls kallare än rymden, och felsöker det från ett helt vanligt skrivbord.',
  },
  'Lunar Tour Guide': {
    title: 'månguide',
    blurb: 'Visar turister fotspåren från Apollo 11, skarpa efter 70 år eftersom det aldrig blåser på månen.',
  },
  'Lighthouse Influencer': {
    title: 'fyrinfluencer',
    blurb: 'Bor ensam i en fyr, och tre miljoner följare tittar varje kväll när lampan tänds.',
  },
  'Biodiversity Data Scientist': {
    title: 'dataforskare för mångfald',
    blurb: 'Räknar varje art som lever i en sjö utifrån dna:t som flyter runt i en enda flaska sjövatten.',
  },
  'Mass Timber Architect': {
    title: 'träskrapsarkitekt',
    blurb: 'Byter betong mot trä i 30 våningar höga hus som lagrar kol i stället för att släppa ut det.',
  },
  'Gut Microbiome Gardener': {
    title: 'trädgårdsmästare för tarmfloran',
    blurb: 'Sköter om biljontals bakterier i folks tarmar och skriver ut surkål på recept.',
  },
  'Avocado Ripeness Predictor': {
    title: 'avokadoprognosmakare',
    blurb: 'Räknar ut exakt vilken minut din avokado är mogen, och det är alltid klockan tre natten mot tisdag.',
  },
  'Climate Storyteller': {
    title: 'klimatberättare',
    blurb: 'Gör översvämningsdata till en serieroman som får en hel stad att rösta ja till en ny havsvall.',
  },
  'Volcano Eavesdropper': {
    title: 'vulkantjuvlyssnare',
    blurb: 'Lyssnar på vulkanens minsta muller hela dagen, och sms:ar ön när den börjar harkla sig.',
  },
  'Grandparent Tech Support': {
    title: 'it-support åt mormor',
    blurb: 'Fixar skrivare via videosamtal; steg ett är alltid ”Mormor, vänd på kameran”.',
  },
  'Deep-Sea Biologist': {
    title: 'djuphavsbiolog',
    blurb: 'Namnger tre nya arter före lunch, bland dem en genomskinlig sjögurka som kallas ”huvudlösa kycklingen”.',
  },
  'Avatar Stylist': {
    title: 'avatarstylist',
    blurb: 'Klär kundernas digitala tvillingar för virtuella bröllop, där klädkoden säger ”inga vingar före sex”.',
  },
  'Moon Parking Warden': {
    title: 'månlapplisa',
    blurb: 'Lappar månbilar som parkerat på månens enda plana fläck, och har hört varje ursäkt om låg gravitation.',
  },
  'Carbon Capture Chemist': {
    title: 'kolinfångningskemist',
    blurb:
      'Uppfinner kristaller som suger koldioxid ur luften som en tvättsvamp, och kramar sedan ur den ner i berget.',
  },
  'Bee Hotel Architect': {
    title: 'bihotellsarkitekt',
    blurb: 'Bygger lyxsviter av bambu och lera åt solitära bin; varenda recension är ett surrande toppbetyg.',
  },
  'Pothole Sommelier': {
    title: 'gropsommelier',
    blurb: 'Bedömer gropar efter djup, årgång och stänk; årets finaste är en treåring på Kungsgatan.',
  },
  'Regenerative Farmer': {
    title: 'jordförbättrande bonde',
    blurb: 'Mäter ett bra år i daggmaskar per spadtag, med vete, klöver och får på samma åker.',
  },
  'Scent Composer': {
    title: 'doftkompositör',
    blurb: 'Buteljerar dofter åt virtuella världar, så att stranden i VR äntligen luktar solkräm och varma pommes.',
  },
  'Posture Police Officer': {
    title: 'hållningspolis',
    blurb: 'Patrullerar kontoret efter hopsjunkna axlar, beväpnad med en visselpipa och en mycket rak kudde.',
  },
  'Data Privacy Advocate': {
    title: 'förkämpe för dataintegritet',
    blurb: 'Vinner ett mål som hindrar en kylskåpstillverkare från att sälja vad du äter till försäkringsbolag.',
  },
  'Deepfake Forensics Analyst': {
    title: 'expert på djupförfalskningar',
    blurb: 'Bevisar att ett viralt tal är fejk, eftersom skuggorna på talarstolen pekar åt två olika håll.',
  },
  'Astronaut Fitness Instructor': {
    title: 'rymdgympaledare',
    blurb: 'Tyngdlös yoga klockan nio på rymdstationen, där nedåtgående hund kan peka åt vilket håll som helst.',
  },
  'Houseplant Grief Counsellor': {
    title: 'sorgterapeut för krukväxter',
    blurb: 'Hjälper folk att sörja ormbunken de glömde vattna, och föreslår sedan varsamt en kaktus.',
  },
  'Offshore Wind Technician': {
    title: 'havsvindtekniker',
    blurb: 'Firar sig nerför ett 100 meter långt turbinblad i Nordsjön för att laga en skråma efter ett hagelkorn.',
  },
  'Pop-Up Park Builder': {
    title: 'fickparksbyggare',
    blurb: 'Under exakt en helg blir en parkeringsruta en liten park med hängmatta och citronträd.',
  },
  'Karaoke Robot Coach': {
    title: 'karaokecoach för robotar',
    blurb: 'Lär robotar att sjunga lite falskt med flit, så att människorna på karaokekvällen mår bättre.',
  },
  'Remote Surgery Specialist': {
    title: 'fjärrkirurg',
    blurb: 'Opererar från 80 mil bort med robothänder som är stadigare än någon människas.',
  },
  'Digital Detox Retreat Host': {
    title: 'värd för skärmfria helger',
    blurb: 'Samlar in 60 mobiler i dörren på fredagen och lämnar tillbaka dem på söndagen med ett diplom för mod.',
  },
  'Gravity Complaint Officer': {
    title: 'tyngdkraftshandläggare',
    blurb: 'Tar emot klagomål på tyngdkraften; det vanligaste är ”tappade mobilen i ansiktet i sängen”.',
  },
  'Salt-Tolerant Crop Breeder': {
    title: 'växtförädlare för salta jordar',
    blurb: 'Förädlar ris som tål översvämningar med havsvatten, så att kustens bönder får skörd fast vattnet stiger.',
  },
  'Floating City Harbourmaster': {
    title: 'hamnkapten i flytande stad',
    blurb: 'Bestämmer var varje flytande kvarter lägger till den här veckan, och vem som får solnedgångssidan.',
  },
  'AI Babysitter': {
    title: 'AI-barnvakt',
    blurb: 'Vakar över en rekommendations-AI om natten, så att den inte föreslår 400 videor om skedar igen.',
  },
  'Orbital Traffic Controller': {
    title: 'rymdtrafikledare',
    blurb: 'Styr undan två av 100 000 satelliter från varandra, och det före morgonkaffet.',
  },
  'Virtual Reality Physio': {
    title: 'VR-sjukgymnast',
    blurb: 'Bygger upp skadade knän i en fotbollsmatch i VR, där målvakten alltid är lite för långsam.',
  },
  'Pineapple Pizza Peacekeeper': {
    title: 'fredsmäklare i ananaspizzafrågan',
    blurb: 'Medlar i världens längsta matfejd och beställer halv Hawaii, halv Africana på varje toppmöte.',
  },
  'Wildlife Bridge Builder': {
    title: 'ekoduktbyggare',
    blurb: 'Lägger gröna broar över motorvägar så att rådjur, grävlingar och igelkottar slipper väja för långtradare.',
  },
  'Urban Forester': {
    title: 'stadsjägmästare',
    blurb: 'Väljer träden till varje gata: arter som fortfarande trivs i somrarna år 2090.',
  },
  'Drone Light Show Artist': {
    title: 'ljuskonstnär med drönare',
    blurb: 'Målar en 300 meter lång drake över natthimlen med 5 000 drönare, och en missar alltid sin signal.',
  },
  'Perpetual Motion Debunker': {
    title: 'granskare av evighetsmaskiner',
    blurb: 'Granskar 30 evighetsmaskiner i veckan och skickar tillbaka varenda en med en artig lapp om fysik.',
  },
  'Human Rights Investigator': {
    title: 'utredare av människorättsbrott',
    blurb: 'Jämför bergskammar i bakgrunden av en video, bildruta för bildruta, för att bevisa var den filmades.',
  },
  'Smart Home Whisperer': {
    title: 'smarthemsviskare',
    blurb: 'Mäklar fred mellan ett kylskåp, en termostat och en högtalare som alla tror att de bestämmer.',
  },
  'Spaceport Lost Luggage Clerk': {
    title: 'hittegodsexpedit på rymdhamnen',
    blurb: 'Spårar en resväska som flög till Mars av misstag och nu, rent tekniskt, är marsiansk medborgare.',
  },
  'Virtual Film Set Designer': {
    title: 'scenograf för virtuella filmset',
    blurb:
      'Trollar fram en solnedgång på en jättelik ledvägg klockan tio, så att slutscenen hinner spelas in före lunch.',
  },
  'Ocean Drone Shepherd': {
    title: 'havsdrönarherde',
    blurb: 'Vallar en flock soldrivna havsdrönare som mäter havet, och hämtar hem den som jämt jagar delfiner.',
  },
  'Beaver Project Manager': {
    title: 'bäverprojektledare',
    blurb: 'Leder ett dammbygge där alla arbetare är bävrar; varenda tidsplan spricker, men kvaliteten är enastående.',
  },
  'Battery Recycling Engineer': {
    title: 'ingenjör för batteriåtervinning',
    blurb: 'Utvinner litium ur döda elsparkcyklar, så att morgondagens batterier bryts ur dagens soptunnor.',
  },
  'Treasure Hunt Master': {
    title: 'skattjaktsmästare',
    blurb: 'Gömmer en gåta i busskurer och statyer över hela stan, och 40 000 spelare löser den före frukost.',
  },
  'Step Count Auditor': {
    title: 'stegräkningsrevisor',
    blurb: 'Utreder misstänkta stegantal, som de 40 000 som loggades av en hund med mattes klocka på sig.',
  },
  'Food Security Analyst': {
    title: 'analytiker av matberedskap',
    blurb: 'Bevakar vetefält på tre kontinenter via satellit och varnar för dålig skörd innan priserna rusar.',
  },
  'Repair Café Host': {
    title: 'lagningskafévärd',
    blurb: 'Lagar brödrostar, lampor och en 30 år gammal spelkonsol tillsammans med grannarna, varje lördag, gratis.',
  },
  'Captcha Tester': {
    title: 'captchatestare',
    blurb: 'Klickar i ”Jag är inte en robot” 9 000 gånger om dagen för att testa webbplatser, och börjar få tvivel.',
  },
  'Mars Agronomist': {
    title: 'Marsagronom',
    blurb: 'Sköljer giftiga salter ur den röda jorden, så att de första potatisarna från Mars går att äta.',
  },
  'Ocean Cleanup Engineer': {
    title: 'ingenjör för havsstädning',
    blurb: 'Fångar havsplast bakom flytande barriärer medan fiskarna simmar under, helt oberörda.',
  },
  'Night Sky Ranger': {
    title: 'stjärnhimmelsvakt',
    blurb: 'Släcker en hel stads gatlyktor vid midnatt, så att Vintergatan och nattfjärilarna kommer tillbaka.',
  },
  'Robot Dog Walker': {
    title: 'robothundsrastare',
    blurb: 'Rastar tolv robothundar samtidigt; de behöver ingen motion, ägarna har bara dåligt samvete.',
  },
  'Accessible Fashion Designer': {
    title: 'designer av tillgängligt mode',
    blurb: 'Byter pilliga knappar mot magneter och syr jeans för rullstolsburna; kollektionen säljer slut på en dag.',
  },
  'Empathy Trainer for Care Robots': {
    title: 'empatitränare för vårdrobotar',
    blurb: 'Lär sjukhusrobotar när de ska prata, när de ska tiga och hur länge de ska hålla någon i handen.',
  },
  'Leftovers Detective': {
    title: 'matlådedetektiv',
    blurb: 'Identifierar mystiska matlådor längst in i kontorskylen, iklädd skyddsglasögon och en mycket modig min.',
  },
  'Climate Modeller': {
    title: 'klimatmodellerare',
    blurb: 'Frågar en digital tvilling av jorden var höstens översvämningar slår till, och får svaret gata för gata.',
  },
  'Martian Weather Presenter': {
    title: 'väderpresentatör på Mars',
    blurb: 'Direkt från Jezerokratern: högst minus 20 grader, risk för damm och, som vanligt, blå solnedgång.',
  },
  'Pet Influencer Manager': {
    title: 'agent för husdjursinfluencers',
    blurb: 'Sköter en hamsters imperium i sociala medier och har precis landat ett sponsoravtal med solrosfrön.',
  },
  'Digital Accessibility Architect': {
    title: 'arkitekt för tillgänglighet',
    blurb: 'Får varje skärm i en bankapp att fungera med röst, beröring, blick eller en enda blinkning.',
  },
  'Ice Cream Flavour Scientist': {
    title: 'glassmaksforskare',
    blurb: 'Uppfinner smaker till värmeböljans meny; den här veckan blir det gurka-mynta och en djärv misokola.',
  },
  'Crab Crossing Guard': {
    title: 'övergångsvakt för krabbor',
    blurb: 'Stoppar trafiken varje november för 50 miljoner röda krabbor; inte en enda har någonsin sagt tack.',
  },
  'Peatland Restoration Specialist': {
    title: 'våtmarksåterställare',
    blurb: 'Dämmer gamla diken så att myren blir blöt på nytt och låser in kol, precis som den gjort i 10 000 år.',
  },
  'Citizen Science Game Designer': {
    title: 'speldesigner för forskning',
    blurb: 'Gör riktiga labbgåtor till ett mobilspel, och en 16-åring i Lagos löser en som experterna gått bet på.',
  },
  'Plot Twist Consultant': {
    title: 'vändpunktskonsult',
    blurb: 'Får betalt för att säga ”tänk om de är tvillingar?” i manusrum, och har rätt ungefär var tredje gång.',
  },
  'Circular Economy Designer': {
    title: 'designer för cirkulär ekonomi',
    blurb:
      'Ser till att nästa soffa går att ta isär med en skruvmejsel, så att varje dyna och fjäder får ett nytt liv.',
  },
  'Youth Psychologist': {
    title: 'ungdomspsykolog',
    blurb: 'Leder gruppsamtal i VR, där tonåringar öppnar sig lättare runt en lägereld som inte kan bränna något.',
  },
  'Language Revival Coach': {
    title: 'språkväckare',
    blurb: 'Väcker liv i ett hotat språk med ett tv-spel där far- och morföräldrarna leder topplistan.',
  },
  'Autocorrect Apology Writer': {
    title: 'ursäktsskrivare åt autokorrekt',
    blurb: 'Ber om ursäkt å autokorrigeringens vägnar; i dag blev ”puss och kram” till ”puss och kramp”.',
  },
  'Exoplanet Atmosphere Analyst': {
    title: 'exoplanetanalytiker',
    blurb: 'Läser stjärnljus som strukit genom en främmande himmel, på jakt efter syrets svaga fingeravtryck.',
  },
  'Octopus Enrichment Keeper': {
    title: 'bläckfiskskötare',
    blurb: 'Akvariets bläckfiskar löser skötarens pussellådor på några minuter, och snor sedan skruvmejseln.',
  },
  'Sloth Pace Consultant': {
    title: 'sengångarkonsult',
    blurb: 'Saktar ner stressade vd:ar till sengångarfart; lektion ett är preliminärt inbokad någon gång nästa månad.',
  },
  'Community Resilience Organiser': {
    title: 'beredskapssamordnare i kvarteret',
    blurb:
      'Vet vilken granne som har elverk, vems insulin behöver kylskåp och vem som behöver skjuts vid strömavbrott.',
  },
  'Night Market Curator': {
    title: 'nattmarknadsarrangör',
    blurb: 'Väljer ut 80 stånd till nattmarknaden vid älven, och provsmakar personligen varje dumpling före öppning.',
  },
  'Virtual Stunt Double': {
    title: 'VR-stuntperson',
    blurb: 'Faller från digitala skyskrapor 40 gånger om dagen i actionfilmer och har aldrig ens skrapat ett knä.',
  },
  'Pandemic Preparedness Analyst': {
    title: 'analytiker för pandemiberedskap',
    blurb: 'Testar varje morgon en hel stads avloppsvatten, och hittar nya virus innan någon ens har börjat hosta.',
  },
  'Glowing Plant Breeder': {
    title: 'förädlare av lysande växter',
    blurb: 'Förädlar krukväxter som lyser i mörkret; ingen hall behöver nattlampa och basilikan ser ut som ett rejv.',
  },
  'Crisp Crunch Acoustician': {
    title: 'chipsakustiker',
    blurb: 'Finjusterar chipsens knaprande i ett ljudisolerat labb; målet är ”högt nog att reta ett syskon”.',
  },
  'Algorithm Auditor': {
    title: 'algoritmgranskare',
    blurb: 'Avslöjar en rekryterings-AI som i smyg sänker varje cv som nämner föräldraledighet, och får den rättad.',
  },
  'Interstellar Message Writer': {
    title: 'brevskrivare till stjärnorna',
    blurb: 'Skriver mänsklighetens hej till stjärnorna, och grälar varje dag om huruvida en kattvideo ska med.',
  },
  'Shark Dentist': {
    title: 'hajtandläkare',
    blurb: 'Drar tandtråd mellan en vithajs 300 tänder och har klokt nog slutat säga ”det här gör inte ont”.',
  },
  'Aquifer Recharge Engineer': {
    title: 'grundvatteningenjör',
    blurb:
      'Pumpar ner vinterns flodvatten i marken och sparar det, som på ett sparkonto, till augustis torraste vecka.',
  },
  'Autonomous Transit Planner': {
    title: 'planerare av förarlösa bussar',
    blurb: 'Ritar om de förarlösa busslinjerna varje natt, efter vart folk faktiskt åkte i dag.',
  },
  'Augmented Reality Muralist': {
    title: 'AR-muralmålare',
    blurb: 'Målar väggmålningar som bara syns i smarta glasögon, så att en grå vägg rymmer 200 verk på en gång.',
  },
  'Sneeze Forecaster': {
    title: 'nysmeteorolog',
    blurb: 'Morgondagens prognos per postnummer: ”atjo”, med spridda näsdukar och en pollenfront från öster.',
  },
  'Protein Designer': {
    title: 'proteindesigner',
    blurb: 'Låter en AI hitta på ett protein som aldrig funnits, ett som äter plastflaskor till frukost.',
  },
  'Seed Library Keeper': {
    title: 'fröbibliotekarie',
    blurb: 'Lånar ut sällsynta tomatfrön som biblioteksböcker; de kommer tillbaka nästa höst, med ränta.',
  },
  'Wedding Speech Ghostwriter': {
    title: 'spökskrivare av bröllopstal',
    blurb: 'Skriver bestmanstal åt nervösa vänner och stryker, enligt lag, varje historia med en trafikkon i.',
  },
  'Marine Protected Area Ranger': {
    title: 'havsreservatsvakt',
    blurb: 'Ser från rymden vilka fiskebåtar som stänger av sina sändare i ett reservat stort som Frankrike.',
  },
  'Metaverse Landscaper': {
    title: 'landskapsarkitekt i metaversum',
    blurb: 'Planterar skogar i nätvärldar, och får höstlöven att falla uppåt om kunden ber snällt.',
  },
  'Planet Naming Referee': {
    title: 'planetnamnsdomare',
    blurb: 'Har underkänt ”Planet Planetsson” elva gånger i år och räknar kallt med en tolfte före fredag.',
  },
  'Museum Repatriation Specialist': {
    title: 'återbördare av museiföremål',
    blurb: 'Spårar ett plundrat bronshuvud tillbaka till folket det togs ifrån, och flyger hem med det.',
  },
  'Mycelium Listener': {
    title: 'mycellyssnare',
    blurb: 'Kopplar svampar till sensorer och lyssnar på det elektriska småpratet genom skogsbotten.',
  },
  'Queue Stand-In': {
    title: 'proffsköare',
    blurb: 'Står 30 timmar i kö till ett mobilsläpp så att du slipper, och hinner läsa ut tre romaner.',
  },
  'Food Waste Engineer': {
    title: 'matsvinnsingenjör',
    blurb: 'Bananskal och brödkanter åker in; biogas till stadens morgonbussar kommer ut.',
  },
  'Healing Garden Designer': {
    title: 'designer av läkande trädgårdar',
    blurb: 'Anlägger sjukhusträdgårdar där patienter blir friska fortare, och ger varje bänk utsikt mot himlen.',
  },
  'Slime Engineer': {
    title: 'slajmingenjör',
    blurb: 'Utvecklar slajm åt leksaksbutiker; senaste prototypen är lila, lyser och släpper aldrig mattan igen.',
  },
  'Clean Energy Retraining Coach': {
    title: 'omskolningscoach för ren energi',
    blurb: 'Skolar om kolgruvearbetare till geotermiborrare, för att gräva djupt kan de redan.',
  },
};
