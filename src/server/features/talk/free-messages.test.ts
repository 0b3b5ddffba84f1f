import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { makeCover } from '../../../../tests/helpers/factories';
import { newId } from '@server/lib/ids';

/** Decision 066: the free Talk messages are the person's, not each conversation's (a new spin gives none). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TALK_FREE_MESSAGES: '2' });
});
afterAll(() => t.close());

describe('free Talk messages per person', () => {
  it('a second poster (a new spin) starts a new conversation but no new free messages', async () => {
    const c = t.client();
    const me = await c.json<{ user: { id: string } }>('/api/auth/sign-in/anonymous', { method: 'POST', json: {} });
    const first = await makeCover(t, me.body.user.id, { role: 'Space Janitor', name: 'Alva Berg' });
    const second = await makeCover(t, me.body.user.id, { role: 'Urban Beekeeper', name: 'Alva Berg' });
    const start = async (magazine: string) => {
      const res = await c.request('/api/talk/chat', {
        method: 'POST',
        json: { action: 'start', message: 'START_CONVERSATION', context: { magazine }, stream: false },
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { conversationId: string }).conversationId;
    };
    const say = (conversationId: string) =>
      c.request('/api/talk/chat', {
        method: 'POST',
        json: { action: 'continue', message: 'more trends', conversationId, clientMessageId: newId(), stream: false },
      });
    const a = await start(first);
    expect((await say(a)).status).toBe(200);
    expect((await say(a)).status).toBe(200);
    expect((await say(a)).status).toBe(402);
    const b = await start(second);
    expect(b).not.toBe(a);
    const blocked = await say(b);
    expect(blocked.status).toBe(402);
    const read = await c.json<{ conversation: { paywalled: boolean } }>(`/api/talk/conversations/${b}`);
    expect(read.body.conversation.paywalled).toBe(true);
  });
});
