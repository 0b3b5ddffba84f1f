import { and, eq } from 'drizzle-orm';
import type { MemoryFact } from '@core/contracts/talk-memory.js';
import type { EngineState } from '@core/talk-engine/index.js';
import { correctFact, emptyPerson, FACT_KIND_LABELS, forgetFact, type PersonModel } from '@core/talk-engine/person.js';
import type { Db } from '@server/db/client.js';
import { talkConversations } from '@server/db/schema.js';
import { ApiError, notFound } from '@server/http/errors.js';

/** "What I remember" (decision 068): the person model of a conversation, read, corrected and deleted by its owner. */

type ConversationRow = typeof talkConversations.$inferSelect;

export function memoryOf(state: EngineState): MemoryFact[] {
  return (state.person?.facts ?? []).map((f) => ({
    id: f.id,
    kind: f.kind,
    label: FACT_KIND_LABELS[f.kind],
    text: f.text,
    source: { turn: f.source.turn, messageId: f.source.messageId, conversationId: f.source.conversationId ?? null },
    edited: !!f.edited,
  }));
}

/**
 * Writes a changed person model, only over the state it was read from: a turn stored in between (another tab) is
 * never overwritten; the person is asked to try again.
 */
async function writePerson(db: Db, conv: ConversationRow, person: PersonModel): Promise<MemoryFact[]> {
  const state: EngineState = { ...conv.state, person };
  const updated = await db
    .update(talkConversations)
    .set({ state, updatedAt: new Date() })
    .where(and(eq(talkConversations.id, conv.id), eq(talkConversations.nextSeq, conv.nextSeq)))
    .returning({ id: talkConversations.id });
  if (!updated.length) throw new ApiError(409, 'conflict', 'The conversation just changed. Please try again.');
  return memoryOf(state);
}

const factNotFound = () => notFound('That memory is not there any more.');

export async function correctMemory(db: Db, conv: ConversationRow, factId: string, text: string) {
  const next = correctFact(conv.state.person ?? emptyPerson(), factId, text);
  if (!next) throw factNotFound();
  return writePerson(db, conv, next);
}

export async function deleteMemory(db: Db, conv: ConversationRow, factId: string) {
  const next = forgetFact(conv.state.person ?? emptyPerson(), factId);
  if (!next) throw factNotFound();
  return writePerson(db, conv, next);
}
