import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  START_CONVERSATION,
  TALK_MESSAGE_MAX,
  TALK_PAYWALL_CODE,
  type ChatMessage,
  type ChatSession,
  type ChatState,
  type Conversation,
  type ConversationSummary,
  type Plan,
  type TalkHighlightsEdit,
  type TalkKept,
} from '@core/contracts/talk.js';
import {
  buildPlan,
  chatStateOf,
  decorateCard,
  initialState,
  planReady,
  respond,
  sessionOf,
  type TurnSafety,
  type EngineState,
  type EngineTurn,
  type TalkProfile,
} from '@core/talk-engine/index.js';
import { crisisHelp, helpCountry } from '@core/crisis-help.js';
import { isCardTap } from '@core/talk.js';
import { readSafety, safeToReuse, type SafetyCategory, type SafetyReading } from '@core/safety-reader.js';
import { cleanName, superpowerLine } from '@core/text-clean.js';
import { carryOver, emptyPerson, type PersonModel } from '@core/talk-engine/person.js';
import type { Db } from '@server/db/client.js';
import { magazineCovers, magazineShares, talkConversations, talkMessages, voiceMessages } from '@server/db/schema.js';
import { ApiError, badRequest } from '@server/http/errors.js';
import { newId } from '@server/lib/ids.js';
import { hasActiveEntitlement } from '@server/features/payments/index.js';
import type { AttributionService } from '@server/shared/attribution.js';
import { recordEvent } from '@server/shared/events.js';
import type { OlderSelfRequest } from '@server/providers/chat/index.js';
import { olderSelfRequest, type PersonExtras } from './older-self-request.js';
import { cleanChatText } from './safety.js';

/** The spec's chat error (§8), for anything that stops a reply. */
export const CHAT_START_ERROR = 'Connection Error - Failed to start conversation. Please try again.';
export const CHAT_SEND_ERROR = 'Connection Error - Failed to send message. Please try again.';
export const PAYWALL_MESSAGE = 'Unlock FutureSelf Talk to continue the conversation.';

export interface TalkDeps {
  db: Db;
  attribution: AttributionService;
  freeMessages: number;
  crisisCountry: string;
  /** The person's stated age and country (the age question), for the help a crisis reply offers. */
  ageOf?: (userId: string) => Promise<{ country: string | null; under18: boolean | null }>;
  /** A provider's moderation of the person's message (MODERATION_PROVIDER); null or a timeout: the local reader decides. */
  moderate?: ((text: string) => Promise<SafetyCategory | null>) | null;
  /**
   * True when a model speaks as the older self (CHAT_PROVIDER; decision 069): the turn is stored with the coach's
   * words and returns what the model needs (`live`); the route streams the model and settles the stored reply.
   */
  modelSpeaks?: boolean;
  /** The person's facts and future memory (issue 26 items 1 and 4), when something keeps them outside the state. */
  extrasOf?: (conversationId: string) => Promise<PersonExtras | null>;
  now?: () => Date;
}

type ConversationRow = typeof talkConversations.$inferSelect;
type MessageRow = typeof talkMessages.$inferSelect;

interface CoverFacts {
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

async function profileFor(
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

function toMessage(row: MessageRow, state: EngineState): ChatMessage {
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
 * The free messages a person has used: counted over all their conversations (issue 27 item 7), so a new poster or a
 * new spin, which starts a new conversation, gives no new free messages.
 */
async function freeMessagesUsed(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${talkConversations.userMessages}), 0)::int` })
    .from(talkConversations)
    .where(eq(talkConversations.userId, userId));
  return Number(row?.n ?? 0);
}

async function isEntitled(db: Db, userId: string): Promise<boolean> {
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

async function conversationFor(db: Db, userId: string, cover: CoverFacts | null): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(talkConversations)
    .where(and(eq(talkConversations.userId, userId), eq(talkConversations.coverKey, cover?.id ?? '')))
    .orderBy(desc(talkConversations.updatedAt))
    .limit(1);
  return row ?? null;
}

/**
 * The facts a person kept in their latest conversation (issue 26): a new conversation (a new spin, a new poster)
 * starts with them, not the deleted ones, each with the conversation it was said in. Per person, never shared.
 */
async function keptFacts(db: Db, userId: string): Promise<PersonModel> {
  const [latest] = await db
    .select({ id: talkConversations.id, state: talkConversations.state })
    .from(talkConversations)
    .where(eq(talkConversations.userId, userId))
    .orderBy(desc(talkConversations.updatedAt))
    .limit(1);
  return latest ? carryOver(latest.state.person, latest.id) : emptyPerson();
}

async function messagesOf(db: Db, conversationId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(talkMessages)
    .where(eq(talkMessages.conversationId, conversationId))
    .orderBy(asc(talkMessages.seq));
}

/** The quick replies of the coach's latest message: a tapped one's label is what the person's bubble shows. */
async function lastQuickReplies(db: Db, conversationId: string): Promise<string[] | null> {
  const [row] = await db
    .select({ role: talkMessages.role, quickReplies: talkMessages.quickReplies })
    .from(talkMessages)
    .where(eq(talkMessages.conversationId, conversationId))
    .orderBy(desc(talkMessages.seq))
    .limit(1);
  return row?.role === 'assistant' ? row.quickReplies : null;
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
    live = olderSelfRequest({
      profile,
      state: turn.state,
      reply: turn.reply,
      userText: input.action === 'continue' && typed ? input.message : null,
      history,
      extras: extras ?? undefined,
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

async function recordTurnEvents(
  deps: TalkDeps,
  conv: ConversationRow,
  turn: EngineTurn,
  sessionId: string,
  cover: CoverFacts | null,
): Promise<void> {
  if (!turn.events.length && turn.state.act === conv.state.act) return;
  const c = cover ?? (conv.coverId ? await resolveCover(deps.db, conv.userId, conv.coverId) : null);
  const attribution = await deps.attribution.resolve({
    cohort: c?.cohortId,
    ambassador: c?.ambassadorCode ?? undefined,
  });
  const events = [...turn.events.map((e) => ({ type: e.type as string, data: e.data }))];
  if (turn.state.act !== conv.state.act) events.push({ type: 'talk_act_started', data: { act: turn.state.act } });
  for (const e of events) {
    await recordEvent(deps.db, {
      eventType: e.type,
      sessionId,
      userId: conv.userId,
      attribution,
      eventData: { ...e.data, conversationId: conv.id },
      roleOutcome: conv.roleTitle,
    });
  }
}

/** Records a client-side event of the chat tool (results viewed, PDF exported, upsell clicked). */
export async function recordChatEvent(
  deps: Pick<TalkDeps, 'db' | 'attribution'>,
  conv: ConversationRow,
  type: string,
  sessionId: string,
  data: Record<string, unknown> = {},
): Promise<void> {
  const cover = conv.coverId ? await resolveCover(deps.db, conv.userId, conv.coverId) : null;
  const attribution = await deps.attribution.resolve({
    cohort: cover?.cohortId,
    ambassador: cover?.ambassadorCode ?? undefined,
  });
  await recordEvent(deps.db, {
    eventType: type,
    sessionId,
    userId: conv.userId,
    attribution,
    eventData: { ...data, conversationId: conv.id },
    roleOutcome: conv.roleTitle,
  });
}

/** The whole conversation as the screen shows it (a reload or another device). */
export async function readConversation(
  deps: Pick<TalkDeps, 'db' | 'freeMessages'>,
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
async function lastUserMessage(db: Db, conversationId: string): Promise<{ id: string; content: string } | null> {
  const [row] = await db
    .select({ id: talkMessages.id, content: talkMessages.content, metadata: talkMessages.metadata })
    .from(talkMessages)
    .where(and(eq(talkMessages.conversationId, conversationId), eq(talkMessages.role, 'user')))
    .orderBy(desc(talkMessages.seq))
    .limit(1);
  return row && !row.metadata?.safety ? { id: row.id, content: row.content } : null;
}

/**
 * The safety of a message: the local reader, and a provider's moderation when one is configured (either flags →
 * the safe path; its failure or timeout leaves the local reader's answer). The help is for the person's country
 * and age when they gave them, else CRISIS_COUNTRY with the age unknown.
 */
export async function readTurnSafety(
  deps: Pick<TalkDeps, 'ageOf' | 'moderate' | 'crisisCountry'>,
  userId: string,
  text: string,
  previousText: string | null,
  alone?: SafetyReading,
): Promise<TurnSafety | null> {
  const local = readSafety(text, previousText, alone);
  let category = local.crisis ? local.category : null;
  if (!category && deps.moderate) category = await deps.moderate(text).catch(() => null);
  if (!category) return null;
  const age = deps.ageOf ? await deps.ageOf(userId).catch(() => null) : null;
  const country = helpCountry(age?.country, deps.crisisCountry);
  return {
    reading: { ...local, crisis: true, category },
    help: crisisHelp(category, country, age?.under18 ?? null, local.lang),
  };
}

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
