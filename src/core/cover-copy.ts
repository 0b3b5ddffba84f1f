import {
  ANONYMOUS_STAR,
  ANONYMOUS_WHO,
  BANNERS,
  CONTEXT_FALLBACK,
  COVER_LINE_MAX,
  COVER_LINES,
  DESCRIPTION_WHEN,
  HEADLINE_MAX,
  HEADLINES,
  KICKERS,
  POSTER_PRICE,
  PURPOSE_TITLE_FALLBACK,
  QUOTE_MAX,
  QUOTES,
  ROLE_TITLE_FALLBACK,
  SUPERPOWER_ATTRIBUTIONS,
  TAGLINES,
  THEME_FALLBACK,
  THEME_WORDS,
  TITLE_FALLBACK,
  TONE_FALLBACK,
  type CopyTemplate,
  type CoverStyle,
  type TemplateNeed,
} from '@content/cover-copy.js';
import type { QuizCard, VisualQuestionId } from '@content/quiz.js';
import { roles, type FutureRole, type RoleTheme, type RoleTone } from '@content/roles.js';
import { futureYear } from './horizon.js';
import { findCard } from './quiz-cards.js';
import { hashString, pick, seededRandom, shuffled, type Rng } from './random.js';
import { capText, cleanName, cleanText, innerQuotes, quoted, superpowerLine } from './text-clean.js';

/**
 * The cover copy grammar: fills the templates of content/cover-copy.ts (syntax described there) from a visitor's
 * role, answers and name. Seeded: the same inputs always give the same copy, different inputs give visibly
 * different headlines, cover lines and quotes. Pure; runs on the server (local AI) and in the browser (preview).
 */

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
  /** A standfirst: the role's day in the future self's year (futureYear of the cover's date). */
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
  /**
   * The cover's creation date: the issue date (month and year are printed) and the future self's year ({year} =
   * futureYear(date), src/core/horizon.ts), so a cover re-rendered later keeps its year. Not part of the seed.
   */
  date?: Date;
  /** Extra entropy, e.g. the cover id, so two visitors with the same answers get different copy. */
  seed?: string;
}

const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
const article = (word: string) => (/^[aeiou]/i.test(word) && !/^(uni|use|eu|one)/i.test(word) ? 'an' : 'a');
const possessive = (who: string) => (who.endsWith('s') ? `${who}'` : `${who}'s`);

function gerund(verb: string): string {
  if (verb.endsWith('ing')) return verb;
  if (verb.endsWith('e') && !verb.endsWith('ee')) return `${verb.slice(0, -1)}ing`;
  return `${verb}ing`;
}

/** A role of content/roles.ts by its title (case-insensitive). */
export function findRole(title: string): FutureRole | undefined {
  const t = title.trim().toLowerCase();
  return roles.find((r) => r.title.toLowerCase() === t);
}

const ISSUE_DATE = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** 'March 2026' (UTC). */
export function issueDateLabel(date: Date): string {
  return ISSUE_DATE.format(date);
}

function fill(tpl: string, vars: Record<string, string>, rng: Rng): string {
  const withChoices = tpl.replace(/\[([^\]]+)\]/g, (_, alts: string) => pick(rng, alts.split('|')));
  return withChoices.replace(/\{(\w+)\}/g, (_, key: string) => {
    const lower = key[0]!.toLowerCase() + key.slice(1);
    const v = vars[key] ?? vars[lower];
    if (v === undefined) throw new Error(`cover copy: unknown variable {${key}}`);
    return key === lower ? v : capitalise(v);
  });
}

function usable(t: CopyTemplate, tone: RoleTone, style: CoverStyle, have: Record<TemplateNeed, boolean>): boolean {
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
  const roleTitle = cleanText(input.roleTitle) || ROLE_TITLE_FALLBACK;
  const answers = input.answers ?? {};
  const name = cleanName(input.userName);
  const power = superpowerLine(answers.superpower);
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
  const year = futureYear(input.date ?? new Date());
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
    `${pick(rng, DESCRIPTION_WHEN)} you will find them ${workplace}; their postcard from ${year} shows them ${postcard}.`,
    power ? `Their superpower, in their own words: ${quoted(capText(power, 140))}` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** The cover's words. Pure: the same input gives the same copy. */
export function buildCoverCopy(input: CoverCopyInput): CoverCopy {
  const { roleTitle, known, name, power, cards, ctx, seedParts } = resolve(input);
  const style: CoverStyle = input.style ?? 'times';
  const rng = seededRandom(seedParts.join('\u241f'));
  const date = input.date ?? new Date();
  const year = String(futureYear(date));

  const tone: RoleTone = input.role?.tone ?? known?.tone ?? TONE_FALLBACK;
  const theme: RoleTheme =
    input.role?.theme ?? known?.theme ?? THEME_FALLBACK[hashString(roleTitle) % THEME_FALLBACK.length]!;
  const blurb =
    cleanText(input.role?.blurb ?? known?.blurb ?? '') ||
    `A day in ${year}, ${ctx.purpose || CONTEXT_FALLBACK.purpose[0]}.`;
  for (const q of ['postcard', 'bhag', 'purpose', 'workplace'] as const)
    if (!ctx[q]) ctx[q] = pick(rng, CONTEXT_FALLBACK[q]);
  const words = pick(rng, THEME_WORDS[theme]);

  const anonymousWho = pick(rng, ANONYMOUS_WHO);
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
    purposeTitle: (cards.purpose?.title ?? PURPOSE_TITLE_FALLBACK).toLowerCase().replace(/^(\w+)/, (w) => gerund(w)),
    workplaceTitle: cards.workplace?.title ?? TITLE_FALLBACK.workplace,
    // every template puts it between double quotes
    powerShort: innerQuotes(capText(power, 46)),
    realm: words.realm,
    perk: words.perk,
    hazard: words.hazard,
    unit: words.unit,
    gear: words.gear,
    n7: String(3 + Math.floor(rng() * 8)),
    n20: String(12 + Math.floor(rng() * 30)),
    n900: String(Math.floor(40 + rng() * 900)),
    year,
  };
  const have: Record<TemplateNeed, boolean> = { name: Boolean(name), power: Boolean(power) };

  // headline
  const headlines = shuffled(
    rng,
    HEADLINES.filter((t) => usable(t, tone, style, have)),
  );
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

  const kicker = fill(pick(rng, KICKERS[style]), vars, rng);

  // cover lines: 3 or 4, each about a different input; style lines first so every cover has its flavour
  const wanted = rng() < 0.5 ? 3 : 4;
  const candidates = COVER_LINES.filter((l) => usable(l, tone, style, have));
  const styleLines = shuffled(
    rng,
    candidates.filter((l) => l.styles),
  );
  const general = shuffled(
    rng,
    candidates.filter((l) => !l.styles),
  );
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
  const pullQuote =
    power && headlineAbout !== 'power'
      ? { text: capText(power, QUOTE_MAX), attribution: `${starName}, on ${pick(rng, SUPERPOWER_ATTRIBUTIONS)}` }
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
    banner: fill(pick(rng, BANNERS[style]), vars, rng),
    tagline: fill(pick(rng, TAGLINES[style]), vars, rng),
    issueNumber: `No. ${issue}`,
    volume: `Vol. ${12 + (issue % 17)}`,
    issueDate: issueDateLabel(date),
    price: POSTER_PRICE,
    starName,
    style,
  };
}

/** The theme that drives a role's cover art (a stable guess for a role no longer in content/roles.ts). */
export function roleThemeOf(roleTitle: string): RoleTheme {
  const t = cleanText(roleTitle) || ROLE_TITLE_FALLBACK;
  return findRole(t)?.theme ?? THEME_FALLBACK[hashString(t) % THEME_FALLBACK.length]!;
}
