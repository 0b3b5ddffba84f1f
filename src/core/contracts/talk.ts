import { z } from 'zod';

/**
 * Talk: the streamed chat with the older future self (docs/product/talk.md: the chat screen, its entities and the
 * {product}-chat protocol). Shared by the server's routes and the web client.
 */

export const TALK_ACTS = ['onboarding', 'bor', 'vill', 'kan', 'skall'] as const;
export const talkActSchema = z.enum(TALK_ACTS);
export type TalkAct = z.infer<typeof talkActSchema>;

/** The longest message a person may send (characters, after trimming). Longer is refused with a clear 400. */
export const TALK_MESSAGE_MAX = 2000;
/** Conversation and message ids are server-made (128-bit base64url); client message ids are the client's uuid. */
export const TALK_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
export const talkIdSchema = z.string().regex(TALK_ID_PATTERN);

export const cardActionSchema = z.object({
  id: z.string(),
  label: z.string(),
  kind: z.enum(['chip', 'button']),
  /** Chips of one group share a group label ('Impact on you?', 'Certainty (3-5y)?'). */
  group: z.string().optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});
export type CardAction = z.infer<typeof cardActionSchema>;

export const trendBodySchema = z.object({
  why_now: z.string(),
  short_term: z.string(),
  long_term: z.string(),
  drivers: z.array(z.string()),
  roles: z.array(z.string()),
  category: z.string().optional(),
  /** One line: why this trend was chosen for this person (decision 068). */
  why_you: z.string().optional(),
});
export const ideaBodySchema = z.object({
  rationale: z.string(),
  from_trends: z.array(z.string()),
  from_seed: z.string(),
  strengths: z.array(z.string()),
  can_fit: z.number().min(0).max(1).default(0.7),
});
export const letterBodySchema = z.object({ content: z.string(), theme: z.string() });
export const experimentBodySchema = z.object({
  description: z.string(),
  metric: z.string(),
  /** YYYY-MM-DD. */
  due_date: z.string(),
});

const cardBase = {
  id: z.string(),
  title: z.string(),
  image: z.object({ url: z.string(), alt: z.string() }).optional(),
  actions: z.array(cardActionSchema),
  meta: z.object({ source: z.string(), domain: z.string() }).optional(),
  /** What the person chose on this card so far (ratings, kept), so a reload shows it. */
  selected: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
};
export const chatCardSchema = z.discriminatedUnion('variant', [
  z.object({ variant: z.literal('trend'), body: trendBodySchema, ...cardBase }),
  z.object({ variant: z.literal('idea'), body: ideaBodySchema, ...cardBase }),
  z.object({ variant: z.literal('letter'), body: letterBodySchema, ...cardBase }),
  z.object({ variant: z.literal('experiment'), body: experimentBodySchema, ...cardBase }),
]);
export type ChatCard = z.infer<typeof chatCardSchema>;
export type TrendCard = Extract<ChatCard, { variant: 'trend' }>;
export type IdeaCard = Extract<ChatCard, { variant: 'idea' }>;
export type LetterCard = Extract<ChatCard, { variant: 'letter' }>;
export type ExperimentCard = Extract<ChatCard, { variant: 'experiment' }>;

/** A quick reply: `label`, and `value` to send ('label|value' in the spec's pipe form is resolved by the client). */
export const quickReplySchema = z.string();

export const chatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  /** ISO 8601. */
  timestamp: z.string(),
  type: z.enum(['text', 'card', 'carousel']),
  card: chatCardSchema.optional(),
  cards: z.array(chatCardSchema).optional(),
  quick_replies: z.array(quickReplySchema).optional(),
  metadata: z
    .object({
      selected_strengths: z.array(z.string()).optional(),
      /** A crisis reply (or the person's message that caused it): coaching is paused and help is shown. */
      safety: z.literal('crisis').optional(),
      /** The help a crisis reply offers: the country's emergency number and a few lines (decision 062). */
      help: z
        .object({
          country: z.string(),
          emergency: z.string(),
          lang: z.enum(['en', 'sv']).optional(),
          lines: z.array(
            z.object({ name: z.string(), contact: z.string(), href: z.string().nullable(), what: z.string() }),
          ),
        })
        .optional(),
      /** The plan is ready: the client shows a link to it. */
      plan_ready: z.boolean().optional(),
      /** The reply to a message in another language (Talk speaks English for now): the coach's words, never a model's. */
      english_only: z.boolean().optional(),
    })
    .optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Chat state (docs/product/talk.md#chat-entities): state, confidence (default 0.5), unknowns. */
export const chatStateSchema = z.object({
  state: z.string(),
  confidence: z.number().min(0).max(1).default(0.5),
  unknowns: z.array(z.string()),
});
export type ChatState = z.infer<typeof chatStateSchema>;

/** Chat session (docs/product/talk.md#chat-entities): the current act, confidence 0-1 and the hints to raise it. */
export const chatSessionSchema = z.object({
  current_act: talkActSchema,
  confidence: z.number().min(0).max(1),
  hints: z.array(z.string()),
});
export type ChatSession = z.infer<typeof chatSessionSchema>;

/** POST /api/talk/chat (the {product}-chat function). */
export const chatRequestSchema = z.object({
  /** 'START_CONVERSATION' with action start; the person's text otherwise. */
  message: z.string().max(20_000),
  action: z.enum(['start', 'continue']),
  /** The client's id for this message: a retry with the same id answers the stored reply, never a second one. */
  clientMessageId: z.string().regex(TALK_ID_PATTERN).optional(),
  conversationId: z.string().regex(TALK_ID_PATTERN).optional(),
  /** Informational only: the server's stored state is the truth (a replayed or stale state changes nothing). */
  state: chatStateSchema.partial().optional(),
  context: z
    .object({
      /** A poster id, or a share id (from /chat/{shareId}); anything not the person's own poster is ignored. */
      magazine: z.string().max(100).optional(),
    })
    .optional(),
  stream: z.boolean().optional(),
  /** The browser's tempSessionId, for the chat's analytics events. */
  sessionId: z.string().max(100).nullish(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const START_CONVERSATION = 'START_CONVERSATION';

/** The stream's events: `data: <json>` lines. */
export const chatStreamEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('metadata'),
    conversationId: z.string(),
    messageId: z.string(),
    /** The person's message as stored (echo), absent on start. */
    userMessage: chatMessageSchema.optional(),
    session: chatSessionSchema,
    state: chatStateSchema,
  }),
  z.object({ type: z.literal('text'), content: z.string() }),
  /**
   * The words streamed so far are withdrawn and replaced by `content` (a model's reply failed a check or stalled:
   * the coach's own words are the reply; decision 069).
   */
  z.object({ type: z.literal('reset'), content: z.string() }),
  z.object({
    type: z.literal('done'),
    message: chatMessageSchema,
    session: chatSessionSchema,
    state: chatStateSchema,
  }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  magazineId: z.string().nullable(),
  roleTitle: z.string().nullable(),
  session: chatSessionSchema,
  state: chatStateSchema,
  messages: z.array(chatMessageSchema),
  /** True when the next message needs a Talk entitlement (the paywall modal shows). */
  paywalled: z.boolean(),
  planReady: z.boolean(),
  paused: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationSummarySchema = z.object({
  id: z.string(),
  magazineId: z.string().nullable(),
  roleTitle: z.string().nullable(),
  current_act: talkActSchema,
  confidence: z.number(),
  preview: z.string(),
  updatedAt: z.string(),
  messageCount: z.number(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;
export const conversationListSchema = z.object({ conversations: z.array(conversationSummarySchema) });

export const planSchema = z.object({
  name: z.string(),
  role: z.string(),
  vision: z.string(),
  strengths: z.array(z.string()),
  trends: z.array(z.object({ id: z.string(), title: z.string(), impact: z.number().nullable() })),
  ideas: z.array(z.object({ id: z.string(), title: z.string(), rationale: z.string() })),
  weeks: z.array(z.object({ label: z.string(), focus: z.string(), tasks: z.array(z.string()) })),
  experiments: z.array(
    z.object({ title: z.string(), description: z.string(), metric: z.string(), due_date: z.string() }),
  ),
  letter: z.object({ content: z.string(), theme: z.string() }).nullable(),
});
export type Plan = z.infer<typeof planSchema>;

/** POST /api/talk/conversations/:id/events: what the browser reports of the chat tool. */
export const TALK_CLIENT_EVENTS = ['results_viewed', 'pdf_exported', 'upsell_clicked', 'paywall_shown'] as const;
export const chatEventRequestSchema = z.object({
  type: z.enum(TALK_CLIENT_EVENTS),
  sessionId: z.string().max(100).nullish(),
  data: z.record(z.string(), z.union([z.string().max(200), z.number(), z.boolean()])).optional(),
});

/** The paywall answer (402) code: the client opens the talk paywall modal. */
export const TALK_PAYWALL_CODE = 'talk_paywall';

/**
 * PATCH /api/talk/conversations/:id/highlights (the conversation's owner only; anyone else 404): the person edits
 * or removes what Talk kept as their answers and strengths — what their plan, and their sprint coach when they share
 * Talk, are built from (decision 069). A field left out stays; null or '' removes it.
 */
export const TALK_HIGHLIGHT_MAX = 500;
export const TALK_STRENGTH_MAX = 80;
const highlightText = z
  .string()
  .max(TALK_HIGHLIGHT_MAX, `Please keep it under ${TALK_HIGHLIGHT_MAX} characters.`)
  .nullable()
  .optional();
export const talkHighlightsEditSchema = z
  .object({
    situation: highlightText,
    vision: highlightText,
    values: highlightText,
    advantage: highlightText,
    strengths: z
      .array(z.string().max(TALK_STRENGTH_MAX, `Please keep a strength under ${TALK_STRENGTH_MAX} characters.`))
      .max(12, 'Please keep at most 12 strengths.')
      .optional(),
  })
  .strict();
export type TalkHighlightsEdit = z.infer<typeof talkHighlightsEditSchema>;

/** What Talk keeps as the person's answers and strengths (the editable highlights). */
export const talkKeptSchema = z.object({
  conversationId: z.string(),
  situation: z.string().nullable(),
  vision: z.string().nullable(),
  values: z.string().nullable(),
  advantage: z.string().nullable(),
  strengths: z.array(z.string()),
});
export type TalkKept = z.infer<typeof talkKeptSchema>;
