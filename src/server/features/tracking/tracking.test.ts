import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { cohorts, trackingEvents } from '@server/db/schema';
import { newId } from '@server/lib/ids';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function pageView(body: unknown) {
  return t.client().json<{
    sessionId: string;
    attribution: {
      cohortId: string;
      cohortName: string;
      isPublic: boolean;
      ambassadorCode: string | null;
      watermarkText: string;
    };
  }>('/api/track/page-view', {
    method: 'POST',
    json: body,
    headers: { 'user-agent': 'vitest-agent', referer: 'https://ref.example/' },
  });
}

async function eventsFor(sessionId: string) {
  return t.deps.database.db
    .select()
    .from(trackingEvents)
    .where(and(eq(trackingEvents.sessionId, sessionId), eq(trackingEvents.eventType, 'page_view')));
}

describe('page_view tracking and attribution', () => {
  it('stores a page_view with the resolved cohort, ambassador, every UTM field, referrer and user agent', async () => {
    const sessionId = `s_${newId()}`;
    const res = await pageView({
      sessionId,
      path: '/',
      attribution: {
        cohort: 'demo-academy',
        ambassador: 'demo1',
        utm_source: 'ig',
        utm_medium: 'social',
        utm_campaign: 'launch',
        utm_content: 'story',
        utm_term: 'career',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.attribution).toMatchObject({
      cohortId: 'demo-academy',
      isPublic: false,
      ambassadorCode: 'DEMO1',
      cohortName: 'Demo Academy Class of 2026',
    });
    const [row] = await eventsFor(sessionId);
    expect(row).toMatchObject({
      cohortId: 'demo-academy',
      ambassadorCode: 'DEMO1',
      utmSource: 'ig',
      utmMedium: 'social',
      utmCampaign: 'launch',
      utmContent: 'story',
      utmTerm: 'career',
      referrer: 'https://ref.example/',
      userAgent: 'vitest-agent',
      userId: null,
    });
  });

  it('falls back to public for an unknown or inactive cohort', async () => {
    for (const cohort of ['no-such-cohort', 'spring-2024']) {
      const sessionId = `s_${newId()}`;
      const res = await pageView({ sessionId, attribution: { cohort } });
      expect(res.body.attribution).toMatchObject({ cohortId: 'public', isPublic: true, watermarkText: 'FutureSelf' });
      expect((await eventsFor(sessionId))[0]?.cohortId).toBe('public');
    }
  });

  it("uses an active ambassador's cohort in place of public", async () => {
    const res = await pageView({ attribution: { ref: 'demo1' } });
    expect(res.body.attribution).toMatchObject({ cohortId: 'demo-academy', ambassadorCode: 'DEMO1' });
  });

  it('ignores an unknown ambassador and malformed values without an error', async () => {
    const res = await pageView({
      sessionId: '../../etc',
      attribution: { cohort: '<b>x</b>', ambassador: 'NOPE', utm_source: 42 },
    });
    expect(res.status).toBe(200);
    expect(res.body.attribution).toMatchObject({ cohortId: 'public', ambassadorCode: null });
    expect(res.body.sessionId).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const res = await t.client().request('/api/track/page-view', {
      method: 'POST',
      body: '{nope',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'bad_json', message: 'The request body is not valid JSON.' } });
  });

  it('sees a cohort that was deactivated once the cache expires', async () => {
    const id = `tmp-${newId()
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 10)}`;
    await t.deps.database.db
      .insert(cohorts)
      .values({ cohortId: id, name: 'Temp', watermarkText: 'Temp', isActive: true });
    expect((await pageView({ attribution: { cohort: id } })).body.attribution.cohortId).toBe(id);
    await t.deps.database.db.update(cohorts).set({ isActive: false }).where(eq(cohorts.cohortId, id));
    t.deps.attribution.clearCache();
    expect((await pageView({ attribution: { cohort: id } })).body.attribution.cohortId).toBe('public');
  });

  it('records allowed client events and refuses others', async () => {
    const c = t.client();
    expect(
      (
        await c.request('/api/track/event', {
          method: 'POST',
          json: { eventType: 'share_clicked', eventData: { platform: 'instagram' } },
        })
      ).status,
    ).toBe(204);
    const bad = await c.json<{ error: { code: string } }>('/api/track/event', {
      method: 'POST',
      json: { eventType: 'spin' },
    });
    expect(bad.status).toBe(400);
  });

  it('refuses money events from the browser: only the server records a checkout or a payment', async () => {
    const sessionId = `s_${newId()}`;
    for (const eventType of ['checkout_succeeded', 'payment_succeeded', 'subscription_created']) {
      const res = await t.client().json<{ error: { code: string; message: string } }>('/api/track/event', {
        method: 'POST',
        json: { sessionId, eventType, eventData: { value: 9 } },
      });
      expect(res.status, eventType).toBe(400);
      expect(res.body.error).toEqual({
        code: 'invalid',
        message: 'eventType: This event is recorded by the server only.',
      });
    }
    const rows = await t.deps.database.db.select().from(trackingEvents).where(eq(trackingEvents.sessionId, sessionId));
    expect(rows).toEqual([]);
  });
});

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.app.request('/healthz')).status).toBe(200);
    const ready = await t.app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });
  });

  it('sends security headers with a content security policy', async () => {
    const res = await t.app.request('/healthz');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });
});
