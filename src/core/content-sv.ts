import type { QuizCard, VisualQuestionId } from '@content/quiz.js';
import { visualQuestionsSv } from '@content/sv/quiz.js';
import { rolesSv, type RoleSv } from '@content/sv/roles.js';

/**
 * Lookups into the Swedish content (content/sv/, decision 089): the same ids as the English content, so a stored
 * answer or role is shown in Swedish by its id. Pure.
 */

/** A Swedish card by question and card id (the ids of content/quiz.ts). */
export function findCardSv(questionId: VisualQuestionId, cardId: string): QuizCard | undefined {
  return visualQuestionsSv.find((q) => q.id === questionId)?.cards.find((c) => c.id === cardId);
}

/** The Swedish role for an English role title (the role's id), case-insensitive. */
export function findRoleSv(englishTitle: string): RoleSv | undefined {
  const exact = rolesSv[englishTitle];
  if (exact) return exact;
  const t = englishTitle.trim().toLowerCase();
  for (const [k, v] of Object.entries(rolesSv)) if (k.toLowerCase() === t) return v;
  return undefined;
}

/** ”rymdstädare” → ”Rymdstädare”: a Swedish role title as a heading or on the wheel. */
export const displayTitleSv = (title: string): string => (title ? title[0]!.toUpperCase() + title.slice(1) : title);
