import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/helpers/test-app';
import { ALREADY_REGISTERED, POSTER_SAVE_FAILED, type SavedPoster } from '@core/contracts/posters';
import { magazineCovers, profiles, users } from '@server/db/schema';
import { newId } from '@server/lib/ids';
import { LocalMailer } from '@server/providers/mail/local-mailer';
import type { RecipientLimitedMailer } from '@server/providers/mail/index';
import { addVisitorRoute, insertCover, visitor } from '../covers/test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  addVisitorRoute(t);
});
afterAll(() => t.close());

const email = () => `p_${newId().toLowerCase()}@example.com`;
const inner = () => (t.deps.mailer as RecipientLimitedMailer).inner as LocalMailer;
const mailsTo = (addr: string) => inner().sent.filter((m) => m.to === addr);
const db = () => t.deps.database.db;
const me = async (c: TestClient) =>
  (await c.json<{ user: { id: string; email: string | null; isAnonymous: boolean } | null }>('/api/me')).body.user;
const saveByEmail = (c: TestClient, json: Record<string, unknown>) =>
  c.json<{
    user?: { id: string; name: string; email: string };
    posterSaved?: boolean;
    error?: { code: string; message: string };
  }>('/api/posters/save-by-email', { method: 'POST', json });
/** Let background work (the welcome e-mail) run. */
const settle = () => new Promise((r) => setTimeout(r, 20));

describe('Save Poster to Email', () => {
  it('creates the account, moves the visitor cover to it, saves the poster and sends the welcome e-mail', async () => {
    const { c, userId: anonId } = await visitor(t);
    const coverId = await insertCover(t, anonId);
    const addr = email();
    const res = await saveByEmail(c, { email: addr, fullName: ' Maya  Lindqvist ', password: 'orbit-42', coverId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user: { name: 'Maya Lindqvist', email: addr }, posterSaved: true });
    const account = await me(c);
    expect(account).toMatchObject({ email: addr, isAnonymous: false });
    const accountId = account!.id;
    expect(accountId).not.toBe(anonId);

    const [cover] = await db().select().from(magazineCovers).where(eq(magazineCovers.id, coverId));
    expect(cover!.userId).toBe(accountId);
    const [profile] = await db().select().from(profiles).where(eq(profiles.userId, accountId));
    expect(profile!.savedPosterUrl).toBe(`/magazine/${coverId}`);
    expect(profile!.savedPosterData).toMatchObject({
      url: `/magazine/${coverId}`,
      context: 'signup',
      poster_image_url: null,
      role_title: 'Space Janitor',
      cover_id: coverId,
      user_answers: { postcard: 'pc_orbiting_earth', superpower: 'Explaining anything to anyone in a minute' },
    });
    expect(Number.isNaN(Date.parse(profile!.savedPosterData!.timestamp))).toBe(false);

    const saved = await c.json<{ savedPoster: SavedPoster }>('/api/posters/saved');
    expect(saved.body.savedPoster.cover_id).toBe(coverId);

    await settle();
    const subjects = mailsTo(addr).map((m) => m.subject);
    // the address is not confirmed yet: the welcome carries no name (nothing the visitor typed)
    // the outbox sends both at once: their order is not fixed
    expect(subjects.toSorted()).toEqual([
      'Confirm your FutureSelf account',
      'Welcome to FutureSelf! Your poster is saved',
    ]);
    const welcome = mailsTo(addr).find((m) => m.subject.startsWith('Welcome'))!;
    expect(welcome.text).toContain(`http://localhost:3000/magazine/${coverId}`);
    expect(welcome.html).toContain(`href="http://localhost:3000/magazine/${coverId}"`);
    expect(welcome.html).toContain('Welcome!');
    expect(`${welcome.subject} ${welcome.text} ${welcome.html}`).not.toContain('Maya');
  });

  it('puts nothing the visitor typed in the welcome e-mail to an unconfirmed address; a real multipart message', async () => {
    const { c, userId } = await visitor(t);
    const coverId = await insertCover(t, userId);
    const addr = email();
    const res = await saveByEmail(c, {
      email: addr,
      fullName: '<b>Zoé</b> "&" <img src=x>',
      password: 'orbit-42',
      coverId,
    });
    expect(res.status).toBe(200);
    await settle();
    const welcome = mailsTo(addr).find((m) => m.subject.startsWith('Welcome'))!;
    expect(welcome.subject).toBe('Welcome to FutureSelf! Your poster is saved');
    for (const part of [welcome.subject, welcome.text, welcome.html!]) {
      expect(part).not.toContain('Zoé');
      expect(part).not.toContain('img src=x');
    }

    // As the local outbox writes it (.eml): multipart/alternative with a text and an HTML part.
    const dir = mkdtempSync(path.join(tmpdir(), 'fs-outbox-'));
    await new LocalMailer(dir, 'FutureSelf <hello@futureself.local>').send(welcome);
    const [file] = readdirSync(dir);
    const raw = readFileSync(path.join(dir, file!), 'utf8');
    expect(raw).toMatch(/Content-Type: multipart\/alternative;\s+boundary=/);
    expect(raw).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(raw).toMatch(/Content-Type: text\/html; charset=utf-8/);
    expect(raw).toMatch(/^To: /m);
  });

  it("answers a registered address with the spec's message, and makes nothing", async () => {
    const first = await visitor(t);
    const addr = email();
    await saveByEmail(first.c, { email: addr, fullName: 'Owner', password: 'orbit-42', coverId: null });
    const { c, userId } = await visitor(t);
    const coverId = await insertCover(t, userId);
    const res = await saveByEmail(c, { email: addr.toUpperCase(), fullName: 'Other', password: 'orbit-43', coverId });
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({ code: 'USER_ALREADY_EXISTS', message: ALREADY_REGISTERED });
    expect(await me(c)).toMatchObject({ id: userId, isAnonymous: true });
    const [cover] = await db().select().from(magazineCovers).where(eq(magazineCovers.id, coverId));
    expect(cover!.userId).toBe(userId);
  });

  it('refuses bad input with a clear 4xx and writes nothing', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { email: 'no-at-sign', fullName: 'Ana', password: 'orbit-42', coverId: null },
        400,
        'Please enter a valid email address',
      ],
      [{ email: '', fullName: 'Ana', password: 'orbit-42', coverId: null }, 400, 'Please enter a valid email address'],
      [{ email: email(), fullName: '   ', password: 'orbit-42', coverId: null }, 400, 'Please enter your full name'],
      [
        { email: email(), fullName: 'A'.repeat(10_000), password: 'orbit-42', coverId: null },
        400,
        'Please keep your name to 80 characters or fewer.',
      ],
      [
        { email: email(), fullName: 'Ana', password: '12345', coverId: null },
        400,
        'Password must be at least 6 characters',
      ],
      [{ email: email(), fullName: 'Ana', password: 'orbit-42', coverId: 'x'.repeat(65) }, 400, ''],
      [{ email: email(), fullName: 'Ana' }, 400, ''],
    ];
    for (const [json, status, message] of cases) {
      const c = t.client();
      const res = await saveByEmail(c, json);
      expect(res.status, JSON.stringify(json).slice(0, 80)).toBe(status);
      if (message) expect(res.body.error?.message).toBe(message);
      if (typeof json.email === 'string' && json.email.includes('@'))
        expect(await db().select().from(users).where(eq(users.email, json.email))).toHaveLength(0);
      expect(c.cookies.size).toBe(0);
    }
  });

  it('keeps the account when the poster cannot be saved or the welcome e-mail fails: both only logged', async () => {
    const { c } = await visitor(t);
    const addr = email();
    const send = vi.spyOn(inner(), 'send').mockRejectedValue(new Error('mail server down'));
    try {
      // A cover that is not the visitor's: the save fails.
      const other = await visitor(t);
      const foreign = await insertCover(t, other.userId);
      const res = await saveByEmail(c, { email: addr, fullName: 'Robin', password: 'orbit-42', coverId: foreign });
      expect(res.status).toBe(200);
      expect(res.body.posterSaved).toBe(false);
      await settle();
    } finally {
      send.mockRestore();
    }
    expect(await me(c)).toMatchObject({ email: addr, isAnonymous: false });
    const [cover] = await db()
      .select()
      .from(magazineCovers)
      .where(eq(magazineCovers.userId, (await me(c))!.id));
    expect(cover).toBeUndefined();
  });

  it('is refused to someone already signed in', async () => {
    const { c } = await visitor(t);
    await saveByEmail(c, { email: email(), fullName: 'Signed In', password: 'orbit-42', coverId: null });
    const again = await saveByEmail(c, { email: email(), fullName: 'Again', password: 'orbit-42', coverId: null });
    expect(again.status).toBe(400);
    expect(again.body.error?.code).toBe('already_signed_in');
  });
});

describe('Save Poster to Profile', () => {
  async function signedIn() {
    const { c } = await visitor(t);
    const res = await saveByEmail(c, { email: email(), fullName: 'Sam', password: 'orbit-42', coverId: null });
    return { c, userId: res.body.user!.id };
  }

  it("saves one of the account's covers, replaces it with another, and reads it back with its current image", async () => {
    const { c, userId } = await signedIn();
    expect((await c.json<{ savedPoster: null }>('/api/posters/saved')).body).toEqual({ savedPoster: null });
    const a = await insertCover(t, userId, { roleTitle: 'Cloud Gardener' });
    const b = await insertCover(t, userId, { roleTitle: 'Moon Mayor', status: 'done', imageKey: 'covers/b.png' });
    const first = await c.json<{ savedPoster: SavedPoster }>('/api/posters/saved', {
      method: 'POST',
      json: { coverId: a },
    });
    expect(first.status).toBe(200);
    expect(first.body.savedPoster).toMatchObject({ cover_id: a, role_title: 'Cloud Gardener', context: 'result' });
    const second = await c.json<{ savedPoster: SavedPoster }>('/api/posters/saved', {
      method: 'POST',
      json: { coverId: b },
    });
    expect(second.body.savedPoster).toMatchObject({ cover_id: b, poster_image_url: `/api/covers/${b}/image` });
    const rows = await db().select().from(profiles).where(eq(profiles.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.savedPosterUrl).toBe(`/magazine/${b}`);

    // A cover saved while still being made gets its image once it is done.
    await c.json('/api/posters/saved', { method: 'POST', json: { coverId: a } });
    await db().update(magazineCovers).set({ status: 'done', imageKey: 'covers/a.png' }).where(eq(magazineCovers.id, a));
    const read = await c.json<{ savedPoster: SavedPoster }>('/api/posters/saved');
    expect(read.body.savedPoster.poster_image_url).toBe(`/api/covers/${a}/image`);
  });

  it("refuses another person's cover, an unknown one, anonymous visitors and signed-out requests", async () => {
    const { c } = await signedIn();
    const other = await visitor(t);
    const foreign = await insertCover(t, other.userId);
    const res = await c.json<{ error: { code: string } }>('/api/posters/saved', {
      method: 'POST',
      json: { coverId: foreign },
    });
    expect(res.status).toBe(404);
    expect((await c.json('/api/posters/saved', { method: 'POST', json: { coverId: 'nope' } })).status).toBe(404);
    expect((await c.json('/api/posters/saved', { method: 'POST', json: { coverId: 42 } })).status).toBe(400);
    expect((await other.c.json('/api/posters/saved', { method: 'POST', json: { coverId: foreign } })).status).toBe(401);
    expect((await t.client().json('/api/posters/saved')).status).toBe(401);
    expect(POSTER_SAVE_FAILED).toBe('Error - Failed to save poster. Please try again.');
  });
});
