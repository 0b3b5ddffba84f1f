/**
 * Veckans steg och sponsorns lägesrapport på svenska (decision 078). Samma nycklar och platshållare som
 * content/weekly-guidance.ts: `{firstName}`, `{week}`, `{weeks}`, `{task}`, `{done}`, `{next}`, `{sponsorName}`,
 * `{answer}` och `{brand}` fylls i av servern. Inget genitiv-s efter ett namn (”Jonas” blir inte ”Jonass”): texterna
 * säger det på andra sätt.
 */
import type {
  SPONSOR_NOTE,
  WEEKLY_ANSWER_LABELS,
  WEEKLY_EMAIL,
  WEEKLY_FOLLOW_UP,
  WEEKLY_PAGES,
  WEEKLY_SETTINGS,
} from '../weekly-guidance.js';
import type { SameShape } from './shape.js';

/** En vecka vars steg är detsamma som förra veckans: den andra veckan med det. */
export const WEEKLY_SECOND_WEEK_SV = 'Fortsätt, och gör klart det: {task}';

/** Meddelandet i Talk, från det äldre jaget. */
export const WEEKLY_TALK_MESSAGE_SV =
  'Vecka {week}: {task}. Litet med flit. När du har gjort ett försök, berätta i din plan: klart, inte än eller ändra det.';

export const WEEKLY_EMAIL_SV: SameShape<typeof WEEKLY_EMAIL> = {
  subject: 'Vecka {week}: veckans steg, {firstName}',
  preheader: '{task}',
  heading: 'Vecka {week} av {weeks}',
  intro: 'Hej {firstName}! Här är veckans steg från din plan för 90 dagar:',
  outro: 'Ett steg, inte hela planen. Tryck på hur det gick, så frågar jag om det nästa gång vi pratar.',
  done: 'Klart',
  notYet: 'Inte än',
  change: 'Ändra det',
  stop: 'Stäng av veckans steg',
  footnote: 'Länkarna gäller i 30 dagar. Du kan ändra dag och tid i din plan i {brand} Talk.',
};

/**
 * Till det äldre jaget i nästa samtal (weeklyFollowUp `note`): förra veckans steg och svaret, som en instruktion att
 * följa upp först. `{task}` och `{week}`.
 */
export const WEEKLY_FOLLOW_UP_SV: SameShape<typeof WEEKLY_FOLLOW_UP> = {
  done: 'Förra veckans steg (vecka {week}) var ”{task}” och hen markerade det som klart: fråga först vad hen lärde sig eller märkte.',
  not_yet:
    'Förra veckans steg (vecka {week}) var ”{task}” och hen svarade inte än: fråga först vänligt vad som kom emellan, och föreslå en mindre variant.',
  change:
    'Förra veckans steg (vecka {week}) var ”{task}” och hen bad om att ändra det: fråga först vad som skulle passa hens vecka bättre, och kom överens om ett nytt steg.',
  none: 'Förra veckans steg (vecka {week}) var ”{task}” och hen har inte sagt hur det gick: fråga först, kort.',
};

export const WEEKLY_ANSWER_LABELS_SV: SameShape<typeof WEEKLY_ANSWER_LABELS> = {
  done: 'Klart',
  not_yet: 'Inte än',
  change: 'Ändra det',
};

/** Sidan som en länk i mejlet öppnar. */
export const WEEKLY_PAGES_SV: SameShape<typeof WEEKLY_PAGES> = {
  recorded: {
    done: { title: 'Vecka {week}: klart', body: 'Snyggt jobbat, {firstName}. Det är markerat i din plan.' },
    not_yet: {
      title: 'Vecka {week}: inte än',
      body: 'Det är helt okej, {firstName}. Steget ligger kvar i din plan; nästa gång vi pratar tittar vi på vad som kom emellan.',
    },
    change: {
      title: 'Vecka {week}: vi ändrar det',
      body: 'Uppfattat, {firstName}. Öppna Talk och berätta vad som skulle passa din vecka bättre; ditt äldre jag börjar där.',
    },
  },
  already: {
    title: 'Redan noterat',
    body: 'Vecka {week} var redan markerad ”{answer}”. Inget nytt sparades. Du kan ändra det i din plan.',
  },
  stopped: {
    title: 'Veckans steg är avstängt',
    body: 'Du får inte veckans steg längre. Din plan finns kvar i Talk, och där kan du sätta på veckans steg igen.',
  },
  alreadyStopped: {
    title: 'Veckans steg var redan avstängt',
    body: 'Inget ändrades: du får inte veckans steg. Du kan sätta på det igen från din plan i Talk.',
  },
  invalid: {
    title: 'Länken gäller inte',
    body: 'Den kan ha gått ut eller blivit avklippt. Öppna din plan i Talk för att markera veckan eller ändra veckans steg.',
  },
  openPlan: 'Öppna min plan',
};

/** I planvyn. */
export const WEEKLY_SETTINGS_SV: SameShape<typeof WEEKLY_SETTINGS> = {
  title: 'Veckans steg',
  intro: 'Varje vecka ett steg ur den här planen, via mejl och i Talk.',
  when: 'Skicka på',
  at: 'klockan',
  zone: 'Tidszon',
  save: 'Spara',
  stop: 'Stäng av veckans steg',
  start: 'Sätt på veckans steg',
  off: 'Veckans steg är avstängt.',
  weeksDone: '{done} av {weeks} veckor klara',
  thisWeek: 'Vecka {week}',
  notPaid: 'Veckans steg ingår i Talk. Det skickas inte när Talk inte är aktivt.',
  sponsorTitle: 'Lägesrapporter till {sponsorName}',
  sponsorAsk:
    'Skicka en kort rapport till {sponsorName} en gång i månaden: hur många veckor du har klarat och ditt nästa steg. Aldrig det du säger i Talk.',
};

/** Veckodagarna i samma ordning som på engelska (måndag först), med liten bokstav som svenskan skriver dem. */
export const WEEKDAYS_SV = ['måndag', 'tisdag', 'onsdag', 'torsdag', 'fredag', 'lördag', 'söndag'] as const;

/**
 * Sponsorns månadsrapport: antalet klara veckor och planens nästa fas i allmänna ord (planens egna steg handlar om
 * personens liv och skickas inte, inte heller något som sägs i Talk).
 */
export const SPONSOR_NOTE_SV: SameShape<typeof SPONSOR_NOTE> = {
  subject: 'En månad med {brand} Talk: så går det för {firstName}',
  preheader: '{done} av {weeks} veckor klara',
  heading: '{firstName}: {done} av {weeks} veckor klara',
  body: 'Hej {sponsorName}! Här är en kort rapport från {brand}, som {firstName} har gett oss lov att skicka. Hittills har {firstName} gjort {done} av de {weeks} veckostegen i sin plan för 90 dagar.',
  next: 'Nästa steg är att {next}.',
  footnote:
    'Rapporten innehåller aldrig det {firstName} säger i Talk. {firstName} kan stänga av rapporterna när som helst i inställningarna.',
};

/** Planens faser i allmänna ord, för sponsorn (index: fasen för nästa vecka). Står efter ”Nästa steg är att”. */
export const SPONSOR_PHASES_SV = [
  'göra ett första litet experiment',
  'lära sig av folk som redan är där hen vill vara',
  'bygga och testa nästa version av en idé',
  'bestämma sig för vad som kommer härnäst',
  'välja vad som kommer efter planen',
] as const;
