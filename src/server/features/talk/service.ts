import { and, eq } from 'drizzle-orm';
import {
  START_CONVERSATION,
  TALK_MESSAGE_MAX,
  TALK_PAYWALL_CODE,
  type ChatMessage,
  type ChatSession,
  type ChatState,
} from '@core/contracts/talk.js';
import { chatStateOf, initialState, respond, sessionOf, type EngineTurn } from '@core/talk-engine/index.js';
import { isCardTap } from '@core/talk.js';
import type { SafetyReading } from '@core/safety-reader.js';
import type { Db } from '@server/db/client.js';
import { talkConversations, talkMessages } from '@server/db/schema.js';
import { ApiError, badRequest } from '@server/http/errors.js';
import { newId } from '@server/lib/ids.js';
import type { AttributionService } from '@server/shared/attribution.js';
import type { OlderSelfRequest } from '@server/providers/chat/index.js';
import {
  conversationFor,
  freeMessagesUsed,
  isEntitled,
  keptFacts,
  lastQuickReplies,
  lastUserMessage,
  messagesOf,
  ownConversation,
  profileFor,
  resolveCover,
  toMessage,
  type ConversationRow,
  type CoverFacts,
  type MessageRow,
} from './conversations.js';
import { olderSelfRequest, type PersonExtras } from './older-self-request.js';
import { cleanChatText } from './safety.js';
import { recordTurnEvents } from './turn-events.js';
import { readTurnSafety, type SafetyDeps } from './turn-safety.js';

/**
 * Talk's turn (the protocol's one exchange): read the message's safety, check the paywall, let the engine answer,
 * store both messages together, and hand back what a model needs to speak it. The conversations as stored are in
 * conversations.ts, the analytics in turn-events.ts, the safety reading in turn-safety.ts, the highlights in
 * highlights.ts.
 */

/** The spec's chat error (docs/product/talk.md#messages), for anything that stops a reply. */
export const CHAT_START_ERROR = 'Connection Error - Failed to start conversation. Please try again.';
export const CHAT_SEND_ERROR = 'Connection Error - Failed to send message. Please try again.';
export const PAYWALL_MESSAGE = 'Unlock FutureSelf Talk to continue the conversation.';

export interface TalkDeps extends SafetyDeps {
  db: Db;
  attribution: AttributionService;
  freeMessages: number;
  /**
   * True when a model speaks as the older self (CHAT_PROVIDER; decision 069): the turn is stored with the coach's
   * words and returns what the model needs (`live`); the route streams the model and settles the stored reply.
   */
  modelSpeaks?: boolean;
  /** The person's facts and future memory (decision 068), when something keeps them outside the state. */
  extrasOf?: (conversationId: string) => Promise<PersonExtras | null>;
  /**
   * What the older self follows up on first: the person's last weekly step, when it was sent after `since` (their
   * last message here; null: a new conversation). Weekly guidance (decision 078), given by the composition root.
   */
  followUpOf?: (userId: string, since: Date | null) => Promise<string | null>;
  now?: () => Date;
}

export interface TurnResult {
  conversationId: string;
  userMessage: ChatMessage | null;
  reply: ChatMessage;
  session: ChatSession;
  state: ChatState;
  /** True when this reply was stored before (a retried request, or a start on an existing conversation). */
  replayed: boolean;
  /** The turn's analytics events being written (await before saying the turn is done). */
  events?: Promise<void>;
  /** A model speaks this reply (decision 069): what it is told, and the person's own words for the quote check. */
  live?: { request: OlderSelfRequest; personText: string | null };
}

export interface TurnInput {
  userId: string;
  userName: string;
  action: 'start' | 'continue';
  message: string;
  clientMessageId?: string;
  conversationId?: string;
  magazine?: string;
  sessionId: string;
  /** The message's own safety reading, when the caller already made it (the route, for the rate limits). */
  safetyAlone?: SafetyReading;
}

const paywall = () => new ApiError(402, TALK_PAYWALL_CODE, PAYWALL_MESSAGE);

/**
 * One exchange of the protocol: the start (a greeting, or the stored conversation's last reply when it exists) or
 * a person's message and the coach's reply, stored together. A retry with the same client message id answers the
 * stored reply. The server's stored state is the only state: whatever state the client sends is ignored.
 */
export async function takeTurn(deps: TalkDeps, input: TurnInput): Promise<TurnResult> {
  const { db } = deps;
  const now = deps.now?.() ?? new Date();

  let conv: ConversationRow | null = null;
  let cover: CoverFacts | null = null;
  if (input.conversationId) {
    conv = await ownConversation(db, input.userId, input.conversationId);
    // Someone else's conversation (or none): the same answer as a missing one, nothing about it is revealed.
    if (!conv) throw new ApiError(404, 'not_found', input.action === 'start' ? CHAT_START_ERROR : CHAT_SEND_ERROR);
  } else {
    cover = await resolveCover(db, input.userId, input.magazine);
    conv = await conversationFor(db, input.userId, cover);
  }

  // A retry of a message already answered: the stored reply, not a second one.
  if (conv && input.clientMessageId) {
    const replay = await replayOf(db, conv, input.clientMessageId);
    if (replay) return replay;
  }

  if (input.action === 'start') {
    if (conv) {
      const rows = await messagesOf(db, conv.id);
      const last = [...rows].reverse().find((m) => m.role === 'assistant');
      if (last) return result(conv, null, toMessage(last, conv.state), true);
    }
  } else {
    const text = cleanChatText(input.message);
    if (!text) throw badRequest('Please type a message.', 'empty_message');
    if (text.length > TALK_MESSAGE_MAX)
      throw badRequest(`Please keep a message under ${TALK_MESSAGE_MAX} characters.`, 'message_too_long');
    if (text === START_CONVERSATION) throw badRequest('Please type a message.', 'invalid');
    input = { ...input, message: text };
  }

  if (!conv) {
    const id = newId();
    const [created] = await db
      .insert(talkConversations)
      .values({
        id,
        userId: input.userId,
        coverId: cover?.id ?? null,
        coverKey: cover?.id ?? '',
        roleTitle: cover?.roleTitle ?? null,
        state: { ...initialState(), person: await keptFacts(db, input.userId) },
      })
      .returning();
    conv = created!;
  }
  const c = conv!;

  // Safety first (decision 062): read before the paywall, the free-message count and the act logic. A crisis is
  // answered with help, never refused, never counted as a free message.
  const previous = input.action === 'continue' ? await lastUserMessage(db, c.id) : null;
  const previousText = previous?.content ?? null;
  // A tap on a card or a rating chip sends the app's own words (ids and JSON), not the person's: nothing to read.
  const typed = input.action === 'continue' && !isCardTap(input.message);
  const safety = typed
    ? await readTurnSafety(deps, input.userId, input.message, previousText, input.safetyAlone)
    : null;

  if (
    input.action === 'continue' &&
    !safety &&
    (await freeMessagesUsed(db, input.userId)) >= deps.freeMessages &&
    !(await isEntitled(db, input.userId))
  )
    throw paywall();

  // The poster once per turn: the profile and the events both use it.
  if (!cover && c.coverId) cover = await resolveCover(db, input.userId, c.coverId);
  const profile = await profileFor(db, c, input.userName, cover);
  // The person's message id, known before the turn: the facts it states say where they came from.
  const userMessageId = newId();
  const turn: EngineTurn = respond(
    c.state,
    profile,
    input.action === 'start'
      ? { kind: 'start' }
      : { kind: 'message', text: input.message, offered: await lastQuickReplies(db, c.id) },
    {
      now,
      crisisCountry: deps.crisisCountry,
      safety: input.action === 'continue' ? safety : null,
      previousText,
      messageId: input.action === 'continue' ? userMessageId : null,
    },
  );

  // A model speaks as the older self (never on a safety reply: a crisis never reaches a model). The turn is stored
  // with the coach's words, so a stall, an error or a person who leaves keeps a complete reply; the route streams
  // the model's words and settles the stored reply with what was shown (settleModelReply).
  let live: OlderSelfRequest | undefined;
  // Nor on the reply to a message in another language: a model would answer in it; Talk speaks English for now.
  if (deps.modelSpeaks && !turn.reply.metadata?.safety && !safety && !turn.reply.metadata?.english_only) {
    const history = (await messagesOf(db, c.id))
      .filter((m) => !m.metadata?.safety)
      .slice(-8)
      .map((m) => ({ role: m.role, content: m.content }));
    const extras = deps.extrasOf ? await deps.extrasOf(c.id).catch(() => null) : null;
    const followUp = deps.followUpOf
      ? await deps.followUpOf(input.userId, previous?.createdAt ?? null).catch(() => null)
      : null;
    live = olderSelfRequest({
      profile,
      state: turn.state,
      reply: turn.reply,
      userText: input.action === 'continue' && typed ? input.message : null,
      history,
      extras: followUp ? { ...extras, followUp } : (extras ?? undefined),
    });
  }

  const stored = await db.transaction(async (tx) => {
    // Optimistic: only the request that saw the current sequence may append (two devices at once: one waits).
    const seq = c.nextSeq;
    const add = input.action === 'continue' ? 2 : 1;
    const updated = await tx
      .update(talkConversations)
      .set({
        state: turn.state,
        act: turn.state.act,
        nextSeq: seq + add,
        userMessages: c.userMessages + (input.action === 'continue' && !safety ? 1 : 0),
        updatedAt: now,
      })
      .where(and(eq(talkConversations.id, c.id), eq(talkConversations.nextSeq, seq)))
      .returning({ id: talkConversations.id });
    if (!updated.length) return null;
    let userRow: MessageRow | null = null;
    // The first half of a split crisis message is marked too (never a highlight, never in a report).
    if (safety?.reading.withPrevious && previous)
      await tx
        .update(talkMessages)
        .set({ metadata: { safety: 'crisis' } })
        .where(eq(talkMessages.id, previous.id));
    if (input.action === 'continue') {
      const [inserted] = await tx
        .insert(talkMessages)
        .values({
          id: userMessageId,
          conversationId: c.id,
          seq,
          role: 'user',
          content: turn.userDisplay ?? input.message,
          type: 'text',
          // Marked so nothing built from the conversation (highlights, reports, exports) takes it as input.
          metadata: safety ? { safety: 'crisis' } : null,
          clientMessageId: input.clientMessageId ?? null,
          createdAt: now,
        })
        .returning();
      userRow = inserted!;
    }
    const r = turn.reply;
    const [replyRow] = await tx
      .insert(talkMessages)
      .values({
        id: newId(),
        conversationId: c.id,
        seq: seq + add - 1,
        role: 'assistant',
        content: r.content,
        type: r.type,
        card: r.card ?? null,
        cards: r.cards ?? null,
        quickReplies: r.quick_replies ?? null,
        metadata: r.metadata ?? null,
        replyTo: userRow?.id ?? null,
        createdAt: new Date(now.getTime() + 1),
      })
      .returning();
    return { userRow, replyRow: replyRow! };
  });

  if (!stored) {
    // Another request appended first: a retry of ours may have been it; otherwise ask the client to retry.
    if (input.clientMessageId) {
      const replay = await replayOf(db, c, input.clientMessageId);
      if (replay) return replay;
    }
    throw new ApiError(409, 'conflict', input.action === 'start' ? CHAT_START_ERROR : CHAT_SEND_ERROR);
  }

  // The events are written while the reply streams; the route waits for them before `done`.
  const events = recordTurnEvents(deps, c, turn, input.sessionId, cover);
  events.catch(() => undefined);
  const fresh = { ...c, state: turn.state };
  return {
    ...result(
      fresh,
      stored.userRow ? toMessage(stored.userRow, turn.state) : null,
      toMessage(stored.replyRow, turn.state),
      false,
    ),
    events,
    ...(live ? { live: { request: live, personText: typed ? input.message : null } } : {}),
  };
}

/**
 * The model's words replace the coach's in the stored reply, once every sentence passed and the stream ended: the
 * stored message is the one shown. Only an assistant reply of this conversation is touched.
 */
export async function settleModelReply(db: Db, conversationId: string, messageId: string, text: string) {
  const updated = await db
    .update(talkMessages)
    .set({ content: text })
    .where(
      and(
        eq(talkMessages.id, messageId),
        eq(talkMessages.conversationId, conversationId),
        eq(talkMessages.role, 'assistant'),
      ),
    )
    .returning({ id: talkMessages.id });
  return updated.length === 1;
}

function result(conv: ConversationRow, user: ChatMessage | null, reply: ChatMessage, replayed: boolean): TurnResult {
  return {
    conversationId: conv.id,
    userMessage: user,
    reply,
    session: sessionOf(conv.state),
    state: chatStateOf(conv.state),
    replayed,
  };
}

async function replayOf(db: Db, conv: ConversationRow, clientMessageId: string): Promise<TurnResult | null> {
  const [userRow] = await db
    .select()
    .from(talkMessages)
    .where(and(eq(talkMessages.conversationId, conv.id), eq(talkMessages.clientMessageId, clientMessageId)))
    .limit(1);
  if (!userRow) return null;
  const [replyRow] = await db
    .select()
    .from(talkMessages)
    .where(and(eq(talkMessages.conversationId, conv.id), eq(talkMessages.replyTo, userRow.id)))
    .limit(1);
  if (!replyRow) return null;
  const [current] = await db.select().from(talkConversations).where(eq(talkConversations.id, conv.id)).limit(1);
  const state = (current ?? conv).state;
  return result({ ...conv, state }, toMessage(userRow, state), toMessage(replyRow, state), true);
}
