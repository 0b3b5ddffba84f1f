import { mkdtempSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/helpers/test-app';
import { account as newAccount, makeOrder } from '../../../../tests/helpers/factories';
import { entitlements, sprintSessions } from '@server/db/schema';
import { newId } from '@server/lib/ids';
import { outbox } from '@server/features/payments/test-support';
import { LocalMailer } from '@server/providers/mail/local-mailer';
import { withOutboxSpy } from '../../../../tests/helpers/outbox-spy';
import { makeCoach } from './coach';
import { sendSprintReminders } from './reminders';

/**
 * Booking the sprint's three sessions and the coach's workspace, on one app: the rules (past, too soon, outside the
 * hours, taken, three different days, 24 h to change), two clicks on one slot, the e-mails with their .ics, the
 * reminders with the clock moved, and a coach who asks for another coach's session.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
const HOUR = 3_600_000;
type Err = { error: { code: string; message: string } };
interface Booking {
  eligible: boolean;
  sessions: Array<{ id: string; number: number; startsAt: string; changeable: boolean; coach: { userId: string } }>;
  slots: Array<{ coachUserId: string; startsAt: string }>;
}

const account = (name: string) => newAccount(t, { name, prefix: 'sb' });

/** A coach in New York, open every day, all day (so slots never run out), with a video link. */
async function coach(name: string) {
  const a = await account(name);
  await makeCoach(db(), a.email, {
    displayName: name,
    timeZone: 'America/New_York',
    videoLink: 'https://meet.example.com/abc',
  });
  const weekly = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 0, endMinute: 24 * 60 }));
  expect((await a.c.json('/api/coach/availability', { method: 'PUT', json: { weekly, exceptions: [] } })).status).toBe(
    200,
  );
  return a;
}

/** A buyer with a paid Strategy order and its entitlement (as the webhook leaves them). */
async function buyer(name = 'Maya Lindqvist') {
  const a = await account(name);
  const orderId = await makeOrder(t, a.id);
  await db()
    .insert(entitlements)
    .values({ id: newId(), userId: a.id, product: 'strategy', status: 'active', paidBy: 'self', orderId });
  return { ...a, orderId };
}

const book = (c: TestClient, coachUserId: string, startsAt: Date | string, timeZone = 'Europe/Stockholm') =>
  c.json<{ id: string } & Err>('/api/sprint/sessions', {
    method: 'POST',
    json: { coachUserId, startsAt: typeof startsAt === 'string' ? startsAt : startsAt.toISOString(), timeZone },
  });
const state = async (c: TestClient) => (await c.json<Booking>('/api/sprint/booking')).body;

/** A whole hour at least `hoursAhead` from now (a slot of the all-day coach). */
const hourFromNow = (hoursAhead: number) => new Date(Math.ceil((Date.now() + hoursAhead * HOUR) / HOUR) * HOUR);
/** 12:00 UTC on a day at least `hoursAhead` from now: the hour after it is the same day in the buyer's zone and in UTC. */
const noonFromNow = (hoursAhead: number) => {
  const d = new Date(Date.now() + hoursAhead * HOUR);
  const noon = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 12);
  return new Date(noon >= d.getTime() ? noon : noon + 24 * HOUR);
};

let coachA: Awaited<ReturnType<typeof coach>>;
let coachB: Awaited<ReturnType<typeof coach>>;
beforeAll(async () => {
  coachA = await coach('Ada Coach');
  coachB = await coach('Bo Coach');
});

describe('booking the three sessions', () => {
  it('lists free slots, books three on three different days, mails each with an .ics and the video link', async () => {
    const me = await buyer();
    const s = await state(me.c);
    expect(s.eligible).toBe(true);
    const first = new Date(s.slots[0]!.startsAt).getTime();
    expect(first).toBeGreaterThanOrEqual(Date.now() + 12 * HOUR);
    expect(new Set(s.slots.map((x) => x.coachUserId))).toEqual(new Set([coachA.id, coachB.id]));

    // Noon, not the next whole hour: at 23:00 UTC the hour after it is another day (the test failed late at night).
    const day1 = noonFromNow(48);
    expect((await book(me.c, coachA.id, day1)).status).toBe(201);
    const sameDay = await book(me.c, coachA.id, new Date(day1.getTime() + HOUR), 'UTC');
    expect([sameDay.status, sameDay.body.error.code]).toEqual([400, 'same_day']);
    expect((await book(me.c, coachB.id, new Date(day1.getTime() + 24 * HOUR))).status).toBe(201);
    expect((await book(me.c, coachA.id, new Date(day1.getTime() + 48 * HOUR))).status).toBe(201);
    const fourth = await book(me.c, coachA.id, new Date(day1.getTime() + 72 * HOUR));
    expect([fourth.status, fourth.body.error.code]).toEqual([409, 'all_booked']);

    const after = await state(me.c);
    expect(after.sessions.map((x) => x.number)).toEqual([1, 2, 3]);
    expect(after.slots.some((x) => x.coachUserId === coachA.id && x.startsAt === day1.toISOString())).toBe(false);

    const mails = outbox(t).filter((m) => m.to === me.email && m.subject.startsWith('Session'));
    expect(mails.map((m) => m.subject)).toEqual([
      'Session 1 of 3 is booked — FutureSelf Strategy Sprint',
      'Session 2 of 3 is booked — FutureSelf Strategy Sprint',
      'Session 3 of 3 is booked — FutureSelf Strategy Sprint',
    ]);
    const ics = String(mails[0]!.attachments![0]!.content);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain(`DTSTART:${day1.toISOString().replace(/[-:]/g, '').replace('.000', '')}`);
    expect(ics).toContain('LOCATION:https://meet.example.com/abc');
    expect(mails[0]!.text).toContain('(Europe/Stockholm)');
    expect(mails[0]!.text).toContain('https://meet.example.com/abc');
    expect(outbox(t).some((m) => m.to === coachA.email && m.subject.startsWith('New session 1 with Maya'))).toBe(true);
    // the local mailer's .eml (the test app keeps no outbox folder: written to one here) carries it as text/calendar
    const dir = mkdtempSync(path.join(tmpdir(), 'sprint-outbox-'));
    await new LocalMailer(dir, 'FutureSelf <hello@futureself.local>').send(mails[0]!);
    const eml = await readFile(path.join(dir, (await readdir(dir))[0]!), 'utf8');
    expect(eml).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
    expect(eml).toContain('filename=invite.ics');
  });

  it('two people clicking the same slot at once: exactly one booking, the other a 409', async () => {
    const [p, q] = [await buyer('Pia'), await buyer('Quinn')];
    const slot = hourFromNow(100);
    const [r1, r2] = await Promise.all([book(p.c, coachB.id, slot), book(q.c, coachB.id, slot)]);
    expect([r1.status, r2.status].sort()).toEqual([201, 409]);
    const loser = r1.status === 409 ? r1 : r2;
    expect(loser.body.error).toEqual({ code: 'slot_taken', message: 'That time was just taken. Please pick another.' });
    const rows = await db().select().from(sprintSessions).where(eq(sprintSessions.coachUserId, coachB.id));
    expect(rows.filter((r) => r.startsAt.getTime() === slot.getTime() && r.status === 'booked')).toHaveLength(1);
  });

  it('refuses a past, too-soon, off-grid, outside-hours or taken slot, an unknown zone, and a person without the sprint', async () => {
    const me = await buyer();
    const expectError = async (res: Promise<{ status: number; body: Err }>, status: number, code: string) => {
      const r = await res;
      expect([r.status, r.body.error.code]).toEqual([status, code]);
    };
    await expectError(book(me.c, coachA.id, hourFromNow(-5)), 400, 'slot_past');
    await expectError(book(me.c, coachA.id, hourFromNow(3)), 400, 'slot_too_soon');
    // Under 24 h ahead a session could not be moved once booked: not offered, not bookable.
    const tooSoon = await book(me.c, coachA.id, hourFromNow(18));
    expect([tooSoon.status, tooSoon.body.error.code]).toEqual([400, 'slot_too_soon']);
    expect(tooSoon.body.error.message).toContain('24 hours ahead');
    const offered = (await state(me.c)).slots.map((x) => new Date(x.startsAt).getTime());
    expect(Math.min(...offered)).toBeGreaterThan(Date.now() + 24 * HOUR);
    await expectError(
      book(me.c, coachA.id, new Date(hourFromNow(50).getTime() + 20 * 60_000)),
      400,
      'slot_outside_hours',
    );
    await expectError(book(me.c, coachA.id, hourFromNow(40 * 24)), 400, 'slot_outside_hours'); // beyond 30 days
    await expectError(book(me.c, 'no-such-coach', hourFromNow(50)), 400, 'slot_outside_hours');
    await expectError(book(me.c, coachA.id, hourFromNow(50), 'Mars/Olympus'), 400, 'invalid_time_zone');
    await expectError(book(me.c, coachA.id, 'tomorrow at nine'), 400, 'invalid');
    // a coach with Monday mornings only: an afternoon is outside the hours
    const narrow = await account('Cy Coach');
    await makeCoach(db(), narrow.email, { timeZone: 'Europe/Stockholm' });
    await narrow.c.json('/api/coach/availability', {
      method: 'PUT',
      json: { weekly: [{ weekday: 0, startMinute: 540, endMinute: 720 }], exceptions: [] },
    });
    // 18:00 UTC is 19:00 or 20:00 in Stockholm: an evening whatever the day and the hour the test runs
    const evening = new Date(noonFromNow(60).getTime() + 6 * HOUR);
    await expectError(book(me.c, narrow.id, evening), 400, 'slot_outside_hours');
    // taken by someone else before
    const other = await buyer('Olle');
    const slot = hourFromNow(130);
    expect((await book(other.c, coachA.id, slot)).status).toBe(201);
    await expectError(book(me.c, coachA.id, slot), 409, 'slot_taken');
    // no Strategy purchase: not allowed, and nothing listed
    const plain = await account('No Sprint');
    await expectError(book(plain.c, coachA.id, hourFromNow(50)), 403, 'forbidden');
    expect(await state(plain.c)).toMatchObject({ eligible: false, slots: [] });
    expect((await t.client().json('/api/sprint/booking')).status).toBe(401); // no visitor yet: sign in, no 5xx
  });

  it('moves and cancels more than 24 h ahead; refuses both within 24 h', async () => {
    const me = await buyer();
    const booked = await book(me.c, coachA.id, hourFromNow(200));
    const moveTo = hourFromNow(230);
    const moved = await me.c.json(`/api/sprint/sessions/${booked.body.id}/reschedule`, {
      method: 'POST',
      json: { coachUserId: coachB.id, startsAt: moveTo.toISOString(), timeZone: 'Asia/Tokyo' },
    });
    expect(moved.status).toBe(200);
    const [row] = await db().select().from(sprintSessions).where(eq(sprintSessions.id, booked.body.id));
    expect([row!.coachUserId, row!.startsAt.toISOString(), row!.clientTimeZone]).toEqual([
      coachB.id,
      moveTo.toISOString(),
      'Asia/Tokyo',
    ]);
    const movedMail = outbox(t).findLast((m) => m.to === me.email)!;
    expect(movedMail.subject).toContain('has moved');
    expect(String(movedMail.attachments![0]!.content)).toMatch(/SEQUENCE:[1-9]/);
    expect(outbox(t).some((m) => m.to === coachA.email && m.subject.startsWith('Cancelled: session'))).toBe(true);

    // a session 10 hours away (booked earlier): too late to move or cancel
    const soon = newId();
    const startsAt = new Date(Date.now() + 10 * HOUR);
    await db()
      .insert(sprintSessions)
      .values({
        id: soon,
        orderId: me.orderId,
        clientUserId: me.id,
        coachUserId: coachA.id,
        number: 2,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 45 * 60_000),
      });
    const late = await me.c.json<Err>(`/api/sprint/sessions/${soon}/reschedule`, {
      method: 'POST',
      json: { coachUserId: coachA.id, startsAt: hourFromNow(300).toISOString(), timeZone: 'UTC' },
    });
    expect([late.status, late.body.error.code]).toEqual([409, 'too_late']);
    expect(late.body.error.message).toContain('up to 24 hours before');
    const lateCancel = await me.c.json<Err>(`/api/sprint/sessions/${soon}/cancel`, { method: 'POST' });
    expect([lateCancel.status, lateCancel.body.error.code]).toEqual([409, 'too_late']);
    expect((await state(me.c)).sessions.find((x) => x.id === soon)!.changeable).toBe(false);

    const cancel = await me.c.json(`/api/sprint/sessions/${booked.body.id}/cancel`, { method: 'POST' });
    expect(cancel.status).toBe(200);
    expect(String(outbox(t).findLast((m) => m.to === me.email)!.attachments![0]!.content)).toContain('METHOD:CANCEL');
    // the slot is free again, and someone else's session is not theirs to cancel
    expect(
      (await state(me.c)).slots.some((x) => x.startsAt === moveTo.toISOString() && x.coachUserId === coachB.id),
    ).toBe(true);
    const stranger = await buyer('Stranger');
    expect((await stranger.c.json(`/api/sprint/sessions/${soon}/cancel`, { method: 'POST' })).status).toBe(404);
  });
});

describe('the coach’s workspace', () => {
  it("a move's e-mails are written in the move's transaction (decision 065)", async () => {
    const me = await buyer();
    const booked = await book(me.c, coachA.id, hourFromNow(300));
    const spy = await withOutboxSpy(t, async () => {
      const moved = await me.c.json(`/api/sprint/sessions/${booked.body.id}/reschedule`, {
        method: 'POST',
        json: { coachUserId: coachB.id, startsAt: hourFromNow(330).toISOString(), timeZone: 'Europe/Stockholm' },
      });
      expect(moved.status).toBe(200);
    });
    expect(spy.inTheChangesTransaction).toBe(true);
    // the person's "moved", the new coach's and the first coach's "cancelled"
    expect(spy.sent.map((m) => m.to).sort()).toEqual([coachA.email, coachB.email, me.email].sort());
  });

  it('shows a coach their own sessions, keeps private notes, marks done; another coach gets 403', async () => {
    const me = await buyer('Nora Client');
    const { body } = await book(me.c, coachA.id, hourFromNow(400));
    const ws = await coachA.c.json<{ sessions: Array<{ id: string; client: { name: string; userId: string } }> }>(
      '/api/coach/workspace',
    );
    expect(ws.status).toBe(200);
    expect(ws.body.sessions.find((s) => s.id === body.id)?.client).toEqual({ name: 'Nora Client', userId: me.id });
    const notes = await coachA.c.json(`/api/coach/sessions/${body.id}`, { method: 'PATCH', json: { notes: 'Kelp!' } });
    expect(notes.status).toBe(200);
    expect(
      (await coachA.c.json<{ session: { notes: string } }>(`/api/coach/sessions/${body.id}`)).body.session.notes,
    ).toBe('Kelp!');

    // coach B: not their session
    expect((await coachB.c.json<Err>(`/api/coach/sessions/${body.id}`)).status).toBe(403);
    expect(
      (await coachB.c.json(`/api/coach/sessions/${body.id}`, { method: 'PATCH', json: { notes: 'x' } })).status,
    ).toBe(403);
    expect((await coachB.c.json(`/api/coach/sessions/${body.id}/done`, { method: 'POST' })).status).toBe(403);
    expect(
      (await coachB.c.json<{ sessions: Array<{ id: string }> }>('/api/coach/workspace')).body.sessions.some(
        (s) => s.id === body.id,
      ),
    ).toBe(false);
    // a client, a visitor: not coaches; the notes never reach the client
    expect((await me.c.json('/api/coach/workspace')).status).toBe(403);
    expect((await t.client().json('/api/coach/workspace')).status).toBe(401);
    expect(JSON.stringify(await state(me.c))).not.toContain('Kelp!');

    // Not before it has started: a clear 409, and the session stays booked.
    const early = await coachA.c.json<Err>(`/api/coach/sessions/${body.id}/done`, { method: 'POST' });
    expect([early.status, early.body.error.code]).toEqual([409, 'session_not_started']);
    expect(early.body.error.message).toBe('A session can be marked as done once it has started.');
    const [still] = await db().select().from(sprintSessions).where(eq(sprintSessions.id, body.id));
    expect(still!.status).toBe('booked');

    // Once it has started (the clock moved: its start set ten minutes ago), it can be marked done.
    await db()
      .update(sprintSessions)
      .set({ startsAt: new Date(Date.now() - 10 * 60_000), endsAt: new Date(Date.now() + 35 * 60_000) })
      .where(eq(sprintSessions.id, body.id));
    expect((await coachA.c.json(`/api/coach/sessions/${body.id}/done`, { method: 'POST' })).status).toBe(200);
    const [row] = await db().select().from(sprintSessions).where(eq(sprintSessions.id, body.id));
    expect(row!.status).toBe('done');
    expect((await coachA.c.json(`/api/coach/sessions/no-such`)).status).toBe(404);
  });

  it('saves hours and exceptions; refuses an end before its start, half an exception, a bad zone or link', async () => {
    const put = (json: unknown) => coachB.c.json<Err>('/api/coach/availability', { method: 'PUT', json });
    expect((await put({ weekly: [{ weekday: 1, startMinute: 600, endMinute: 540 }], exceptions: [] })).status).toBe(
      400,
    );
    expect(
      (
        await put({
          weekly: [],
          exceptions: [{ date: '2026-02-30', startMinute: null, endMinute: null, available: false }],
        })
      ).body.error.code,
    ).toBe('invalid_date');
    expect(
      (
        await put({
          weekly: [],
          exceptions: [{ date: '2026-03-02', startMinute: 60, endMinute: null, available: false }],
        })
      ).status,
    ).toBe(400);
    const profile = (json: object) =>
      coachB.c.json<Err>('/api/coach/profile', {
        method: 'PUT',
        json: { displayName: 'Bo Coach', timeZone: 'America/New_York', videoLink: null, bio: null, ...json },
      });
    expect((await profile({ timeZone: 'Nowhere/Land' })).status).toBe(400);
    expect((await profile({ videoLink: 'javascript:alert(1)' })).status).toBe(400);
    expect((await profile({ bio: 'Foresight coach.' })).status).toBe(200);
  });
});

describe('reminders', () => {
  it('sends the 24-hour and the 1-hour reminder once each as the clock moves, even when two runs overlap', async () => {
    const me = await buyer('Rita Reminder');
    const startsAt = hourFromNow(600);
    const { body } = await book(me.c, coachA.id, startsAt);
    const at = (hoursBefore: number) => new Date(startsAt.getTime() - hoursBefore * HOUR);
    const mine = () => outbox(t).filter((m) => m.to === me.email && /tomorrow|in an hour/.test(m.subject));

    await sendSprintReminders(t.deps, at(30));
    expect(mine()).toHaveLength(0);
    await Promise.all([sendSprintReminders(t.deps, at(23)), sendSprintReminders(t.deps, at(23))]);
    await sendSprintReminders(t.deps, at(2));
    expect(mine().map((m) => m.subject)).toEqual(['Session 1 of 3 is tomorrow — FutureSelf Strategy Sprint']);
    await Promise.all([sendSprintReminders(t.deps, at(0.5)), sendSprintReminders(t.deps, at(0.4))]);
    await sendSprintReminders(t.deps, at(0.1));
    expect(mine().map((m) => m.subject)).toEqual([
      'Session 1 of 3 is tomorrow — FutureSelf Strategy Sprint',
      'Session 1 of 3 starts in an hour — FutureSelf Strategy Sprint',
    ]);
    const [row] = await db().select().from(sprintSessions).where(eq(sprintSessions.id, body.id));
    expect(row!.reminder24hSentAt).not.toBeNull();
    expect(row!.reminder1hSentAt).not.toBeNull();
    // a cancelled session gets no reminder
    await db()
      .update(sprintSessions)
      .set({ status: 'cancelled', reminder1hSentAt: null })
      .where(eq(sprintSessions.id, body.id));
    expect((await sendSprintReminders(t.deps, at(0.05))).sent1h).toBe(0);
  });
});
