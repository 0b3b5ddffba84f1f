import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/helpers/test-app';
import { entitlements, magazineCovers } from '@server/db/schema';
import { newId } from '@server/lib/ids';
import type { ChatStreamEvent } from '@core/contracts/talk';

/** Helpers for the Talk tests (not imported by the app). */

export type ErrorBody = { error: { code: string; message: string } };

/**
 * One app for the test file (three free messages, crisis help for Sweden), started before its tests and closed
 * after, and the helpers that talk to it. `t` reads the app once it is started.
 */
export function talkTestApp() {
  const box: { app?: TestApp } = {};
  beforeAll(async () => {
    box.app = await createTestApp({ TALK_FREE_MESSAGES: '3', CRISIS_COUNTRY: 'SE' });
  });
  afterAll(() => box.app?.close());
  const t = {
    get deps() {
      return box.app!.deps;
    },
    client: () => box.app!.client(),
  };

  async function visitor(): Promise<{ c: TestClient; id: string }> {
    const c = t.client();
    const res = await c.json<{ user: { id: string } }>('/api/auth/sign-in/anonymous', { method: 'POST', json: {} });
    expect(res.status).toBe(200);
    return { c, id: res.body.user.id };
  }

  async function makeCover(ownerId: string, role = 'Space Janitor') {
    const id = newId();
    await t.deps.database.db.insert(magazineCovers).values({
      id,
      sessionId: `s_${newId()}`,
      userId: ownerId,
      userName: 'Alva Berg',
      roleTitle: role,
      watermarkText: 'FutureSelf',
      postcardContext: 'A quiet cabin by a lake',
      answers: { superpower: 'Talking to anyone' },
      status: 'done',
      stage: 'done',
      progress: 100,
    });
    return id;
  }

  async function grant(userId: string) {
    await t.deps.database.db
      .insert(entitlements)
      .values({ id: newId(), userId, product: 'talk', status: 'active', paidBy: 'self', periodEnd: null });
  }

  async function chat(c: TestClient, body: Record<string, unknown>) {
    const res = await c.request('/api/talk/chat', { method: 'POST', json: body });
    if (res.status !== 200) return { status: res.status, error: ((await res.json()) as ErrorBody).error, evs: [] };
    return { status: 200, error: null, evs: await events(res) };
  }

  const say = (c: TestClient, conversationId: string, message: string) =>
    chat(c, { action: 'continue', message, conversationId, clientMessageId: newId() });

  return { t, visitor, makeCover, grant, chat, say };
}

/** Reads the `data:` lines of a streamed reply. */
export async function events(res: Response): Promise<ChatStreamEvent[]> {
  expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
  const text = await res.text();
  return text
    .split('\n\n')
    .filter((b) => b.startsWith('data: '))
    .map((b) => JSON.parse(b.slice(6)) as ChatStreamEvent);
}

export const done = (evs: ChatStreamEvent[]) =>
  evs.find((e) => e.type === 'done') as Extract<ChatStreamEvent, { type: 'done' }>;
export const meta = (evs: ChatStreamEvent[]) =>
  evs.find((e) => e.type === 'metadata') as Extract<ChatStreamEvent, { type: 'metadata' }>;
