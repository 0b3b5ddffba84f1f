import {
  SAFETY_CONTEXT_UNLESS,
  SAFETY_CONTEXTS,
  SAFETY_CUES,
  SAFETY_EMOJI,
  SAFETY_MACROS,
  SAFETY_MASKS,
  SAFETY_SHORTHAND,
  SAFETY_SPELLING_KEEP,
  SAFETY_SPELLING_TARGETS,
  type SafetyCategory,
} from '@content/talk/safety-lexicon.js';
import modelJson from '@content/talk/safety-model.json' with { type: 'json' };
import {
  hashFeature,
  modelFeatures,
  READER_VARIANT,
  scoreFeatures,
  type ModelVariant,
  type SafetyModel,
} from './safety-model.js';

export type { SafetyCategory } from '@content/talk/safety-lexicon.js';

/**
 * The safety reader (docs/decisions/062): does a message say the person is not safe? It runs before anything else
 * on every Talk message and every transcript of speech. A small classifier over the lexicon in
 * content/talk/safety-lexicon.ts: the text is normalised (case, apostrophes, å/ä/ö, emoji, shorthand, near
 * misspellings of long words), figures of speech are masked ("this job is killing me"), then weighted cues are
 * summed; a cue right after a negation ("im not suicidal") does not count. Tuned on tests/safety/corpus/tune.tsv and
 * measured on a held-out corpus it never saw (scripts/safety-corpus.ts).
 */
export interface SafetyReading {
  crisis: boolean;
  /** The strongest category found (null when no cue counted). */
  category: SafetyCategory | null;
  /** The language the message seems to be in: the reply is written in it. */
  lang: 'en' | 'sv';
  /** Summed weight of the counted cues (≥ 1 is a crisis). */
  score: number;
  /** The ids of the cues that counted (for tests and tuning; never stored with the text). */
  cues: string[];
  /** True when only the previous message and this one read together are a crisis (a message split over sends). */
  withPrevious?: boolean;
}

/** A sum of cue weights at or above this is a crisis. */
export const CRISIS_THRESHOLD = 1;
/** Which category wins when two reach the same weight: the more urgent help first. */
const URGENCY: readonly SafetyCategory[] = [
  'emergency',
  'sexual_exploitation',
  'abuse',
  'partner_violence',
  'suicide',
  'self_harm',
  'other_person',
  'distress',
];

/** The trained model (scripts/train-safety-model.ts); empty weights until it is trained. */
const SAFETY_MODEL: SafetyModel | null = (modelJson as SafetyModel).weights ? (modelJson as SafetyModel) : null;

const expand = (pattern: string) => pattern.replace(/\{([A-Z]+)\}/g, (_, name: string) => SAFETY_MACROS[name] ?? name);
const CUES = SAFETY_CUES.map((c) => ({ ...c, re: new RegExp(expand(c.pattern), 'g') }));
const MASKS = SAFETY_MASKS.map((m) => new RegExp(expand(m), 'g'));
const CONTEXTS = SAFETY_CONTEXTS.map((c) => ({ id: c.id, all: c.all.map((p) => new RegExp(expand(p))) }));
const CONTEXT_UNLESS = new RegExp(SAFETY_CONTEXT_UNLESS);
/** A negation and up to three words between it and the cue ("im not going to", "i would never"). */
const NEGATION =
  /\b(?:not|never|dont|wont|wouldnt|isnt|aint|no|nor|inte|aldrig|ej|icke|inga|ingen)(?: (?:really|actually|ever|going|gonna|to|want|wanna|plan|planning|about|be|am|feeling|feel|like|thinking|thinking of|thinking about|think|considering|trying|that|the|type|kind|of|someone|person|who|would|will|att|ska|vill|kommer|tanker|ar|typ|nagon|som|i|im|i am|so|even|anymore|langre|alls|pa|gonna|go|again|had|have|got|been|felt|any|having|everyone|everybody|think|saying|say|mean|meant|do|doing|jag|du|man|sa|bara|ba|wanted|velat|planer|plans|intention|intentions|thoughts|thought|tankar|tankarna|of|about|om|blivit|been|menade|meant|mean|menar|having|being|getting|blir|haft|had|ever))*\s*$/;
/** Words after a negation that turn it around: "cant stop thinking about", "dont know if". */
const NEGATION_TURNED =
  /\b(?:cant|can not|cannot|couldnt|dont|not|kan inte|slutar inte) (?:stop|help|get rid of|shake|know|sure|sluta|lata bli)\b|\b(?:vet|fattar|marker|forstar|knows?|realises?|realizes?|notices?) (?:inte|ingen|not)\b|\b(?:ingen|nobody|no one) (?:vet|fattar|knows|realises|realizes|notices|understands|marker|forstar)\b/;

const EMOJI_RE = /\p{Extended_Pictographic}/gu;
const SPELL_KEEP = new Set(SAFETY_SPELLING_KEEP);
const SPELL_TARGETS = new Set(SAFETY_SPELLING_TARGETS);
/** A negation inside a match ("my dad doesnt hit me") or right after it ("pappa slår mig inte"). */
const INNER_NEGATION = /\b(?:doesnt|dont|didnt|never|not|isnt|wont|wouldnt|inte|aldrig)\b(?! let| allow)/;
/** Swedish puts the negation after the verb: "jag skär mig inte". */
const AFTER_NEGATION = /^\s*(?:(?:mig|dig|honom|henne|oss|sig|mej) )?(?:inte|aldrig)\b/;

/** Damerau-Levenshtein distance, stopping early past `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
  }
  return d[a.length]![b.length]!;
}

/** A long word nearly spelt as a target ("sucide", "suicdal", "mysefl") is read as the target. */
function spell(word: string): string {
  if (word.length < 6 || SPELL_KEEP.has(word) || SPELL_TARGETS.has(word)) return word;
  for (const t of SAFETY_SPELLING_TARGETS) {
    // An inflection of a target ('tabletterna', 'overdosed') is a word of its own.
    if (word.startsWith(t)) return word;
    const max = t.length >= 9 ? 2 : 1;
    if (distance(word, t, max) <= max) return t;
  }
  return word;
}

/** The text the cues read: lower case, folded, shorthand and emoji written out, one space between words. */
export function normaliseForSafety(text: string): string {
  let t = text.normalize('NFKC').toLowerCase();
  for (const [emoji, word] of Object.entries(SAFETY_EMOJI)) t = t.split(emoji).join(` ${word} `);
  t = t
    .replace(EMOJI_RE, ' ')
    .replace(/\.{2,}|…/g, ' ')
    .replace(/[’'`´]/g, '')
    .replace(/[åä]/g, 'a')
    .replace(/ö/g, 'o')
    .replace(/[éèê]/g, 'e')
    .replace(/\bs\/h\b/g, 'sh')
    .replace(/\b(\w+)-(\w+)\b/g, '$1 $2')
    .replace(/(\p{L})\1{2,}/gu, '$1$1')
    .replace(/[^\p{L}\p{N}.!?,;:\n]+/gu, ' ');
  const words = t.split(/(\s+|[.!?,;:\n]+)/);
  const out = words.map((w) => {
    if (!/^[\p{L}\p{N}]+$/u.test(w)) return /[.!?;\n]/.test(w) ? ' . ' : /,/.test(w) ? ' , ' : w;
    const short = SAFETY_SHORTHAND[w];
    if (short !== undefined) return short;
    const collapsed = w.replace(/(\p{L})\1+/gu, '$1');
    if (collapsed !== w && SAFETY_SHORTHAND[collapsed] !== undefined) return SAFETY_SHORTHAND[collapsed]!;
    return spell(w);
  });
  return out.join('').replace(/\s+/g, ' ').trim();
}

const SWEDISH =
  /\b(?:jag|inte|och|att|mig|vill|har|det|ar|orkar|pappa|mamma|min|mitt|kanner|hemma|livet|sjalv|nagon|typ|alla|aldrig|ska|kan|hur|vad|varfor|tror|bara)\b/g;

/** Swedish when it has å/ä/ö or more Swedish function words than a couple. */
export function safetyLanguage(text: string): 'en' | 'sv' {
  if (/[åäöÅÄÖ]/.test(text)) return 'sv';
  const t = text.toLowerCase().replace(/[’']/g, '');
  const sv = t.match(SWEDISH)?.length ?? 0;
  const en = t.match(/\b(?:i|the|and|to|my|me|is|it|you|im|dont|want|of|a)\b/g)?.length ?? 0;
  return sv > en ? 'sv' : 'en';
}

/** Negated: a negation right before the cue, in the same clause, and not a turned one ("cant stop thinking"). */
function negated(before: string): boolean {
  const clause = before.split(/ [.,] | but | men | and i | och jag /).pop() ?? '';
  if (!NEGATION.test(clause)) return false;
  return !NEGATION_TURNED.test(clause.split(' ').slice(-6).join(' '));
}

/**
 * Reads one message; `previous` (the person's message before it) is read with it when the message alone is not a
 * crisis. `alone` is the message's own reading when the caller has made it already (`readSafety(text)`).
 */
export function readSafety(
  text: string,
  previous?: string | null,
  alone: SafetyReading = readOne(text),
): SafetyReading {
  if (alone.crisis || !previous) return alone;
  if (readOne(previous).crisis) return alone;
  const together = readOne(`${previous} ${text}`);
  return together.crisis ? { ...together, lang: alone.lang, withPrevious: true } : alone;
}

/** What the lexicon finds in a text: the cues that counted, those a negation turned off, the figures of speech. */
export interface SafetySignals {
  lang: 'en' | 'sv';
  normalised: string;
  byCategory: Map<SafetyCategory, number>;
  cues: string[];
  negatedCues: string[];
  masks: number[];
  contexts: string[];
  score: number;
}

export function safetySignals(text: string): SafetySignals {
  const lang = safetyLanguage(text);
  const normalised = normaliseForSafety(text.slice(0, 4000));
  let t = normalised;
  const masks: number[] = [];
  MASKS.forEach((m, i) => {
    const before = t;
    t = t.replace(m, ' ~ ');
    if (t !== before) masks.push(i);
  });
  // A sentence about the past that is over, a declared joke, a song or book described: its cues do not count.
  const contexts: string[] = [];
  // Read with its neighbours: "when i was 15 i tried to end my life. im 22 now and doing great".
  const sentences = t.split(' . ');
  t = sentences
    .map((sentence, i) => {
      const near = sentences.slice(Math.max(0, i - 1), i + 2).join(' . ');
      const ctx = CONTEXTS.find((c) => c.all.every((re) => re.test(near)));
      if (!ctx || (ctx.id !== 'media' && CONTEXT_UNLESS.test(near))) return sentence;
      contexts.push(ctx.id);
      return ' ~ ';
    })
    .join(' . ');
  const byCategory = new Map<SafetyCategory, number>();
  const cues: string[] = [];
  const negatedCues: string[] = [];
  for (const cue of CUES) {
    cue.re.lastIndex = 0;
    // Each different phrase a cue finds counts (up to three): "mature for my age" and "meet alone" are two signs.
    const found = new Set<string>();
    let hit: RegExpExecArray | null;
    let turnedOff = false;
    while ((hit = cue.re.exec(t)) && found.size < 3) {
      if (hit[0].length === 0) cue.re.lastIndex++;
      const after = t.slice(hit.index + hit[0].length);
      const inner = cue.inner && INNER_NEGATION.test(hit[0]);
      const neg = cue.negatable && (negated(t.slice(0, hit.index)) || AFTER_NEGATION.test(after));
      if (inner || neg) {
        turnedOff = true;
        continue;
      }
      found.add(hit[0].trim());
    }
    if (turnedOff && !found.size) negatedCues.push(cue.id);
    if (!found.size) continue;
    cues.push(cue.id);
    byCategory.set(cue.category, (byCategory.get(cue.category) ?? 0) + cue.weight * found.size);
  }
  let score = 0;
  for (const v of byCategory.values()) score += v;
  return { lang, normalised, byCategory, cues, negatedCues, masks, contexts, score: Math.round(score * 100) / 100 };
}

/** The learned model's features: the text's own, and what the lexicon found in it. */
export function readerFeatures(sig: SafetySignals): number[] {
  return variantFeatures(sig, READER_VARIANT);
}

/**
 * What one corpus line gives the training (scripts/train-safety-model.ts, scripts/safety-cv.ts): its features, with
 * `silentCopies` the same line as if no cue had fired, and with `augment` altered copies of it.
 */
export function trainingFeatures(text: string, seed: number, variant: ModelVariant = READER_VARIANT): number[][] {
  const out: number[][] = [];
  for (const t of [text, ...augmentForTraining(text, seed, variant.augment ?? 0)]) {
    const sig = safetySignals(t);
    out.push(variantFeatures(sig, variant));
    if (variant.silentCopies) out.push(silentFeatures(sig, variant));
  }
  return out;
}

/** The features a model variant reads (scripts/safety-cv.ts). */
export function variantFeatures(sig: SafetySignals, variant: ModelVariant): number[] {
  const f = modelFeatures(sig.normalised, variant);
  const extras = variant.extras ?? 'all';
  if (extras === 'none') return f;
  const extra = [
    ...sig.negatedCues.map((c) => `n:${c}`),
    ...sig.masks.map((m) => `m:${m}`),
    ...sig.contexts.map((c) => `x:${c}`),
  ];
  if (extras === 'all')
    extra.push(
      ...sig.cues.map((c) => `r:${c}`),
      ...[...sig.byCategory.keys()].map((c) => `k:${c}`),
      `s:${Math.min(3, Math.floor(sig.score * 2))}`,
    );
  return [...new Set([...f, ...extra.map(hashFeature)])];
}

/**
 * A line as the model would see it had the lexicon found nothing in it: its words, and the negations, figures of
 * speech and contexts the lexicon recognised (decision 064).
 */
export function silentFeatures(sig: SafetySignals, variant: ModelVariant = READER_VARIANT): number[] {
  return variantFeatures(sig, { ...variant, extras: variant.extras === 'none' ? 'none' : 'soft' });
}

/** A small deterministic generator (mulberry32) for the training copies. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `n` altered copies of a training line, as people type in a hurry: letters swapped, dropped or doubled in some
 * words, a short word left out, punctuation gone. Deterministic for a seed, so the trained model is reproducible.
 */
export function augmentForTraining(text: string, seed: number, n: number): string[] {
  const out: string[] = [];
  for (let k = 0; k < n; k++) {
    const r = random(seed * 31 + k + 1);
    const words = text.split(/\s+/).filter(Boolean);
    const kept = words
      .filter((w) => !(w.length <= 3 && words.length > 4 && r() < 0.12))
      .map((w) => {
        if (w.length < 4 || r() > 0.2) return w;
        const i = 1 + Math.floor(r() * (w.length - 2));
        const kind = r();
        if (kind < 0.4) return w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
        if (kind < 0.75) return w.slice(0, i) + w.slice(i + 1);
        return w.slice(0, i) + w[i] + w.slice(i);
      });
    let t = kept.join(' ');
    if (r() < 0.5) t = t.replace(/[.,!?;:]/g, '');
    out.push(t);
  }
  return out;
}

/** The model's probability for a text's signals (0 without a model). */
export function modelProbability(sig: SafetySignals, model: SafetyModel | null = SAFETY_MODEL): number {
  return model ? scoreFeatures(model, readerFeatures(sig)) : 0;
}

/** The category when only the model spoke: the family of words the text is nearest to. */
const FAMILIES: readonly [SafetyCategory, RegExp][] = [
  [
    'emergency',
    /\b(?:pills|tablets|meds|overdose|od|bleeding|unconscious|ambulance|tabletter|piller|overdos|blod|bloder)\b/,
  ],
  [
    'sexual_exploitation',
    /\b(?:nudes|pics|photos|touch|touched|touches|sex|secret|naked|rape|raped|bilder|nakenbilder|hemlis|tafsa|valdtog)\b/,
  ],
  ['partner_violence', new RegExp(`\\b${expand('{PART}')}\\b`)],
  ['abuse', new RegExp(`\\b${expand('{FAM}')}\\b`)],
  ['self_harm', /\b(?:cut|cutting|cuts|scars|burn|burning|blade|razor|skar|skara|rispa|rispar|arr)\b/],
  ['other_person', /\b(?:she|he|they|her|him|friend|hon|han|kompis|van|hen)\b/],
];

function guessCategory(normalised: string): SafetyCategory {
  for (const [c, re] of FAMILIES) if (re.test(normalised)) return c;
  return 'suicide';
}

/** The model's probability at or above which it decides alone: the lowest whose false alarms, leaving one tuning set out at a time, stay at or under 1.5 % (scripts/safety-cv.ts; decision 064). */
export const MODEL_THRESHOLD = 0.95;

function readOne(text: string): SafetyReading {
  const sig = safetySignals(text);
  const p = modelProbability(sig);
  const rules = sig.score >= CRISIS_THRESHOLD - 1e-9;
  const crisis = rules || p >= MODEL_THRESHOLD;
  let category: SafetyCategory | null = null;
  let best = 0;
  for (const c of URGENCY) {
    const v = sig.byCategory.get(c) ?? 0;
    if (v > best + 1e-9) {
      best = v;
      category = c;
    }
  }
  if (crisis && !category) category = guessCategory(sig.normalised);
  // Weak cues of two kinds ("falling apart" and "no one cares") add up, and the category is the strongest one's.
  return {
    crisis,
    category,
    lang: sig.lang,
    score: sig.score,
    cues: p >= MODEL_THRESHOLD ? [...sig.cues, 'model'] : sig.cues,
  };
}

/** A transcript of speech, or any text kept about a person, that may be shown or reused: null when it reads as a crisis. */
export function safeToReuse(text: string | null | undefined): string | null {
  if (!text) return null;
  return readSafety(text).crisis ? null : text;
}
