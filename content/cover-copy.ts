/**
 * FutureSelf — the words on a magazine cover: data only. The grammar that fills these templates is
 * src/core/cover-copy.ts (seeded: the same inputs always give the same copy).
 *
 * Inputs are the spun role (title, blurb, tone, theme), the context phrases of the four chosen cards, the superpower
 * answer (capped, quoted as the visitor wrote it) and the visitor's name (or an anonymous cover star).
 *
 * Template syntax:
 *   {key}      a variable, as is                     {Key}  the same with its first letter capitalised
 *   [a|b|c]    one of the alternatives, chosen by the seeded generator (no nesting)
 *
 * Variables: role, roleA ("a Space Janitor"), who / whose / first (the first name or an ANONYMOUS_WHO), name,
 * postcard, bhag, purpose, workplace (context phrases), postcardTitle, bhagTitle, purposeTitle, workplaceTitle
 * (card titles), powerShort, realm, perk, hazard, unit, gear (THEME_WORDS), n7, n20, n900 (numbers), year (the
 * future self's year: the cover's creation year + FUTURE_YEARS, src/core/horizon.ts, decision 068; a cover made in
 * 2026 says 2031). Kickers, banners and taglines may use {year} too.
 *
 * Context phrases are lowercase gerund phrases ("pulling carbon back out of the sky"): templates are written so
 * that they read naturally after "about", "is", "keeps", "of people who are", ...
 *
 * Rules for editors: never print the name or the logo of a real magazine; keep every cover line under
 * COVER_LINE_MAX characters once filled; say something specific to the visitor, never a generic slogan.
 * Changing a list, or its order, changes the copy of covers drawn from then on (src/core/cover-copy.test.ts pins a few).
 */
import type { VisualQuestionId } from './quiz.js';
import type { RoleTheme, RoleTone } from './roles.js';

export const COVER_STYLES = ['times', 'natgeo', 'forbes', 'wired'] as const;
export type CoverStyle = (typeof COVER_STYLES)[number];

/** The poster's price as printed on the cover (analytics default: 12 EUR). */
export const POSTER_PRICE = '€12';
export const ANONYMOUS_STAR = 'Future Professional';

export const HEADLINE_MAX = 90;
export const COVER_LINE_MAX = 72;
export const COVER_LABEL_MAX = 24;
export const QUOTE_MAX = 140;

/** The role title when none is given. */
export const ROLE_TITLE_FALLBACK = 'Visionary';
/** How the copy calls a visitor without a name ({who}). */
export const ANONYMOUS_WHO = ['our cover star', "this issue's cover star", 'the reader everyone is talking about'];
/** The pull quote's attribution when it quotes the superpower: "{name}, on …". */
export const SUPERPOWER_ATTRIBUTIONS = [
  'their professional superpower',
  'the superpower they would pick',
  'what makes them unstoppable',
];
/** The future-self description: "… you will find them {workplace}". */
export const DESCRIPTION_WHEN = ['Most days', 'On a good day', 'Usually'];
/** {purposeTitle} when the purpose card is missing. */
export const PURPOSE_TITLE_FALLBACK = 'following a calling';

/** Words that must never appear on a cover: the names of real magazines. */
export const FORBIDDEN_MASTHEADS =
  /\b(forbes|national geographic|nat ?geo|time magazine|wired magazine|vogue|newsweek|rolling stone|vanity fair|esquire|the economist)\b/i;

// ---------------------------------------------------------------------------------------------------------------
// Theme colour for the words (what the job smells like)

export interface ThemeWords {
  realm: string;
  perk: string;
  hazard: string;
  unit: string;
  gear: string;
}

export const THEME_WORDS: Record<RoleTheme, ThemeWords[]> = {
  tech: [
    {
      realm: 'the machines',
      perk: 'a robot that brings the coffee',
      hazard: 'a firmware update at 3 a.m.',
      unit: 'patents',
      gear: 'a keyboard that types back',
    },
    {
      realm: 'the network',
      perk: 'a desk that follows you around',
      hazard: 'a chatbot with opinions',
      unit: 'open-source stars',
      gear: 'glasses that subtitle meetings',
    },
  ],
  space: [
    {
      realm: 'low orbit',
      perk: 'a window seat over the whole planet',
      hazard: 'zero-gravity crumbs',
      unit: 'orbits',
      gear: 'a suit with a snack pocket',
    },
    {
      realm: 'the final frontier',
      perk: 'sixteen sunsets a day',
      hazard: 'a very long commute',
      unit: 'moon landings',
      gear: 'a helmet with a playlist',
    },
  ],
  ocean: [
    {
      realm: 'the deep blue',
      perk: 'a commute by submarine',
      hazard: 'curious octopuses',
      unit: 'reefs',
      gear: 'fins with a compass',
    },
    {
      realm: 'the open sea',
      perk: 'dolphins at the morning meeting',
      hazard: 'seaweed in the keyboard',
      unit: 'nautical miles',
      gear: 'a waterproof notebook',
    },
  ],
  nature: [
    {
      realm: 'the wild',
      perk: 'an office with no walls',
      hazard: 'opinionated geese',
      unit: 'forests',
      gear: 'boots that have seen things',
    },
    {
      realm: 'the great outdoors',
      perk: 'birdsong instead of notifications',
      hazard: 'a moose in the car park',
      unit: 'hectares of green',
      gear: 'a seed pouch and a good hat',
    },
  ],
  city: [
    {
      realm: 'the city',
      perk: 'a rooftop garden with a view',
      hazard: 'rush hour by drone',
      unit: 'city blocks',
      gear: 'a scooter that knows the shortcuts',
    },
    {
      realm: 'the streets',
      perk: 'the best noodles within 40 metres',
      hazard: 'pigeons with a grudge',
      unit: 'neighbourhoods',
      gear: 'a map that redraws itself',
    },
  ],
  arts: [
    {
      realm: 'the studio',
      perk: 'applause on a Tuesday',
      hazard: 'paint in unexpected places',
      unit: 'standing ovations',
      gear: 'a sketchbook that never runs out',
    },
    {
      realm: 'the stage',
      perk: 'a crowd that hums along',
      hazard: 'a muse that keeps odd hours',
      unit: 'sold-out shows',
      gear: 'a brush, a beat and a backup plan',
    },
  ],
  health: [
    {
      realm: 'the clinic',
      perk: 'thank-you cards from patients',
      hazard: 'hospital coffee',
      unit: 'healthy heartbeats',
      gear: 'a stethoscope that syncs',
    },
    {
      realm: 'the ward',
      perk: 'a garden on the roof of the hospital',
      hazard: 'the 4 p.m. biscuit crisis',
      unit: 'recoveries',
      gear: 'comfy shoes and a calm voice',
    },
  ],
  science: [
    {
      realm: 'the lab',
      perk: 'a lab coat with many pockets',
      hazard: 'experiments that work first time (suspicious)',
      unit: 'discoveries',
      gear: 'goggles with a zoom button',
    },
    {
      realm: 'the frontier of knowledge',
      perk: 'a whiteboard the size of a wall',
      hazard: 'a sample that glows slightly',
      unit: 'peer reviews',
      gear: 'a very patient microscope',
    },
  ],
  food: [
    {
      realm: 'the kitchen',
      perk: 'tasting everything before lunch',
      hazard: 'a soufflé with an attitude',
      unit: 'harvests',
      gear: 'a knife roll and a compost bin',
    },
    {
      realm: 'the farm',
      perk: 'strawberries straight from the vine',
      hazard: 'a tomato that will not ripen',
      unit: 'full plates',
      gear: 'a rooftop greenhouse',
    },
  ],
  society: [
    {
      realm: 'the town square',
      perk: 'a crowd that shows up',
      hazard: 'a very long comment section',
      unit: 'communities',
      gear: 'a megaphone and a kettle',
    },
    {
      realm: 'the neighbourhood',
      perk: 'a street party in your honour',
      hazard: 'a group chat with 900 people',
      unit: 'handshakes',
      gear: 'a notebook full of names',
    },
  ],
};

/** Used when an answer is missing (older records, or a card that no longer exists). */
export const CONTEXT_FALLBACK: Record<VisualQuestionId, string[]> = {
  postcard: ['seeing the world from a brand-new angle', 'sending postcards from places nobody has named yet'],
  bhag: ['fixing something the world had given up on', 'solving a problem bigger than any one lifetime'],
  purpose: ['making tomorrow a little kinder than today', 'leaving every room better than they found it'],
  workplace: ['working wherever the big ideas are', 'working from a desk with a very good view'],
};
/** Card titles used when an answer is missing. */
export const TITLE_FALLBACK: Record<VisualQuestionId, string> = {
  postcard: 'Tomorrow',
  bhag: 'The Big Goal',
  purpose: 'The Calling',
  workplace: 'Studio',
};

// ---------------------------------------------------------------------------------------------------------------
// Templates

/** What a template needs from the visitor: it is skipped when they gave no name, or no superpower. */
export type TemplateNeed = 'name' | 'power';
export interface CopyTemplate {
  t: string;
  /** Only for roles of these tones (any tone when absent). */
  tones?: RoleTone[];
  needs?: TemplateNeed[];
  /** Only on covers of these styles (any style when absent). */
  styles?: CoverStyle[];
  /** The main input a line talks about; two cover lines never share one. */
  about?: string;
}
export interface CoverLineTemplate extends CopyTemplate {
  /** Short label printed in the accent colour; at most COVER_LABEL_MAX characters. */
  label: string;
}

export const HEADLINES: CopyTemplate[] = [
  { t: 'How {who} turned {bhag} into a day job', about: 'bhag' },
  { t: '{Who} never stopped {purpose}. The world finally caught up.', about: 'purpose' },
  { t: 'Forget the corner office. The new power move is {workplace}.', about: 'workplace' },
  { t: 'Why everyone wants to be {roleA} [now|this decade|in {year}]', about: 'role' },
  { t: 'The {year} playbook: {bhag}, one Monday at a time', about: 'bhag' },
  { t: 'Plot twist: {whose} day job is {bhag}', about: 'bhag', tones: ['playful', 'humorous'] },
  { t: 'Inside a five-year mission: {bhag}', about: 'bhag', tones: ['serious'] },
  { t: 'The quiet revolution of {purpose}', about: 'purpose', tones: ['serious', 'playful'] },
  { t: 'What it really takes to be {roleA}', about: 'role', tones: ['serious'] },
  { t: '{Who} said yes to {realm}. {Realm} said yes back.', about: 'realm', tones: ['playful'] },
  { t: 'Dream job unlocked: {roleA}, {workplace}', about: 'workplace', tones: ['playful', 'humorous'] },
  { t: 'Day one: {hazard}. Day two: {bhag}.', about: 'bhag', tones: ['humorous', 'playful'] },
  {
    t: '{First} was told to get a real job. [This is it.|So they did.|Here it is.]',
    about: 'role',
    tones: ['humorous'],
    needs: ['name'],
  },
  {
    t: 'Breaking: {first} is still {purpose}, still answers emails',
    about: 'purpose',
    tones: ['humorous'],
    needs: ['name'],
  },
  { t: 'The {role} will see you now', about: 'role', tones: ['humorous', 'playful'] },
  { t: 'A job that comes with {perk}? {Who} found one.', about: 'perk', tones: ['humorous', 'playful'] },
  { t: 'Superpower confirmed: “{powerShort}”', about: 'power', needs: ['power'] },
  {
    t: '“{powerShort}” — the superpower behind the headline',
    about: 'power',
    needs: ['power'],
    tones: ['serious', 'playful'],
  },
  { t: 'Five years of {purpose}, [zero regrets|no days off|one very full passport]', about: 'purpose' },
  { t: 'Meet the [mind|person|force] behind {bhag}', about: 'bhag', tones: ['serious', 'playful'] },
  { t: 'From one spin of a wheel to {realm}: the rise of {who}', about: 'realm' },
  { t: 'It started with {postcard}. It never really stopped.', about: 'postcard' },
  { t: '{First} on {purpose} and the art of the long game', about: 'purpose', needs: ['name'], tones: ['serious'] },
  { t: 'The year {bhag} stopped sounding impossible', about: 'bhag', tones: ['serious'] },
  { t: 'Nobody else wanted to try {bhag}. {Who} did.', about: 'bhag', tones: ['playful', 'serious'] },
];

export const COVER_LINES: CoverLineTemplate[] = [
  { label: 'The Big Goal', t: '{Bhag}: [here is the plan|the field guide|a step-by-step plan]', about: 'bhag' },
  { label: 'Postcard', t: '[A week|Seven days|One long weekend] spent {postcard}', about: 'postcard' },
  { label: 'Office of the Year', t: '{Workplace}', about: 'workplace' },
  { label: 'Drive', t: 'What gets {who} out of bed: {purpose}', about: 'purpose' },
  { label: 'Habits', t: '{n7} habits of people who are {purpose}', about: 'purpose' },
  { label: 'Exclusive', t: 'Inside {realm} with {roleA}', about: 'realm' },
  { label: 'Career', t: 'From “what do I do?” to {roleA} in one spin', about: 'role' },
  { label: 'Perks', t: 'Yes, the job comes with {perk}', about: 'perk' },
  { label: 'Hazards', t: 'Occupational hazard: {hazard}', about: 'hazard', tones: ['humorous', 'playful'] },
  { label: 'How-To', t: "A beginner's guide to {bhag}", about: 'bhag' },
  { label: 'Debate', t: 'Is {bhag} possible? {Who} says yes', about: 'bhag' },
  { label: 'Plan', t: 'The 90-day plan that started it all', about: 'plan', tones: ['serious'] },
  { label: 'Tested', t: 'We spent a week {postcard}', about: 'postcard' },
  { label: 'Travel', t: 'Postcards from {year}: {postcardTitle}', about: 'postcard' },
  { label: 'Dress Code', t: 'What to wear at the {workplaceTitle}', about: 'workplace' },
  { label: 'Wellbeing', t: 'The art of {purpose} without burning out', about: 'purpose' },
  { label: 'Q&A', t: '{Who} answers {n20} questions nobody else asked', about: 'qa' },
  { label: 'Inside', t: 'A day at the {workplaceTitle}, hour by hour', about: 'workplace' },
  { label: 'Letters', t: 'Dear younger me: keep {purpose}', about: 'purpose', tones: ['serious', 'playful'] },
  { label: 'Gear', t: 'The kit: {gear}', about: 'gear' },
  { label: 'The Calling', t: 'Why {purposeTitle} is the career move of the decade', about: 'purpose' },
  { label: 'Field Notes', t: "What {roleA} knows that you don't (yet)", about: 'role', tones: ['playful', 'humorous'] },
  // per style flavour
  { label: 'Essay', t: 'The case for {bhag}', about: 'bhag', styles: ['times'] },
  { label: 'The Nation', t: 'The generation that chose {purpose}', about: 'purpose', styles: ['times'] },
  { label: 'Special Report', t: '{bhagTitle}? Meet who is really doing the work', about: 'bhag', styles: ['times'] },
  { label: 'Expedition', t: '{postcardTitle}, as nobody has seen it before', about: 'postcard', styles: ['natgeo'] },
  { label: 'Field Report', t: 'Meet the people {purpose}', about: 'purpose', styles: ['natgeo'] },
  {
    label: 'Photo Essay',
    t: '{workplaceTitle}: a year at the edge of the map',
    about: 'workplace',
    styles: ['natgeo'],
  },
  {
    label: 'Net Worth',
    t: '{n900} {unit} and [counting|rising|a very good reputation]',
    about: 'money',
    styles: ['forbes'],
  },
  { label: 'Leadership', t: 'The {n7}-step playbook for {bhag}', about: 'bhag', styles: ['forbes'] },
  { label: 'Big Bets', t: 'The billion-[euro|dollar] bet on {bhag}', about: 'bhag', styles: ['forbes'] },
  { label: 'The List', t: 'The Next 40: visionaries who are {purpose}', about: 'purpose', styles: ['forbes'] },
  { label: 'Signal', t: 'The code behind {bhag}', about: 'bhag', styles: ['wired'] },
  { label: 'Hacks', t: '{n7} hacks for {purpose}', about: 'purpose', styles: ['wired'] },
  { label: 'Gear', t: 'Tested: {gear}', about: 'gear', styles: ['wired'] },
  { label: 'Reboot', t: 'Rebooting {realm}, one {role} at a time', about: 'realm', styles: ['wired'] },
];

export const QUOTES: CopyTemplate[] = [
  { t: 'I was just {purpose}. The job title came later.', about: 'purpose' },
  { t: 'Everyone said {bhag} was impossible. That sounded like a job offer.', about: 'bhag' },
  {
    t: "My office? I'm {workplace}. I'm not coming back to the cubicle.",
    tones: ['playful', 'humorous'],
    about: 'workplace',
  },
  {
    t: 'Some people collect stamps. I collect days spent {purpose}.',
    tones: ['playful', 'humorous'],
    about: 'purpose',
  },
  { t: 'The secret is simple: keep {purpose}, and say yes to the weird stuff.', about: 'purpose' },
  { t: 'Honestly? I still cannot believe this is a real job.', tones: ['humorous', 'playful'] },
  { t: 'Every big goal looks small from {realm}.', tones: ['serious', 'playful'], about: 'realm' },
  { t: 'It started as a postcard in my head: {postcard}.', about: 'postcard' },
  { t: 'Five questions and one spin. Then five years of {purpose}.', tones: ['serious'], about: 'purpose' },
  { t: 'Nobody hands you a map for {bhag}. So I drew one.', about: 'bhag' },
  {
    t: 'Turns out {perk} is a perfectly good reason to get up in the morning.',
    tones: ['humorous', 'playful'],
    about: 'perk',
  },
];

export const KICKERS: Record<CoverStyle, string[]> = {
  times: ['Cover Story', 'The {year} Issue', 'Special Report', 'Visionaries'],
  natgeo: ['Special Issue', 'Exploration', 'The {year} Issue', 'Field Report'],
  forbes: ['Cover Story', 'Leaders', 'The Next 40', 'Exclusive'],
  wired: ['Cover Story', 'Dispatch {year}', 'Upgrade', 'Exclusive'],
};
export const BANNERS: Record<CoverStyle, string[]> = {
  times: ['The Visionaries Issue', 'Visionary of the Decade', 'Special Report: {year}'],
  natgeo: ['The Uncharted Issue', 'Special Exploration Issue', 'Where the Maps Run Out'],
  forbes: ['The Next 40 List', 'The Leaders Issue', 'The Money Issue'],
  wired: ['The Upgrade Issue', 'Patch Notes: {year}', 'Signal Over Noise'],
};
export const TAGLINES: Record<CoverStyle, string[]> = {
  times: ['The people shaping the next decade', 'The ideas that will define {year}', 'Read it before it happens'],
  natgeo: ['Exploring the future, one person at a time', 'Further than the maps go', 'A field guide to tomorrow'],
  forbes: ['The ones to watch', 'Ambition, audited', 'Where big bets pay off'],
  wired: ['Tomorrow, debugged', 'Future, uploading', 'The shape of things to come'],
};

/** For a role no longer in content/roles.ts: its tone, and the themes one is picked from (by a hash of its title). */
export const TONE_FALLBACK: RoleTone = 'playful';
export const THEME_FALLBACK: RoleTheme[] = [
  'tech',
  'space',
  'ocean',
  'nature',
  'city',
  'arts',
  'health',
  'science',
  'food',
  'society',
];
