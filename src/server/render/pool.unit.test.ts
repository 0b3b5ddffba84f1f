import { afterAll, describe, expect, it, vi } from 'vitest';
import { RenderBusyError, RenderPool, renderPool } from './pool.js';
import { renderCover, renderLocalArt } from './covers/index.js';
import { renderCoverPooled, renderLocalArtPooled } from './pooled.js';
import { renderSocialImage } from './share/images.js';
import { makeTestPhoto, TEST_PHOTO_FACE } from '@server/features/covers/test-photo.js';
import { buildCoverCopy } from '@core/cover-copy.js';

const fixture = new URL('./pool.fixture.mjs', import.meta.url);
const pools: RenderPool[] = [];
const make = (opts: ConstructorParameters<typeof RenderPool>[0]) => {
  const p = new RenderPool({ worker: fixture, ...opts });
  pools.push(p);
  return p;
};
afterAll(async () => {
  await Promise.all([...pools, renderPool].map((p) => p.close()));
});

describe('RenderPool', () => {
  it('starts no thread before the first render', () => {
    const pool = make({ threads: 2 });
    expect(pool.stats()).toMatchObject({ threads: 0, active: 0, maxThreads: 2, capacity: 2 + 16 });
  });

  it('holds threads + maxQueue renders; the next HTTP render is refused with 503, a background one waits', async () => {
    const pool = make({ threads: 1, maxQueue: 1 });
    const first = pool.run<{ n: number }>('cover', { n: 1, ms: 300 });
    const second = pool.run<{ n: number }>('cover', { n: 2, ms: 1 });
    // full: one running, one queued
    const refused = pool.run('cover', { n: 3, ms: 1 }).catch((e: unknown) => e);
    const waited = pool.run<{ n: number }>('cover', { n: 4, ms: 1 }, { wait: true });
    expect(pool.stats()).toMatchObject({ active: 2, waiting: 1, capacity: 2 });
    const err = await refused;
    expect(err).toBeInstanceOf(RenderBusyError);
    expect(err).toMatchObject({ status: 503, code: 'busy', retryAfterSeconds: 2 });
    expect((await Promise.all([first, second, waited])).map((r) => r.n)).toEqual([1, 2, 4]);
    expect(pool.stats()).toMatchObject({ active: 0, waiting: 0, refused: 1, completed: 3 });
  });

  it('runs renders side by side on its threads, and ends them when idle', async () => {
    const pool = make({ threads: 2, idleMs: 50 });
    const [a, b] = await Promise.all([
      pool.run<{ threadId: number }>('cover', { n: 1, ms: 200 }),
      pool.run<{ threadId: number }>('cover', { n: 2, ms: 200 }),
    ]);
    expect(a.threadId).not.toBe(b.threadId);
    await vi.waitFor(() => expect(pool.stats().threads).toBe(0), { timeout: 10_000 });
  });
});

describe('the render worker', () => {
  it('draws the same bytes as the renderer in this thread: art, cover, social image', async () => {
    const photo = await makeTestPhoto();
    const id = 'cover-pool-test';
    const input = {
      id,
      style: 'wired' as const,
      theme: 'space' as const,
      photo: { body: photo, focusX: TEST_PHOTO_FACE.x, focusY: TEST_PHOTO_FACE.y },
    };
    const copy = buildCoverCopy({
      roleTitle: 'Space Janitor',
      answers: {
        postcard: 'pc_orbiting_earth',
        bhag: 'carbon',
        purpose: 'drive_solve_puzzles',
        workplace: 'spaceship',
      },
      userName: 'Maya Lindqvist',
      style: input.style,
      seed: id,
      date: new Date('2026-06-15'),
    });
    const layout = {
      id,
      style: input.style,
      theme: input.theme,
      copy,
      brandName: 'FutureSelf',
      watermark: 'FutureSelf',
    };

    const here = await renderLocalArt(input);
    const there = await renderLocalArtPooled(input);
    expect(there.jpeg.equals(here.jpeg)).toBe(true);
    expect(there.raw.equals(here.raw)).toBe(true);
    const pngHere = await renderCover(here, layout);
    const pngThere = await renderCoverPooled(there, layout);
    expect(pngThere.byteLength).toBeGreaterThan(100_000);
    expect(pngThere.equals(pngHere)).toBe(true);
    // the art's raw pixels were handed to the worker, not copied
    expect(there.raw.byteLength).toBe(0);

    const text = { brand: 'FutureSelf', role: 'Space Janitor', name: 'Maya', site: 'futureself.app' };
    const og = await renderPool.run<Uint8Array>('socialImage', { cover: pngHere, text });
    expect(Buffer.from(og).equals(await renderSocialImage(pngHere, text))).toBe(true);
    expect(renderPool.stats()).toMatchObject({ active: 0, completed: 3 });
    expect(renderPool.stats().threads).toBeGreaterThan(0);
  }, 120_000);
});
