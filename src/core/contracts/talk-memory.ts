import { z } from 'zod';
import { FACT_KINDS, FACT_TEXT_MAX } from '../talk-engine/person.js';

/**
 * "What I remember" (decision 068): what Talk knows about the person in one conversation, which they can see, correct
 * and delete. GET/PATCH/DELETE /api/talk/conversations/:id/memory[/:factId]; only the conversation's owner.
 */
export const memoryFactSchema = z.object({
  id: z.string(),
  kind: z.enum(FACT_KINDS),
  /** The heading it is shown under ("Studies", "Places"…). */
  label: z.string(),
  text: z.string(),
  /**
   * The message it came from (null: a conversation stored before message ids were kept), its turn, and the
   * conversation it was said in when that is an earlier one of the same person (null: this one).
   */
  source: z.object({ turn: z.number(), messageId: z.string().nullable(), conversationId: z.string().nullable() }),
  edited: z.boolean(),
});
export type MemoryFact = z.infer<typeof memoryFactSchema>;

export const memoryResponseSchema = z.object({ facts: z.array(memoryFactSchema) });
export type MemoryResponse = z.infer<typeof memoryResponseSchema>;

/** A correction: the fact in the person's own words. */
export const memoryCorrectionSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Please write what I should remember.')
    .max(FACT_TEXT_MAX, `Please keep it under ${FACT_TEXT_MAX} characters.`),
});
export const MEMORY_FACT_ID_PATTERN = /^f\d{1,6}-\d{1,3}$/;
