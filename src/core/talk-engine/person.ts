import { cleanText } from '../text-clean.js';

/**
 * The person model (decision 068): what the person has told Talk about their life, as plain, typed data kept on the
 * conversation's engine state, with where each fact came from. The local coach uses it in replies, trend choice,
 * ideas, the letter and the plan; a model can be handed the same data. The person sees, corrects and deletes it in
 * "What I remember".
 *
 * Never a fact: a painful feeling, a crisis message (neither ever reaches extraction), a question, a joke.
 */

export const FACT_KINDS = ['study', 'place', 'work', 'person', 'worry', 'hope', 'dislike', 'like', 'week'] as const;
export type FactKind = (typeof FACT_KINDS)[number];

/** How each kind is named in "What I remember". */
export const FACT_KIND_LABELS: Readonly<Record<FactKind, string>> = {
  study: 'Studies',
  place: 'Places',
  work: 'Work',
  person: 'People',
  worry: 'Worries',
  hope: 'Hopes',
  dislike: 'Not for you',
  like: 'Things you enjoy',
  week: 'Your week',
};

export interface PersonFact {
  /** Stable within the conversation: 'f{turn}-{n}'. */
  id: string;
  kind: FactKind;
  /** A few words, as the coach can say them back ("physics", "Uppsala", "a café", "your sister"). */
  text: string;
  /**
   * Where it came from: the turn of the conversation and, when the server knows it, the message's id; for a fact
   * kept from an earlier conversation of the same person, that conversation's id (absent: said in this one).
   */
  source: { turn: number; messageId: string | null; conversationId?: string | null };
  /** The person changed it in "What I remember". */
  edited?: boolean;
}

export interface PersonModel {
  facts: PersonFact[];
  /** Facts the person deleted ('kind:text' lower case): never taken again from a later message. */
  forgotten: string[];
}

export const FACT_TEXT_MAX = 60;
export const FACTS_MAX = 40;

export function emptyPerson(): PersonModel {
  return { facts: [], forgotten: [] };
}

const norm = (s: string) =>
  cleanText(s)
    .replace(/[’‘`´]/g, "'")
    .trim();

/** The person's words turned to the coach's ("my sister" → "your sister"), trimmed to a few words. */
function tidyFact(raw: string, maxWords = 5): string {
  const words = raw
    .replace(/^(?:a |an )?(?:bit of |lot of |few )/i, '')
    .replace(/\b(?:really|actually|basically|kind of|kinda|just|like|literally)\b\s*/gi, '')
    .replace(/(?:\s+(?:btw|lol|haha|tbh|too|now|anyway|anymore|either|though|honestly))+\s*$/i, '')
    .replace(/\bmy\b/gi, 'your')
    .replace(/\bme\b/gi, 'you')
    .replace(/\bi\b/gi, 'you')
    .replace(/[\s,;:.!?…'"“”()-]+$/u, '')
    .replace(/^[\s,;:'"“”(-]+/u, '')
    .trim()
    .split(/\s+/);
  // Too long to keep as a few words: nothing, never a phrase cut in the middle.
  if (words.length > maxWords) return '';
  return words.join(' ').replace(/'/g, '’');
}

/** Stop a captured phrase at the next clause ("physics in Uppsala, dropped out, and…" → "physics in Uppsala"). */
const clause = (s: string) =>
  s.split(/\s*(?:,|;|\.|!|\?| and | but | because | so | then | which | though | while | - )\s*/i)[0] ?? '';

const STUDY = [
  /\b(?:i (?:did|studied|study|took|started|tried|finished|dropped)|i'm studying|i am studying|i'm doing|i am doing|doing|studying)\s+(?:(?:one|a|two|three|half a|1|2|3) (?:year|years|semester|semesters|term|terms) (?:of|in) |a (?:degree|course|programme|program|bachelor'?s?|master'?s?) in |some )?((?:[a-z]+ ){0,2}?(?:physics|chemistry|biology|maths|math|mathematics|engineering|computer science|medicine|nursing|law|economics|business|psychology|history|philosophy|art|design|music|architecture|teaching|education|languages?|english|swedish|german|french|spanish|literature|journalism|media|film|marketing|social work|geography|geology|astronomy|sociology|political science|politics|computing|programming|cooking|culinary arts|hospitality|graphic design|fashion|economy|accounting|finance|linguistics|anthropology|sports science|physiotherapy|pharmacy|dentistry|veterinary|agriculture|forestry|environmental science|marine biology|electrical engineering|mechanical engineering|civil engineering))\b/i,
  /\b(?:studied|i'm studying|i am studying|i study|degree in|course in|programme in|program in|major in|majoring in|a year of|years of)\s+(?!(?:next|this|last|what|for|hard|a lot|too|and|but|at|in|on|because|so)\b)([a-z][a-z ]{2,30}?)(?=\s+(?:at|in)\s+[A-Z]|[,.;!?]|\s+and\b|\s+but\b|$)/i,
];
const PLACE =
  /\b(?:in|from|to|near|around|outside|at the university of|at uni in|moved to|live in|living in|grew up in|based in)\s+((?:[A-ZÅÄÖÉÜØÆ][\p{L}'-]+)(?:\s+[A-ZÅÄÖÉÜØÆ][\p{L}'-]+)?)/gu;
const NOT_PLACES = new Set([
  'I',
  'I’m',
  "I'm",
  'The',
  'A',
  'My',
  'It',
  'English',
  'Swedish',
  'Physics',
  'Maths',
  'Math',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
  'Christmas',
  'Easter',
  'Spanish',
  'French',
  'German',
  'Finnish',
  'Arabic',
  'Chemistry',
  'Biology',
  'Art',
  'Music',
  'History',
  'God',
  'Talk',
  'Future',
]);
const WORK = [
  /\b(?:i (?:work|worked|am working|'m working)|working|i have a (?:part-time |full-time |weekend |summer )?job|i've got a (?:part-time |weekend )?job)\s+(?:as an? [a-z]+(?: [a-z]+)? )?(?:part-time |full-time |weekends |nights )?(?:at|in|for)\s+((?:a|an|the|my|our)\s+[\p{L}' -]{2,40}|[A-Z][\p{L}'&-]+(?:\s+[A-Z][\p{L}'&-]+)?)/iu,
  /\b(?:i (?:work|worked) as|i'm (?:working )?as|i am (?:working )?as|job as|i'm an?|i am an?)\s+(?:a |an )?((?:part-time |full-time )?(?:barista|waiter|waitress|cashier|cleaner|nurse|carer|care worker|cook|chef|baker|driver|courier|delivery rider|shop assistant|sales assistant|receptionist|tutor|teacher|teaching assistant|nanny|babysitter|lifeguard|mechanic|electrician|plumber|carpenter|programmer|developer|designer|intern|warehouse worker|farmhand|gardener|security guard|bartender|dishwasher|hairdresser|photographer|coach|trainer|volunteer|student assistant|lab assistant|assistant|apprentice)\w*)\b/i,
];
const PERSON =
  /\b(?:my|our)\s+((?:older |younger |little |big |best |old )?(?:mum|mom|mother|dad|father|parents|sister|brother|grandma|grandmother|grandpa|grandfather|gran|nan|aunt|uncle|cousin|friend|friends|teacher|coach|boss|manager|girlfriend|boyfriend|partner|neighbou?r|mentor|flatmate|roommate|colleague|classmate|tutor|supervisor)s?)(?:\s+([A-Z][\p{L}'-]+))?/gu;
const HOPE =
  /\b(?:i (?:want|wanna|would love|'d love|hope|dream|wish|plan|would like|'d like) to|my dream is to|my goal is to|i'm hoping to|i am hoping to|someday i'd|one day i'd (?:like|love) to|i see myself)\s+([^.!?;]{3,70})/i;
const VISION_HOPE = /^(?:i(?:'m| am| would be| 'd be|'d be)|i)\s+([^.!?;]{3,70})/i;
const WORRY =
  /\b(?:i(?:'m| am) (?:worried|nervous|afraid|scared) (?:about|of|that)|i worry (?:about|that)|my (?:biggest )?worry is(?: that)?|what worries me is(?: that)?|i'm afraid that|i fear that)\s+([^.!?;]{3,60})/i;
const DISLIKE =
  /\b(?:i (?:hate|hated|can't stand|cannot stand|don't like|do not like|dislike|didn't like|did not like|never liked|never want to)|i'm not into|i am not into|not a fan of)\s+([^.!?;]{3,50})/i;
const LIKE =
  /\b(?:i (?:really |also |kind of |kinda )?(?:like|love|enjoy|adore)|i(?:'m| am) (?:really |very )?(?:into|interested in|passionate about|fascinated by|curious about)|i care (?:a lot )?about)\s+([^.!?;]{3,50})/i;
const WEEK =
  /\b(\d{1,2})\s*(?:-\s*\d{1,2}\s*)?(?:hours?|hrs?|h)\s*(?:a|per|each|every)\s*week\b|\b(evenings|weekends|mornings|sundays|saturdays|mondays|one day a week|two days a week|three days a week)\b(?=[^.!?]*\b(?:free|off|spare|open)\b)/i;
/** Words that make a like, a hope or a dislike not a fact about the person. */
const EMPTY = /^(?:it|this|that|them|you|stuff|things|nothing|everything|something|to|the|a)$/i;

function add(out: Omit<PersonFact, 'id' | 'source'>[], kind: FactKind, raw: string | undefined, maxWords = 5) {
  if (!raw) return;
  const text = tidyFact(clause(raw), maxWords);
  if (text.length < 2 || EMPTY.test(text) || text.length > FACT_TEXT_MAX) return;
  if (out.some((f) => f.kind === kind && f.text.toLowerCase() === text.toLowerCase())) return;
  out.push({ kind, text });
}

/**
 * The facts a message states. The caller only passes messages that are answers or plain statements (never a
 * feeling, a crisis, a question or a joke). `step`: the step it answered (a vision is read as a hope).
 */
export function extractFacts(message: string, step: string | null = null): Omit<PersonFact, 'id' | 'source'>[] {
  const t = norm(message);
  const out: Omit<PersonFact, 'id' | 'source'>[] = [];
  for (const re of STUDY) {
    const m = re.exec(t);
    if (m) {
      add(out, 'study', m[1]!.toLowerCase(), 3);
      break;
    }
  }
  for (const re of WORK) {
    const m = re.exec(t);
    if (m) {
      // A workplace ("a café") reads after "at"; a job title ("barista") is said as the work it is.
      const w = m[1]!
        .replace(/\s+(?:in|near|outside)\s+\p{Lu}.*$/u, '')
        .replace(/^(?:my|our)\s/i, 'the ')
        .toLowerCase();
      add(out, 'work', re === WORK[0] ? w : `your work as a ${w}`, re === WORK[0] ? 4 : 7);
      break;
    }
  }
  for (const m of t.matchAll(PLACE)) {
    const name = m[1]!.trim();
    const first = name.split(/\s+/)[0]!;
    if (NOT_PLACES.has(first)) continue;
    add(out, 'place', name, 3);
  }
  for (const m of t.matchAll(PERSON)) add(out, 'person', `your ${m[1]!.toLowerCase()}${m[2] ? ` ${m[2]}` : ''}`, 4);
  const hope = HOPE.exec(t) ?? (step === 'vision' ? VISION_HOPE.exec(t) : null);
  if (hope) add(out, 'hope', hope[1], 8);
  add(out, 'worry', WORRY.exec(t)?.[1], 7);
  add(out, 'dislike', DISLIKE.exec(t)?.[1], 7);
  add(out, 'like', LIKE.exec(t)?.[1], 6);
  const week = WEEK.exec(t);
  if (week) add(out, 'week', week[1] ? `${week[1]} hours a week` : `${week[2]!.toLowerCase()} free`, 5);
  return out;
}

const keyOf = (f: { kind: FactKind; text: string }) => `${f.kind}:${f.text.toLowerCase()}`;

/** The person model with the facts of one more message (never one the person deleted, never a duplicate). */
export function rememberFacts(
  model: PersonModel,
  message: string,
  at: { turn: number; messageId: string | null; step?: string | null },
): { model: PersonModel; added: PersonFact[] } {
  const found = extractFacts(message, at.step ?? null);
  const next: PersonModel = { facts: [...model.facts], forgotten: [...model.forgotten] };
  const added: PersonFact[] = [];
  found.forEach((f, i) => {
    // A deleted fact stays deleted, however it is said again ("a café" deleted: "a café near home" is not kept).
    if (next.forgotten.some((k) => keyOf(f) === k || keyOf(f).startsWith(`${k} `))) return;
    if (next.facts.some((x) => keyOf(x) === keyOf(f))) return;
    if (next.facts.length >= FACTS_MAX) return;
    const fact: PersonFact = { ...f, id: `f${at.turn}-${i + 1}`, source: { turn: at.turn, messageId: at.messageId } };
    next.facts.push(fact);
    added.push(fact);
  });
  return { model: next, added };
}

/**
 * The facts a person kept, carried into their next conversation (a new spin starts one): the deleted ones stay
 * deleted (they are not in `facts`, and `forgotten` comes along so they are never taken again). Each fact keeps its
 * source, with the conversation it was said in; ids are renumbered 'f0-{n}' (turn 0: before this conversation), so
 * they never meet the ids of facts said in the new one ('f{turn}-{n}', turn 1 and on).
 */
export function carryOver(model: PersonModel | undefined, fromConversationId: string): PersonModel {
  if (!model) return emptyPerson();
  return {
    facts: model.facts.slice(0, FACTS_MAX).map((f, i) => ({
      ...f,
      id: `f0-${i + 1}`,
      source: { ...f.source, conversationId: f.source.conversationId ?? fromConversationId },
    })),
    forgotten: [...model.forgotten],
  };
}

/** The first fact of a kind the person still has (latest wins for hopes and weeks, first for the rest). */
export function factOf(model: PersonModel | undefined, kind: FactKind): PersonFact | undefined {
  const of = (model?.facts ?? []).filter((f) => f.kind === kind);
  return kind === 'hope' || kind === 'week' ? of.at(-1) : of[0];
}

/** A corrected fact (the person's own words, cleaned, at most FACT_TEXT_MAX characters). Null: no such fact. */
export function correctFact(model: PersonModel, id: string, text: string): PersonModel | null {
  const clean = norm(text).replace(/'/g, '’').slice(0, FACT_TEXT_MAX).trim();
  const i = model.facts.findIndex((f) => f.id === id);
  if (i < 0 || !clean) return null;
  const facts = [...model.facts];
  facts[i] = { ...facts[i]!, text: clean, edited: true };
  return { ...model, facts };
}

/** A deleted fact, remembered as deleted so a later message does not bring it back. Null: no such fact. */
export function forgetFact(model: PersonModel, id: string): PersonModel | null {
  const f = model.facts.find((x) => x.id === id);
  if (!f) return null;
  return {
    facts: model.facts.filter((x) => x.id !== id),
    forgotten: [...new Set([...model.forgotten, keyOf(f)])],
  };
}

/** "physics in Uppsala and a café": the situation's facts as a short phrase, or null. */
export function situationPhrase(model: PersonModel | undefined): string | null {
  const study = factOf(model, 'study');
  const place = factOf(model, 'place');
  const work = factOf(model, 'work');
  const parts: string[] = [];
  if (study) parts.push(place ? `${study.text} in ${place.text}` : study.text);
  if (work) parts.push(`${work.text.replace(/^(?:a|an) /i, 'the ')}${!study && place ? ` in ${place.text}` : ''}`);
  if (!study && !work && place) parts.push(place.text);
  if (!parts.length) return null;
  return parts.join(', and now ');
}
