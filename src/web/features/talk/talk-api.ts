import { createParser } from 'eventsource-parser';
import { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import {
  chatStreamEventSchema,
  conversationListSchema,
  conversationSchema,
  planSchema,
  type ChatRequest,
  type ChatStreamEvent,
  type Conversation,
  type ConversationSummary,
  type Plan,
} from '@core/contracts/talk';
import { memoryResponseSchema, type MemoryFact } from '@core/contracts/talk-memory';
import { api, ApiError } from '@web/lib/api';
import { visitorSessionId } from '@web/lib/visitor';
import { receivedErrorCode } from '@core/contracts/errors';

/**
 * The Talk API (src/core/contracts/talk.ts) as the web app calls it: the streamed chat call, the conversation
 * reads and the query hooks. The stream is read here: Server-Sent Events whose data is JSON (metadata, text, done).
 */

export const talkKeys = {
  all: ['talk'] as const,
  list: () => ['talk', 'list'] as const,
  forContext: (magazine: string | null) => ['talk', 'context', magazine ?? ''] as const,
  plan: (id: string) => ['talk', 'plan', id] as const,
  memory: (id: string) => ['talk', 'memory', id] as const,
};

const maybeConversation = z.object({ conversation: conversationSchema.nullable() });

/** GET /api/talk/conversation?magazine=: the conversation for a poster or share id (or the latest poster). */
export async function fetchConversationFor(
  magazine: string | null,
  signal?: AbortSignal,
): Promise<Conversation | null> {
  const q = magazine ? `?magazine=${encodeURIComponent(magazine)}` : '';
  return (await api(`/api/talk/conversation${q}`, { schema: maybeConversation, signal })).conversation;
}

export async function fetchConversations(signal?: AbortSignal): Promise<ConversationSummary[]> {
  return (await api('/api/talk/conversations', { schema: conversationListSchema, signal })).conversations;
}

export async function fetchPlan(id: string, signal?: AbortSignal): Promise<Plan> {
  return (
    await api(`/api/talk/conversations/${encodeURIComponent(id)}/plan`, {
      schema: z.object({ plan: planSchema }),
      signal,
    })
  ).plan;
}

export const planPdfUrl = (id: string) =>
  `/api/talk/conversations/${encodeURIComponent(id)}/plan.pdf?sessionId=${encodeURIComponent(visitorSessionId())}`;

export type TalkClientEvent = 'results_viewed' | 'pdf_exported' | 'upsell_clicked' | 'paywall_shown';

/** Reports a chat-tool event; never throws (analytics must not break the chat). */
export function postTalkEvent(conversationId: string | null, type: TalkClientEvent, data?: Record<string, string>) {
  if (!conversationId) return;
  void api(`/api/talk/conversations/${encodeURIComponent(conversationId)}/events`, {
    method: 'POST',
    json: { type, sessionId: visitorSessionId(), data },
  }).catch(() => undefined);
}

/** A new client message id (the server answers a retry with the same id from what it stored). */
export function newClientMessageId(): string {
  const b = new Uint8Array(16);
  crypto.getRandomValues(b);
  return btoa(String.fromCharCode(...b))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * Reads the stream's Server-Sent Events (eventsource-parser: chunks split anywhere, comments skipped), calling
 * onEvent for each whose data is a chat event; returns the feed for each chunk of text.
 */
export function createStreamParser(onEvent: (e: ChatStreamEvent) => void) {
  const parser = createParser({
    onEvent: ({ data }) => {
      const parsed = chatStreamEventSchema.safeParse(JSON.parse(data));
      if (parsed.success) onEvent(parsed.data);
    },
  });
  return (chunk: string) => parser.feed(chunk);
}

/**
 * POST /api/talk/chat and read the stream. Resolves with the done event; a 4xx/5xx answer throws ApiError (402
 * talk_paywall opens the paywall), and a stream that ends without `done` throws a network ApiError (the caller
 * retries with the same client message id).
 */
export async function sendChat(
  body: Omit<ChatRequest, 'stream' | 'sessionId'>,
  onEvent: (e: ChatStreamEvent) => void,
  signal?: AbortSignal,
): Promise<Extract<ChatStreamEvent, { type: 'done' }>> {
  let res: Response;
  try {
    res = await fetch('/api/talk/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ ...body, stream: true, sessionId: visitorSessionId() }),
      credentials: 'same-origin',
      signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'network', 'Network error');
  }
  if (!res.ok || !res.body) {
    const data = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    throw new ApiError(
      res.status,
      receivedErrorCode(data?.error?.code ?? `http_${res.status}`),
      data?.error?.message ?? 'Error',
    );
  }
  let done: Extract<ChatStreamEvent, { type: 'done' }> | null = null;
  let failed: Extract<ChatStreamEvent, { type: 'error' }> | null = null;
  const parse = createStreamParser((e) => {
    if (e.type === 'done') done = e;
    if (e.type === 'error') failed = e;
    onEvent(e);
  });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { value, done: end } = await reader.read();
      if (end) break;
      parse(value);
    }
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'network', 'The connection dropped');
  }
  if (failed)
    throw new ApiError(
      503,
      receivedErrorCode((failed as { code: string }).code),
      (failed as { message: string }).message,
    );
  if (!done) throw new ApiError(0, 'network', 'The connection dropped');
  return done;
}

// ---- hooks ----

export function useConversationFor(magazine: string | null) {
  return useQuery({
    queryKey: talkKeys.forContext(magazine),
    queryFn: ({ signal }) => fetchConversationFor(magazine, signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: 1,
  });
}

export function useConversations() {
  return useQuery({ queryKey: talkKeys.list(), queryFn: ({ signal }) => fetchConversations(signal) });
}

export function usePlan(id: string | null) {
  return useQuery({
    queryKey: talkKeys.plan(id ?? ''),
    queryFn: ({ signal }) => fetchPlan(id!, signal),
    enabled: !!id,
  });
}

const memorySchema = memoryResponseSchema;
const memoryPath = (id: string, factId?: string) =>
  `/api/talk/conversations/${encodeURIComponent(id)}/memory${factId ? `/${encodeURIComponent(factId)}` : ''}`;

/** "What I remember": GET the facts, PATCH one (a correction), DELETE one. */
export async function fetchMemory(id: string, signal?: AbortSignal): Promise<MemoryFact[]> {
  return (await api(memoryPath(id), { schema: memorySchema, signal })).facts;
}
export async function correctMemory(id: string, factId: string, text: string): Promise<MemoryFact[]> {
  return (await api(memoryPath(id, factId), { method: 'PATCH', json: { text }, schema: memorySchema })).facts;
}
export async function deleteMemory(id: string, factId: string): Promise<MemoryFact[]> {
  return (await api(memoryPath(id, factId), { method: 'DELETE', schema: memorySchema })).facts;
}
