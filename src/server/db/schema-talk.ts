import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ChatCard, ChatMessage, TalkAct } from '@core/contracts/talk.js';
import type { EngineState } from '@core/talk-engine/index.js';
import { magazineCovers, users } from './schema-core.js';

/**
 * Tables of the talk area (see docs/architecture.md). schema.ts re-exports this file so drizzle-kit and the
 * typed client see every table in one schema.
 *
 * A conversation belongs to one person and at most one poster (cover); its whole dialogue state is one jsonb
 * (the engine's state), so a reload or another device resumes exactly where it was. Messages are append-only with
 * a per-conversation sequence; the client's message id is unique per conversation, so a retried request finds the
 * reply it already got instead of making a second one (docs/decisions/029).
 */
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const talkConversations = pgTable(
  'talk_conversations',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coverId: text('cover_id').references(() => magazineCovers.id, { onDelete: 'set null' }),
    /** The cover id, or '' when not tied to a poster: the person's conversation about a poster is found by it. */
    coverKey: text('cover_key').notNull().default(''),
    roleTitle: text('role_title'),
    act: text('act').$type<TalkAct>().notNull().default('onboarding'),
    state: jsonb('state').$type<EngineState>().notNull(),
    /** Messages the person has sent (the paywall counts them). */
    userMessages: integer('user_messages').notNull().default(0),
    /** The next message's sequence number. */
    nextSeq: integer('next_seq').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('talk_conversations_owner_cover_idx').on(t.userId, t.coverKey),
    index('talk_conversations_user_idx').on(t.userId, t.updatedAt),
  ],
);

export const talkMessages = pgTable(
  'talk_messages',
  {
    id: text('id').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => talkConversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    role: text('role').$type<ChatMessage['role']>().notNull(),
    content: text('content').notNull(),
    type: text('type').$type<ChatMessage['type']>().notNull().default('text'),
    card: jsonb('card').$type<ChatCard>(),
    cards: jsonb('cards').$type<ChatCard[]>(),
    quickReplies: jsonb('quick_replies').$type<string[]>(),
    metadata: jsonb('metadata').$type<NonNullable<ChatMessage['metadata']>>(),
    /** On a person's message: the client's id for it (idempotency). On a reply: the id of the message it answers. */
    clientMessageId: text('client_message_id'),
    replyTo: text('reply_to'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('talk_messages_seq_uq').on(t.conversationId, t.seq),
    uniqueIndex('talk_messages_client_uq').on(t.conversationId, t.clientMessageId),
  ],
);
