import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { createApp } from '@server/app';
import { magazineCovers } from '@server/db/schema';
import { localAi } from '@server/providers/ai/index';
import type { Storage } from '@server/providers/storage/index';
import type { CoverState } from '@core/contracts/cover-generation';
import type { CoversResponse } from '@core/contracts/journey';
import type { CoverShareResponse } from '@core/contracts/share';
import {
  addVisitorRoute,
  coverEvents,
  fakeAi,
  insertCover,
  insertPhoto,
  readSse,
  visitor,
  waitForCover,
} from './test-support';
import { coverArtKey, LEASE_HEARTBEAT_MS, LEASE_MS, pickStyle } from './pipeline';
import { coverFileName as downloadFilename } from '@core/share';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  addVisitorRoute(t);
});
afterAll(() => t.close());

const useAi = (ai = localAi as typeof t.deps.ai) => {
  t.deps.ai = ai;
};

describe('cover generation', () => {
  it('runs the whole pipeline to a stored 1080x1350 PNG, with progress events and a cover_generated event', async () => {
    useAi();
    const { c, userId } = await visitor(t);
    const photoId = await insertPhoto(t, userId);
    const id = await insertCover(t, userId, { photoId });

    const before = await c.json<CoverState>(`/api/covers/${id}`);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      id,
      status: 'pending',
      stage: 'queued',
      progress: 0,
      imageUrl: null,
      roleTitle: 'Space Janitor',
    });

    const gen = await c.json<CoverState>(`/api/covers/${id}/generate`, { method: 'POST' });
    expect(gen.status).toBe(202);
    expect(gen.body.status).toBe('running');
    expect(gen.body.style).toBe(pickStyle(id));

    const events = await readSse(
      await c.request(`/api/covers/${id}/events`),
      (e) => e.event === 'done' || e.event === 'error',
    );
    expect(events.at(-1)!.event).toBe('done');
    const progress = events.filter((e) => e.event === 'progress').map((e) => e.data.progress as number);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(100);
    expect(events.at(-1)!.data).toMatchObject({
      status: 'done',
      stage: 'done',
      progress: 100,
      imageUrl: `/api/covers/${id}/image`,
    });

    const state = (await c.json<CoverState>(`/api/covers/${id}`)).body;
    expect(state).toMatchObject({
      status: 'done',
      stage: 'done',
      progress: 100,
      error: null,
      enhanced: true,
      imageUrl: `/api/covers/${id}/image`,
    });
    expect(state.description).toContain('Maya Lindqvist is The Future Space Janitor.');
    expect(state.content).toMatchObject({
      title: 'The Future Space Janitor',
      price: '€12',
      style: state.style,
      starName: 'Maya Lindqvist',
    });
    expect(state.content!.coverLines.length).toBeGreaterThanOrEqual(3);

    const img = await c.request(`/api/covers/${id}/image`);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(img.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await img.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1080, 1350]);

    const dl = await c.request(`/api/covers/${id}/image?download=1`);
    expect(dl.headers.get('content-disposition')).toBe('attachment; filename="futureself-space-janitor.png"');

    const [row] = await t.deps.database.db.select().from(magazineCovers).where(eq(magazineCovers.id, id));
    expect(row).toMatchObject({
      portraitKey: coverArtKey(id),
      imageKey: `covers/${id}.png`,
      leaseOwner: null,
      leaseUntil: null,
    });

    const tracked = await coverEvents(t, id);
    expect(tracked).toHaveLength(1);
    expect(tracked[0]).toMatchObject({
      cohortId: 'demo-academy',
      ambassadorCode: 'DEMO1',
      userId,
      roleOutcome: 'Space Janitor',
      sessionId: row!.sessionId,
    });
    expect(tracked[0]!.eventData).toMatchObject({
      enhanced: true,
      style: state.style,
      magazine_id: id,
      answers: { bhag: 'carbon' },
    });

    // generating again changes nothing: still one event
    expect((await c.json<CoverState>(`/api/covers/${id}/generate`, { method: 'POST' })).body.status).toBe('done');
    expect(await coverEvents(t, id)).toHaveLength(1);
  });

  it('draws a cover without a photo and without a name', async () => {
    useAi();
    const { c, userId } = await visitor(t);
    const id = await insertCover(t, userId, {
      userName: null,
      roleTitle: 'Cloud Sculptor',
      cohortId: 'public',
      ambassadorCode: null,
      watermarkText: 'FutureSelf',
    });
    await c.request(`/api/covers/${id}/generate`, { method: 'POST' });
    const done = await waitForCover(c, id);
    expect(done).toMatchObject({ status: 'done', enhanced: true });
    expect((done.content as { starName: string }).starName).toBe('Future Professional');
    const img = await c.request(`/api/covers/${id}/image`);
    expect((await sharp(Buffer.from(await img.arrayBuffer())).metadata()).width).toBe(1080);
  });

  it('resumes after a dropped event stream and finishes once', async () => {
    const ai = fakeAi({ delayMs: 120 });
    useAi(ai);
    const { c, userId } = await visitor(t);
    const id = await insertCover(t, userId, { photoId: await insertPhoto(t, userId) });
    await c.request(`/api/covers/${id}/generate`, { method: 'POST' });

    const first = await readSse(await c.request(`/api/covers/${id}/events`), () => true);
    expect(first).toHaveLength(1);
    expect(first[0]!.event).toBe('progress');
    expect(first[0]!.data.status).toBe('running');

    const again = await readSse(
      await c.request(`/api/covers/${id}/events`),
      (e) => e.event === 'done' || e.event === 'error',
    );
    expect(again[0]!.event).toBe('progress'); // the current state comes first
    expect(again.at(-1)!.event).toBe('done');
    expect(ai.calls).toEqual({ describe: 1, portrait: 1, content: 1 });
    expect(await coverEvents(t, id)).toHaveLength(1);
  });

  it('runs the pipeline once for simultaneous generate calls, also from a second app instance', async () => {
    const ai = fakeAi({ delayMs: 60 });
    useAi(ai);
    const second = createApp({ ...t.deps });
    const { c, userId } = await visitor(t);
    const id = await insertCover(t, userId);
    const cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const onSecond = () =>
      second.request(`/api/covers/${id}/generate`, {
        method: 'POST',
        headers: { cookie, origin: 'http://localhost:3000' },
      });
    const results = await Promise.all([
      c.request(`/api/covers/${id}/generate`, { method: 'POST' }),
      c.request(`/api/covers/${id}/generate`, { method: 'POST' }),
      onSecond(),
      onSecond(),
    ]);
    // generate answers once its run has tried the lease: with all four answers in, no attempt is still to come.
    expect(results.map((r) => r.status)).toEqual([202, 202, 202, 202]);
    expect((await waitForCover(c, id)).status).toBe('done');
    // (no photo: the provider is still asked for a portrait, and answers null = the local one)
    expect(ai.calls).toEqual({ describe: 1, portrait: 1, content: 1 });
    expect(await coverEvents(t, id)).toHaveLength(1);
  });

  it('falls back to the local output when the provider fails, and records enhanced=false', async () => {
    const ai = fakeAi({ fail: true });
    useAi(ai);
    const { c, userId } = await visitor(t);
    const id = await insertCover(t, userId, { photoId: await insertPhoto(t, userId) });
    await c.request(`/api/covers/${id}/generate`, { method: 'POST' });
    const done = await waitForCover(c, id);
    expect(done).toMatchObject({ status: 'done', enhanced: false, error: null });
    expect(ai.calls).toEqual({ describe: 1, portrait: 1, content: 1 });
    expect((done.description as string).startsWith('Maya Lindqvist is The Future')).toBe(true);
    expect((await coverEvents(t, id))[0]!.eventData).toMatchObject({ enhanced: false });
  });

  it("sets the local copy in the cover's own future year (its creation date + five years), not today's", async () => {
    useAi();
    const { c, userId } = await visitor(t);
    const id = await insertCover(t, userId, { createdAt: new Date('2027-05-04T10:00:00Z') });
    await c.request(`/api/covers/${id}/generate`, { method: 'POST' });
    const done = await waitForCover(c, id);
    expect(done.status).toBe('done');
    expect(done.description).toContain('their postcard from 2032 shows them');
    expect((done.content as { issueDate: string }).issueDate).toBe('May 2027');
    expect(JSON.stringify(done)).not.toContain('2040');
  });

  it('uses the AI outputs when the provider answers, enhanced=true', async () => {
    const ai = fakeAi();
    useAi(ai);
    const { c, userId } = await visitor(t);
    const id = await insertCover(t, userId, { photoId: await insertPhoto(t, userId) });
    await c.request(`/api/covers/${id}/generate`, { method: 'POST' });
    const done = await waitForCover(c, id);
    expect(done).toMatchObject({
      status: 'done',
      enhanced: true,
      description: 'An AI description of Space Janitor: confident, kind and busy.',
    });
    expect((done.content as { headline: string }).headline).toBe('An AI headline about orbit and brooms');
  });

  it('continues a run that died mid-way from its first missing output', async () => {
    const ai = fakeAi();
    useAi(ai);
    const { c, userId } = await visitor(t);
    // a crashed instance left the description and the portrait, and a lease that has expired
    const id = await insertCover(t, userId, {
      status: 'running',
      stage: 'content',
      progress: 65,
      description: 'Saved before the crash.',
      style: 'wired',
      enhanced: true,
    });
    const art = await sharp({ create: { width: 1080, height: 1350, channels: 3, background: '#223344' } })
      .jpeg()
      .toBuffer();
    await t.deps.storage.put(coverArtKey(id), art, 'image/jpeg');
    await t.deps.database.db
      .update(magazineCovers)
      .set({ portraitKey: coverArtKey(id), leaseOwner: 'dead-instance', leaseUntil: new Date(Date.now() - 60_000) })
      .where(eq(magazineCovers.id, id));

    const events = await readSse(
      await c.request(`/api/covers/${id}/events`),
      (e) => e.event === 'done' || e.event === 'error',
    );
    expect(events[0]!.data).toMatchObject({ stage: 'content', progress: 65 });
    expect(events.at(-1)!.event).toBe('done');
    expect(ai.calls).toEqual({ describe: 0, portrait: 0, content: 1 });
    const state = (await c.json<CoverState>(`/api/covers/${id}`)).body;
    expect(state).toMatchObject({
      description: 'Saved before the crash.',
      style: 'wired',
      status: 'done',
      enhanced: true,
    });
  });

  it('keeps its lease with a heartbeat while a provider call outlasts the 15 s lease, then finishes', async () => {
    // describe takes 6.5 s (over one heartbeat); the lease must move forward meanwhile, though no stage saved
    useAi(fakeAi({ delayMs: 6500 }));
    const { c, userId } = await visitor(t);
    const id = await insertCover(t, userId);
    const lease = async () => {
      const [row] = await t.deps.database.db.select().from(magazineCovers).where(eq(magazineCovers.id, id));
      return row!;
    };
    await c.request(`/api/covers/${id}/generate`, { method: 'POST' });
    const first = await lease();
    expect(first).toMatchObject({ status: 'running', stage: 'description', description: null });
    expect(first.leaseUntil!.getTime() - Date.now()).toBeLessThanOrEqual(LEASE_MS + 1000);
    await new Promise((r) => setTimeout(r, LEASE_HEARTBEAT_MS + 1000));
    const renewed = await lease();
    expect(renewed.description).toBeNull(); // still in the provider call: only the heartbeat wrote
    expect(renewed.leaseOwner).toBe(first.leaseOwner);
    expect(renewed.leaseUntil!.getTime()).toBeGreaterThan(first.leaseUntil!.getTime() + 3000);
    expect(await waitForCover(c, id)).toMatchObject({ status: 'done' });
    expect(await lease()).toMatchObject({ leaseOwner: null, leaseUntil: null });
  });

  it('does not take over a run whose lease is still held elsewhere', async () => {
    useAi(fakeAi());
    const { c, userId } = await visitor(t);
    const id = await insertCover(t, userId, { status: 'running', stage: 'description', progress: 20 });
    await t.deps.database.db
      .update(magazineCovers)
      .set({ leaseOwner: 'other-instance', leaseUntil: new Date(Date.now() + 60_000) })
      .where(eq(magazineCovers.id, id));
    // generate answers once its run has tried the lease: a run that took it would own the row by now.
    const res = await c.json<CoverState>(`/api/covers/${id}/generate`, { method: 'POST' });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ status: 'running', stage: 'description', progress: 20 });
    const [row] = await t.deps.database.db.select().from(magazineCovers).where(eq(magazineCovers.id, id));
    expect(row).toMatchObject({ leaseOwner: 'other-instance', description: null, status: 'running' });
  });

  it('fails with the spec message when a stage breaks, and retry continues from the completed outputs', async () => {
    const ai = fakeAi();
    useAi(ai);
    const { c, userId } = await visitor(t);
    const id = await insertCover(t, userId);
    const storage = t.deps.storage;
    const broken: Storage = {
      kind: storage.kind,
      get: (k) => storage.get(k),
      delete: (k) => storage.delete(k),
      put: async (k, body, type) => {
        if (k === `covers/${id}.png`) throw new Error('disk full');
        return storage.put(k, body, type);
      },
    };
    t.deps.storage = broken;
    try {
      await c.request(`/api/covers/${id}/generate`, { method: 'POST' });
      const failed = await waitForCover(c, id);
      expect(failed).toMatchObject({ status: 'failed', error: 'Failed to generate enhanced cover', stage: 'layout' });
      const events = await readSse(
        await c.request(`/api/covers/${id}/events`),
        (e) => e.event === 'error' || e.event === 'done',
      );
      expect(events.at(-1)).toMatchObject({
        event: 'error',
        data: { status: 'failed', message: 'Failed to generate enhanced cover' },
      });
      // generate does not restart a failed cover; retry does
      expect((await c.json<CoverState>(`/api/covers/${id}/generate`, { method: 'POST' })).body.status).toBe('failed');
    } finally {
      t.deps.storage = storage;
    }
    const retry = await c.json<CoverState>(`/api/covers/${id}/retry`, { method: 'POST' });
    expect(retry.status).toBe(202);
    expect(retry.body.error).toBeNull();
    expect((await waitForCover(c, id)).status).toBe('done');
    expect(ai.calls).toEqual({ describe: 1, portrait: 1, content: 1 });
  });

  it("answers 404 for someone else's cover on every route, and 401 without a session", async () => {
    useAi();
    const owner = await visitor(t);
    const other = await visitor(t);
    const id = await insertCover(t, owner.userId);
    const routes: [string, string][] = [
      ['GET', `/api/covers/${id}`],
      ['POST', `/api/covers/${id}/generate`],
      ['POST', `/api/covers/${id}/retry`],
      ['GET', `/api/covers/${id}/events`],
      ['GET', `/api/covers/${id}/image`],
      ['GET', `/api/covers/${id}/image?download=1`],
    ];
    for (const [method, path] of routes) {
      const res = await other.c.json<{ error: { code: string; message: string } }>(path, { method });
      expect([path, res.status, res.body.error.code]).toEqual([path, 404, 'not_found']);
      expect(res.body.error.message).toBe('Cover not found.');
      expect((await t.client().request(path, { method })).status).toBe(401);
    }
    expect((await other.c.request('/api/covers/not-a-valid-id!')).status).toBe(404);
    // nothing was started by the other visitor
    const [row] = await t.deps.database.db.select().from(magazineCovers).where(eq(magazineCovers.id, id));
    expect(row!.status).toBe('pending');
    // the image of an unfinished cover is not there yet for its owner either
    expect((await owner.c.request(`/api/covers/${id}/image`)).status).toBe(404);
  });
});

describe('the list and the share link (every /api/covers route lives here)', () => {
  it("lists the visitor's own covers and answers a cover's share link once it is shared", async () => {
    const owner = await visitor(t);
    const other = await visitor(t);
    const id = await insertCover(t, owner.userId);
    await t.deps.database.db
      .update(magazineCovers)
      .set({ status: 'done', stage: 'done', progress: 100, imageKey: `covers/${id}.png` })
      .where(eq(magazineCovers.id, id));

    const list = await owner.c.json<CoversResponse>('/api/covers');
    expect(list.status).toBe(200);
    expect(list.body.covers).toEqual([
      expect.objectContaining({ id, status: 'done', roleTitle: 'Space Janitor', imageUrl: `/api/covers/${id}/image` }),
    ]);
    expect((await other.c.json<CoversResponse>('/api/covers')).body.covers).toEqual([]);
    expect((await t.client().json<CoversResponse>('/api/covers')).body).toEqual({ covers: [] });

    const before = await owner.c.json<{ error: { message: string } }>(`/api/covers/${id}/share`);
    expect([before.status, before.body.error.message]).toEqual([404, 'No share link for this cover yet.']);
    const made = await owner.c.json<{ shareId: string; url: string }>('/api/shares', {
      method: 'POST',
      json: { coverId: id },
    });
    expect(made.status).toBe(201);
    const link = await owner.c.json<CoverShareResponse>(`/api/covers/${id}/share`);
    expect(link.status).toBe(200);
    expect(link.body).toMatchObject({ shareId: made.body.shareId, url: made.body.url });
    expect(Date.parse(link.body.expiresAt)).toBeGreaterThan(Date.parse(link.body.createdAt));
    expect((await other.c.request(`/api/covers/${id}/share`)).status).toBe(404);
    expect((await t.client().request(`/api/covers/${id}/share`)).status).toBe(401);
  });
});

describe('timeouts', () => {
  let slow: TestApp;
  beforeAll(async () => {
    slow = await createTestApp({ AI_TIMEOUT_MS: '1000' });
    addVisitorRoute(slow);
  });
  afterAll(() => slow.close());

  it('falls back to the local output when the provider hangs past AI_TIMEOUT_MS', async () => {
    const ai = fakeAi({ hang: true });
    slow.deps.ai = ai;
    const { c, userId } = await visitor(slow);
    const id = await insertCover(slow, userId, { photoId: await insertPhoto(slow, userId) });
    const started = Date.now();
    await c.request(`/api/covers/${id}/generate`, { method: 'POST' });
    const done = await waitForCover(c, id, 20_000);
    expect(done).toMatchObject({ status: 'done', enhanced: false });
    expect(ai.calls).toEqual({ describe: 1, portrait: 1, content: 1 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(3000);
  });
});

describe('download filename', () => {
  it('slugifies the brand and the role', () => {
    expect(downloadFilename('FutureSelf', 'AI Ethics Philosopher')).toBe('futureself-ai-ethics-philosopher.png');
    expect(downloadFilename('Zukunft Ich', 'Café Ökologe / Chef')).toBe('zukunft-ich-cafe-okologe-chef.png');
  });
});
