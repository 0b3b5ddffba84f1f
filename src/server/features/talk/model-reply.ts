import { CRISIS_THRESHOLD, readSafety } from '@core/safety-reader.js';
import type { ChatModel, ModelPart, OlderSelfRequest, PersonFact } from '@server/providers/chat/index.js';
import type { Moderator } from '@server/providers/moderation/index.js';
import { moderationIssue } from './safety.js';

/**
 * A model's reply, streamed to the person sentence by sentence (decision 069). Each sentence is held until it
 * passes the checks — the output check (no professional claims, promises, links, harm), the local safety reader,
 * no long quote of the person's words, and the provider's moderation when one is configured — and only then
 * reaches the screen. A failed check, a refusal, an invalid tool call, an error, a stall (no part for `stallMs`)
 * or the time limit ends the attempt: the caller answers with the coach's own words.
 */

export interface ModelReplyOptions {
  /** The whole reply's time limit (CHAT_TIMEOUT_MS). */
  timeoutMs: number;
  /** No part from the model for this long, before or between tokens: a stall (CHAT_STALL_MS). */
  stallMs: number;
  /** The provider's moderation (MODERATION_PROVIDER), read per sentence; null: the local checks alone. */
  moderate?: Moderator | null;
  /** The person's own message: a reply may not quote more than QUOTE_WORDS_MAX words of it in a row. */
  personText?: string | null;
  /** The person left (the HTTP stream closed): stop the model. */
  signal?: AbortSignal;
}

export type ModelReplyOutcome =
  | { ok: true; text: string; facts: PersonFact[]; shown: boolean }
  | { ok: false; reason: string; facts: PersonFact[]; shown: boolean };

/** A reply longer than this is not a chat reply (the check refuses it). */
const MAX_REPLY_CHARS = 2000;
/** A clause this long without a sentence end is checked and sent on its own (at its last space). */
const MAX_HELD_CHARS = 280;
export const QUOTE_WORDS_MAX = 8;

/**
 * Cuts complete sentences off the front of `buffer`: a sentence ends at . ! ? … (closing quotes and brackets
 * kept) followed by white space, or at a line break. The white space stays with its sentence, so the sentences
 * joined are the text. What is left is the unfinished sentence.
 */
export function takeSentences(buffer: string): { sentences: string[]; rest: string } {
  const sentences: string[] = [];
  const end = /(?:[.!?…]+["'”’)\]]*\s+|\n+)/g;
  let from = 0;
  let m: RegExpExecArray | null;
  while ((m = end.exec(buffer))) {
    const to = m.index + m[0].length;
    if (buffer.slice(from, to).trim()) sentences.push(buffer.slice(from, to));
    else if (sentences.length) sentences[sentences.length - 1] += buffer.slice(from, to);
    from = to;
  }
  let rest = buffer.slice(from);
  // A very long clause is not held back forever: it goes at its last space.
  while (rest.length > MAX_HELD_CHARS) {
    const cut = rest.lastIndexOf(' ', MAX_HELD_CHARS);
    const at = cut > 0 ? cut + 1 : MAX_HELD_CHARS;
    sentences.push(rest.slice(0, at));
    rest = rest.slice(at);
  }
  return { sentences, rest };
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}’']+/gu) ?? [];

/** True when `reply` repeats more than `max` words of `person` in a row. */
export function quotesTooMuch(reply: string, person: string | null | undefined, max = QUOTE_WORDS_MAX): boolean {
  if (!person) return false;
  const p = words(person);
  if (p.length <= max) return false;
  const grams = new Set<string>();
  for (let i = 0; i + max < p.length; i++) grams.add(p.slice(i, i + max + 1).join(' '));
  const r = words(reply);
  for (let i = 0; i + max < r.length; i++) if (grams.has(r.slice(i, i + max + 1).join(' '))) return true;
  return false;
}

/** The checks one sentence passes before it is shown; null: it may be shown, else why not. */
export async function sentenceIssue(
  sentence: string,
  opts: Pick<ModelReplyOptions, 'moderate' | 'personText'>,
): Promise<string | null> {
  if (!sentence.trim()) return null;
  const local = moderationIssue(sentence);
  if (local) return `check: ${local}`;
  // The reader's rules (its lexicon of crisis wording). Its learned model alone is not used on the older self's
  // words: it was fitted on what people write about themselves, and reads coaching questions ("if you could keep
  // only one thing?") as a crisis (decision 069).
  const reading = readSafety(sentence);
  if (reading.crisis && reading.score >= CRISIS_THRESHOLD - 1e-9) return 'safety reader';
  if (opts.moderate) {
    const category = await opts.moderate(sentence).catch(() => null);
    if (category) return `moderation: ${category}`;
  }
  return null;
}

/**
 * Runs the model and sends each checked sentence through `emit` as soon as it passes. Resolves (never rejects)
 * with the whole text when every part passed, or with the reason it did not; `shown` says whether any sentence
 * reached the person (then the caller replaces them with the coach's words).
 */
export async function streamModelReply(
  model: ChatModel,
  req: OlderSelfRequest,
  emit: (sentence: string) => Promise<void> | void,
  opts: ModelReplyOptions,
): Promise<ModelReplyOutcome> {
  const ctrl = new AbortController();
  let why: string | null = null;
  let wake: (() => void) | null = null;
  const stopped = new Promise<void>((resolve) => (wake = resolve));
  const stop = (reason: string) => {
    if (why) return;
    why = reason;
    ctrl.abort(new Error(reason));
    wake?.();
  };
  const total = setTimeout(() => stop('timeout'), opts.timeoutMs);
  // The stall clock runs only while waiting for the model, not while a sentence is being checked or sent.
  let stall: ReturnType<typeof setTimeout> | undefined;
  const onLeave = () => stop('client_left');
  if (opts.signal?.aborted) stop('client_left');
  opts.signal?.addEventListener('abort', onLeave);

  const facts: PersonFact[] = [];
  let text = '';
  let pending = '';
  let shown = false;
  const fail = (reason: string): ModelReplyOutcome => {
    stop(reason);
    return { ok: false, reason, facts, shown };
  };
  const release = async (sentences: string[]): Promise<string | null> => {
    for (const s of sentences) {
      const issue = await sentenceIssue(s, opts);
      if (issue) return issue;
      if (quotesTooMuch(text + s, opts.personText)) return 'quotes the person at length';
      if (why) return why;
      text += s;
      if (s.trim()) shown = true;
      await emit(s);
    }
    return null;
  };

  const parts = model.speak(req, ctrl.signal)[Symbol.asyncIterator]();
  try {
    for (;;) {
      stall = setTimeout(() => stop('stall'), opts.stallMs);
      const next = await Promise.race([parts.next(), stopped.then(() => null)]);
      clearTimeout(stall);
      if (!next || why) return fail(why ?? 'aborted');
      if (next.done) break;
      const part: ModelPart = next.value;
      if (part.type === 'fact') {
        facts.push(part.fact);
        continue;
      }
      pending += part.text;
      if (text.length + pending.length > MAX_REPLY_CHARS) return fail('too long');
      const { sentences, rest } = takeSentences(pending);
      pending = rest;
      const issue = await release(sentences);
      if (issue) return fail(issue);
    }
    const issue = await release([pending]);
    if (issue) return fail(issue);
    const whole = moderationIssue(text);
    if (whole) return fail(`check: ${whole}`);
    return { ok: true, text: text.trim(), facts, shown };
  } catch (err) {
    return fail(why ?? `model: ${(err as Error)?.message ?? 'error'}`.slice(0, 200));
  } finally {
    clearTimeout(total);
    clearTimeout(stall);
    opts.signal?.removeEventListener('abort', onLeave);
    if (!why) ctrl.abort();
    // The provider's stream is closed; its own ending (or error) no longer matters.
    void Promise.resolve(parts.return?.()).catch(() => undefined);
  }
}
