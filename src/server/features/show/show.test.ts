import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { recommendations, showApplications, showConsents, trackingEvents, users } from '@server/db/schema';
import { SHOW_MESSAGES } from '@core/contracts/show';
import { withOutboxSpy } from '../../../../tests/helpers/outbox-spy';
import { account, PDF, PNG } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SHOW_SPOTS: '1000000' });
});
afterAll(() => t.close());

const valid = (over: Record<string, unknown> = {}) => ({
  name: 'Alex Applicant',
  email: 'alex@example.com',
  phone: '+46 70 123 45 67',
  address: 'Storgatan 1, Stockholm',
  motivation: 'I want to show what the future can look like.',
  expertHelp: 'A mentor in product design.',
  supporter1Name: 'Kim',
  supporter1Email: 'kim@example.com',
  supporter1Phone: '',
  ...over,
});

const upload = (c: ReturnType<TestApp['client']>, body: Buffer, type = 'application/pdf') =>
  c.json<{ consentId: string; mimeType: string; error?: { message: string } }>('/api/show/consents', {
    method: 'POST',
    body: new Uint8Array(body),
    headers: { 'content-type': type },
  });

describe('show application', () => {
  it('stores an adult application, records the event and mails a confirmation', async () => {
    const c = t.client();
    const email = `adult-${Date.now()}@example.com`;
    const res = await c.json<{ id: string; status: string }>('/api/show/applications', {
      method: 'POST',
      json: valid({ email }),
    });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('accepted');
    const [row] = await t.deps.database.db.select().from(showApplications).where(eq(showApplications.id, res.body.id));
    expect(row).toMatchObject({ name: 'Alex Applicant', email, under18: false, consentId: null });
    const events = await t.deps.database.db
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.userId, row!.userId!));
    expect(events.map((e) => e.eventType)).toContain('show_application_submitted');
    const mail = t.deps.mailer.recent!().find((m) => m.to === email);
    expect(mail?.subject).toBe('Your FutureSelf Show application');
  });

  it("the confirmation is written in the application's transaction (decision 065)", async () => {
    const email = `tx-${Date.now()}@example.com`;
    const spy = await withOutboxSpy(t, async () => {
      const res = await t.client().json('/api/show/applications', { method: 'POST', json: valid({ email }) });
      expect(res.status).toBe(201);
    });
    expect(spy.inTheChangesTransaction).toBe(true);
    expect(spy.sent.map((m) => m.to)).toEqual([email]);
  });

  it("refuses missing fields with 'Missing required fields' and stores nothing", async () => {
    for (const drop of ['name', 'email', 'phone', 'address', 'motivation', 'expertHelp']) {
      const body = valid({ email: `missing-${drop}@example.com` }) as Record<string, unknown>;
      delete body[drop];
      const res = await t.client().json<{ error: { message: string } }>('/api/show/applications', {
        method: 'POST',
        json: body,
      });
      expect(res.status, drop).toBe(400);
      expect(res.body.error.message).toBe(SHOW_MESSAGES.missingFields);
    }
    const blank = await t.client().json<{ error: { message: string } }>('/api/show/applications', {
      method: 'POST',
      json: valid({ motivation: '   ' }),
    });
    expect(blank.body.error.message).toBe(SHOW_MESSAGES.missingFields);
  });

  it("refuses an under-18 application without consent: 'Consent form required'", async () => {
    const res = await t.client().json<{ error: { message: string } }>('/api/show/applications', {
      method: 'POST',
      json: valid({ under18: true }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(SHOW_MESSAGES.consentRequired);
  });

  it('takes an under-18 application with a sniffed PDF consent; the consent is private', async () => {
    const c = t.client();
    const up = await upload(c, PDF, 'image/png'); // the claimed type is ignored: the bytes say PDF
    expect(up.status).toBe(201);
    expect(up.body.mimeType).toBe('application/pdf');
    const res = await c.json<{ id: string }>('/api/show/applications', {
      method: 'POST',
      json: valid({ under18: true, consentId: up.body.consentId }),
    });
    expect(res.status).toBe(201);
    const [consent] = await t.deps.database.db
      .select()
      .from(showConsents)
      .where(eq(showConsents.id, up.body.consentId));
    expect(consent!.applicationId).toBe(res.body.id);
    expect(consent!.storageKey).toMatch(/^consents\/[A-Za-z0-9_-]+\.pdf$/);

    // Not for the applicant, another visitor, a plain account or an organiser: only admins.
    const path = `/api/show/admin/applications/${res.body.id}/consent`;
    expect((await c.request(path)).status).toBe(401);
    expect((await (await account(t)).c.request(path)).status).toBe(403);
    expect((await (await account(t, 'organiser', ['demo-academy'])).c.request(path)).status).toBe(403);
    const admin = await account(t, 'admin');
    const file = await admin.c.request(path);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    // and it is nowhere under a public path
    expect((await t.client().request(`/files/${consent!.storageKey}`)).status).toBe(404);

    // A consent cannot be used twice, nor by another visitor.
    const again = await c.json<{ error: { message: string } }>('/api/show/applications', {
      method: 'POST',
      json: valid({ under18: true, consentId: up.body.consentId }),
    });
    expect(again.status).toBe(400);
    const up2 = await upload(c, PNG);
    expect(up2.body.mimeType).toBe('image/png');
    const other = await t.client().json('/api/show/applications', {
      method: 'POST',
      json: valid({ under18: true, consentId: up2.body.consentId }),
    });
    expect(other.status).toBe(400);
  });

  it('refuses uploads that lie about their type, empty and oversized ones', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>'.repeat(4));
    expect((await upload(t.client(), html, 'application/pdf')).status).toBe(415);
    expect((await upload(t.client(), Buffer.alloc(0))).status).toBe(415);
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(t.client(), big);
    expect(res.status).toBe(413);
    expect(res.body.error?.message).toBe(SHOW_MESSAGES.consentTooLarge);
  });

  it('refuses 10,000-character fields and keeps HTML as text', async () => {
    const long = await t.client().json('/api/show/applications', {
      method: 'POST',
      json: valid({ motivation: 'x'.repeat(10_000) }),
    });
    expect(long.status).toBe(400);
    const email = `html-${Date.now()}@example.com`;
    const res = await t.client().json<{ id: string }>('/api/show/applications', {
      method: 'POST',
      json: valid({ email, name: '<img src=x onerror=alert(1)>' }),
    });
    expect(res.status).toBe(201);
    const mail = t.deps.mailer.recent!().find((m) => m.to === email)!;
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x');
  });

  it('lists applications and exports CSV for admins only', async () => {
    expect((await t.client().request('/api/show/admin/applications')).status).toBe(401);
    expect((await (await account(t)).c.request('/api/show/admin/applications')).status).toBe(403);
    const admin = await account(t, 'admin');
    const list = await admin.c.json<{ applications: unknown[] }>('/api/show/admin/applications');
    expect(list.status).toBe(200);
    expect(list.body.applications.length).toBeGreaterThan(0);
    const csv = await admin.c.request('/api/show/admin/applications.csv');
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect((await csv.text()).split('\r\n')[0]).toContain('motivation');
  });
});

describe('limited spots and the waiting list', () => {
  it('accepts until the spots are taken, then waitlists', async () => {
    const small = await createTestApp({ SHOW_SPOTS: '0' });
    try {
      const res = await small.client().json<{ status: string; waitlistPosition: number }>('/api/show/applications', {
        method: 'POST',
        json: valid(),
      });
      expect(res.status).toBe(201);
      expect(res.body.status).toBe('waitlisted');
      expect(res.body.waitlistPosition).toBeGreaterThan(0);
      const spots = await small.client().json<{ left: number }>('/api/show/spots');
      expect(spots.body.left).toBe(0);
      expect(small.deps.mailer.recent!()[0]!.text).toContain('waiting list');
    } finally {
      await small.close();
    }
  });
});

describe('recommendations', () => {
  const rec = (over: Record<string, unknown> = {}) => ({
    relation: 'teacher',
    fullName: 'Robin Referrer',
    email: 'robin@example.com',
    phone: '+46 70 000 00 00',
    address: 'Gothenburg, Sweden',
    recommendedName: 'Nova Nominee',
    recommendedEmail: 'nova@example.com',
    motivation: 'Nova builds robots for the school.',
    ...over,
  });

  it('stores a recommendation', async () => {
    const name = `Nova ${Date.now()}`;
    const res = await t.client().json<{ id: string }>('/api/recommendations', {
      method: 'POST',
      json: rec({ recommendedName: name }),
    });
    expect(res.status).toBe(201);
    const [row] = await t.deps.database.db.select().from(recommendations).where(eq(recommendations.id, res.body.id));
    expect(row).toMatchObject({ relation: 'teacher', recommendedName: name });
  });

  it('refuses missing fields, a bad relation, a bad e-mail, long text', async () => {
    const missing = rec() as Record<string, unknown>;
    delete missing.recommendedEmail;
    const res = await t.client().json<{ error: { message: string } }>('/api/recommendations', {
      method: 'POST',
      json: missing,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(SHOW_MESSAGES.missingFields);
    expect(
      (await t.client().json('/api/recommendations', { method: 'POST', json: rec({ relation: 'boss' }) })).status,
    ).toBe(400);
    expect(
      (await t.client().json('/api/recommendations', { method: 'POST', json: rec({ email: 'nope' }) })).status,
    ).toBe(400);
    expect(
      (await t.client().json('/api/recommendations', { method: 'POST', json: rec({ motivation: 'x'.repeat(10_000) }) }))
        .status,
    ).toBe(400);
  });

  it('lists for admins only', async () => {
    expect((await (await account(t)).c.request('/api/recommendations/admin')).status).toBe(403);
    const admin = await account(t, 'admin');
    expect((await admin.c.request('/api/recommendations/admin')).status).toBe(200);
    expect((await admin.c.request('/api/recommendations/admin.csv')).status).toBe(200);
  });
});

describe('roles', () => {
  it('nobody grants themselves a role over HTTP', async () => {
    const { c, email } = await account(t);
    const res = await c.request('/api/auth/update-user', { method: 'POST', json: { role: 'admin', name: 'Sneaky' } });
    expect(res.status).toBeLessThan(500);
    const [u] = await t.deps.database.db.select().from(users).where(eq(users.email, email));
    expect(u!.role).toBe('user');
    expect((await c.request('/api/dashboard/cohorts')).status).toBe(403);
  });

  it('ADMIN_EMAILS makes an admin only once the address is confirmed', async () => {
    const app = await createTestApp({ ADMIN_EMAILS: 'boss@example.com' });
    try {
      const c = app.client();
      await c.request('/api/auth/sign-up/email', {
        method: 'POST',
        json: { email: 'boss@example.com', password: 'secret-pass-1', name: 'Boss' },
      });
      expect((await c.request('/api/dashboard/cohorts')).status).toBe(403);
      await app.deps.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, 'boss@example.com'));
      expect((await c.request('/api/dashboard/cohorts')).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
