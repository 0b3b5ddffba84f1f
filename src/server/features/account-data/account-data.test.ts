import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/helpers/test-app';
import { CONSENT_TEXT } from '@core/contracts/voice';
import { DELETE_CONFIRM_MESSAGE } from '@core/contracts/profile';
import { magazineCovers, photos, profiles, trackingEvents, users, voiceMessages } from '@server/db/schema';
import { newId } from '@server/lib/ids';
import { makeTestPhoto } from '@server/features/covers/test-photo';
import { fixture } from '@server/features/voice/fixtures/build-audio';
import type { LocalMailer } from '@server/providers/mail/local-mailer';
import type { RecipientLimitedMailer } from '@server/providers/mail/index';
import { OWNED_TABLES, ownedRows } from '@server/shared/owned-tables';
import { insertSyntheticRow } from '@server/shared/test-support';

let t: TestApp;
let selfie: Buffer;
let coverPng: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  selfie = await makeTestPhoto();
  coverPng = await sharp({ create: { width: 54, height: 68, channels: 3, background: '#f0a' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
const email = () => `u_${newId().toLowerCase()}@example.com`;
const ANSWERS = {
  postcard: 'pc_ocean_explorer',
  bhag: 'carbon',
  purpose: 'explore',
  workplace: 'underwater',
  superpower: 'Talking to whales',
};
const PASSWORD = 'secret1-long';
const tableName = (i: number) => getTableConfig(OWNED_TABLES[i]!.owner.table).name;

async function confirm(c: TestClient, addr: string) {
  const sent = ((t.deps.mailer as RecipientLimitedMailer).inner as LocalMailer).sent.filter((m) => m.to === addr);
  const link = /(http\S+\/api\/auth\/verify-email\?\S+)/.exec(sent.at(-1)?.text ?? '');
  if (!link) return; // accounts that work before confirmation: nothing to follow
  const url = new URL(link[1]!);
  await c.request(url.pathname + url.search);
}

interface Person {
  c: TestClient;
  id: string;
  addr: string;
  coverId: string;
  shareId: string;
  photoId: string;
  voiceId: string;
  sessionId: string;
}

/**
 * A visitor who did everything (answers, selfie, spin, finished cover, share, voice and consent, events), then
 * signed up: an account with a row in every owned table.
 */
async function busyAccount(): Promise<Person> {
  const c = t.client();
  const sessionId = `s_${newId()}`;
  expect((await c.json('/api/answers', { method: 'PUT', json: { answers: ANSWERS } })).status).toBe(200);
  const photo = await c.json<{ photo: { id: string } }>('/api/photos', {
    method: 'POST',
    body: new Uint8Array(selfie),
    headers: { 'content-type': 'image/jpeg' },
  });
  expect(photo.status).toBe(201);
  const spin = await c.json<{ cover: { id: string } }>('/api/spins', {
    method: 'POST',
    json: { answers: ANSWERS, spinNumber: 0, userName: 'Ada', photoId: photo.body.photo.id, sessionId },
  });
  expect(spin.status).toBe(201);
  const coverId = spin.body.cover.id;
  await t.deps.storage.put(`covers/${coverId}.png`, coverPng, 'image/png');
  await t.deps.storage.put(`portraits/${coverId}.png`, coverPng, 'image/png');
  await db()
    .update(magazineCovers)
    .set({
      status: 'done',
      stage: 'done',
      progress: 100,
      imageKey: `covers/${coverId}.png`,
      portraitKey: `portraits/${coverId}.png`,
    })
    .where(eq(magazineCovers.id, coverId));
  const share = await c.json<{ shareId: string }>('/api/shares', { method: 'POST', json: { coverId } });
  expect(share.status).toBe(201);
  const voice = await c.json<{ message: { id: string } }>('/api/voice/messages', {
    method: 'POST',
    body: new Uint8Array(fixture('speech-12s.webm')),
    headers: { 'content-type': 'audio/webm' },
  });
  expect(voice.status).toBe(201);
  expect(
    (
      await c.json('/api/voice/consent', {
        method: 'POST',
        json: { voiceMessageId: voice.body.message.id, agreed: false, consentText: CONSENT_TEXT },
      })
    ).status,
  ).toBe(200);
  await c.request('/api/track/event', { method: 'POST', json: { sessionId, eventType: 'share_clicked' } });

  const addr = email();
  const up = await c.json<{ user: { id: string } }>('/api/auth/sign-up/email', {
    method: 'POST',
    json: { email: addr, password: PASSWORD, name: 'Ada Lovelace' },
  });
  expect(up.status).toBe(200);
  await confirm(c, addr);
  const me = await c.json<{ user: { id: string; isAnonymous: boolean } }>('/api/me');
  if (me.body.user?.isAnonymous !== false) {
    const signIn = await c.json('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: addr, password: PASSWORD },
    });
    expect(signIn.status).toBe(200);
  }
  const id = up.body.user.id;
  expect((await c.json<{ user: { id: string } }>('/api/me')).body.user.id).toBe(id);
  await c.json('/api/me/profile', { method: 'PATCH', json: { phone: '+46 70 123 45 67' } });
  // Tables the journey does not reach (other areas' tables) get a row made from their columns.
  for (const table of OWNED_TABLES.filter((x) => x.transfer !== 'auth')) {
    if ((await ownedRows(db(), table, id)).length === 0) await insertSyntheticRow(db(), table, id);
  }
  return {
    c,
    id,
    addr,
    coverId,
    shareId: share.body.shareId,
    photoId: photo.body.photo.id,
    voiceId: voice.body.message.id,
    sessionId,
  };
}

describe('the profile API', () => {
  it('answers 401 to nobody and to an anonymous visitor', async () => {
    const c = t.client();
    expect((await c.json('/api/me/profile')).status).toBe(401);
    await c.json('/api/answers', { method: 'PUT', json: { answers: { superpower: 'x' } } });
    expect((await c.json<{ user: { isAnonymous: boolean } }>('/api/me')).body.user.isAnonymous).toBe(true);
    const r = await c.json<{ error: { message: string } }>('/api/me/profile');
    expect(r.status).toBe(401);
    expect(r.body.error.message).toBe('Please sign in to continue.');
    expect((await c.json('/api/me/profile', { method: 'PATCH', json: { name: 'X' } })).status).toBe(401);
    expect((await t.client().json('/api/account/export')).status).toBe(401);
    expect((await t.client().json('/api/account/delete', { method: 'POST', json: { confirm: 'DELETE' } })).status).toBe(
      401,
    );
  });

  it('gives an anonymous visitor their data too', async () => {
    const c = t.client();
    await c.json('/api/answers', { method: 'PUT', json: { answers: { superpower: 'Kites' } } });
    const res = await c.request('/api/account/export');
    expect(res.status).toBe(200);
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(await res.arrayBuffer()))['data.json']!)) as {
      answers: Array<{ answers: unknown }>;
    };
    expect(data.answers.map((a) => a.answers)).toEqual([{ superpower: 'Kites' }]);
  });

  it('reads name, e-mail, phone, answers and the latest poster; lists share links', async () => {
    const p = await busyAccount();
    const r = await p.c.json<{ profile: Record<string, unknown> }>('/api/me/profile');
    expect(r.status).toBe(200);
    expect(r.body.profile).toMatchObject({
      name: 'Ada Lovelace',
      email: p.addr,
      phone: '+46 70 123 45 67',
      answers: ANSWERS,
      poster: {
        coverId: p.coverId,
        imageUrl: `/api/covers/${p.coverId}/image`,
        pageUrl: `/magazine/${p.coverId}`,
        saved: false,
      },
    });
    const shares = await p.c.json<{ shares: Array<{ shareId: string; status: string; url: string }> }>(
      '/api/me/shares',
    );
    expect(shares.body.shares).toEqual([
      expect.objectContaining({ shareId: p.shareId, status: 'active', url: expect.stringContaining(p.shareId) }),
    ]);
    expect((await p.c.request(`/api/shares/${p.shareId}`, { method: 'DELETE' })).status).toBe(204);
    expect((await p.c.json<{ shares: unknown[] }>('/api/me/shares')).body.shares).toEqual([]);
  });

  it('updates name and phone; bad input is a clear 400 and nothing is half-written', async () => {
    const p = await busyAccount();
    const long = await p.c.json<{ error: { code: string; message: string } }>('/api/me/profile', {
      method: 'PATCH',
      json: { name: 'A'.repeat(10_000), phone: '+1 555 0100' },
    });
    expect(long.status).toBe(400);
    expect(long.body.error).toEqual({
      code: 'invalid_name',
      message: 'Please keep your name to 80 characters or fewer.',
    });
    const phone = await p.c.json<{ error: { code: string; message: string } }>('/api/me/profile', {
      method: 'PATCH',
      json: { name: 'Grace', phone: '<script>' },
    });
    expect(phone.status).toBe(400);
    expect(phone.body.error.message).toBe('Please enter a valid phone number.');
    const blank = await p.c.json<{ error: { message: string } }>('/api/me/profile', {
      method: 'PATCH',
      json: { name: '   ' },
    });
    expect(blank.body.error.message).toBe('Please enter your full name');
    let r = await p.c.json<{ profile: { name: string; phone: string | null } }>('/api/me/profile');
    expect(r.body.profile).toMatchObject({ name: 'Ada Lovelace', phone: '+46 70 123 45 67' });

    const html = '<b>Ada</b> & "Co"';
    r = await p.c.json('/api/me/profile', { method: 'PATCH', json: { name: html, phone: '' } });
    expect(r.status).toBe(200);
    expect(r.body.profile).toMatchObject({ name: html, phone: null });
    expect((await p.c.json<{ user: { name: string } }>('/api/me')).body.user.name).toBe(html);
    expect((await p.c.json('/api/me/profile', { method: 'PATCH', json: { name: 42 } })).status).toBe(400);
    expect((await p.c.json('/api/me/profile', { method: 'PATCH', body: 'nope' })).status).toBe(415);
    const bad = await p.c.request('/api/me/profile', {
      method: 'PATCH',
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
  });

  it('replaces one answer and keeps the others; unknown cards, blank text and unknown questions are 400', async () => {
    const p = await busyAccount();
    const ok = await p.c.json<{ answers: Record<string, string> }>('/api/me/answers/superpower', {
      method: 'PUT',
      json: { answer: '  Juggling ideas  ' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.answers).toEqual({ ...ANSWERS, superpower: 'Juggling ideas' });
    const card = await p.c.json<{ answers: Record<string, string> }>('/api/me/answers/postcard', {
      method: 'PUT',
      json: { answer: 'pc_ocean_explorer' },
    });
    expect(card.status).toBe(200);
    for (const [q, answer, message] of [
      ['postcard', 'nope', 'Unknown card "nope" for question postcard.'],
      ['superpower', '   ', 'Please share your superpower: the answer cannot be blank.'],
      ['superpower', 'x'.repeat(10_000), 'Please keep your superpower to 280 characters or fewer.'],
    ] as const) {
      const r = await p.c.json<{ error: { message: string } }>(`/api/me/answers/${q}`, {
        method: 'PUT',
        json: { answer },
      });
      expect(r.status).toBe(400);
      expect(r.body.error.message).toBe(message);
    }
    expect((await p.c.json('/api/me/answers/age', { method: 'PUT', json: { answer: '3' } })).status).toBe(400);
    expect((await p.c.json<{ profile: { answers: unknown } }>('/api/me/profile')).body.profile.answers).toEqual({
      ...ANSWERS,
      superpower: 'Juggling ideas',
    });
  });
});

describe('Download my data', () => {
  let p: Person;
  let files: Record<string, Uint8Array>;
  let data: Record<string, unknown>;
  beforeAll(async () => {
    p = await busyAccount();
    const res = await p.c.request('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="[A-Za-z0-9-]+-my-data-\d{4}-\d\d-\d\d\.zip"$/,
    );
    files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    data = JSON.parse(strFromU8(files['data.json']!)) as Record<string, unknown>;
  });

  it('holds the account and the files: cover PNG, portrait, photo, recording', async () => {
    expect(data.account).toMatchObject({ id: p.id, email: p.addr, name: 'Ada Lovelace' });
    expect(Buffer.from(files[`files/covers/${p.coverId}.png`]!).equals(coverPng)).toBe(true);
    expect(files[`files/portraits/${p.coverId}.png`]).toBeDefined();
    const [photo] = await db().select().from(photos).where(eq(photos.id, p.photoId));
    expect(Buffer.from(files[`files/${photo!.storageKey}`]!)).toEqual(
      (await t.deps.storage.get(photo!.storageKey))!.body,
    );
    const [voice] = await db().select().from(voiceMessages).where(eq(voiceMessages.id, p.voiceId));
    expect(files[`files/${voice!.audioKey}`]!.byteLength).toBe(voice!.bytes);
  });

  it('never holds a password, a token or a TOTP secret', () => {
    const text = strFromU8(files['data.json']!);
    for (const key of ['"password"', '"token"', '"secret"', '"backupCodes"', '"accessToken"', '"refreshToken"'])
      expect(text).not.toContain(key);
  });

  it.each(OWNED_TABLES.map((_, i) => [tableName(i), i] as const))('has its section for %s', async (_name, i) => {
    const table = OWNED_TABLES[i]!;
    const section = data[table.exportAs] as unknown[];
    expect(Array.isArray(section)).toBe(true);
    const rows = await ownedRows(db(), table, p.id);
    expect(section).toHaveLength(rows.length);
  });

  it('holds a row of every table the person has data in', () => {
    const sections = [
      ...OWNED_TABLES.filter((x) => x.transfer !== 'auth').map((x) => x.exportAs),
      'sessions',
      'sign_in_methods',
    ];
    for (const s of sections) expect((data[s] as unknown[]).length, s).toBeGreaterThan(0);
    expect((data.events as Array<{ eventType: string }>).map((e) => e.eventType)).toEqual(
      expect.arrayContaining(['spin', 'share_clicked']),
    );
  });
});

describe('Delete my account', () => {
  it('refuses a wrong or missing confirmation with a clear message and deletes nothing', async () => {
    const p = await busyAccount();
    for (const body of [{ confirm: 'delete me' }, { confirm: 'D'.repeat(10_000) }, {}, { confirm: 7 }]) {
      const r = await p.c.json<{ error: { code: string; message: string } }>('/api/account/delete', {
        method: 'POST',
        json: body,
      });
      expect(r.status).toBe(400);
      expect(r.body.error).toEqual({ code: 'confirm_mismatch', message: DELETE_CONFIRM_MESSAGE });
    }
    expect((await p.c.json<{ user: { id: string } }>('/api/me')).body.user.id).toBe(p.id);
    expect((await p.c.request(`/share/${p.shareId}`)).status).toBe(200);
  });

  describe('deletes everything at once', () => {
    let p: Person;
    let keys: string[];
    let eventIds: string[];
    beforeAll(async () => {
      p = await busyAccount();
      // The share page, its record and its images are now cached in this process.
      expect((await t.client().request(`/share/${p.shareId}`)).status).toBe(200);
      expect((await t.client().request(`/api/shares/${p.shareId}`)).status).toBe(200);
      expect((await t.client().request(`/share-images/${p.shareId}/cover.png`)).status).toBe(200);
      const [photo] = await db().select().from(photos).where(eq(photos.id, p.photoId));
      const [voice] = await db().select().from(voiceMessages).where(eq(voiceMessages.id, p.voiceId));
      keys = [photo!.storageKey, voice!.audioKey, `covers/${p.coverId}.png`, `portraits/${p.coverId}.png`];
      for (const k of keys) expect(await t.deps.storage.get(k), k).not.toBeNull();
      eventIds = (
        await db().select({ id: trackingEvents.id }).from(trackingEvents).where(eq(trackingEvents.userId, p.id))
      ).map((e) => e.id);
      expect(eventIds.length).toBeGreaterThan(1);
      const r = await p.c.request('/api/account/delete', { method: 'POST', json: { confirm: 'DELETE' } });
      expect(r.status).toBe(204);
      // The browser is told to forget the person too: its cache and its storage for this site.
      expect(r.headers.get('clear-site-data')).toBe('"cache", "storage"');
    });

    it.each(OWNED_TABLES.map((_, i) => [tableName(i), i] as const))('leaves no row in %s', async (_name, i) => {
      expect(await ownedRows(db(), OWNED_TABLES[i]!, p.id)).toEqual([]);
    });

    it('deletes the user and the stored files', async () => {
      expect(await db().select().from(users).where(eq(users.id, p.id))).toEqual([]);
      expect(await db().select().from(profiles).where(eq(profiles.userId, p.id))).toEqual([]);
      for (const k of keys) expect(await t.deps.storage.get(k), k).toBeNull();
    });

    it('keeps the events only as anonymous counts', async () => {
      const rows = await db().select().from(trackingEvents).where(inArray(trackingEvents.id, eventIds));
      expect(rows).toHaveLength(eventIds.length);
      for (const e of rows) {
        expect(e.userId).toBeNull();
        expect(e.userAgent).toBeNull();
        expect(e.referrer).toBeNull();
        expect(e.sessionId).not.toBe(p.sessionId);
        expect(e.sessionId).toMatch(/^anon_/);
      }
    });

    it('stops the share link at once: page, lookup and images answer 404, never 5xx', async () => {
      const c = t.client();
      expect((await c.request(`/share/${p.shareId}`)).status).toBe(404);
      expect((await c.request(`/api/shares/${p.shareId}`)).status).toBe(404);
      expect((await c.request(`/share-images/${p.shareId}/cover.png`)).status).toBe(404);
      expect((await c.request(`/share-images/${p.shareId}/og.png`)).status).toBe(404);
      const gallery = await c.json<{ items: Array<{ shareId: string }> }>('/api/shares/gallery');
      expect(gallery.body.items.map((i) => i.shareId)).not.toContain(p.shareId);
    });

    it('signs the browser out, and signing in fails', async () => {
      expect((await p.c.json<{ user: unknown }>('/api/me')).body.user).toBeNull();
      const signIn = await t
        .client()
        .json('/api/auth/sign-in/email', { method: 'POST', json: { email: p.addr, password: PASSWORD } });
      expect(signIn.status).toBe(401);
      expect((await p.c.json('/api/account/delete', { method: 'POST', json: { confirm: 'DELETE' } })).status).toBe(401);
    });
  });

  it('forgets the cloned voice at the provider', async () => {
    const p = await busyAccount();
    const forgotten: string[] = [];
    const voice = t.deps.voice as { deleteVoice?: (id: string) => Promise<void> };
    const before = voice.deleteVoice;
    voice.deleteVoice = async (id) => void forgotten.push(id);
    try {
      await db().update(voiceMessages).set({ voiceId: 'el-voice-123' }).where(eq(voiceMessages.id, p.voiceId));
      expect((await p.c.request('/api/account/delete', { method: 'POST', json: { confirm: 'DELETE' } })).status).toBe(
        204,
      );
      expect(forgotten).toEqual(['el-voice-123']);
    } finally {
      voice.deleteVoice = before;
    }
  });
});
