/**
 * FutureSelf — the words on a magazine cover.
 *
 * A small seeded template grammar: the same inputs always give the same cover copy, different inputs give
 * visibly different headlines, cover lines and quotes. Inputs are the spun role (title, blurb, tone, theme),
 * the context phrases of the four chosen cards, the superpower answer (capped, quoted as the visitor wrote it)
 * and the visitor's name (or an anonymous cover star).
 *
 * Template syntax:
 *   {key}      a variable, as is                     {Key}  the same with its first letter capitalised
 *   [a|b|c]    one of the alternatives, chosen by the seeded generator (no nesting)
 *
 * Context phrases are lowercase gerund phrases ("pulling carbon back out of the sky"): templates are written so
 * that they read naturally after "about", "is", "keeps", "of people who are", ...
 *
 * Rules for editors: never print the name or the logo of a real magazine; keep every cover line under
 * COVER_LINE_MAX characters once filled; say something specific to the visitor, never a generic slogan.
 */
import { findCard, SUPERPOWER_MAX_LENGTH, type QuizCard, type VisualQuestionId } from './quiz.js';
import { roles, type FutureRole, type RoleTheme, type RoleTone } from './roles.js';

export const COVER_STYLES = ['times', 'natgeo', 'forbes', 'wired'] as const;
export type CoverStyle = (typeof COVER_STYLES)[number];

/** The poster's price as printed on the cover (analytics default: 12 EUR). */
export const POSTER_PRICE = '€12';
export const ANONYMOUS_STAR = 'Future Professional';

export const HEADLINE_MAX = 90;
export const COVER_LINE_MAX = 72;
export const COVER_LABEL_MAX = 24;
export const QUOTE_MAX = 140;
export const NAME_MAX = 40;

export interface CoverLine {
  /** Short label printed in the accent colour ("The Big Goal"). */
  label: string;
  text: string;
}

export interface CoverCopy {
  /** 'The Future {role}' */
  title: string;
  roleTitle: string;
  /** Small text above the title ("Cover Story"). */
  kicker: string;
  /** The witty line that goes with the title. */
  headline: string;
  /** A standfirst: the role's day in 2040. */
  dek: string;
  coverLines: CoverLine[];
  pullQuote: { text: string; attribution: string };
  /** The strip across a corner ("The Visionaries Issue"). */
  banner: string;
  /** The line under the masthead. */
  tagline: string;
  issueNumber: string;
  volume: string;
  /** Month and year, e.g. 'June 2026'. */
  issueDate: string;
  price: string;
  /** The visitor's name, or 'Future Professional' when anonymous. */
  starName: string;
  style: CoverStyle;
}

export interface CoverCopyInput {
  roleTitle: string;
  /** The role's blurb, tone and theme; looked up by title in content/roles.ts when omitted. */
  role?: Partial<Pick<FutureRole, 'blurb' | 'tone' | 'theme'>>;
  /** Question id → card id (visual questions) or free text (superpower). */
  answers?: Record<string, string | undefined>;
  /** Stored context phrases; they win over the card lookup (cards may be edited later). */
  contexts?: Partial<Record<VisualQuestionId, string | null | undefined>>;
  userName?: string | null;
  style?: CoverStyle;
  /** The issue date (month and year are printed). Not part of the seed. */
  date?: Date;
  /** Extra entropy, e.g. the cover id, so two visitors with the same answers get different copy. */
  seed?: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Seeded randomness

/** FNV-1a, 32 bits. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small, fast, good-enough generator for picking words. */
export function seededRandom(seed: number | string): () => number {
  let a = typeof seed === 'string' ? hashString(seed) : seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

// ---------------------------------------------------------------------------------------------------------------
// Text helpers

const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** Collapse whitespace, drop control characters and angle brackets. */
export function cleanText(s: string | null | undefined): string {
  return (s ?? '')
    .replace(/\p{Cc}|[<>]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cut at a word boundary to at most `max` characters, adding an ellipsis when cut. */
export function capText(s: string, max: number): string {
  const t = cleanText(s);
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  const base = space > max * 0.5 ? cut.slice(0, space) : cut;
  return `${base.replace(/[\s,;:.!?\-–—]+$/, '')}…`;
}

/** The superpower answer as data: trimmed, capped, without wrapping quotes. Empty string when blank. */
export function cleanSuperpower(s: string | null | undefined): string {
  const t = cleanText(s).replace(/^["'“”‘’«»]+|["'“”‘’«»]+$/g, '').trim();
  return capText(t, SUPERPOWER_MAX_LENGTH);
}

export function cleanName(s: string | null | undefined): string | null {
  const t = capText(cleanText(s).replace(/[{}[\]|]/g, ''), NAME_MAX);
  return t ? t : null;
}

const article = (word: string) => (/^[aeiou]/i.test(word) && !/^(uni|use|eu|one)/i.test(word) ? 'an' : 'a');
const possessive = (who: string) => (who.endsWith('s') ? `${who}'` : `${who}'s`);

export function findRole(title: string): FutureRole | undefined {
  const t = title.trim().toLowerCase();
  return roles.find((r) => r.title.toLowerCase() === t);
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export function issueDateLabel(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Theme colour for the words (what the job smells like)

interface ThemeWords {
  realm: string;
  perk: string;
  hazard: string;
  unit: string;
  gear: string;
}

const THEME_WORDS: Record<RoleTheme, ThemeWords[]> = {
  tech: [
    { realm: 'the machines', perk: 'a robot that brings the coffee', hazard: 'a firmware update at 3 a.m.', unit: 'patents', gear: 'a keyboard that types back' },
    { realm: 'the network', perk: 'a desk that follows you around', hazard: 'a chatbot with opinions', unit: 'open-source stars', gear: 'glasses that subtitle meetings' },
  ],
  space: [
    { realm: 'low orbit', perk: 'a window seat over the whole planet', hazard: 'zero-gravity crumbs', unit: 'orbits', gear: 'a suit with a snack pocket' },
    { realm: 'the final frontier', perk: 'sixteen sunsets a day', hazard: 'a very long commute', unit: 'moon landings', gear: 'a helmet with a playlist' },
  ],
  ocean: [
    { realm: 'the deep blue', perk: 'a commute by submarine', hazard: 'curious octopuses', unit: 'reefs', gear: 'fins with a compass' },
    { realm: 'the open sea', perk: 'dolphins at the morning meeting', hazard: 'seaweed in the keyboard', unit: 'nautical miles', gear: 'a waterproof notebook' },
  ],
  nature: [
    { realm: 'the wild', perk: 'an office with no walls', hazard: 'opinionated geese', unit: 'forests', gear: 'boots that have seen things' },
    { realm: 'the great outdoors', perk: 'birdsong instead of notifications', hazard: 'a moose in the car park', unit: 'hectares of green', gear: 'a seed pouch and a good hat' },
  ],
  city: [
    { realm: 'the city', perk: 'a rooftop garden with a view', hazard: 'rush hour by drone', unit: 'city blocks', gear: 'a scooter that knows the shortcuts' },
    { realm: 'the streets', perk: 'the best noodles within 40 metres', hazard: 'pigeons with a grudge', unit: 'neighbourhoods', gear: 'a map that redraws itself' },
  ],
  arts: [
    { realm: 'the studio', perk: 'applause on a Tuesday', hazard: 'paint in unexpected places', unit: 'standing ovations', gear: 'a sketchbook that never runs out' },
    { realm: 'the stage', perk: 'a crowd that hums along', hazard: 'a muse that keeps odd hours', unit: 'sold-out shows', gear: 'a brush, a beat and a backup plan' },
  ],
  health: [
    { realm: 'the clinic', perk: 'thank-you cards from patients', hazard: 'hospital coffee', unit: 'healthy heartbeats', gear: 'a stethoscope that syncs' },
    { realm: 'the ward', perk: 'a garden on the roof of the hospital', hazard: 'the 4 p.m. biscuit crisis', unit: 'recoveries', gear: 'comfy shoes and a calm voice' },
  ],
  science: [
    { realm: 'the lab', perk: 'a lab coat with many pockets', hazard: 'experiments that work first time (suspicious)', unit: 'discoveries', gear: 'goggles with a zoom button' },
    { realm: 'the frontier of knowledge', perk: 'a whiteboard the size of a wall', hazard: 'a sample that glows slightly', unit: 'peer reviews', gear: 'a very patient microscope' },
  ],
  food: [
    { realm: 'the kitchen', perk: 'tasting everything before lunch', hazard: 'a soufflé with an attitude', unit: 'harvests', gear: 'a knife roll and a compost bin' },
    { realm: 'the farm', perk: 'strawberries straight from the vine', hazard: 'a tomato that will not ripen', unit: 'full plates', gear: 'a rooftop greenhouse' },
  ],
  society: [
    { realm: 'the town square', perk: 'a crowd that shows up', hazard: 'a very long comment section', unit: 'communities', gear: 'a megaphone and a kettle' },
    { realm: 'the neighbourhood', perk: 'a street party in your honour', hazard: 'a group chat with 900 people', unit: 'handshakes', gear: 'a notebook full of names' },
  ],
};

/** Used when an answer is missing (older records, or a card that no longer exists). */
const CONTEXT_FALLBACK: Record<VisualQuestionId, string[]> = {
  postcard: ['seeing the world from a brand-new angle', 'sending postcards from places nobody has named yet'],
  bhag: ['fixing something the world had given up on', 'solving a problem bigger than any one lifetime'],
  purpose: ['making tomorrow a little kinder than today', 'leaving every room better than they found it'],
  workplace: ['working wherever the big ideas are', 'working from a desk with a very good view'],
};
const TITLE_FALLBACK: Record<VisualQuestionId, string> = {
  postcard: 'Tomorrow',
  bhag: 'The Big Goal',
  purpose: 'The Calling',
  workplace: 'The Studio',
};

// ---------------------------------------------------------------------------------------------------------------
// The grammar

type Need = 'name' | 'power';
interface Tpl {
  t: string;
  tones?: RoleTone[];
  needs?: Need[];
  styles?: CoverStyle[];
  /** The main input a line talks about; two cover lines never share one. */
  about?: string;
}
interface LineTpl extends Tpl {
  label: string;
}

const HEADLINES: Tpl[] = [
  { t: 'How {who} turned {bhag} into a day job', about: 'bhag' },
  { t: '{Who} never stopped {purpose}. The world finally caught up.', about: 'purpose' },
  { t: 'Forget the corner office. The new power move is {workplace}.', about: 'workplace' },
  { t: 'Why everyone wants to be {roleA} [now|this decade|in 2040]', about: 'role' },
  { t: 'The 2040 playbook: {bhag}, one Monday at a time', about: 'bhag' },
  { t: 'Plot twist: {whose} day job is {bhag}', about: 'bhag', tones: ['playful', 'humorous'] },
  { t: 'Inside a decade-long mission: {bhag}', about: 'bhag', tones: ['serious'] },
  { t: 'The quiet revolution of {purpose}', about: 'purpose', tones: ['serious', 'playful'] },
  { t: 'What it really takes to be {roleA}', about: 'role', tones: ['serious'] },
  { t: '{Who} said yes to {realm}. {Realm} said yes back.', about: 'realm', tones: ['playful'] },
  { t: 'Dream job unlocked: {roleA}, {workplace}', about: 'workplace', tones: ['playful', 'humorous'] },
  { t: 'Day one: {hazard}. Day two: {bhag}.', about: 'bhag', tones: ['humorous', 'playful'] },
  { t: '{First} was told to get a real job. [This is it.|So they did.|Here it is.]', about: 'role', tones: ['humorous'], needs: ['name'] },
  { t: 'Breaking: {first} is still {purpose}, still answers emails', about: 'purpose', tones: ['humorous'], needs: ['name'] },
  { t: 'The {role} will see you now', about: 'role', tones: ['humorous', 'playful'] },
  { t: 'A job that comes with {perk}? {Who} found one.', about: 'perk', tones: ['humorous', 'playful'] },
  { t: 'Superpower confirmed: “{powerShort}”', about: 'power', needs: ['power'] },
  { t: '“{powerShort}” — the superpower behind the headline', about: 'power', needs: ['power'], tones: ['serious', 'playful'] },
  { t: 'Ten years of {purpose}, [zero regrets|no days off|one very full passport]', about: 'purpose' },
  { t: 'Meet the [mind|person|force] behind {bhag}', about: 'bhag', tones: ['serious', 'playful'] },
  { t: 'From one spin of a wheel to {realm}: the rise of {who}', about: 'realm' },
  { t: 'It started with {postcard}. It never really stopped.', about: 'postcard' },
  { t: '{First} on {purpose} and the art of the long game', about: 'purpose', needs: ['name'], tones: ['serious'] },
  { t: 'The year {bhag} stopped sounding impossible', about: 'bhag', tones: ['serious'] },
  { t: 'Nobody else wanted to try {bhag}. {Who} did.', about: 'bhag', tones: ['playful', 'serious'] },
];

const COVER_LINES: LineTpl[] = [
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
  { label: 'Travel', t: 'Postcards from 2040: {postcardTitle}', about: 'postcard' },
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
  { label: 'Photo Essay', t: '{workplaceTitle}: a year at the edge of the map', about: 'workplace', styles: ['natgeo'] },
  { label: 'Net Worth', t: '{n900} {unit} and [counting|rising|a very good reputation]', about: 'money', styles: ['forbes'] },
  { label: 'Leadership', t: 'The {n7}-step playbook for {bhag}', about: 'bhag', styles: ['forbes'] },
  { label: 'Big Bets', t: 'The billion-[euro|dollar] bet on {bhag}', about: 'bhag', styles: ['forbes'] },
  { label: 'The List', t: 'The Next 40: visionaries who are {purpose}', about: 'purpose', styles: ['forbes'] },
  { label: 'Signal', t: 'The code behind {bhag}', about: 'bhag', styles: ['wired'] },
  { label: 'Hacks', t: '{n7} hacks for {purpose}', about: 'purpose', styles: ['wired'] },
  { label: 'Gear', t: 'Tested: {gear}', about: 'gear', styles: ['wired'] },
  { label: 'Reboot', t: 'Rebooting {realm}, one {role} at a time', about: 'realm', styles: ['wired'] },
];

const QUOTES: Tpl[] = [
  { t: 'I was just {purpose}. The job title came later.', about: 'purpose' },
  { t: 'Everyone said {bhag} was impossible. That sounded like a job offer.', about: 'bhag' },
  { t: "My office? I'm {workplace}. I'm not coming back to the cubicle.", tones: ['playful', 'humorous'], about: 'workplace' },
  { t: 'Some people collect stamps. I collect days spent {purpose}.', tones: ['playful', 'humorous'], about: 'purpose' },
  { t: 'The secret is simple: keep {purpose}, and say yes to the weird stuff.', about: 'purpose' },
  { t: 'Honestly? I still cannot believe this is a real job.', tones: ['humorous', 'playful'] },
  { t: 'Every big goal looks small from {realm}.', tones: ['serious', 'playful'], about: 'realm' },
  { t: 'It started as a postcard in my head: {postcard}.', about: 'postcard' },
  { t: 'Five questions and one spin. Then a decade of {purpose}.', tones: ['serious'], about: 'purpose' },
  { t: 'Nobody hands you a map for {bhag}. So I drew one.', about: 'bhag' },
  { t: 'Turns out {perk} is a perfectly good reason to get up in the morning.', tones: ['humorous', 'playful'], about: 'perk' },
];

const KICKERS: Record<CoverStyle, string[]> = {
  times: ['Cover Story', 'The 2040 Issue', 'Special Report', 'Visionaries'],
  natgeo: ['Special Issue', 'Exploration', 'The 2040 Issue', 'Field Report'],
  forbes: ['Cover Story', 'Leaders', 'The Next 40', 'Exclusive'],
  wired: ['Cover Story', 'Dispatch 2040', 'Upgrade', 'Exclusive'],
};
const BANNERS: Record<CoverStyle, string[]> = {
  times: ['The Visionaries Issue', 'Visionary of the Decade', 'Special Report: 2040'],
  natgeo: ['The Uncharted Issue', 'Special Exploration Issue', 'Where the Maps Run Out'],
  forbes: ['The Next 40 List', 'The Leaders Issue', 'The Money Issue'],
  wired: ['The Upgrade Issue', 'Patch Notes: 2040', 'Signal Over Noise'],
};
const TAGLINES: Record<CoverStyle, string[]> = {
  times: ['The people shaping the next decade', 'The ideas that will define 2040', 'Read it before it happens'],
  natgeo: ['Exploring the future, one person at a time', 'Further than the maps go', 'A field guide to tomorrow'],
  forbes: ['The ones to watch', 'Ambition, audited', 'Where big bets pay off'],
  wired: ['Tomorrow, debugged', 'Future, uploading', 'The shape of things to come'],
};

const TONE_FALLBACK: RoleTone = 'playful';
const THEME_FALLBACK: RoleTheme[] = ['tech', 'space', 'ocean', 'nature', 'city', 'arts', 'health', 'science', 'food', 'society'];

// ---------------------------------------------------------------------------------------------------------------

function fill(tpl: string, vars: Record<string, string>, rng: Rng): string {
  const withChoices = tpl.replace(/\[([^\]]+)\]/g, (_, alts: string) => pick(rng, alts.split('|')));
  return withChoices.replace(/\{(\w+)\}/g, (_, key: string) => {
    const lower = key[0]!.toLowerCase() + key.slice(1);
    const v = vars[key] ?? vars[lower];
    if (v === undefined) throw new Error(`cover copy: unknown variable {${key}}`);
    return key === lower ? v : capitalise(v);
  });
}

function usable(t: Tpl, tone: RoleTone, style: CoverStyle, have: Record<Need, boolean>): boolean {
  if (t.tones && !t.tones.includes(tone)) return false;
  if (t.styles && !t.styles.includes(style)) return false;
  return !(t.needs ?? []).some((n) => !have[n]);
}

interface Resolved {
  roleTitle: string;
  known: FutureRole | undefined;
  name: string | null;
  power: string;
  cards: Partial<Record<VisualQuestionId, QuizCard>>;
  /** Context phrases; '' when unknown. */
  ctx: Record<VisualQuestionId, string>;
  seedParts: string[];
}

function resolve(input: CoverCopyInput): Resolved {
  const roleTitle = cleanText(input.roleTitle) || 'Visionary';
  const answers = input.answers ?? {};
  const name = cleanName(input.userName);
  const power = cleanSuperpower(answers.superpower);
  const cards: Partial<Record<VisualQuestionId, QuizCard>> = {};
  const ctx = {} as Record<VisualQuestionId, string>;
  const seedParts: string[] = [roleTitle, name ?? '', power, input.style ?? 'times', input.seed ?? ''];
  for (const q of ['postcard', 'bhag', 'purpose', 'workplace'] as const) {
    const card = answers[q] ? findCard(q, answers[q]!) : undefined;
    if (card) cards[q] = card;
    ctx[q] = cleanText(input.contexts?.[q]) || card?.context || '';
    seedParts.push(ctx[q]);
  }
  return { roleTitle, known: findRole(roleTitle), name, power, cards, ctx, seedParts };
}

/**
 * A short description of the visitor's future self (the "analysing" stage when no AI is configured, and the
 * brief an AI image model is given). Deterministic.
 */
export function buildFutureDescription(input: CoverCopyInput): string {
  const { roleTitle, known, name, power, ctx } = resolve(input);
  const rng = seededRandom(`${roleTitle}|${name}|${Object.values(ctx).join('|')}#description`);
  const blurb = cleanText(input.role?.blurb ?? known?.blurb ?? '');
  const purpose = ctx.purpose || pick(rng, CONTEXT_FALLBACK.purpose);
  const bhag = ctx.bhag || pick(rng, CONTEXT_FALLBACK.bhag);
  const postcard = ctx.postcard || pick(rng, CONTEXT_FALLBACK.postcard);
  const workplace = ctx.workplace || pick(rng, CONTEXT_FALLBACK.workplace);
  const parts = [
    `${name ?? 'This future professional'} is The Future ${roleTitle}.`,
    blurb,
    `Driven by ${purpose}, they spend their days ${bhag}.`,
    `${pick(rng, ['Most days', 'On a good day', 'Usually'])} you will find them ${workplace}; their postcard from 2040 shows them ${postcard}.`,
    power ? `Their superpower, in their own words: “${capText(power, 140)}”` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** The cover's words. Pure: the same input gives the same copy. */
export function buildCoverCopy(input: CoverCopyInput): CoverCopy {
  const { roleTitle, known, name, power, cards, ctx, seedParts } = resolve(input);
  const style: CoverStyle = input.style ?? 'times';
  const rng = seededRandom(seedParts.join('\u241f'));

  const tone: RoleTone = input.role?.tone ?? known?.tone ?? TONE_FALLBACK;
  const theme: RoleTheme = input.role?.theme ?? known?.theme ?? THEME_FALLBACK[hashString(roleTitle) % THEME_FALLBACK.length]!;
  const blurb = cleanText(input.role?.blurb ?? known?.blurb ?? '') || `A day in 2040, ${ctx.purpose || CONTEXT_FALLBACK.purpose[0]}.`;
  for (const q of ['postcard', 'bhag', 'purpose', 'workplace'] as const) if (!ctx[q]) ctx[q] = pick(rng, CONTEXT_FALLBACK[q]);
  const words = pick(rng, THEME_WORDS[theme]);

  const anonymousWho = pick(rng, ['our cover star', "this issue's cover star", 'the reader everyone is talking about']);
  const who = name ? name.split(' ')[0]! : anonymousWho;
  const vars: Record<string, string> = {
    role: roleTitle,
    roleA: `${article(roleTitle)} ${roleTitle}`,
    who,
    whose: possessive(who),
    first: who,
    name: name ?? ANONYMOUS_STAR,
    postcard: ctx.postcard,
    bhag: ctx.bhag,
    purpose: ctx.purpose,
    workplace: ctx.workplace,
    postcardTitle: cards.postcard?.title ?? TITLE_FALLBACK.postcard,
    bhagTitle: cards.bhag?.title ?? TITLE_FALLBACK.bhag,
    purposeTitle: (cards.purpose?.title ?? 'following a calling').toLowerCase().replace(/^(\w+)/, (w) => gerund(w)),
    workplaceTitle: cards.workplace?.title ?? TITLE_FALLBACK.workplace,
    powerShort: capText(power, 46),
    realm: words.realm,
    perk: words.perk,
    hazard: words.hazard,
    unit: words.unit,
    gear: words.gear,
    n7: String(3 + Math.floor(rng() * 8)),
    n20: String(12 + Math.floor(rng() * 30)),
    n900: String(Math.floor(40 + rng() * 900)),
  };
  const have: Record<Need, boolean> = { name: Boolean(name), power: Boolean(power) };

  // headline
  const headlines = shuffled(rng, HEADLINES.filter((t) => usable(t, tone, style, have)));
  let headline = '';
  let headlineAbout = '';
  for (const h of headlines) {
    const text = fill(h.t, vars, rng);
    if (text.length <= HEADLINE_MAX) {
      headline = text;
      headlineAbout = h.about ?? '';
      break;
    }
  }
  if (!headline) headline = capText(`The Future ${roleTitle}: a field guide`, HEADLINE_MAX);

  const kicker = pick(rng, KICKERS[style]);

  // cover lines: 3 or 4, each about a different input; style lines first so every cover has its flavour
  const wanted = rng() < 0.5 ? 3 : 4;
  const candidates = COVER_LINES.filter((l) => usable(l, tone, style, have));
  const styleLines = shuffled(rng, candidates.filter((l) => l.styles));
  const general = shuffled(rng, candidates.filter((l) => !l.styles));
  const coverLines: CoverLine[] = [];
  const used = new Set<string>([headlineAbout]);
  const labels = new Set<string>([kicker]);
  for (const l of [...styleLines.slice(0, 1), ...general, ...styleLines.slice(1)]) {
    if (coverLines.length >= wanted) break;
    if (l.about && used.has(l.about)) continue;
    if (labels.has(l.label)) continue;
    const text = fill(l.t, vars, rng);
    if (text.length > COVER_LINE_MAX) continue;
    coverLines.push({ label: l.label, text });
    if (l.about) used.add(l.about);
    labels.add(l.label);
  }

  // pull quote: the visitor's own superpower when they gave one (unless the headline already quotes it)
  const starName = name ?? ANONYMOUS_STAR;
  const pickableQuotes = (avoid: Set<string>) => {
    const ok = QUOTES.filter((q) => usable(q, tone, style, have));
    const fresh = ok.filter((q) => !q.about || !avoid.has(q.about));
    return fresh.length ? fresh : ok;
  };
  const pullQuote = power && headlineAbout !== 'power'
    ? { text: capText(power, QUOTE_MAX), attribution: `${starName}, on ${pick(rng, ['their professional superpower', 'the superpower they would pick', 'what makes them unstoppable'])}` }
    : {
        text: capText(fill(pick(rng, pickableQuotes(used)).t, vars, rng), QUOTE_MAX),
        attribution: `${starName}, ${roleTitle}`,
      };

  const issue = 100 + (hashString(`${seedParts.join('|')}#issue`) % 800);
  return {
    title: `The Future ${roleTitle}`,
    roleTitle,
    kicker,
    headline,
    dek: capText(blurb, 110),
    coverLines,
    pullQuote,
    banner: pick(rng, BANNERS[style]),
    tagline: pick(rng, TAGLINES[style]),
    issueNumber: `No. ${issue}`,
    volume: `Vol. ${12 + (issue % 17)}`,
    issueDate: issueDateLabel(input.date ?? new Date()),
    price: POSTER_PRICE,
    starName,
    style,
  };
}

function gerund(verb: string): string {
  if (verb.endsWith('ing')) return verb;
  if (verb.endsWith('e') && !verb.endsWith('ee')) return `${verb.slice(0, -1)}ing`;
  return `${verb}ing`;
}

/** Words that must never appear on a cover: the names of real magazines. */
export const FORBIDDEN_MASTHEADS = /\b(forbes|national geographic|nat ?geo|time magazine|wired magazine|vogue|newsweek|rolling stone|vanity fair|esquire|the economist)\b/i;

/** The theme that drives a role's cover art (a stable guess for a role no longer in content/roles.ts). */
export function roleThemeOf(roleTitle: string): RoleTheme {
  const t = cleanText(roleTitle) || 'Visionary';
  return findRole(t)?.theme ?? THEME_FALLBACK[hashString(t) % THEME_FALLBACK.length]!;
}
