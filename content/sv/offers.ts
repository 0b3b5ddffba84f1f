/**
 * Erbjudandena efter affischen, på svenska (docs/product/offers.md): de tre vägarna, kassasidorna för
 * strategisprinten och Talk, sprinterbjudandet i steg 3 (futurein3), sponsorsidan och sponsorförfrågans
 * förslag till meddelande. Samma nycklar och platshållare som content/offers.ts (`{brand}`, `{firstName}`,
 * `{program}`, `{price}`, `{product}`, `{productName}`, `{forName}`, `{amount}`, `{date}`, `{parentEmail}`), kontrollerat
 * av src/core/content-sv-pages.test.ts.
 *
 * Skrivet för svenska läsare, inte översatt rad för rad: du-form, meningsversal (ingen Title Case), ”…”, tankstreck
 * (–) och priser skrivna som svenskan skriver dem (`9 €`, med hårt mellanslag), formaterade av src/core/locale.ts
 * från samma belopp som den engelska filen visar (PRICES_CENTS). Produktnamnet {brand} Talk behålls; Strategy
 * Sprint heter strategisprinten, som en vanlig svensk sammansättning.
 */
import { formatPrice } from '@core/locale.js';
import {
  PRICES_CENTS,
  type CHECKOUT_ERRORS,
  type FUTURE_IN_3,
  type OfferService,
  type PathCard,
  type PAYMENT_ACCOUNT,
  type PAYMENT_CHECK,
  type SPONSOR_MANAGE,
  type SPONSOR_PAGE,
  type SPONSOR_REQUEST,
  type SponsorOffer,
  type STRATEGY_CANCELED,
  type STRATEGY_CHECKOUT,
  type STRATEGY_SUCCESS,
  type TALK_CANCELED,
  type TALK_CHECKOUT,
  type TALK_CONVERSATION,
  type TALK_PATH_CHAT,
  type TALK_SUCCESS,
} from '../offers.js';
import type { SameShape } from './shape.js';

/** 9 € och 90 €, som svenskan skriver dem (src/core/locale.ts). */
const TALK_PRICE = formatPrice('sv', PRICES_CENTS.talk);
const STRATEGY_PRICE = formatPrice('sv', PRICES_CENTS.strategy);

/** Röst bara där röst fungerar (decision 081): med en tjänst för tal till text, annars text som läses upp. */
export const TALK_CONVERSATION_SV: SameShape<typeof TALK_CONVERSATION> = {
  voice: 'Samtal med röst eller text',
  text: 'Samtal i text, uppläst i din webbläsare',
};
export const TALK_PATH_CHAT_SV: SameShape<typeof TALK_PATH_CHAT> = {
  voice: 'Prata eller skriv, dygnet runt',
  text: 'Chatt i text, dygnet runt',
};

/** Konverteringsstegets tre vägar (docs/product/README.md#the-three-paths). */
export const PATHS_SV: readonly PathCard[] = [
  {
    id: 'talk',
    title: '{brand} Talk',
    tagline: 'Chatta med ett äldre jag som redan har gått din väg.',
    price: TALK_PRICE,
    priceNote: 'i månaden · avsluta när du vill',
    points: [TALK_PATH_CHAT_SV.text, 'Från småsaker till stora beslut', 'Privat och säkert'],
    cta: 'Börja med Talk',
    badge: 'Lanseringspris',
  },
  {
    id: 'strategy',
    title: 'Strategisprint',
    tagline: 'Tre dagars framtidsspaning som gör din affisch till en plan.',
    price: STRATEGY_PRICE,
    priceNote: 'betalas en gång',
    points: ['3 samtal på 45 minuter', 'Din egen plan för 90 dagar', 'Pengarna tillbaka inom 30 dagar'],
    cta: 'Se sprinten',
    badge: 'Mest komplett',
  },
  {
    id: 'show',
    title: 'Ansökan till showen',
    tagline: 'Sök för att vara med i tv-programmet från {brand}.',
    price: 'Gratis',
    priceNote: 'ett formulär på 60 sekunder',
    points: ['Berätta din historia på 60 sekunder', 'Få platser', 'Alla får söka'],
    cta: 'Sök till showen',
  },
];

/** /strategy-checkout (docs/product/offers.md#strategy-checkout). */
export const STRATEGY_CHECKOUT_SV: SameShape<typeof STRATEGY_CHECKOUT> = {
  eyebrow: 'Strategisprint',
  title: 'Strategisk framsyn för din egen framtid',
  lead: 'Tre dagar, tre samtal på 45 minuter med en framtidscoach och en egen plan för de kommande 90 dagarna.',
  priceLabel: STRATEGY_PRICE,
  priceNote: 'betalas en gång',
  highlights: [
    '3 samtal på 45 minuter',
    'Din egen karriärplan för 90 dagar',
    'Analys av 30 trender',
    '20 brev från framtiden',
  ],
  whatYouGetTitle: 'Det här ingår',
  whatYouGet: [
    { title: '30 trendkort', body: 'Krafterna som formar arbetslivet i din bransch, och vad de betyder för dig.' },
    {
      title: '20 brev från framtiden',
      body: 'Brev från möjliga framtida versioner av dig, så att du kan pröva vad du egentligen vill.',
    },
    { title: 'Samtal med en coach', body: 'Tre samtal på 45 minuter under tre dagar med en framtidscoach.' },
    { title: 'Din plan för 90 dagar', body: 'Konkreta nästa steg, vecka för vecka, från där du står i dag.' },
    { title: 'Din sprintrapport', body: 'Dina trender, brev och din plan i en rapport från din coach, med pdf.' },
  ],
  notes: ['Säker betalning', 'Pengarna tillbaka inom 30 dagar'],
  cta: `Börja din strategiresa – ${STRATEGY_PRICE}`,
  processing: 'Bearbetar …',
  sponsor: 'Be en förälder eller partner att sponsra',
  contact: 'Frågor? Skriv till oss på',
};

/** /talks-checkout (docs/product/offers.md#talk-checkout). */
export const TALK_CHECKOUT_SV: SameShape<typeof TALK_CHECKOUT> = {
  eyebrow: 'Talk · lanseringspris',
  title: '{brand} Talk',
  lead: 'Prata med en äldre version av dig själv: någon som redan har gjort valen som ligger framför dig.',
  priceLabel: TALK_PRICE,
  priceNote: 'i månaden',
  features: [
    TALK_CONVERSATION_SV.text,
    'Från småsaker till stora beslut',
    'Öppet dygnet runt',
    'Privat och säkert',
    'Avsluta när du vill',
  ],
  notes: ['Säker betalning', 'Avsluta när du vill'],
  privacy:
    'Privat: ingen läser ditt samtal. En coach i strategisprinten ser dina höjdpunkter från Talk bara om du kryssar i att du vill dela dem, och du kan ta bort krysset när du vill.',
  cta: `Börja med Talk – ${TALK_PRICE} i månaden`,
  processing: 'Bearbetar …',
  sponsor: 'Be en förälder eller partner att sponsra',
};

export const STRATEGY_SUCCESS_SV: SameShape<typeof STRATEGY_SUCCESS> = {
  title: 'Betalningen är klar!',
  lead: 'Din strategisprint är bokad. Så här går det till nu.',
  nextSteps: [
    { title: 'Kolla din inkorg', body: 'Kvittot och länken där du bokar dina samtal är på väg.' },
    { title: 'Boka dina 3 samtal på 45 minuter', body: 'Välj tre tider under tre dagar som passar dig.' },
    { title: 'Börja med de 30 trenderna', body: 'Dina trendkort ligger klara före ditt första samtal.' },
  ],
  included: ['30 trendkort', '20 brev från framtiden', 'Din plan för 90 dagar', 'Din sprintrapport'],
  back: 'Till översikten',
};

export const STRATEGY_CANCELED_SV: SameShape<typeof STRATEGY_CANCELED> = {
  title: 'Betalningen avbröts',
  body: 'Inga pengar drogs. Sprinten finns kvar här när du är redo.',
};

export const TALK_SUCCESS_SV: SameShape<typeof TALK_SUCCESS> = {
  title: 'Välkommen till {brand} Talk!',
  lead: 'Din prenumeration är igång. Ditt framtida jag väntar på dig.',
  start: 'Börja prata',
  settings: 'Kontoinställningar',
  home: 'Till startsidan',
};

export const TALK_CANCELED_SV: SameShape<typeof TALK_CANCELED> = {
  title: 'Prenumerationen avbröts',
  body: 'Du avbröt betalningen och inga pengar drogs. Du kan börja om när du vill.',
  retry: 'Försök igen',
  home: 'Till startsidan',
};

/** Vad en bekräftelsesida säger medan den kontrollerar betalningen, och när den inte kan bekräfta den. */
export const PAYMENT_CHECK_SV: SameShape<typeof PAYMENT_CHECK> = {
  checking: 'Vi bekräftar din betalning …',
  open: {
    title: 'Betalningen är inte klar än',
    body: 'Vi har inte fått någon betalning. Om du stängde kassan kan du börja om.',
  },
  failed: {
    title: 'Betalningen gick inte igenom',
    body: 'Betalningen gick inte igenom och inga pengar drogs. Försök gärna igen.',
  },
  unknown: {
    title: 'Vi hittar inte den här betalningen',
    body: 'Den här bekräftelselänken gäller inte. Om du har betalat finns kvittot i din inkorg.',
  },
  retry: 'Försök igen',
  recheck: 'Kontrollera igen',
};

/** Vad tacksidan säger om den betalandes konto (decision 066). */
export const PAYMENT_ACCOUNT_SV: SameShape<typeof PAYMENT_ACCOUNT> = {
  created:
    'Du är inloggad på ditt nya konto på den här enheten. Kvittot har gått till mejladressen du angav, med en länk som loggar in dig på andra enheter.',
  existing:
    'Den här mejladressen har redan ett konto, så köpet lades till där. Vi har skickat en inloggningslänk till adressen: öppna den för att logga in och hitta det du köpte.',
  refunded: 'Du hade redan det här, så vi har betalat tillbaka beloppet. Inget ändras för det du redan har.',
};

export const CHECKOUT_ERRORS_SV: SameShape<typeof CHECKOUT_ERRORS> = {
  self: 'Något gick fel. Försök igen.',
  sponsoredTitle: 'Betalningen gick inte att starta',
  sponsoredBody: 'Vi kunde inte starta betalningen. Försök igen.',
};

/** Sprinterbjudandet i steg 3 (futurein3-offer; docs/product/offers.md#stage-3-sprint-offer). */
export const FUTURE_IN_3_SV: SameShape<typeof FUTURE_IN_3> = {
  eyebrow: 'Steg 3 · Framtiden på tre dagar',
  title: 'Gör din affisch till en plan för 90 dagar',
  lead: 'Tre dagars framtidsspaning: vad som förändras i din värld, vad dina framtida jag säger till dig och din plan för de kommande 90 dagarna.',
  priceNote: 'betalas en gång · pengarna tillbaka inom 30 dagar',
  cta: 'Starta min sprint',
  call: 'Boka ett gratis samtal på 15 minuter med en coach',
  agendaTitle: 'Dina tre dagar',
  includedTitle: 'Det här ingår',
  included: [
    { value: '30', label: 'trendkort' },
    { value: '20', label: 'brev från framtiden' },
    { value: '90 dagar', label: 'plan vecka för vecka' },
    { value: '3 × 45', label: 'minuters samtal' },
  ],
  guarantee: 'Pengarna tillbaka om det inte gav dig något: säg till inom 30 dagar så får du hela beloppet tillbaka.',
  back: 'Till startsidan',
  days: [
    {
      day: 'Dag 1',
      title: 'Omvärlden: vad som förändras',
      items: [
        'Samtal på 45 minuter med din coach',
        'Betygsätt 30 trendkort: hur mycket de påverkar dig och hur säkra de är',
        'Hitta förändringarna som öppnar dörrar i din bransch',
      ],
    },
    {
      day: 'Dag 2',
      title: 'Visionen: vem du kan bli',
      items: [
        'Samtal på 45 minuter med din coach',
        'Läs 20 brev från tänkbara framtida jag',
        'Välj den framtid som är värd att jobba för',
      ],
    },
    {
      day: 'Dag 3',
      title: 'Strategin: dina kommande 90 dagar',
      items: [
        'Samtal på 45 minuter med din coach',
        'Gör dina styrkor till en plan för 90 dagar, vecka för vecka',
        'Gå därifrån med din sprintrapport: trender, brev och plan',
      ],
    },
  ],
};

/** Sponsorsidan (docs/product/offers.md#sponsor-page). */
export const SPONSOR_PAGE_SV: SameShape<typeof SPONSOR_PAGE> = {
  loading: 'Hämtar sponsorsidan …',
  title: 'Hjälp {firstName} att ta nästa steg',
  quote:
    'Jag har gjort ett tidningsomslag av mitt framtida jag. Med din hjälp vill jag gärna göra det till en riktig plan. Vill du sponsra mig?',
  benefitsTitle: 'Som sponsor får du',
  benefits: ['En kopia av slutrapporten', 'Glädjen i att ha satsat på någons framtid'],
  cta: 'Sponsra {firstName} med {price}',
  noAccount: 'Inget konto behövs. Säker betalning.',
  parentConsent: 'Jag är den här personens förälder eller vårdnadshavare och godkänner att hen använder {product}.',
  paidTitle: 'Tack för att du sponsrar {firstName}!',
  paidBody: 'Betalningen är klar och ett kvitto är på väg till dig.',
  paidBodyTold: 'Betalningen är klar. {firstName} har fått veta det via mejl, och ett kvitto är på väg till dig.',
  alreadyTitle: 'Redan sponsrat – tack',
  alreadyBody: 'Det här är redan betalt, så du behöver inte betala något. Tack för att du vill hjälpa till.',
  canceled: 'Betalningen avbröts. Inga pengar drogs.',
  errors: {
    invalid: { title: 'Ogiltig sponsorlänk', description: 'Den här sponsorlänken gäller inte.' },
    notFound: {
      title: 'Vi hittar inte personen',
      description: 'Vi hittar inte den du vill sponsra. Hen kanske behöver göra klart sin affisch först.',
    },
    load: { title: 'Sidan gick inte att hämta', description: 'Vi kunde inte hämta sponsorsidan.' },
    expired: {
      title: 'Sponsorlänken har gått ut',
      description: 'Den här sponsorlänken har gått ut. Be om en ny om du fortfarande vill hjälpa till.',
    },
  },
};

/** /sponsor-manage: det en sponsor betalar för, från länken i kvittot (decision 066). */
export const SPONSOR_MANAGE_SV: SameShape<typeof SPONSOR_MANAGE> = {
  title: 'Din sponsring',
  lead: 'Du betalar {productName} för {forName}.',
  leadNoName: 'Du betalar {productName}.',
  price: '{amount} i månaden',
  priceOnce: '{amount}, betalt en gång',
  renews: 'Förnyas den {date}. Du kan avsluta när du vill.',
  ends: 'Avslutad: sponsringen gäller till och med den {date}, och inget mer dras.',
  ended: 'Sponsringen har upphört. Inget mer dras.',
  refunded: 'Den här betalningen har återbetalats.',
  cancel: 'Avsluta min sponsring',
  resume: 'Fortsätt betala',
  canceledToast: 'Avslutad. Inget mer kommer att dras.',
  resumedToast: 'Din sponsring fortsätter.',
  invalid: 'Den här länken gäller inte. Öppna länken i ditt senaste kvitto, eller svara på kvittot så hjälper vi dig.',
  loading: 'Hämtar din sponsring …',
};

/** Det en sponsor betalar för, per tjänst (docs/product/offers.md#sponsor-page; 30/20 enligt decision 026). */
export const SPONSOR_OFFERS_SV: Readonly<Record<OfferService, SponsorOffer>> = {
  strategy: {
    name: 'Strategisprint i framtidsspaning',
    price: STRATEGY_PRICE,
    priceNote: 'betalas en gång',
    features: [
      '30 trendkort',
      '20 brev från framtiden',
      'Samtal med en coach',
      'AI-verktyg för idéer',
      'En egen plan för 90 dagar',
      'En komplett rapport',
    ],
  },
  talk: {
    name: '{brand} Talk',
    price: `${TALK_PRICE} i månaden`,
    priceNote: 'avsluta när du vill',
    features: [
      'Utforska din framtidsvision',
      'Trendanalys',
      'Dina orättvisa fördelar',
      'Vägledning i karriärvalet',
      'En rapport i tidningsform',
    ],
  },
};

/** Sponsorförfrågan (docs/product/offers.md#sponsorship-request). */
export const SPONSOR_REQUEST_SV: SameShape<typeof SPONSOR_REQUEST> = {
  open: 'Be en förälder eller partner att sponsra',
  title: 'Be en förälder eller partner att sponsra dig',
  description:
    'Vi mejlar din affisch, ditt meddelande och en säker länk för att betala. Mottagaren behöver inget konto.',
  parentNames: 'Förälderns eller partnerns namn',
  parentNamesPlaceholder: 't.ex. Anna och Lars',
  parentEmail: 'Förälderns eller partnerns mejladress (valfritt)',
  parentEmailHint: 'Behövs för att skicka förfrågan med mejl.',
  message: 'Personligt meddelande',
  messageHint: 'Låt det stå som det är eller skriv ett eget.',
  copy: 'Kopiera meddelandet',
  copied: 'Kopierat!',
  send: 'Skicka förfrågan',
  sending: 'Skickar …',
  sentTitle: 'Förfrågan är skickad!',
  sentBody: 'Vi har mejlat {parentEmail}. Hen kan sponsra dig via länken i mejlet.',
  missing: 'Det saknas uppgifter: skriv namn och mejladress.',
  mailFailed: 'Mejlet gick inte att skicka. Försök igen eller dela på något annat sätt.',
  copyFailed: 'Det gick inte att kopiera. Kopiera meddelandet för hand.',
  programNames: { talk: '{brand} Talk', strategy: 'Strategisprint i framtidsspaning' },
  defaultMessage:
    'Hej! Jag har gjort ett tidningsomslag av mitt framtida jag med {brand}. Nu vill jag gärna ta nästa steg: {program} ({price}). Vill du sponsra mig? Det skulle betyda jättemycket för mig. /{firstName}',
};
