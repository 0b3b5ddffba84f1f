import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { entitlements } from '@server/db/schema';
import { newId } from '@server/lib/ids';

/** A person in crisis is never rate-limited into silence (decision 062): the chat's limits apply to every other message. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'true', TRUST_PROXY: '1', TALK_FREE_MESSAGES: '1000' });
});
afterAll(() => t.close());

/**
 * Requests from an address of this file's own: on PostgreSQL the limit counters are shared by every test file of a
 * worker, so the test client's usual addresses may already be counted.
 */
function client() {
  const ip = `10.${Math.floor(Math.random() * 200) + 20}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  let cookie = '';
  return async <T>(path: string, json: unknown): Promise<{ status: number; body: T }> => {
    const res = await t.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', 'x-forwarded-for': ip, cookie },
      body: JSON.stringify(json),
    });
    const set = res.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (set.length) cookie = [cookie, ...set].filter(Boolean).join('; ');
    return { status: res.status, body: (await res.json()) as T };
  };
}

describe('talk and the rate limits', () => {
  it('after 30 messages in a minute the next is refused, but a crisis still gets the help', async () => {
    const post = client();
    const me = await post<{ user: { id: string } }>('/api/auth/sign-in/anonymous', {});
    expect(me.status).toBe(200);
    await t.deps.database.db.insert(entitlements).values({
      id: newId(),
      userId: me.body.user.id,
      product: 'talk',
      status: 'active',
      paidBy: 'self',
      periodEnd: null,
    });
    const start = await post<{ conversationId: string }>('/api/talk/chat', {
      action: 'start',
      message: 'START_CONVERSATION',
      stream: false,
    });
    const conversationId = start.body.conversationId;
    const say = (message: string) =>
      post<{ message?: { metadata?: { safety?: string } } }>('/api/talk/chat', {
        action: 'continue',
        message,
        conversationId,
        clientMessageId: newId(),
        stream: false,
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
