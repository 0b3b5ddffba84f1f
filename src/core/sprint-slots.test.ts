import { describe, expect, it } from 'vitest';
import {
  coachSlots,
  dayIn,
  isFreeSlot,
  isValidTimeZone,
  windowsOn,
  zonedInstant,
  type CoachCalendar,
} from './sprint-slots';

const cal = (over: Partial<CoachCalendar> = {}): CoachCalendar => ({
  coachUserId: 'c1',
  timeZone: 'Europe/Stockholm',
  weekly: [{ weekday: 0, startMinute: 9 * 60, endMinute: 12 * 60 }], // Mondays 09:00-12:00
  exceptions: [],
  booked: [],
  ...over,
});
const iso = (d: Date) => d.toISOString();

describe('sprint slots', () => {
  // Monday 2026-03-23 and Monday 2026-03-30: Europe switches to summer time on Sunday 2026-03-29.
  const now = new Date('2026-03-20T08:00:00Z');

  it('gives 45-minute slots on the hour of the weekly hours, in the coach’s zone, across the spring change', () => {
    const slots = coachSlots(cal(), now, new Date('2026-04-01T00:00:00Z'), now);
    expect(slots.map((s) => iso(s.startsAt))).toEqual([
      '2026-03-23T08:00:00.000Z', // 09:00 CET (UTC+1)
      '2026-03-23T09:00:00.000Z',
      '2026-03-23T10:00:00.000Z',
      '2026-03-30T07:00:00.000Z', // 09:00 CEST (UTC+2): the same wall time, one hour earlier in UTC
      '2026-03-30T08:00:00.000Z',
      '2026-03-30T09:00:00.000Z',
    ]);
    expect(slots[0]!.endsAt.getTime() - slots[0]!.startsAt.getTime()).toBe(45 * 60_000);
  });

  it('skips a wall time that does not exist and takes a repeated one once (the night of the change)', () => {
    // 02:00-03:00 on 2026-03-29 does not exist in Stockholm; 02:00-03:00 on 2026-10-25 happens twice.
    expect(zonedInstant('2026-03-29', 2 * 60 + 30, 'Europe/Stockholm')).toBeNull();
    expect(iso(zonedInstant('2026-10-25', 2 * 60 + 30, 'Europe/Stockholm')!)).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(zonedInstant('2026-03-29', 3 * 60, 'Europe/Stockholm')!)).toBe('2026-03-29T01:00:00.000Z');
    const sunday = cal({ weekly: [{ weekday: 6, startMinute: 60, endMinute: 4 * 60 }] });
    const spring = coachSlots(sunday, now, new Date('2026-03-30T00:00:00Z'), now);
    expect(spring.map((s) => iso(s.startsAt))).toEqual([
      '2026-03-22T00:00:00.000Z',
      '2026-03-22T01:00:00.000Z',
      '2026-03-22T02:00:00.000Z',
      '2026-03-29T00:00:00.000Z', // 01:00 CET; 02:00 does not exist; 03:00 CEST
      '2026-03-29T01:00:00.000Z',
    ]);
  });

  it('leaves out the past, the next 24 hours, booked sessions and anything 30 days ahead', () => {
    const monday9 = new Date('2026-03-23T08:00:00Z');
    const close = coachSlots(cal(), now, new Date('2026-03-24T00:00:00Z'), new Date('2026-03-22T09:30:00Z'));
    expect(close.map((s) => iso(s.startsAt))).toEqual(['2026-03-23T10:00:00.000Z']); // 09:00 and 10:00 CET are < 24 h
    const booked = cal({ booked: [{ startsAt: monday9, endsAt: new Date(monday9.getTime() + 45 * 60_000) }] });
    expect(isFreeSlot(booked, monday9, now)).toBe(false);
    expect(isFreeSlot(booked, new Date('2026-03-23T09:00:00Z'), now)).toBe(true);
    expect(isFreeSlot(cal(), new Date('2026-03-23T08:30:00Z'), now)).toBe(false); // not on a slot start
    expect(isFreeSlot(cal(), new Date('2026-03-23T12:00:00Z'), now)).toBe(false); // 13:00, outside the hours
    expect(
      coachSlots(cal(), now, new Date('2026-06-01T00:00:00Z'), now).at(-1)!.startsAt < new Date('2026-04-19'),
    ).toBe(true);
  });

  it('applies exceptions: a day off, hours off, extra hours', () => {
    const c = cal({
      exceptions: [
        { date: '2026-03-23', startMinute: 10 * 60, endMinute: 11 * 60, available: false },
        { date: '2026-03-24', startMinute: 14 * 60, endMinute: 15 * 60, available: true },
        { date: '2026-03-30', startMinute: null, endMinute: null, available: false },
      ],
    });
    expect(windowsOn('2026-03-23', c)).toEqual([
      [540, 600],
      [660, 720],
    ]);
    expect(windowsOn('2026-03-24', c)).toEqual([[840, 900]]);
    expect(windowsOn('2026-03-30', c)).toEqual([]);
  });

  it('knows zones and days', () => {
    expect(isValidTimeZone('America/New_York')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(dayIn(new Date('2026-03-23T23:30:00Z'), 'Europe/Stockholm')).toBe('2026-03-24');
    expect(dayIn(new Date('2026-03-23T23:30:00Z'), 'America/New_York')).toBe('2026-03-23');
  });
});
