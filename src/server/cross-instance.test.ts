import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../tests/helpers/test-app';
import { cohorts, magazineCovers } from '@server/db/schema';
import { watchCover } from '@server/features/covers/service';
import { MAIL_PER_RECIPIENT, type RecipientLimitedMailer } from '@server/providers/mail/index';
import type { LocalMailer } from '@server/providers/mail/local-mailer';
import { SHARE_CHANNEL } from '@server/features/share/service';
import {
  addVisitorRoute,
  fakeAi,
  insertCover,
  insertPhoto,
  readSse,
  visitor,
} from '@server/features/covers/test-support';

/**
 * Several instances on one database (decision 050): two apps on the same PostgreSQL database stand for two
 * instances behind a load balancer. A cover rendered on A streams its progress to a visitor connected to B; a share
 * revoked on A is gone from B's caches; a rate limit counts across both. On PGlite (one instance by design) the same
 * tests run with both roles on one app: the in-process path.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const env = {
  AUTH_SECRET: 'cross-instance-test-secret-0123456789abcdef',
  RATE_LIMIT_ENABLED: 'true',
  TRUST_PROXY: '1',
};

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp(env);
  b = onPostgres ? await createTestApp(env) : a;
  addVisitorRoute(a);
});
afterAll(async () => {
  for (const t of new Set([a, b])) {
    await t.deps.limiter.close();
    await t.close();
  }
});

/** The same browser (its cookies) talking to instance B. */
function sameBrowserOn(t: TestApp, c: TestClient): TestClient {
  const other = t.client();
  for (const [k, v] of c.cookies) other.cookies.set(k, v);
  return other;
}

/** Resolves on the next message of a channel on an instance's bus. */
const heardOn = (t: TestApp, channel: string) =>
  new Promise<string>((resolve) => {
    const off = t.deps.bus.subscribe(channel, (p) => {
      off();
      resolve(p);
    });
  });

it('runs two instances on one shared bus when on PostgreSQL', () => {
  expect(a.deps.bus.kind).toBe(onPostgres ? 'postgres' : 'memory');
  if (onPostgres) expect(b).not.toBe(a);
});

describe('cover progress', () => {
  it('reaches an event stream on B, stage by stage, while A renders', { timeout: 120_000 }, async () => {
    a.deps.ai = fakeAi({ delayMs: 300 }); // three AI stages 300 ms apart: each progress step is its own change
    const bAi = fakeAi();
    if (onPostgres) b.deps.ai = bAi;
    const { c, userId } = await visitor(a);
    const id = await insertCover(a, userId, { photoId: await insertPhoto(a, userId) });
    // What B's event stream waits on: the first wait returns at once (a read before subscribing), the second only
    // on a change told by A, as its safety poll is an hour here.
    const watch = watchCover(b.deps, id);
    await watch.next(0);
    const woken = watch.next(3_600_000);

    const gen = await c.json<{ status: string }>(`/api/covers/${id}/generate`, { method: 'POST' });
    expect(gen.status).toBe(202);
    expect(gen.body.status).toBe('running'); // A holds the lease
    await woken;
    watch.close();

    const onB = sameBrowserOn(b, c);
    const res = await onB.request(`/api/covers/${id}/events`);
    expect(res.status).toBe(200);
    const events = await readSse(res, (e) => e.event === 'done' || e.event === 'error', 100_000);

    expect(events.at(-1)!.event).toBe('done');
    const progress = events.filter((e) => e.event === 'progress').map((e) => e.data.progress as number);
    // Each stage's change, as it happened on A (20 may be over before the stream opens).
    expect(progress).toEqual(expect.arrayContaining([40, 65, 100]));
    expect(progress).toEqual([...progress].sort((x, y) => x - y));
    // A rendered it; B only watched.
    if (onPostgres) expect(bAi.calls).toEqual({ describe: 0, portrait: 0, content: 0 });
    const [row] = await a.deps.database.db.select().from(magazineCovers).where(eq(magazineCovers.id, id));
    expect(row!.status).toBe('done');
  });
});

describe('share caches', () => {
  /** A finished cover whose PNG both instances' storages hold (in production: one S3 bucket). */
  async function doneCover(userId: string) {
    const png = await sharp({ create: { width: 108, height: 135, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const id = await insertCover(a, userId, { status: 'done', stage: 'done', progress: 100 });
    const key = `covers/${id}.png`;
    for (const t of new Set([a, b])) await t.deps.storage.put(key, png, 'image/png');
    await a.deps.database.db.update(magazineCovers).set({ imageKey: key }).where(eq(magazineCovers.id, id));
    return id;
  }

  it('drops a share revoked on A from B at once: page, record and image', async () => {
    const { c, userId } = await visitor(a);
    const coverId = await doneCover(userId);
    const made = await c.json<{ shareId: string }>('/api/shares', { method: 'POST', json: { coverId } });
    expect(made.status).toBe(201);
    const shareId = made.body.shareId;

    const reader = b.client();
    const paths = [`/share/${shareId}`, `/api/shares/${shareId}`, `/share-images/${shareId}/cover.png`];
    // B serves them, and now holds them in its memory (60 s for pages and records).
    for (const p of paths) expect((await reader.request(p)).status, p).toBe(200);
    for (const p of paths) expect((await reader.request(p)).status, p).toBe(200);

    const heard = heardOn(b, SHARE_CHANNEL);
    expect((await c.request(`/api/shares/${shareId}`, { method: 'DELETE' })).status).toBe(204);
    expect(await heard).toBe(shareId);
    for (const p of paths) expect((await reader.request(p)).status, p).toBe(404);
  });

  it("shows a cover put in the gallery on A in B's gallery, and takes it out again", async () => {
    const { c, userId } = await visitor(a);
    const coverId = await doneCover(userId);
    const { body } = await c.json<{ shareId: string }>('/api/shares', { method: 'POST', json: { coverId } });
    const gallery = async () =>
      (await b.client().json<{ items: { shareId: string }[] }>('/api/shares/gallery')).body.items.map((i) => i.shareId);
    expect(await gallery()).not.toContain(body.shareId); // B now caches the gallery (15 s)

    let heard = heardOn(b, SHARE_CHANNEL);
    const tick = await c.json<{ inGallery: boolean }>(`/api/shares/${body.shareId}`, {
      method: 'PATCH',
      json: { inGallery: true },
    });
    expect(tick.body.inGallery).toBe(true);
    await heard;
    expect(await gallery()).toContain(body.shareId);

    heard = heardOn(b, SHARE_CHANNEL);
    await c.json(`/api/shares/${body.shareId}`, { method: 'PATCH', json: { inGallery: false } });
    await heard;
    expect(await gallery()).not.toContain(body.shareId);
  });
});

describe('attribution cache', () => {
  it("drops a cohort an admin closed on A from B's cached lookups at once", async () => {
    const cohortId = `x-${Date.now().toString(36)}-${randomInt(1000, 9999)}`;
    await a.deps.database.db.insert(cohorts).values({ cohortId, name: 'Cross Academy', watermarkText: 'Cross' });
    expect((await b.deps.attribution.resolve({ cohort: cohortId })).cohortId).toBe(cohortId); // B caches it (30 s)

    await a.deps.database.db.update(cohorts).set({ isActive: false }).where(eq(cohorts.cohortId, cohortId));
    const heard = heardOn(b, 'attribution');
    a.deps.attribution.clearCache(); // what the dashboard's cohort and ambassador routes do after a change
    await heard;
    expect((await b.deps.attribution.resolve({ cohort: cohortId })).cohortId).toBe('public');
  });
});

describe('rate limits', () => {
  it('count one client across both instances behind the proxy (its forged X-Forwarded-For entries ignored)', async () => {
    const client = `203.0.113.${randomInt(1, 255)}`;
    const forged = () => `${randomInt(1, 224)}.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
    const signIn = (t: TestApp) =>
      t.app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: {
          origin: 'http://localhost:3000',
          'content-type': 'application/json',
          // what the client wrote, then what our one proxy appended: the client's address
          'x-forwarded-for': `${forged()}, ${client}`,
        },
        body: JSON.stringify({ email: 'not-an-address', password: 'nopenope' }),
      });
    const statuses: number[] = [];
    // The load balancer alternates: 5 on A, 5 on B fill the limit of 10 a minute; the 11th is refused on either.
    for (let i = 0; i < 10; i++) statuses.push((await signIn(i % 2 ? b : a)).status);
    expect(statuses.every((s) => s === 400)).toBe(true);
    expect((await signIn(a)).status).toBe(429);
    expect((await signIn(b)).status).toBe(429);
  });

  it('let one address receive 5 mails an hour across both instances, not 5 from each', async () => {
    const to = `limit-${randomInt(1, 2 ** 40)}@example.com`;
    const delivered = () =>
      [...new Set([a, b])].reduce(
        (n, t) =>
          n + ((t.deps.mailer as RecipientLimitedMailer).inner as LocalMailer).sent.filter((m) => m.to === to).length,
        0,
      );
    // alternating, as a load balancer would spread a flood of sign-ups to one address
    for (let i = 0; i < 8; i++)
      await (i % 2 ? b : a).deps.mailer.send({ to, subject: `Mail ${i}`, text: 'Hello', html: '<p>Hello</p>' });
    expect(delivered()).toBe(MAIL_PER_RECIPIENT.max);
  });
});
