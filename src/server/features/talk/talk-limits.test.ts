import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { entitlements } from '@server/db/schema';
import { newId } from '@server/lib/ids';
import type { ChatStreamEvent } from '@core/contracts/talk';

/** A person in crisis is never rate-limited into silence (decision 062): the chat's limits apply to every other message. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'true', TALK_FREE_MESSAGES: '1000' });
});
afterAll(() => t.close());

describe('talk and the rate limits', () => {
  it('after 30 messages in a minute the next is refused, but a crisis still gets the help', async () => {
    const c = t.client();
    const me = await c.json<{ user: { id: string } }>('/api/auth/sign-in/anonymous', { method: 'POST', json: {} });
    await t.deps.database.db.insert(entitlements).values({
      id: newId(),
      userId: me.body.user.id,
      product: 'talk',
      status: 'active',
      paidBy: 'self',
      periodEnd: null,
    });
    const start = await c.json<ChatStreamEvent & { conversationId: string }>('/api/talk/chat', {
      method: 'POST',
      json: { action: 'start', message: 'START_CONVERSATION', stream: false },
    });
    const conversationId = start.body.conversationId;
    const say = (message: string) =>
      c.json<{ message?: { metadata?: { safety?: string } }; error?: { code: string } }>('/api/talk/chat', {
        method: 'POST',
        json: { action: 'continue', message, conversationId, clientMessageId: newId(), stream: false },
      });
    let refused = 0;
    for (let i = 0; i < 31; i++) if ((await say('more trends')).status === 429) refused++;
    expect(refused).toBeGreaterThan(0);
    const crisis = await say('i cant see a reason to stay alive anymore');
    expect(crisis.status).toBe(200);
    expect(crisis.body.message?.metadata?.safety).toBe('crisis');
    expect((await say('more trends')).status).toBe(429);
  });
});
