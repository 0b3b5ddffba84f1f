import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, existsSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/helpers/test-app';
import { makeCover, visitor } from '../../../../tests/helpers/factories';
import { magazineCovers, magazineShares, photos, sessions, users, visitorAges } from '@server/db/schema';
import { newId } from '@server/lib/ids';
import { AGE_MESSAGES } from '@core/age';
import { NAME_REFUSED_MESSAGE } from '@core/public-name';
import type { AgeResponse, ShareGalleryResponse } from '@core/contracts/trust';
import type { CreateShareResponse, GalleryResponse, SharedMagazine } from '@core/contracts/share';
import { shareMemoryOf } from '../share/service';
import { purgeOutbox, purgeStaleVisitors } from './service';

let t: TestApp;
const PNG = Buffer.from('89504e470d0a1a0a', 'hex');

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ErrorBody = { error: { code: string; message: string } };

const gallery = async () =>
  (await t.client().json<GalleryResponse>('/api/shares/gallery')).body.items.map((i) => i.shareId);
const share = async (c: TestClient, coverId: string, userName?: string) =>
  (await c.json<CreateShareResponse & ErrorBody>('/api/shares', { method: 'POST', json: { coverId, userName } })).body;
const tick = async (c: TestClient, shareId: string, inGallery: boolean) =>
  c.json<ShareGalleryResponse & ErrorBody>(`/api/shares/${shareId}`, { method: 'PATCH', json: { inGallery } });

describe('policy', () => {
  it('tells /privacy the periods and which providers are on', async () => {
    const res = await t
      .client()
      .json<{ anonymousDays: number; providers: Record<string, string> }>('/api/trust/policy');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ anonymousDays: 30, voiceDays: 30, outboxDays: 30, consentAge: 16, shareDays: 30 });
    expect(res.body.providers).toMatchObject({
      storage: 'local',
      ai: 'local',
      chat: 'local',
      voice: 'local',
      mail: 'local',
    });
  });
});

describe('year of birth', () => {
  it('is unknown until given, then kept on the visitor with what follows from it', async () => {
    const none = await t.client().json<AgeResponse>('/api/trust/age');
    expect(none.body).toMatchObject({ birthYear: null, underConsentAge: null, consentAge: 16 });
    const { c } = await visitor(t);
    const year = new Date().getUTCFullYear() - 30;
    const put = await c.json<AgeResponse>('/api/trust/age', { method: 'PUT', json: { birthYear: year } });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ birthYear: year, underConsentAge: false, under18: false });
    const se = await c.json<AgeResponse>('/api/trust/age', {
      method: 'PUT',
      json: { birthYear: String(new Date().getUTCFullYear() - 15), country: 'se' },
    });
    expect(se.body).toMatchObject({ country: 'SE', consentAge: 13, underConsentAge: false, under18: true });
    expect((await c.json<AgeResponse>('/api/trust/age')).body.country).toBe('SE');
  });

  it('answers a clear 400 for a year in the future, before 1900 or not a year, never a 5xx', async () => {
    const { c } = await visitor(t);
    const cases: Array<[unknown, string]> = [
      [new Date().getUTCFullYear() + 1, AGE_MESSAGES.future],
      [1899, AGE_MESSAGES.tooEarly],
      ['20o4', AGE_MESSAGES.notANumber],
      [2004.5, AGE_MESSAGES.notANumber],
    ];
    for (const [birthYear, message] of cases) {
      const res = await c.json<ErrorBody>('/api/trust/age', { method: 'PUT', json: { birthYear } });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    const bad = await c.json<ErrorBody>('/api/trust/age', {
      method: 'PUT',
      json: { birthYear: 2000, country: 'Sweden' },
    });
    expect(bad.status).toBe(400);
    expect((await c.json<ErrorBody>('/api/trust/age', { method: 'PUT', json: [] })).status).toBe(400);
  });
});

describe('the public gallery by opt-in', () => {
  it('shows a cover only while ticked; unticking, revoking or deleting the cover removes it', async () => {
    const { c, id } = await visitor(t);
    const a = await share(c, await makeCover(t, id));
    expect(a.inGallery).toBe(false);
    expect(await gallery()).not.toContain(a.shareId);
    expect((await tick(c, a.shareId, true)).body).toEqual({ inGallery: true, message: null });
    expect(await gallery()).toContain(a.shareId);
    // The idempotent create answers the tick as it is.
    expect(
      (
        await share(
          c,
          (await t.deps.database.db.select().from(magazineShares).where(eq(magazineShares.id, a.shareId)))[0]!.coverId,
        )
      ).inGallery,
    ).toBe(true);
    expect((await tick(c, a.shareId, false)).body.inGallery).toBe(false);
    expect(await gallery()).not.toContain(a.shareId);

    await tick(c, a.shareId, true);
    expect((await c.request(`/api/shares/${a.shareId}`, { method: 'DELETE' })).status).toBe(204);
    expect(await gallery()).not.toContain(a.shareId);
    expect((await tick(c, a.shareId, true)).status).toBe(404);

    const coverB = await makeCover(t, id);
    const b = await share(c, coverB);
    await tick(c, b.shareId, true);
    expect(await gallery()).toContain(b.shareId);
    await t.deps.database.db.delete(magazineCovers).where(eq(magazineCovers.id, coverB));
    // The next change anywhere (or 15 s) refreshes this process's gallery; the row is gone with its cover.
    await tick(c, (await share(c, await makeCover(t, id))).shareId, false);
    expect(await gallery()).not.toContain(b.shareId);
  });

  it('only the owner ticks, and someone under the digital age of consent is never shown', async () => {
    const { c, id } = await visitor(t);
    const s = await share(c, await makeCover(t, id));
    const { c: other } = await visitor(t);
    expect((await tick(other, s.shareId, true)).status).toBe(404);
    expect((await tick(t.client(), s.shareId, true)).status).toBe(401);
    expect(
      (await c.json<ErrorBody>(`/api/shares/${s.shareId}`, { method: 'PATCH', json: { inGallery: 'yes' } })).status,
    ).toBe(400);

    await tick(c, s.shareId, true);
    expect(await gallery()).toContain(s.shareId);
    const young = new Date().getUTCFullYear() - 14;
    await c.json('/api/trust/age', { method: 'PUT', json: { birthYear: young } });
    await tick(c, (await share(c, await makeCover(t, id))).shareId, false); // refreshes this process's gallery
    expect(await gallery()).not.toContain(s.shareId);
    const again = await tick(c, s.shareId, true);
    expect(again.body.inGallery).toBe(false);
    expect(again.body.message).toMatch(/never shown in the public gallery/);
  });
});

describe('public names', () => {
  it('a refused name shows Anonymous, with a clear message to the owner', async () => {
    const { c, id } = await visitor(t);
    const rude = await share(c, await makeCover(t, id, { name: 'Ada' }), 'f.u.c.k');
    expect(rude.nameNotice).toBe(NAME_REFUSED_MESSAGE);
    const page = await t.client().json<SharedMagazine>(`/api/shares/${rude.shareId}`);
    expect(page.body.user_name).toBe('Anonymous');
    const fine = await share(c, await makeCover(t, id, { name: 'Åsa' }));
    expect(fine.nameNotice ?? null).toBeNull();
    expect((await t.client().json<SharedMagazine>(`/api/shares/${fine.shareId}`)).body.user_name).toBe('Åsa');
    const swedish = await share(c, await makeCover(t, id, { name: 'knulla' }));
    expect((await t.client().json<SharedMagazine>(`/api/shares/${swedish.shareId}`)).body.user_name).toBe('Anonymous');
  });

  it('an older share with a rude name is shown as Anonymous too', async () => {
    const { c, id } = await visitor(t);
    const s = await share(c, await makeCover(t, id));
    await t.deps.database.db
      .update(magazineShares)
      .set({ userName: 'sh1thead' })
      .where(eq(magazineShares.id, s.shareId));
    shareMemoryOf(t.deps).records.clear(); // as another instance would: the record is read from the row
    const res = await t.client().json<SharedMagazine>(`/api/shares/${s.shareId}`);
    expect(res.body.user_name).toBe('Anonymous');
  });
});

describe('retention', () => {
  const DAY = 86_400_000;

  async function age(userId: string, days: number) {
    const then = new Date(Date.now() - days * DAY);
    await t.deps.database.db.update(users).set({ createdAt: then, updatedAt: then }).where(eq(users.id, userId));
    await t.deps.database.db
      .update(sessions)
      .set({ createdAt: then, updatedAt: then })
      .where(eq(sessions.userId, userId));
  }

  it('removes anonymous visitors who never came back, with their photos and covers; keeps the rest', async () => {
    const gone = await visitor(t);
    const coverGone = await makeCover(t, gone.id);
    const photoId = newId();
    await t.deps.database.db.insert(photos).values({
      id: photoId,
      ownerId: gone.id,
      storageKey: `photos/${photoId}.jpg`,
      mimeType: 'image/jpeg',
      width: 10,
      height: 10,
      bytes: 8,
    });
    await t.deps.storage.put(`photos/${photoId}.jpg`, PNG, 'image/jpeg');
    await gone.c.json('/api/trust/age', { method: 'PUT', json: { birthYear: 2000 } });
    await age(gone.id, 31);

    const recent = await visitor(t);
    await makeCover(t, recent.id);
    await age(recent.id, 5);

    const sharing = await visitor(t);
    const sharedCover = await makeCover(t, sharing.id);
    await share(sharing.c, sharedCover);
    await age(sharing.id, 31);

    const scope = [gone.id, recent.id, sharing.id];
    const removed = await purgeStaleVisitors(t.deps, new Date(), scope);
    expect(removed).toBeGreaterThanOrEqual(1);
    const db = t.deps.database.db;
    expect(await db.select().from(users).where(eq(users.id, gone.id))).toHaveLength(0);
    expect(await db.select().from(magazineCovers).where(eq(magazineCovers.id, coverGone))).toHaveLength(0);
    expect(await db.select().from(visitorAges).where(eq(visitorAges.userId, gone.id))).toHaveLength(0);
    expect(await t.deps.storage.get(`covers/${coverGone}.png`)).toBeNull();
    expect(await t.deps.storage.get(`photos/${photoId}.jpg`)).toBeNull();
    expect(await db.select().from(users).where(eq(users.id, recent.id))).toHaveLength(1);
    expect(await db.select().from(users).where(eq(users.id, sharing.id))).toHaveLength(1);
    expect(await t.deps.storage.get(`covers/${sharedCover}.png`)).not.toBeNull();

    // Once the share is revoked, nothing is public any more: the next run removes them.
    await db.update(magazineShares).set({ revokedAt: new Date() }).where(eq(magazineShares.ownerId, sharing.id));
    await purgeStaleVisitors(t.deps, new Date(), scope);
    expect(await db.select().from(users).where(eq(users.id, sharing.id))).toHaveLength(0);
  });

  it('moves the clock: a visitor is kept until the retention period has passed', async () => {
    const v = await visitor(t);
    await age(v.id, 1);
    await purgeStaleVisitors(t.deps, new Date(Date.now() + 10 * DAY), [v.id]);
    expect(await t.deps.database.db.select().from(users).where(eq(users.id, v.id))).toHaveLength(1);
    await purgeStaleVisitors(t.deps, new Date(Date.now() + 31 * DAY), [v.id]);
    expect(await t.deps.database.db.select().from(users).where(eq(users.id, v.id))).toHaveLength(0);
  });

  it('deletes outbox e-mails older than the period', async () => {
    const dir = path.join(t.deps.config.dataDir, 'outbox');
    mkdirSync(dir, { recursive: true });
    const old = path.join(dir, `old-${newId()}.eml`);
    const fresh = path.join(dir, `new-${newId()}.eml`);
    writeFileSync(old, 'Subject: old\r\n\r\nhi');
    writeFileSync(fresh, 'Subject: new\r\n\r\nhi');
    const then = new Date(Date.now() - 40 * DAY);
    utimesSync(old, then, then);
    expect(await purgeOutbox(t.deps)).toBeGreaterThanOrEqual(1);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
  });
});
