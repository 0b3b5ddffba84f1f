import {
  COVER_LINE_MAX,
  HEADLINE_MAX,
  QUOTE_MAX,
  THEME_FALLBACK,
  TONE_FALLBACK,
  type CopyTemplate,
  type CoverStyle,
  type TemplateNeed,
} from '@content/cover-copy.js';
import type { QuizCard, VisualQuestionId } from '@content/quiz.js';
import type { RoleTheme, RoleTone } from '@content/roles.js';
import {
  ANONYMOUS_STAR_SV,
  ANONYMOUS_WHO_SV,
  BANNERS_SV,
  CONTEXT_FALLBACK_SV,
  COVER_LINES_SV,
  DESCRIPTION_WHEN_SV,
  HEADLINES_SV,
  ISSUE_PREFIX_SV,
  KICKERS_SV,
  PURPOSE_TITLE_FALLBACK_SV,
  QUOTES_SV,
  ROLE_TITLE_FALLBACK_SV,
  SUPERPOWER_ATTRIBUTIONS_SV,
  TAGLINES_SV,
  THEME_WORDS_SV,
  TITLE_FALLBACK_SV,
  TITLE_PREFIX_SV,
  VOLUME_PREFIX_SV,
} from '@content/sv/cover-copy.js';
import { findCardSv, findRoleSv, displayTitleSv } from './content-sv.js';
import { findRole, type CoverCopy, type CoverCopyInput, type CoverLine } from './cover-copy.js';
import { futureYear } from './horizon.js';
import { formatMonthYear, formatPrice } from './locale.js';
import { hashString, pick, seededRandom, shuffled, type Rng } from './random.js';
import { capText, cleanName, cleanText, superpowerLine } from './text-clean.js';

/**
 * The Swedish cover copy grammar: fills the templates of content/sv/cover-copy.ts from the same input as the English
 * grammar (src/core/cover-copy.ts, whose output shape it shares). The role title given is the English one (the
 * role's id); its Swedish title and blurb come from content/sv/roles.ts. Context phrases come from the Swedish cards
 * by id: stored contexts are English and are used only for a card that no longer exists (then the Swedish fallback
 * is used instead, never English text). Seeded and pure, like the English grammar.
 */

/** The poster's price as a Swedish cover prints it (”12 €”, with a no-break space). */
export const POSTER_PRICE_SV = formatPrice('sv', 1200);

const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
/** ”AI-barnvakt” and ”Marsagronom” keep their capital; ”Skyskrapsateljén” → ”skyskrapsateljén”. */
const lowerFirst = (s: string) => (s && !/^\p{Lu}{2}/u.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s);
/** Swedish genitive: ”Ebbas”, ”Lukas” (no s after s, x, z). */
export const genitiveSv = (who: string) => (/[sxz]$/i.test(who) ? who : `${who}s`);
/** Double quotes inside a quote become ’…’ (the Swedish inner quote). */
const innerQuotesSv = (s: string) => s.replace(/["“”„]/g, '’');

function fill(tpl: string, vars: Record<string, string>, rng: Rng): string {
  const withChoices = tpl.replace(/\[([^\]]+)\]/g, (_, alts: string) => pick(rng, alts.split('|')));
  return withChoices.replace(/\{(\w+)\}/g, (_, key: string) => {
    const lower = key[0]!.toLowerCase() + key.slice(1);
    const v = vars[key] ?? vars[lower];
    if (v === undefined) throw new Error(`cover copy (sv): unknown variable {${key}}`);
    return key === lower ? v : capitalise(v);
  });
}

function usable(t: CopyTemplate, tone: RoleTone, style: CoverStyle, have: Record<TemplateNeed, boolean>): boolean {
  if (t.tones && !t.tones.includes(tone)) return false;
  if (t.styles && !t.styles.includes(style)) return false;
  return !(t.needs ?? []).some((n) => !have[n]);
}

interface ResolvedSv {
  /** The title as given (English id, or free text for a role not in the wheel). */
  givenTitle: string;
  /** The Swedish title in running text (”rymdstädare”). */
  role: string;
  blurb: string;
  tone: RoleTone;
  theme: RoleTheme;
  name: string | null;
  power: string;
  cards: Partial<Record<VisualQuestionId, QuizCard>>;
  /** Swedish context phrases; '' when the card is unknown. */
  ctx: Record<VisualQuestionId, string>;
  seedParts: string[];
}

const QUESTIONS = ['postcard', 'bhag', 'purpose', 'workplace'] as const;

function resolveSv(input: CoverCopyInput): ResolvedSv {
  const givenTitle = cleanText(input.roleTitle);
  const sv = givenTitle ? findRoleSv(givenTitle) : undefined;
  const known = givenTitle ? findRole(givenTitle) : undefined;
  // a title not in the wheel is printed as given (lowercased first letter, so it reads in a sentence)
  const role = sv?.title ?? (givenTitle ? lowerFirst(givenTitle) : ROLE_TITLE_FALLBACK_SV);
  const tone: RoleTone = input.role?.tone ?? known?.tone ?? TONE_FALLBACK;
  const theme: RoleTheme =
    input.role?.theme ?? known?.theme ?? THEME_FALLBACK[hashString(givenTitle || role) % THEME_FALLBACK.length]!;
  const answers = input.answers ?? {};
  const name = cleanName(input.userName);
  const power = superpowerLine(answers.superpower);
  const cards: Partial<Record<VisualQuestionId, QuizCard>> = {};
  const ctx = {} as Record<VisualQuestionId, string>;
  const seedParts: string[] = ['sv', role, name ?? '', power, input.style ?? 'times', input.seed ?? ''];
  for (const q of QUESTIONS) {
    const card = answers[q] ? findCardSv(q, answers[q]!) : undefined;
    if (card) cards[q] = card;
    ctx[q] = card?.context ?? '';
    seedParts.push(ctx[q] || cleanText(input.contexts?.[q]));
  }
  // the Swedish blurb only: an English blurb passed in input.role would put English on a Swedish cover
  return { givenTitle, role, blurb: sv?.blurb ?? '', tone, theme, name, power, cards, ctx, seedParts };
}

/** The cover's title: ”Framtidens rymdstädare”. */
export const coverTitleSv = (englishOrGivenTitle: string): string => {
  const t = cleanText(englishOrGivenTitle);
  if (!t) return `${TITLE_PREFIX_SV} ${ROLE_TITLE_FALLBACK_SV}`;
  return `${TITLE_PREFIX_SV} ${findRoleSv(t)?.title ?? lowerFirst(t)}`;
};

/** A short description of the visitor's future self in Swedish (the ”analysing” stage shown to a Swedish visitor). */
export function buildFutureDescriptionSv(input: CoverCopyInput): string {
  const { role, blurb, name, power, ctx } = resolveSv(input);
  const year = futureYear(input.date ?? new Date());
  const rng = seededRandom(`sv|${role}|${name}|${Object.values(ctx).join('|')}#description`);
  const purpose = ctx.purpose || pick(rng, CONTEXT_FALLBACK_SV.purpose);
  const bhag = ctx.bhag || pick(rng, CONTEXT_FALLBACK_SV.bhag);
  const postcard = ctx.postcard || pick(rng, CONTEXT_FALLBACK_SV.postcard);
  const workplace = ctx.workplace || pick(rng, CONTEXT_FALLBACK_SV.workplace);
  const parts = [
    `${name ?? 'Den här framtida yrkespersonen'} är ${TITLE_PREFIX_SV.toLowerCase()} ${role}.`,
    blurb,
    `Drivkraften är att ${purpose}, och dagarna går åt till att ${bhag}.`,
    `${pick(rng, DESCRIPTION_WHEN_SV)} får hen ${workplace}; vykortet från ${year} visar hur hen försöker ${postcard}.`,
    power ? `Superkraften, med egna ord: ”${innerQuotesSv(capText(power, 140))}”` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** The cover's words in Swedish. Pure: the same input gives the same copy. */
export function buildCoverCopySv(input: CoverCopyInput): CoverCopy {
  const { role, blurb: svBlurb, tone, theme, name, power, cards, ctx, seedParts } = resolveSv(input);
  const style: CoverStyle = input.style ?? 'times';
  const rng = seededRandom(seedParts.join('\u241f'));
  const date = input.date ?? new Date();
  const year = String(futureYear(date));

  for (const q of QUESTIONS) if (!ctx[q]) ctx[q] = pick(rng, CONTEXT_FALLBACK_SV[q]);
  const blurb = svBlurb || `En dag år ${year}, med ett mål: att ${ctx.purpose}.`;
  const words = pick(rng, THEME_WORDS_SV[theme]);

  const anonymous = pick(rng, ANONYMOUS_WHO_SV);
  const first = name ? name.split(' ')[0]! : null;
  const who = first ?? anonymous.who;
  const workplaceTitle = cards.workplace?.title ?? TITLE_FALLBACK_SV.workplace;
  const vars: Record<string, string> = {
    role,
    roleA: `en ${role}`,
    who,
    whose: first ? genitiveSv(first) : anonymous.whose,
    first: who,
    name: name ?? ANONYMOUS_STAR_SV,
    postcard: ctx.postcard,
    bhag: ctx.bhag,
    purpose: ctx.purpose,
    workplace: ctx.workplace,
    postcardTitle: cards.postcard?.title ?? TITLE_FALLBACK_SV.postcard,
    bhagTitle: cards.bhag?.title ?? TITLE_FALLBACK_SV.bhag,
    purposeTitle: lowerFirst(cards.purpose?.title ?? PURPOSE_TITLE_FALLBACK_SV),
    workplaceTitle,
    workplacePlace: lowerFirst(workplaceTitle),
    // every template puts it between ”…”
    powerShort: innerQuotesSv(capText(power, 46)),
    realm: words.realm,
    realmIn: words.realmIn,
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

  let headline = '';
  let headlineAbout = '';
  for (const h of shuffled(
    rng,
    HEADLINES_SV.filter((t) => usable(t, tone, style, have)),
  )) {
    const text = fill(h.t, vars, rng);
    if (text.length <= HEADLINE_MAX) {
      headline = text;
      headlineAbout = h.about ?? '';
      break;
    }
  }
  if (!headline) headline = capText(`${TITLE_PREFIX_SV} ${role}: en fälthandbok`, HEADLINE_MAX);

  const kicker = fill(pick(rng, KICKERS_SV[style]), vars, rng);

  const wanted = rng() < 0.5 ? 3 : 4;
  const candidates = COVER_LINES_SV.filter((l) => usable(l, tone, style, have));
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

  const starName = name ?? ANONYMOUS_STAR_SV;
  const roleDisplay = displayTitleSv(role);
  const okQuotes = QUOTES_SV.filter((q) => usable(q, tone, style, have));
  const freshQuotes = okQuotes.filter((q) => !q.about || !used.has(q.about));
  const pullQuote =
    power && headlineAbout !== 'power'
      ? { text: capText(power, QUOTE_MAX), attribution: `${starName}, om ${pick(rng, SUPERPOWER_ATTRIBUTIONS_SV)}` }
      : {
          text: capText(fill(pick(rng, freshQuotes.length ? freshQuotes : okQuotes).t, vars, rng), QUOTE_MAX),
          attribution: `${starName}, ${role}`,
        };

  const issue = 100 + (hashString(`${seedParts.join('|')}#issue`) % 800);
  return {
    title: `${TITLE_PREFIX_SV} ${role}`,
    roleTitle: roleDisplay,
    kicker,
    headline,
    dek: capText(blurb, 110),
    coverLines,
    pullQuote,
    banner: fill(pick(rng, BANNERS_SV[style]), vars, rng),
    tagline: fill(pick(rng, TAGLINES_SV[style]), vars, rng),
    issueNumber: `${ISSUE_PREFIX_SV} ${issue}`,
    volume: `${VOLUME_PREFIX_SV} ${12 + (issue % 17)}`,
    issueDate: formatMonthYear('sv', date),
    price: POSTER_PRICE_SV,
    starName,
    style,
  };
}
