import { visualQuestions, type QuizCard, type VisualQuestionId } from '@content/quiz.js';

/** A card of a visual question by its id; undefined when the question has no such card (any more). */
export function findCard(questionId: VisualQuestionId, cardId: string): QuizCard | undefined {
  const question = visualQuestions.find((q) => q.id === questionId);
  return question?.cards.find((card) => card.id === cardId);
}
