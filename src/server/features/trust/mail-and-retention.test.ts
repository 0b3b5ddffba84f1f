import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/helpers/test-app';
import { mails, visitor } from '../../../../tests/helpers/factories';
import {
  emailSuppressions,
  magazineCovers,
  magazineShares,
  visitorAges,
  showApplications,
  showConsents,
  talkConversations,
  thirdPartyEmails,
  users,
} from '@server/db/schema';
import { newId } from '@server/lib/ids';
import type { SentMail } from '@server/providers/mail/index';
import { listGallery } from '../share/service';
import { purgeAnonymousTalk, purgeShowConsents, runRetention } from './service';
import {
  addressHash,
  MAIL_LIMIT_MESSAGES,
  sendThirdPartyMail,
  THIRD_PARTY_MAIL_LIMITS,
  unsubscribeToken,
} from './third-party-mail';
import { UNSUBSCRIBE_TEXT } from './unsubscribe';

/** E-mails to third parties (limits, suppression, unsubscribe; decision 037) and the retention rules (decision 036). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  (t.deps.payments as { close?(): void }).close?.();
  await t.close();
});

const DAY = 86_400_000;
type ErrorBody = { error: { code: string; message: string } };
const sent = (): SentMail[] => mails(t);
const mailsTo = (to: string) => mails(t, to);
const parent = () => `parent_${newId().toLowerCase()}@example.com`;

const sponsor = (c: TestClient, parentEmail: string) =>
  c.json<{ ok?: boolean } & ErrorBody>('/api/sponsorships', {
    method: 'POST',
    json: { parentNames: 'Mum', parentEmail, serviceType: 'talk' },
  });

/** A form post as a browser (or a mail provider's one-click) sends it: no Origin of ours needed. */
const post = (path: string, body = '') =>
  t.app.request(path, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net' },
  });

describe('e-mails to a third party', () => {
  it('carry an unsubscribe link; once used, the address gets nothing and the sender sees the same success', async () => {
    const { c } = await visitor(t);
    const to = parent();
    expect((await sponsor(c, to)).body).toEqual({ ok: true });
    const [mail] = mailsTo(to);
    expect(mail).toBeDefined();
    const link = /(http:\/\/localhost:3000\/unsubscribe\/[A-Za-z0-9_.-]+)/.exec(mail!.text)?.[1];
    expect(link).toBeDefined();
    expect(mail!.html).toContain(`href="${link}"`);
    expect(mail!.headers).toMatchObject({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const path = new URL(link!).pathname;

    // Opening the link asks; nothing changes yet (a link scanner may open it).
    const page = await t.app.request(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(UNSUBSCRIBE_TEXT.askTitle);
    expect(html).toContain(`<form method="post" action="${path}">`);
    expect(await t.deps.database.db.select().from(emailSuppressions)).not.toContainEqual(
      expect.objectContaining({ addressHash: addressHash(to) }),
    );

    // One click (RFC 8058 body) confirms.
    const done = await post(path, 'List-Unsubscribe=One-Click');
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(UNSUBSCRIBE_TEXT.doneTitle);
    expect((await post(path)).status).toBe(200); // twice is fine

    const { c: other } = await visitor(t);
    expect(await sponsor(other, to.toUpperCase())).toEqual({ status: 200, body: { ok: true } });
    expect(mailsTo(to)).toHaveLength(1);
    expect(sent().filter((m) => m.to === to.toUpperCase())).toHaveLength(0);
  });

  it('a tampered, cut or made-up unsubscribe link is a clear 400 page, never a 5xx', async () => {
    const address = parent();
    const good = unsubscribeToken(t.deps, address);
    const [hash, mac] = good.split('.') as [string, string];
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    const bad = [
      `${flip(hash)}.${mac}`,
      `${hash}.${flip(mac)}`,
      good.slice(0, -1),
      `${good}x`,
      `${hash}.${hash}`,
      'nope',
      'a'.repeat(5000),
      `${hash.slice(0, -1)}${hash.endsWith('A') ? 'B' : 'A'}.${mac}`,
    ];
    for (const token of bad) {
      for (const res of [await t.app.request(`/unsubscribe/${token}`), await post(`/unsubscribe/${token}`)]) {
        expect(res.status, token.slice(0, 40)).toBe(400);
        expect(await res.text()).toContain(UNSUBSCRIBE_TEXT.invalidTitle);
      }
    }
    expect((await t.app.request('/unsubscribe')).status).toBe(400);
    // Addresses the app's request guard refuses first: its JSON 400.
    for (const token of ['%00', '..%2F..%2Fetc', '%E0%A4%A'])
      expect((await t.app.request(`/unsubscribe/${token}`)).status).toBe(400);
    const listed = await t.deps.database.db
      .select()
      .from(emailSuppressions)
      .where(eq(emailSuppressions.addressHash, addressHash(address)));
    expect(listed).toHaveLength(0);
  });

  it('are limited per visitor and per address per day, whoever sends them', async () => {
    const { c } = await visitor(t);
    const statuses: number[] = [];
    for (let i = 0; i <= THIRD_PARTY_MAIL_LIMITS.perSenderPerDay; i++)
      statuses.push((await sponsor(c, parent())).status);
    expect(statuses).toEqual([...Array(THIRD_PARTY_MAIL_LIMITS.perSenderPerDay).fill(200), 429]);
    const over = await sponsor(c, parent());
    expect(over.body.error).toEqual({ code: 'mail_limit', message: MAIL_LIMIT_MESSAGES.sender });

    const to = parent();
    const per: number[] = [];
    for (let i = 0; i <= THIRD_PARTY_MAIL_LIMITS.perRecipientPerDay; i++)
      per.push((await sponsor((await visitor(t)).c, to)).status);
    expect(per).toEqual([...Array(THIRD_PARTY_MAIL_LIMITS.perRecipientPerDay).fill(200), 429]);
    expect(mailsTo(to)).toHaveLength(THIRD_PARTY_MAIL_LIMITS.perRecipientPerDay);
  });

  it('the limits count the last 24 hours: with the clock moved a day on, the address may be mailed again', async () => {
    const { id } = await visitor(t);
    const to = parent();
    const message = { to, subject: 'Hi', text: 'Hello' };
    const now = Date.now();
    for (let i = 0; i < THIRD_PARTY_MAIL_LIMITS.perRecipientPerDay; i++)
      await sendThirdPartyMail(t.deps, { senderId: null, kind: 'sponsorship', message }, new Date(now));
    await expect(
      sendThirdPartyMail(t.deps, { senderId: id, kind: 'sponsorship', message }, new Date(now + 1000)),
    ).rejects.toMatchObject({ status: 429, message: MAIL_LIMIT_MESSAGES.recipient });
    expect(
      await sendThirdPartyMail(t.deps, { senderId: id, kind: 'sponsorship', message }, new Date(now + DAY + 1000)),
    ).toEqual({ sent: true });
    // The log is kept two days, then the retention job deletes it.
    const before = await t.deps.database.db.select().from(thirdPartyEmails).where(eq(thirdPartyEmails.senderId, id));
    expect(before).toHaveLength(1);
    await runRetention(t.deps, new Date(now + 4 * DAY));
    const hashRows = await t.deps.database.db
      .select()
      .from(thirdPartyEmails)
      .where(eq(thirdPartyEmails.recipientHash, addressHash(to)));
    expect(hashRows).toHaveLength(0);
  });

  it('a mail that cannot be sent does not count, and the sponsorship answers 422 as before', async () => {
    const { c, id } = await visitor(t);
    const mailer = t.deps.mailer;
    const original = mailer.send.bind(mailer);
    mailer.send = async () => {
      throw new Error('smtp down');
    };
    try {
      expect((await sponsor(c, parent())).status).toBe(422);
    } finally {
      mailer.send = original;
    }
    expect(await t.deps.database.db.select().from(thirdPartyEmails).where(eq(thirdPartyEmails.senderId, id))).toEqual(
      [],
    );
  });
});

describe('retention of show consents and anonymous Talk', () => {
  const PDF = Buffer.from('%PDF-1.4\n%test\n');

  async function application(userId: string, daysAgo: number) {
    const db = t.deps.database.db;
    const consentId = newId();
    const applicationId = newId();
    const key = `consents/${consentId}.pdf`;
    const then = new Date(Date.now() - daysAgo * DAY);
    await t.deps.storage.put(key, PDF, 'application/pdf');
    await db.insert(showConsents).values({
      id: consentId,
      ownerId: userId,
      storageKey: key,
      mimeType: 'application/pdf',
      bytes: PDF.length,
      applicationId,
      createdAt: then,
    });
    await db.insert(showApplications).values({
      id: applicationId,
      userId,
      name: 'Kim',
      email: `kim_${newId()}@example.com`,
      phone: '1',
      address: 'Lund',
      motivation: 'm',
      expertHelp: 'e',
      under18: true,
      consentId,
      status: 'accepted',
      createdAt: then,
    });
    return { consentId, applicationId, key };
  }

  it('deletes a consent upload once the stated period after the application has passed, keeping the application', async () => {
    const { id } = await visitor(t);
    const days = t.deps.config.trust.showConsentRetentionDays;
    const old = await application(id, days + 1);
    const recent = await application(id, 2);
    const db = t.deps.database.db;

    await purgeShowConsents(t.deps);
    expect(await db.select().from(showConsents).where(eq(showConsents.id, old.consentId))).toHaveLength(0);
    expect(await t.deps.storage.get(old.key)).toBeNull();
    const [app] = await db.select().from(showApplications).where(eq(showApplications.id, old.applicationId));
    expect(app).toMatchObject({ consentId: null, under18: true });
    expect(await t.deps.storage.get(recent.key)).not.toBeNull();

    // The clock moved past the recent one's period too.
    await purgeShowConsents(t.deps, new Date(Date.now() + (days - 1) * DAY));
    expect(await db.select().from(showConsents).where(eq(showConsents.id, recent.consentId))).toHaveLength(0);
    expect(await t.deps.storage.get(recent.key)).toBeNull();
  });

  it("removes Talk conversations of people without an account after the visitors' period; keeps accounts'", async () => {
    const db = t.deps.database.db;
    const anon = await visitor(t);
    const member = await visitor(t);
    await db.update(users).set({ isAnonymous: false }).where(eq(users.id, member.id));
    const conv = async (userId: string, daysAgo: number) => {
      const id = newId();
      const then = new Date(Date.now() - daysAgo * DAY);
      await db.insert(talkConversations).values({ id, userId, state: {} as never, createdAt: then, updatedAt: then });
      return id;
    };
    const days = t.deps.config.trust.anonymousRetentionDays;
    const stale = await conv(anon.id, days + 1);
    const fresh = await conv(anon.id, 1);
    const kept = await conv(member.id, days + 100);
    expect(await purgeAnonymousTalk(t.deps)).toBeGreaterThanOrEqual(1);
    const left = (await db.select({ id: talkConversations.id }).from(talkConversations)).map((r) => r.id);
    expect(left).not.toContain(stale);
    expect(left).toEqual(expect.arrayContaining([fresh, kept]));
    await purgeAnonymousTalk(t.deps, new Date(Date.now() + (days + 1) * DAY));
    const after = (await db.select({ id: talkConversations.id }).from(talkConversations)).map((r) => r.id);
    expect(after).not.toContain(fresh);
    expect(after).toContain(kept);
  });
});

describe('the public gallery', () => {
  it("never lists a minor's cover, even when their share is ticked (an age merged at sign-in, a lowered default)", async () => {
    const db = t.deps.database.db;
    const year = new Date().getUTCFullYear();
    const owner = async (birthYear: number | null, country: string | null) => {
      const { id } = await visitor(t);
      if (birthYear !== null) await db.insert(visitorAges).values({ userId: id, birthYear, country });
      const coverId = newId();
      await db.insert(magazineCovers).values({
        id: coverId,
        sessionId: `s_${newId()}`,
        userId: id,
        userName: 'Ada',
        roleTitle: 'Reef Keeper',
        watermarkText: 'FutureSelf',
        status: 'done',
        stage: 'done',
        progress: 100,
        imageKey: `covers/${coverId}.png`,
      });
      const shareId = newId();
      await db.insert(magazineShares).values({
        id: shareId,
        coverId,
        ownerId: id,
        userName: 'Ada',
        userRole: 'Reef Keeper',
        expiresAt: new Date(Date.now() + DAY),
        inGallery: true, // as if ticked before the age was known here
      });
      return shareId;
    };
    const minor = await owner(year - 15, null); // may be 14: under 16
    const swede = await owner(year - 15, 'SE'); // Sweden: 13
    const adult = await owner(year - 30, null);
    const unknown = await owner(null, null);
    const listed = (await listGallery(db, new Date(), 1000)).map((i) => i.shareId);
    expect(listed).not.toContain(minor);
    expect(listed).toEqual(expect.arrayContaining([swede, adult, unknown]));
  });
});

describe('the show application and the stated age', () => {
  it("asks for the parent's consent when the year of birth says under 18, whatever the form's box says", async () => {
    const { c } = await visitor(t);
    const application = {
      name: 'Tove',
      email: `tove_${newId().toLowerCase()}@example.com`,
      phone: '+46 70 000 00 00',
      address: 'Uppsala',
      motivation: 'To show what is possible.',
      expertHelp: 'A robotics engineer.',
      under18: false,
    };
    await c.json('/api/trust/age', { method: 'PUT', json: { birthYear: new Date().getUTCFullYear() - 16 } });
    const res = await c.json<ErrorBody>('/api/show/applications', { method: 'POST', json: application });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('consent_required');
    await c.json('/api/trust/age', { method: 'PUT', json: { birthYear: new Date().getUTCFullYear() - 30 } });
    expect((await c.json('/api/show/applications', { method: 'POST', json: application })).status).toBe(201);
  });
});
