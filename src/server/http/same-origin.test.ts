import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { onboardingAnswers } from '@server/db/schema';

/** State-changing API calls from another site's page are refused 403 forbidden_origin. */
let t: TestApp;
let dev: TestApp;
beforeAll(async () => {
  [t, dev] = await Promise.all([
    createTestApp(),
    createTestApp({ NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:5173' }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), dev.close()]);
});

const EVIL = 'https://evil.example';
const FORBIDDEN = {
  error: { code: 'forbidden_origin', message: 'This request came from another site and was refused.' },
};

/** A visitor with answers saved (from our own page), and their cookie. */
async function answeredVisitor(app: TestApp = t) {
  const c = app.client();
  const put = await c.json<{ answers: Record<string, string> }>('/api/answers', {
    method: 'PUT',
    json: { answers: { postcard: 'pc_ocean_explorer' } },
  });
  expect(put.status).toBe(200);
  const cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const me = await c.json<{ user: { id: string } }>('/api/me');
  return { cookie, userId: me.body.user.id };
}

const savedAnswers = async (userId: string) =>
  (await t.deps.database.db.select().from(onboardingAnswers).where(eq(onboardingAnswers.userId, userId)))[0]?.answers;

const put = (headers: Record<string, string>, app: TestApp = t) =>
  app.app.request('/api/answers', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ answers: { postcard: 'pc_world_summit' } }),
  });

describe('same-origin writes', () => {
  it("refuses a foreign page's write that carries the visitor's cookie, and nothing changes", async () => {
    const { cookie, userId } = await answeredVisitor();
    const res = await put({ cookie, origin: EVIL });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(FORBIDDEN);
    // The classic "simple request": text/plain, no preflight. Refused by its origin before its content type.
    const plain = await t.app.request('/api/answers', {
      method: 'PUT',
      headers: { cookie, origin: EVIL, 'content-type': 'text/plain' },
      body: '{"answers":{}}',
    });
    expect(plain.status).toBe(403);
    expect(await savedAnswers(userId)).toEqual({ postcard: 'pc_ocean_explorer' });
  });

  it('accepts writes from PUBLIC_URL and from the host the request was sent to', async () => {
    const { cookie, userId } = await answeredVisitor();
    expect((await put({ cookie, origin: 'http://localhost:3000' })).status).toBe(200);
    expect(await savedAnswers(userId)).toEqual({ postcard: 'pc_world_summit' });
    const own = await t.app.request('http://fs.internal:8080/api/track/page-view', {
      method: 'POST',
      headers: { origin: 'http://fs.internal:8080', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(own.status).toBe(200);
  });

  it('falls back to Sec-Fetch-Site, then to the Referer, when there is no Origin', async () => {
    const { cookie } = await answeredVisitor();
    expect((await put({ cookie, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await put({ cookie, 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await put({ cookie, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await put({ cookie, referer: `${EVIL}/quiz` })).status).toBe(403);
    expect((await put({ cookie, referer: 'http://localhost:3000/quiz?x=1' })).status).toBe(200);
  });

  it('refuses the opaque origin "null" and origins that are not web pages', async () => {
    const { cookie } = await answeredVisitor();
    for (const origin of [
      'null',
      'file://',
      'chrome-extension://abc',
      'http://localhost:3000.evil.example',
      'http://localhost:5173',
    ]) {
      expect((await put({ cookie, origin })).status, origin).toBe(403);
    }
  });

  it('lets requests without any browser header through (curl, servers, webhooks)', async () => {
    const { cookie, userId } = await answeredVisitor();
    expect((await put({ cookie })).status).toBe(200);
    expect(await savedAnswers(userId)).toEqual({ postcard: 'pc_world_summit' });
  });

  it("guards better-auth's endpoints and every write method, not reads", async () => {
    const signUp = await t.app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { origin: EVIL, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x@example.com', password: 'secret1', name: 'X' }),
    });
    expect(signUp.status).toBe(403);
    expect((await t.app.request('/api/auth/sign-out', { method: 'POST', headers: { origin: EVIL } })).status).toBe(403);
    expect((await t.app.request('/api/photos/abc', { method: 'DELETE', headers: { origin: EVIL } })).status).toBe(403);
    expect((await t.app.request('/api/track/event', { method: 'POST', headers: { origin: EVIL } })).status).toBe(403);
    expect((await t.app.request('/api/attribution', { headers: { origin: EVIL } })).status).toBe(200);
  });

  it('in development, accepts the Vite dev server and other localhost ports, still not a foreign site', async () => {
    const { cookie } = await answeredVisitor(dev);
    expect((await put({ cookie, origin: 'http://localhost:5173' }, dev)).status).toBe(200);
    expect((await put({ cookie, origin: 'http://127.0.0.1:5173' }, dev)).status).toBe(200);
    expect((await put({ cookie, origin: EVIL }, dev)).status).toBe(403);
  });
});
