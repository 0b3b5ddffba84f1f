import { and, eq } from 'drizzle-orm';
import type { TalkHighlightsEdit, TalkKept } from '@core/contracts/talk.js';
import { readSafety } from '@core/safety-reader.js';
import type { Db } from '@server/db/client.js';
import { talkConversations } from '@server/db/schema.js';
import { ApiError, badRequest } from '@server/http/errors.js';
import type { ConversationRow } from './conversations.js';
import { cleanChatText } from './safety.js';

/** What Talk keeps as the person's answers and strengths (the highlights they can edit). */
export function keptOf(conv: Pick<ConversationRow, 'id' | 'state'>): TalkKept {
  const st = conv.state;
  return {
    conversationId: conv.id,
    situation: st.situation,
    vision: st.vision,
    values: st.values,
    advantage: st.advantage,
    strengths: [...st.strengths],
  };
}

export const HIGHLIGHT_NOT_KEPT =
  'This can’t be kept as a highlight. If you are not safe, please tell Talk: it will show you help lines.';

/**
 * The person edits or removes their answers and strengths (decision 069): what their plan, and their coach while
 * they share Talk, are built from. Only the owner's conversation (the caller checked); a text that reads as a crisis
 * is never kept (400). Conditional on the conversation's sequence, so a reply being stored at the same moment is not
 * overwritten (409: try again).
 */
export async function editHighlights(db: Db, conv: ConversationRow, edit: TalkHighlightsEdit): Promise<TalkKept> {
  const state = structuredClone(conv.state);
  const clean = (v: string | null | undefined) => {
    const t = v == null ? '' : cleanChatText(v).replace(/\s+/g, ' ').trim();
    if (t && readSafety(t).crisis) throw badRequest(HIGHLIGHT_NOT_KEPT, 'not_kept');
    return t || null;
  };
  for (const key of ['situation', 'vision', 'values', 'advantage'] as const)
    if (edit[key] !== undefined) state[key] = clean(edit[key]);
  if (edit.strengths !== undefined)
    state.strengths = [...new Set(edit.strengths.map((x) => clean(x)).filter((x): x is string => !!x))];
  const [updated] = await db
    .update(talkConversations)
    .set({ state, updatedAt: new Date() })
    .where(
      and(
        eq(talkConversations.id, conv.id),
        eq(talkConversations.userId, conv.userId),
        eq(talkConversations.nextSeq, conv.nextSeq),
      ),
    )
    .returning();
  if (!updated) throw new ApiError(409, 'conflict', 'Talk was saving a reply. Please try again.');
  return keptOf(updated);
}
