import { Hono } from 'hono';
import { z } from 'zod';
import { TALK_ID_PATTERN } from '@core/contracts/talk.js';
import { MEMORY_FACT_ID_PATTERN, memoryCorrectionSchema } from '@core/contracts/talk-memory.js';
import type { AppDeps, AppEnv } from '@server/context.js';
import { notFound } from '@server/http/errors.js';
import { jsonBody, params } from '@server/http/validate.js';
import { correctMemory, deleteMemory, memoryOf } from './memory.js';
import { ownConversation } from './conversations.js';

/**
 * "What I remember" (decision 068): GET the facts Talk keeps for a conversation, PATCH one to correct it, DELETE one.
 * Only the conversation's owner; anyone else gets the same 404 as a missing conversation.
 */
const idParam = z.object({ id: z.string().regex(TALK_ID_PATTERN) });
const factParam = z.object({ id: z.string().regex(TALK_ID_PATTERN), factId: z.string().regex(MEMORY_FACT_ID_PATTERN) });
const notFoundConversation = () => notFound('Conversation not found');

export function talkMemoryRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const db = deps.database.db;
  const owned = async (userId: string | undefined, id: string) => {
    if (!userId) throw notFoundConversation();
    const conv = await ownConversation(db, userId, id);
    if (!conv) throw notFoundConversation();
    return conv;
  };

  app.get('/conversations/:id/memory', params(idParam, notFoundConversation), async (c) => {
    const conv = await owned(c.get('user')?.id, c.req.valid('param').id);
    return c.json({ facts: memoryOf(conv.state) });
  });

  app.patch(
    '/conversations/:id/memory/:factId',
    params(factParam, notFoundConversation),
    jsonBody(memoryCorrectionSchema),
    async (c) => {
      const { id, factId } = c.req.valid('param');
      const conv = await owned(c.get('user')?.id, id);
      return c.json({ facts: await correctMemory(db, conv, factId, c.req.valid('json').text) });
    },
  );

  app.delete('/conversations/:id/memory/:factId', params(factParam, notFoundConversation), async (c) => {
    const { id, factId } = c.req.valid('param');
    const conv = await owned(c.get('user')?.id, id);
    return c.json({ facts: await deleteMemory(db, conv, factId) });
  });

  return app;
}
