import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { magazineCovers } from '@server/db/schema';
import { newId } from '@server/lib/ids';
import { configureRenderPool } from './pool.js';

/** A full render pool, seen from HTTP: the social image is refused with 503 busy and Retry-After (decision 048). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  // back to the pool the other files of this worker use (tests/setup/integration.ts)
  await configureRenderPool({ nice: 0 }).close();
  await t.close();
});

describe('a full render pool', () => {
  it('answers a share image 503 busy with Retry-After, and nothing is stored', async () => {
    const c = t.client();
    const me = await c.json<{ user: { id: string } }>('/api/auth/sign-in/anonymous', { method: 'POST', json: {} });
    const coverId = newId();
    await t.deps.database.db.insert(magazineCovers).values({
      id: coverId,
      sessionId: `s_${newId()}`,
      userId: me.body.user.id,
      userName: 'Ada',
      roleTitle: 'Space Janitor',
      watermarkText: 'FutureSelf',
      status: 'done',
      stage: 'done',
      progress: 100,
      imageKey: `covers/${coverId}.png`,
    });
    const png = await sharp({ create: { width: 1080, height: 1350, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    await t.deps.storage.put(`covers/${coverId}.png`, png, 'image/png');
    const share = await c.json<{ shareId: string }>('/api/shares', { method: 'POST', json: { coverId } });
    expect(share.status).toBe(201);

    // one thread, no queue, busy with a slow stand-in render
    const pool = configureRenderPool({
      threads: 1,
      maxQueue: 0,
      worker: new URL('./pool.fixture.mjs', import.meta.url),
    });
    const slow = pool.run('cover', { n: 1, ms: 1500 });

    const res = await t.client().request(`/share-images/${share.body.shareId}/og.png`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('2');
    expect(await res.json()).toMatchObject({ error: { code: 'busy' } });
    expect(await t.deps.storage.get(`shares/${share.body.shareId}/og.png`)).toBeNull();
    expect(pool.stats()).toMatchObject({ refused: 1, active: 1 });
    await slow;
  });
});
