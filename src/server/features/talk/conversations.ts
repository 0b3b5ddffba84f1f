import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ChatMessage, Conversation, ConversationSummary, Plan } from '@core/contracts/talk.js';
import {
  buildPlan,
  chatStateOf,
  decorateCard,
  planReady,
  sessionOf,
  type EngineState,
  type TalkProfile,
} from '@core/talk-engine/index.js';
import { carryOver, emptyPerson, type PersonModel } from '@core/talk-engine/person.js';
import { safeToReuse } from '@core/safety-reader.js';
import { cleanName, superpowerLine } from '@core/text-clean.js';
import type { Db } from '@server/db/client.js';
import { magazineCovers, magazineShares, talkConversations, talkMessages, voiceMessages } from '@server/db/schema.js';
import { hasActiveEntitlement } from '@server/features/payments/index.js';

/** Talk's conversations as stored: the poster and profile a conversation speaks to, its messages, the free count. */

export type ConversationRow = typeof talkConversations.$inferSelect;
export type MessageRow = typeof talkMessages.$inferSelect;

export interface CoverFacts {
  id: string;
  userName: string | null;
  roleTitle: string;
  contexts: string[];
  superpower: string | null;
  cohortId: string;
  ambassadorCode: string | null;
}

/**
 * The person's own poster for a context id: a cover id or a share id of theirs. Anything else (someone else's
 * poster, a made-up id) is no poster: the chat starts without one and reveals nothing about the id.
 */
export async function resolveCover(db: Db, userId: string, magazine: string | undefined): Promise<CoverFacts | null> {
  const cols = {
    id: magazineCovers.id,
    userName: magazineCovers.userName,
    roleTitle: magazineCovers.roleTitle,
    postcard: magazineCovers.postcardContext,
    bhag: magazineCovers.bhagContext,
    purpose: magazineCovers.purposeContext,
    workplace: magazineCovers.workplaceContext,
    answers: magazineCovers.answers,
    cohortId: magazineCovers.cohortId,
    ambassadorCode: magazineCovers.ambassadorCode,
  };
  let row;
  if (magazine) {
    [row] = await db
      .select(cols)
      .from(magazineCovers)
      .where(and(eq(magazineCovers.id, magazine), eq(magazineCovers.userId, userId)))
      .limit(1);
    if (!row) {
      [row] = await db
        .select(cols)
        .from(magazineShares)
        .innerJoin(magazineCovers, eq(magazineShares.coverId, magazineCovers.id))
        .where(and(eq(magazineShares.id, magazine), eq(magazineShares.ownerId, userId)))
        .limit(1);
    }
  } else {
    [row] = await db
      .select(cols)
      .from(magazineCovers)
      .where(eq(magazineCovers.userId, userId))
      .orderBy(desc(magazineCovers.createdAt))
      .limit(1);
  }
  if (!row) return null;
  const superpower = typeof row.answers?.superpower === 'string' ? superpowerLine(row.answers.superpower) : '';
  return {
    id: row.id,
    userName: row.userName,
    roleTitle: row.roleTitle,
    contexts: [row.postcard, row.bhag, row.purpose, row.workplace].filter((x): x is string => !!x),
    superpower: superpower || null,
    cohortId: row.cohortId,
    ambassadorCode: row.ambassadorCode,
  };
}

export async function profileFor(
  db: Db,
  conv: ConversationRow,
  fallbackName: string,
  known?: CoverFacts | null,
): Promise<TalkProfile> {
  const cover = known !== undefined ? known : conv.coverId ? await resolveCover(db, conv.userId, conv.coverId) : null;
  const [voice] = await db
    .select({ transcript: voiceMessages.transcript })
    .from(voiceMessages)
    .where(eq(voiceMessages.userId, conv.userId))
    .orderBy(desc(voiceMessages.createdAt))
    .limit(1);
  const name = cleanName(cover?.userName || fallbackName)?.split(/\s+/)[0] ?? '';
  return {
    seed: conv.id,
    name,
    role: cover?.roleTitle ?? conv.roleTitle ?? null,
    contexts: cover?.contexts ?? [],
    superpower: cover?.superpower ?? null,
    // Speech is read like a message: a transcript that says the person is not safe is never reused.
    transcript: safeToReuse(voice?.transcript),
  };
}

export function toMessage(row: MessageRow, state: EngineState): ChatMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    type: row.type,
    ...(row.card ? { card: decorateCard(row.card, state) } : {}),
    ...(row.cards ? { cards: row.cards.map((c) => decorateCard(c, state)) } : {}),
    ...(row.quickReplies?.length ? { quick_replies: row.quickReplies } : {}),
    ...(row.metadata ? { metadata: row.metadata } : {}),
  };
}

/**
 * The free messages a person has used: counted over all their conversations (decision 066), so a new poster or a
 * new spin, which starts a new conversation, gives no new free messages.
 */
export async function freeMessagesUsed(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${talkConversations.userMessages}), 0)::int` })
    .from(talkConversations)
    .where(eq(talkConversations.userId, userId));
  return Number(row?.n ?? 0);
}

export async function isEntitled(db: Db, userId: string): Promise<boolean> {
  if (await hasActiveEntitlement(db, userId, 'talk')) return true;
  return hasActiveEntitlement(db, userId, 'strategy');
}

export async function ownConversation(db: Db, userId: string, id: string): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(talkConversations)
    .where(and(eq(talkConversations.id, id), eq(talkConversations.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function conversationFor(
  db: Db,
  userId: string,
  cover: CoverFacts | null,
): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(talkConversations)
    .where(and(eq(talkConversations.userId, userId), eq(talkConversations.coverKey, cover?.id ?? '')))
    .orderBy(desc(talkConversations.updatedAt))
    .limit(1);
  return row ?? null;
}

/**
 * The facts a person kept in their latest conversation (decision 068): a new conversation (a new spin, a new poster)
 * starts with them, not the deleted ones, each with the conversation it was said in. Per person, never shared.
 */
export async function keptFacts(db: Db, userId: string): Promise<PersonModel> {
  const [latest] = await db
    .select({ id: talkConversations.id, state: talkConversations.state })
    .from(talkConversations)
    .where(eq(talkConversations.userId, userId))
    .orderBy(desc(talkConversations.updatedAt))
    .limit(1);
  return latest ? carryOver(latest.state.person, latest.id) : emptyPerson();
}

export async function messagesOf(db: Db, conversationId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(talkMessages)
    .where(eq(talkMessages.conversationId, conversationId))
    .orderBy(asc(talkMessages.seq));
}

/** The quick replies of the coach's latest message: a tapped one's label is what the person's bubble shows. */
export async function lastQuickReplies(db: Db, conversationId: string): Promise<string[] | null> {
  const [row] = await db
    .select({ role: talkMessages.role, quickReplies: talkMessages.quickReplies })
    .from(talkMessages)
    .where(eq(talkMessages.conversationId, conversationId))
    .orderBy(desc(talkMessages.seq))
    .limit(1);
  return row?.role === 'assistant' ? row.quickReplies : null;
}

/** The whole conversation as the screen shows it (a reload or another device). */
export async function readConversation(
  deps: { db: Db; freeMessages: number },
  conv: ConversationRow,
): Promise<Conversation> {
  const rows = await messagesOf(deps.db, conv.id);
  const paywalled =
    (await freeMessagesUsed(deps.db, conv.userId)) >= deps.freeMessages && !(await isEntitled(deps.db, conv.userId));
  return {
    id: conv.id,
    magazineId: conv.coverId,
    roleTitle: conv.roleTitle,
    session: sessionOf(conv.state),
    state: chatStateOf(conv.state),
    messages: rows.map((r) => toMessage(r, conv.state)),
    paywalled,
    planReady: planReady(conv.state),
    paused: conv.state.paused,
  };
}

/** The conversation for a context (poster id, share id, or none) if one exists. */
export async function findConversationFor(db: Db, userId: string, magazine: string | undefined) {
  const cover = await resolveCover(db, userId, magazine);
  return conversationFor(db, userId, cover);
}

export async function listConversations(db: Db, userId: string): Promise<ConversationSummary[]> {
  const rows = await db
    .select({
      id: talkConversations.id,
      coverId: talkConversations.coverId,
      roleTitle: talkConversations.roleTitle,
      act: talkConversations.act,
      state: talkConversations.state,
      updatedAt: talkConversations.updatedAt,
      messageCount: talkConversations.nextSeq,
      // Written out: in a one-table select Drizzle names a column without its table, which the subquery would read
      // as its own (m.id).
      preview: sql<
        string | null
      >`(select m.content from talk_messages m where m.conversation_id = talk_conversations.id order by m.seq desc limit 1)`,
    })
    .from(talkConversations)
    .where(eq(talkConversations.userId, userId))
    .orderBy(desc(talkConversations.updatedAt))
    .limit(50);
  return rows.map((r) => ({
    id: r.id,
    magazineId: r.coverId,
    roleTitle: r.roleTitle,
    current_act: r.act,
    confidence: sessionOf(r.state).confidence,
    preview: (r.preview ?? '').slice(0, 150),
    updatedAt: r.updatedAt.toISOString(),
    messageCount: r.messageCount,
  }));
}

export async function planOf(db: Db, conv: ConversationRow, fallbackName: string): Promise<Plan> {
  const profile = await profileFor(db, conv, fallbackName);
  return buildPlan(profile, conv.state);
}

/** The person's last message in a conversation (a message split over two sends is read together). */
export async function lastUserMessage(
  db: Db,
  conversationId: string,
): Promise<{ id: string; content: string; createdAt: Date } | null> {
  const [row] = await db
    .select({
      id: talkMessages.id,
      content: talkMessages.content,
      metadata: talkMessages.metadata,
      createdAt: talkMessages.createdAt,
    })
    .from(talkMessages)
    .where(and(eq(talkMessages.conversationId, conversationId), eq(talkMessages.role, 'user')))
    .orderBy(desc(talkMessages.seq))
    .limit(1);
  return row && !row.metadata?.safety ? { id: row.id, content: row.content, createdAt: row.createdAt } : null;
}

/**
 * One of the older self's replies, only for the person whose conversation it is (voice reads it aloud; decision
 * 081): its words and whether it is a crisis reply with help lines. Someone else's reply is null, like a missing one.
 */
export async function ownedReply(
  db: Db,
  userId: string,
  messageId: string,
): Promise<{ content: string; metadata: MessageRow['metadata'] } | null> {
  const [row] = await db
    .select({ content: talkMessages.content, metadata: talkMessages.metadata })
    .from(talkMessages)
    .innerJoin(talkConversations, eq(talkConversations.id, talkMessages.conversationId))
    .where(
      and(eq(talkMessages.id, messageId), eq(talkMessages.role, 'assistant'), eq(talkConversations.userId, userId)),
    )
    .limit(1);
  return row ?? null;
}
