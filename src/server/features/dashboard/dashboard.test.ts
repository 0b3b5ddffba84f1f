import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { ambassadors, cohorts, trackingEvents } from '@server/db/schema';
import { newId } from '@server/lib/ids';
import { isoWeekStart } from '@core/dashboard';
import type { CohortPerformance, Leaderboard } from '@core/contracts/dashboard';
import { account } from '../show/test-support';
import { resetRollups } from './rollups';
import { sendLeaderboard } from '@server/features/leaderboard-slack/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const slug = () =>
  newId()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 10);

/** A fresh cohort with two ambassadors and events: this week, and three weeks ago. */
async function world(db = t.deps.database.db) {
  const cohortId = `c-${slug()}`;
  const other = `o-${slug()}`;
  await db.insert(cohorts).values([
    { cohortId, name: `Class ${cohortId}`, watermarkText: 'Class' },
    { cohortId: other, name: `Other ${other}`, watermarkText: 'Other' },
  ]);
  const a = `A${slug()}`.toUpperCase().slice(0, 12);
  const b = `B${slug()}`.toUpperCase().slice(0, 12);
  const x = `X${slug()}`.toUpperCase().slice(0, 12);
  await db.insert(ambassadors).values([
    { ambassadorCode: a, name: 'Ada <b>', cohortId },
    { ambassadorCode: b, name: 'Bo', cohortId },
    { ambassadorCode: x, name: 'Xi', cohortId: other },
  ]);
  const now = new Date();
  const thisWeek = new Date(Math.max(isoWeekStart(now).getTime() + 60_000, now.getTime() - 60_000));
  const old = new Date(now.getTime() - 21 * 86_400_000);
  const ev = (code: string | null, cohort: string, eventType: string, at: Date) => ({
    id: newId(),
    sessionId: `s_${newId()}`,
    cohortId: cohort,
    ambassadorCode: code,
    eventType,
    createdAt: at,
  });
  await db.insert(trackingEvents).values([
    // A: 2 spins this week, 3 spins earlier, 1 conversion this week
    ev(a, cohortId, 'spin', thisWeek),
    ev(a, cohortId, 'spin', thisWeek),
    ev(a, cohortId, 'checkout_succeeded', thisWeek),
    ev(a, cohortId, 'spin', old),
    ev(a, cohortId, 'spin', old),
    ev(a, cohortId, 'spin', old),
    // B: 3 spins this week, nothing earlier
    ev(b, cohortId, 'spin', thisWeek),
    ev(b, cohortId, 'spin', thisWeek),
    ev(b, cohortId, 'spin', thisWeek),
    ev(b, cohortId, 'cover_generated', thisWeek),
    ev(null, cohortId, 'cover_generated', thisWeek),
    ev(null, cohortId, 'share_clicked', thisWeek),
    // the other cohort
    ev(x, other, 'spin', thisWeek),
  ]);
  // Events are never written in the past; these are, so the roll-ups are rebuilt from the events.
  await resetRollups(db);
  return { cohortId, other, a, b, x };
}

describe('dashboard access', () => {
  it('401 when signed out, 403 for a plain user, data for staff', async () => {
    expect((await t.client().request('/api/dashboard/cohorts')).status).toBe(401);
    expect((await t.client().request('/api/dashboard/leaderboard')).status).toBe(401);
    const user = await account(t);
    for (const p of ['/api/dashboard/cohorts', '/api/dashboard/leaderboard', '/api/dashboard/cohorts.csv']) {
      const res = await user.c.json<{ error: { code: string } }>(p);
      expect(res.status, p).toBe(403);
      expect(JSON.stringify(res.body)).not.toContain('spins');
    }
    const access = await user.c.json<{ role: string; cohorts: unknown[] }>('/api/dashboard/access');
    expect(access.body).toEqual({ role: 'user', cohorts: [] });
    expect((await user.c.request('/api/dashboard/admin/cohorts')).status).toBe(403);
    expect(
      (
        await user.c.request('/api/dashboard/admin/cohorts', {
          method: 'POST',
          json: { cohortId: 'x1', name: 'X', watermarkText: 'X' },
        })
      ).status,
    ).toBe(403);
  });

  it('an organiser sees only their cohorts and gets 403 for another', async () => {
    const w = await world();
    const org = await account(t, 'organiser', [w.cohortId]);
    const access = await org.c.json<{ role: string; cohorts: { cohortId: string }[] }>('/api/dashboard/access');
    expect(access.body.role).toBe('organiser');
    expect(access.body.cohorts.map((c) => c.cohortId)).toEqual([w.cohortId]);
    const perf = await org.c.json<CohortPerformance>('/api/dashboard/cohorts');
    expect(perf.body.cohorts.map((c) => c.cohortId)).toEqual([w.cohortId]);
    expect((await org.c.request(`/api/dashboard/cohorts?cohort=${w.other}`)).status).toBe(403);
    expect((await org.c.request(`/api/dashboard/leaderboard?cohort=${w.other}`)).status).toBe(403);
    expect((await org.c.request(`/api/dashboard/cohorts?cohort=public`)).status).toBe(403);
    const board = await org.c.json<Leaderboard>('/api/dashboard/leaderboard?timeframe=all_time');
    expect(board.body.entries.map((e) => e.ambassadorCode).sort()).toEqual([w.a, w.b].sort());
    expect((await org.c.request('/api/dashboard/admin/ambassadors')).status).toBe(403);
  });
});

describe('figures', () => {
  it('counts per cohort with the dashboard rates, and the weekly and all-time leaderboards', async () => {
    const w = await world();
    const admin = await account(t, 'admin');
    const perf = await admin.c.json<CohortPerformance>(`/api/dashboard/cohorts?cohort=${w.cohortId}`);
    expect(perf.status).toBe(200);
    const row = perf.body.cohorts[0]!;
    // spins 8, covers 2, shares 1, conversions 1; rate 1/8 = 12.5 → 13; cohort conversion 2/8 = 25
    expect(row).toMatchObject({
      spins: 8,
      covers: 2,
      shares: 1,
      conversions: 1,
      conversionRate: 13,
      cohortConversion: 25,
    });
    expect(perf.body.series.reduce((n, d) => n + d.spins, 0)).toBe(8);

    const weekly = await admin.c.json<Leaderboard>(`/api/dashboard/leaderboard?timeframe=weekly&cohort=${w.cohortId}`);
    expect(
      weekly.body.entries.map((e) => [e.rank, e.ambassadorCode, e.spins, e.conversions, e.conversionRate]),
    ).toEqual([
      [1, w.b, 3, 0, 0],
      [2, w.a, 2, 1, 50],
    ]);
    const all = await admin.c.json<Leaderboard>(`/api/dashboard/leaderboard?timeframe=all_time&cohort=${w.cohortId}`);
    expect(all.body.entries.map((e) => [e.ambassadorCode, e.spins])).toEqual([
      [w.a, 5],
      [w.b, 3],
    ]);
    const csv = await (
      await admin.c.request(`/api/dashboard/leaderboard.csv?timeframe=all_time&cohort=${w.cohortId}`)
    ).text();
    expect(csv.split('\r\n')[1]).toBe(`1,${w.a},Ada <b>,${w.cohortId},5,1,20`);
    // A spin recorded after the roll-up ran is counted at once (the open day and week come from the events).
    await t.deps.database.db.insert(trackingEvents).values({
      id: newId(),
      sessionId: `s_${newId()}`,
      cohortId: w.cohortId,
      ambassadorCode: w.a,
      eventType: 'spin',
    });
    const after = await admin.c.json<Leaderboard>(`/api/dashboard/leaderboard?timeframe=all_time&cohort=${w.cohortId}`);
    expect(after.body.entries.find((e) => e.ambassadorCode === w.a)!.spins).toBe(6);
    const perf2 = await admin.c.json<CohortPerformance>(`/api/dashboard/cohorts?cohort=${w.cohortId}`);
    expect(perf2.body.cohorts[0]!.spins).toBe(9);
    expect(
      (await admin.c.request('/api/dashboard/admin/cohorts/public', { method: 'PATCH', json: { isActive: false } }))
        .status,
    ).toBe(400);
    expect((await admin.c.request('/api/dashboard/cohorts?from=2026-02-01&to=2025-01-01')).status).toBe(400);
    expect((await admin.c.request('/api/dashboard/leaderboard?timeframe=yearly')).status).toBe(400);
  });

  it('a refunded order is no conversion, and the conversion rate is never above 100 %', async () => {
    const db = t.deps.database.db;
    const cohortId = `r-${slug()}`;
    const code = `R${slug()}`.toUpperCase().slice(0, 12);
    await db.insert(cohorts).values({ cohortId, name: `Refunds ${cohortId}`, watermarkText: 'R' });
    await db.insert(ambassadors).values({ ambassadorCode: code, name: 'Ro', cohortId });
    const now = new Date();
    const thisWeek = new Date(Math.max(isoWeekStart(now).getTime() + 60_000, now.getTime() - 60_000));
    const old = new Date(now.getTime() - 21 * 86_400_000);
    const ev = (eventType: string, at: Date) => ({
      id: newId(),
      sessionId: `s_${newId()}`,
      cohortId,
      ambassadorCode: code,
      eventType,
      createdAt: at,
    });
    // one spin; three purchases (one three weeks ago, in the roll-ups), two of them refunded this week
    await db
      .insert(trackingEvents)
      .values([
        ev('spin', thisWeek),
        ev('checkout_succeeded', old),
        ev('checkout_succeeded', thisWeek),
        ev('checkout_succeeded', thisWeek),
        ev('checkout_refunded', thisWeek),
        ev('checkout_refunded', thisWeek),
      ]);
    await resetRollups(db);
    const admin = await account(t, 'admin');
    const perf = await admin.c.json<CohortPerformance>(`/api/dashboard/cohorts?cohort=${cohortId}`);
    expect(perf.body.cohorts[0]).toMatchObject({ spins: 1, conversions: 1, conversionRate: 100 });
    expect(perf.body.totals).toMatchObject({ conversions: 1, conversionRate: 100 });
    const all = await admin.c.json<Leaderboard>(`/api/dashboard/leaderboard?timeframe=all_time&cohort=${cohortId}`);
    expect(all.body.entries.map((e) => [e.spins, e.conversions, e.conversionRate])).toEqual([[1, 1, 100]]);
    // this week alone: two purchases, two refunds → no conversion (never below zero)
    const weekly = await admin.c.json<Leaderboard>(`/api/dashboard/leaderboard?timeframe=weekly&cohort=${cohortId}`);
    expect(weekly.body.entries.map((e) => [e.spins, e.conversions, e.conversionRate])).toEqual([[1, 0, 0]]);
  });

  it('admins create cohorts and ambassadors, and deactivate them', async () => {
    const admin = await account(t, 'admin');
    const id = `n-${slug()}`;
    const made = await admin.c.json('/api/dashboard/admin/cohorts', {
      method: 'POST',
      json: { cohortId: id, name: 'New <i>class</i>', watermarkText: 'New class' },
    });
    expect(made.status).toBe(201);
    expect(
      (
        await admin.c.request('/api/dashboard/admin/cohorts', {
          method: 'POST',
          json: { cohortId: id, name: 'x', watermarkText: 'x' },
        })
      ).status,
    ).toBe(409);
    const code = `N${slug()}`.toUpperCase().slice(0, 10);
    const amb = await admin.c.json<{ link: string }>('/api/dashboard/admin/ambassadors', {
      method: 'POST',
      json: { ambassadorCode: code, name: 'Nia', cohortId: id },
    });
    expect(amb.status).toBe(201);
    expect(amb.body.link).toBe(`http://localhost:3000/?ref=${code}`);
    const off = await admin.c.json<{ isActive: boolean }>(`/api/dashboard/admin/ambassadors/${code}`, {
      method: 'PATCH',
      json: { isActive: false },
    });
    expect(off.body.isActive).toBe(false);
    const res = await admin.c.json<{ isActive: boolean }>(`/api/dashboard/admin/cohorts/${id}`, {
      method: 'PATCH',
      json: { isActive: false },
    });
    expect(res.body.isActive).toBe(false);
  });
});

describe('Slack leaderboard', () => {
  let server: Server;
  let received: { headers: Record<string, unknown>; body: { text: string; blocks: unknown[] } }[] = [];
  let status = 200;
  let url = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      let data = '';
      req.on('data', (d: Buffer) => (data += d.toString()));
      req.on('end', () => {
        received.push({ headers: req.headers, body: JSON.parse(data) as { text: string; blocks: unknown[] } });
        res.writeHead(status).end(status === 200 ? 'ok' : 'invalid_payload');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/services/T000/B000/XXXX`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it("'Send to Slack' posts the top 5 of the cohort, escaped; a failing webhook is a clear error", async () => {
    const app = await createTestApp({ SLACK_WEBHOOK_URL: url });
    try {
      const w = await world(app.deps.database.db);
      const admin = await account(app, 'admin');
      received = [];
      const res = await admin.c.json<{ sent: boolean; entries: number }>('/api/dashboard/leaderboard/slack', {
        method: 'POST',
        json: { timeframe: 'weekly', cohort: w.cohortId },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ sent: true, entries: 2 });
      expect(received).toHaveLength(1);
      expect(received[0]!.headers['content-type']).toBe('application/json');
      const text = received[0]!.body.text;
      expect(text).toContain(`Class ${w.cohortId}`);
      expect(text).toContain('this week');
      expect(text).toContain(`🥇 *Bo* (${w.b}): 3 spins, 0 conversions (0%)`);
      expect(text).toContain('Ada &lt;b&gt;');
      expect(received[0]!.body.blocks.length).toBe(3);

      const user = await account(app);
      expect((await user.c.request('/api/dashboard/leaderboard/slack', { method: 'POST', json: {} })).status).toBe(403);

      status = 500;
      const failed = await admin.c.json<{ error: { message: string } }>('/api/dashboard/leaderboard/slack', {
        method: 'POST',
        json: { timeframe: 'all_time' },
      });
      expect(failed.status).toBe(502);
      expect(failed.body.error.message).toBe('Could not send the leaderboard to Slack. Please try again.');
      status = 200;
    } finally {
      await app.close();
    }
  });

  it('the weekly slot is sent once, however many instances try', async () => {
    const notifier = t.deps.chatNotifier;
    const before = notifier.recent!().length;
    const slot = `weekly:test-${newId()}`;
    const input = { timeframe: 'weekly' as const, cohortIds: null, cohortName: null, sentBy: null, slot };
    const results = await Promise.all([1, 2, 3].map(() => sendLeaderboard(t.deps, notifier, input)));
    expect(results.filter((r) => r.sent)).toHaveLength(1);
    expect(notifier.recent!().length).toBe(before + 1);
  });
});
