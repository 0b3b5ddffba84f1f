import { questions, SUPERPOWER_MAX_LENGTH, type QuestionId, type VisualQuestionId } from '@content/quiz.js';
import { findCard } from './quiz-cards.js';
import { cleanSuperpower } from './text-clean.js';

/** A map from question id to the chosen card id, or to the free text (superpower). */
export type Answers = Partial<Record<QuestionId, string>>;

/** The question ids in their fixed quiz order (also the order the role hash reads them in). */
export const QUESTION_IDS: readonly QuestionId[] = questions.map((q) => q.id);
const VISUAL_IDS = new Set<string>(questions.filter((q) => q.type === 'visual-cards').map((q) => q.id));

export type AnswersCheck = { ok: true; answers: Answers } | { ok: false; message: string; questionId?: string };

/**
 * Check a visitor's answers. Every key must be a known question; a card answer must be a card of that question's
 * pool; the superpower text is cleaned and must be non-blank and at most SUPERPOWER_MAX_LENGTH characters.
 * With `complete`, all five questions must be answered. Returns the cleaned answers in quiz order, or the first
 * problem as a message fit to show.
 */
export function validateAnswers(input: unknown, opts: { complete: boolean }): AnswersCheck {
  if (!input || typeof input !== 'object' || Array.isArray(input))
    return { ok: false, message: 'Answers must be an object of question ids to answers.' };
  const rec = input as Record<string, unknown>;
  for (const key of Object.keys(rec)) {
    if (!(QUESTION_IDS as readonly string[]).includes(key))
      return { ok: false, message: `Unknown question "${key.slice(0, 40)}".`, questionId: key };
  }
  const answers: Answers = {};
  for (const id of QUESTION_IDS) {
    const value = rec[id];
    if (value === undefined || value === null) {
      if (opts.complete)
        return { ok: false, message: `Please answer every question first (missing: ${id}).`, questionId: id };
      continue;
    }
    if (typeof value !== 'string')
      return { ok: false, message: `The answer to question ${id} must be text.`, questionId: id };
    if (VISUAL_IDS.has(id)) {
      if (!findCard(id as VisualQuestionId, value))
        return { ok: false, message: `Unknown card "${value.slice(0, 60)}" for question ${id}.`, questionId: id };
      answers[id] = value;
    } else {
      const text = cleanSuperpower(value);
      if (!text)
        return { ok: false, message: 'Please share your superpower: the answer cannot be blank.', questionId: id };
      if (text.length > SUPERPOWER_MAX_LENGTH)
        return {
          ok: false,
          message: `Please keep your superpower to ${SUPERPOWER_MAX_LENGTH} characters or fewer.`,
          questionId: id,
        };
      answers[id] = text;
    }
  }
  return { ok: true, answers };
}

/** Stored answers read back: keep only the entries that are still valid (content may have changed since). */
export function keepValidAnswers(input: unknown): Answers {
  if (!input || typeof input !== 'object') return {};
  const out: Answers = {};
  for (const id of QUESTION_IDS) {
    const one = validateAnswers({ [id]: (input as Record<string, unknown>)[id] }, { complete: false });
    if (one.ok && one.answers[id] !== undefined) out[id] = one.answers[id];
  }
  return out;
}
