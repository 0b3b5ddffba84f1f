import { talkOpensAt, talkOpensMessage } from '@server/features/measure/index.js';
import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import {
  chatEventRequestSchema,
  chatRequestSchema,
  talkHighlightsEditSchema,
  TALK_ID_PATTERN,
  type ChatStreamEvent,
} from '@core/contracts/talk.js';
import { ensureVisitor } from '@server/auth/visitor.js';
import type { AppDeps, AppEnv } from '@server/context.js';
import { magazineCovers } from '@server/db/schema.js';
import { ApiError, notFound, unauthorized } from '@server/http/errors.js';
import { jsonBody, params } from '@server/http/validate.js';
import { cleanSessionId } from '@server/shared/events.js';
import { and, eq } from 'drizzle-orm';
import { renderPlanPdf } from './plan-pdf.js';
import { readSafety } from '@core/safety-reader.js';
import { isCardTap } from '@core/talk.js';
import { WRITE_IP_LIMIT, WRITE_LIMIT } from '@server/http/rate-limit.js';
import { clientIp } from '@server/http/client-ip.js';
import { ageOf } from '@server/features/trust/index.js';
import { createModerator } from '@server/providers/moderation/index.js';
import { cleanChatText } from './safety.js';
import { streamModelReply } from './model-reply.js';
import {
  CHAT_SEND_ERROR,
  CHAT_START_ERROR,
  settleModelReply,
  takeTurn,
  type TalkDeps,
  type TurnResult,
} from './service.js';
import { findConversationFor, listConversations, ownConversation, planOf, readConversation } from './conversations.js';
import { editHighlights, keptOf } from './highlights.js';
import { recordChatEvent } from './turn-events.js';

/** Per person: a chat message every two seconds on average is plenty for a human; scripts stop here. */
const CHAT_LIMIT = { name: 'talk-chat', max: 30, windowMs: 60_000 };
const PDF_LIMIT = { name: 'talk-pdf', max: 10, windowMs: 60_000 };
/** Words per streamed text event, and the pause between them (a typing rhythm, not a wait). */
const WORDS_PER_CHUNK = 4;
const CHUNK_PAUSE_MS = 12;

const idParam = z.object({ id: z.string().regex(TALK_ID_PATTERN) });
const notFoundConversation = () => notFound('Conversation not found');

/** Splits a reply into word groups for the stream (whitespace kept, so the joined chunks are the reply). */
export function chunkWords(text: string, size = WORDS_PER_CHUNK): string[] {
  const parts = text.match(/\S+\s*/g) ?? [];
  const leading = /^\s*/.exec(text)![0];
  const out: string[] = [];
  for (let i = 0; i < parts.length; i += size) out.push(parts.slice(i, i + size).join(''));
  if (leading && out.length) out[0] = leading + out[0];
  return out.length ? out : [text];
}

/** `followUpOf`: the weekly step the older self follows up on (weekly guidance, wired in app.ts; decision 078). */
export function talkRoutes(deps: AppDeps, opts: Pick<TalkDeps, 'followUpOf'> = {}) {
  const app = new Hono<AppEnv>();
  const db = deps.database.db;
  const cfg = deps.config.talk;
  const moderator = createModerator(deps.config, deps.log);
  // The chat model is built once in the composition root (bootstrap.ts); null: the coach's words are the reply.
  const model = deps.chat;

  const talkDeps: TalkDeps = {
    db,
    attribution: deps.attribution,
    freeMessages: cfg.freeMessages,
    crisisCountry: cfg.crisisCountry,
    ageOf: (userId) => ageOf(deps, userId),
    moderate: moderator,
    modelSpeaks: !!model,
    followUpOf: opts.followUpOf,
  };

  /**
   * The model's reply for a live turn, each checked sentence sent through `emit` as it passes (decision 069). On
   * success the stored reply becomes the model's words; on any failure it stays the coach's, and the returned text
   * is the coach's. Returns the final text and whether model words reached the person but were not kept.
   */
  const speak = async (
    result: TurnResult,
    emit: (sentence: string) => Promise<void> | void,
    log: AppDeps['log'],
    signal?: AbortSignal,
  ): Promise<{ text: string; fromModel: boolean; retracted: boolean }> => {
    const coach = result.reply.content;
    if (!model || !result.live) return { text: coach, fromModel: false, retracted: false };
    const outcome = await streamModelReply(model, result.live.request, emit, {
      timeoutMs: cfg.timeoutMs,
      stallMs: cfg.stallMs,
      moderate: moderator,
      personText: result.live.personText,
      signal,
    });
    if (outcome.facts.length) log.info({ facts: outcome.facts.length }, 'talk: the model noted facts');
    if (!outcome.ok) {
      log.warn({ reason: outcome.reason }, 'talk: the model’s reply was not used, the coach’s words are the reply');
      return { text: coach, fromModel: false, retracted: outcome.shown };
    }
    const saved = await settleModelReply(db, result.conversationId, result.reply.id, outcome.text).catch((err) => {
      log.warn({ err }, 'talk: the model’s reply could not be stored, the coach’s words are the reply');
      return false;
    });
    return saved
      ? { text: outcome.text, fromModel: true, retracted: false }
      : { text: coach, fromModel: false, retracted: outcome.shown };
  };

  const owned = async (c: Context<AppEnv>, id: string) => {
    const user = c.get('user');
    if (!user) throw notFoundConversation();
    const conv = await ownConversation(db, user.id, id);
    if (!conv) throw notFoundConversation();
    return conv;
  };

  /** The {product}-chat function: start or continue; the reply streams as `data:` lines (or one JSON). */
  app.post('/chat', jsonBody(chatRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const user = await ensureVisitor(deps, c);
    // A person in crisis is never rate-limited into silence: the app's write limits (which skip this route) and the
    // chat's own apply to every other message (decision 062). The reading is passed on, so the turn does not redo it.
    const message = cleanChatText(body.message);
    const safetyAlone = body.action === 'continue' && !isCardTap(message) ? readSafety(message) : undefined;
    if (!safetyAlone?.crisis) {
      await deps.limiter.enforce(c, WRITE_IP_LIMIT, clientIp(c, deps.config.trustProxy));
      await deps.limiter.enforce(c, WRITE_LIMIT, `u:${user.id}`);
      await deps.limiter.enforce(c, CHAT_LIMIT, `u:${user.id}`);
    }
    // A randomised cohort's 'later' half starts Talk a week after agreeing (decision 084); help in a crisis never waits.
    if (!safetyAlone?.crisis && !body.conversationId) {
      const opens = await talkOpensAt(deps, user.id);
      if (opens) throw new ApiError(403, 'talk_not_open_yet', talkOpensMessage(opens));
    }
    let result;
    try {
      result = await takeTurn(talkDeps, {
        userId: user.id,
        userName: user.isAnonymous ? '' : user.name,
        action: body.action,
        message: body.message,
        clientMessageId: body.clientMessageId,
        conversationId: body.conversationId,
        magazine: body.context?.magazine,
        sessionId: cleanSessionId(body.sessionId),
        safetyAlone,
      });
    } catch (err) {
      if (err instanceof ApiError) throw err;
      c.get('log').error({ err }, 'talk turn failed');
      throw new ApiError(503, 'chat_unavailable', body.action === 'start' ? CHAT_START_ERROR : CHAT_SEND_ERROR);
    }
    const metadata: ChatStreamEvent = {
      type: 'metadata',
      conversationId: result.conversationId,
      messageId: result.reply.id,
      ...(result.userMessage ? { userMessage: result.userMessage } : {}),
      session: result.session,
      state: result.state,
    };
    const done: ChatStreamEvent = { type: 'done', message: result.reply, session: result.session, state: result.state };
    const eventsWritten = async () => {
      try {
        await result.events;
      } catch (err) {
        c.get('log').warn({ err }, 'talk: events not recorded');
      }
    };
    if (body.stream === false) {
      const spoken = await speak(result, () => undefined, c.get('log'));
      done.message = { ...result.reply, content: spoken.text };
      await eventsWritten();
      return c.json({ ...metadata, ...done, type: 'done' });
    }

    c.header('X-Accel-Buffering', 'no');
    const sse = streamSSE(c, async (s) => {
      let aborted = false;
      s.onAbort(() => {
        aborted = true;
      });
      const send = (ev: ChatStreamEvent) => s.writeSSE({ data: JSON.stringify(ev) });
      await send(metadata);
      if (result.live) {
        // A model speaks: its checked sentences go out as they pass; on any failure the coach's words replace
        // whatever was shown (a `reset`), or are sent as the reply when nothing was.
        const leaving = new AbortController();
        s.onAbort(() => leaving.abort());
        const spoken = await speak(
          result,
          async (sentence) => {
            if (!aborted) await send({ type: 'text', content: sentence });
          },
          c.get('log'),
          leaving.signal,
        );
        done.message = { ...result.reply, content: spoken.text };
        if (spoken.retracted) await send({ type: 'reset', content: spoken.text });
        else if (!spoken.fromModel)
          for (const chunk of chunkWords(spoken.text)) if (!aborted) await send({ type: 'text', content: chunk });
        await eventsWritten();
        if (!aborted) await send(done);
        return;
      }
      const chunks = chunkWords(result.reply.content);
      for (let i = 0; i < chunks.length && !aborted; i++) {
        await send({ type: 'text', content: chunks[i]! });
        if (i < chunks.length - 1 && !result.replayed) await s.sleep(CHUNK_PAUSE_MS);
      }
      // The reply is stored already: a dropped stream is retried with the same client message id.
      await eventsWritten();
      if (!aborted) await send(done);
    });
    // streamSSE says no-cache; a reply is never stored, like every API answer.
    sse.headers.set('Cache-Control', 'no-store');
    return sse;
  });

  app.get('/conversations', async (c) => {
    const user = c.get('user');
    if (!user) return c.json({ conversations: [] });
    return c.json({ conversations: await listConversations(db, user.id) });
  });

  /** The conversation for a poster or share id (or the latest poster), if one exists. */
  app.get('/conversation', async (c) => {
    const user = c.get('user');
    const magazine = c.req.query('magazine')?.slice(0, 100) || undefined;
    if (!user) return c.json({ conversation: null });
    const conv = await findConversationFor(db, user.id, magazine);
    if (!conv) return c.json({ conversation: null });
    return c.json({ conversation: await readConversation({ db, freeMessages: cfg.freeMessages }, conv) });
  });

  app.get('/conversations/:id', params(idParam, notFoundConversation), async (c) => {
    const conv = await owned(c, c.req.valid('param').id);
    return c.json({ conversation: await readConversation({ db, freeMessages: cfg.freeMessages }, conv) });
  });

  /** What Talk keeps as the person's answers and strengths; they edit or remove them (decision 069). */
  app.get('/conversations/:id/highlights', params(idParam, notFoundConversation), async (c) => {
    const conv = await owned(c, c.req.valid('param').id);
    c.header('Cache-Control', 'private, no-store');
    return c.json(keptOf(conv));
  });

  app.patch(
    '/conversations/:id/highlights',
    params(idParam, notFoundConversation),
    jsonBody(talkHighlightsEditSchema),
    async (c) => {
      const conv = await owned(c, c.req.valid('param').id);
      c.header('Cache-Control', 'private, no-store');
      return c.json(await editHighlights(db, conv, c.req.valid('json')));
    },
  );

  app.get('/conversations/:id/plan', params(idParam, notFoundConversation), async (c) => {
    const conv = await owned(c, c.req.valid('param').id);
    const user = c.get('user')!;
    return c.json({ plan: await planOf(db, conv, user.isAnonymous ? '' : user.name) });
  });

  app.get('/conversations/:id/plan.pdf', params(idParam, notFoundConversation), async (c) => {
    const user = c.get('user');
    if (!user) throw unauthorized();
    await deps.limiter.enforce(c, PDF_LIMIT, `u:${user.id}`);
    const conv = await owned(c, c.req.valid('param').id);
    const plan = await planOf(db, conv, user.isAnonymous ? '' : user.name);
    let poster: Buffer | null = null;
    if (conv.coverId) {
      const [cover] = await db
        .select({ imageKey: magazineCovers.imageKey })
        .from(magazineCovers)
        .where(and(eq(magazineCovers.id, conv.coverId), eq(magazineCovers.userId, user.id)))
        .limit(1);
      if (cover?.imageKey) poster = (await deps.storage.get(cover.imageKey).catch(() => null))?.body ?? null;
    }
    const pdf = await renderPlanPdf(plan, poster, deps.config.brandName);
    await recordChatEvent(
      { db, attribution: deps.attribution },
      conv,
      'pdf_exported',
      cleanSessionId(c.req.query('sessionId')),
    ).catch(() => undefined);
    const file = `${plan.name}-90-day-plan.pdf`.replace(/[^A-Za-z0-9._-]+/g, '-');
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${file}"`,
    });
  });

  app.post(
    '/conversations/:id/events',
    params(idParam, notFoundConversation),
    jsonBody(chatEventRequestSchema),
    async (c) => {
      const conv = await owned(c, c.req.valid('param').id);
      const body = c.req.valid('json');
      await recordChatEvent(
        { db, attribution: deps.attribution },
        conv,
        body.type,
        cleanSessionId(body.sessionId),
        body.data,
      );
      return c.json({ ok: true });
    },
  );

  return app;
}
