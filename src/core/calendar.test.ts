import { describe, expect, it } from 'vitest';
import { calendarFile, calendarName } from './calendar.js';

describe('calendar file', () => {
  const base = {
    uid: 'x@example.com',
    timestamp: Date.UTC(2026, 10, 27, 9),
    start: Date.UTC(2026, 11, 4, 9),
    end: Date.UTC(2026, 11, 4, 9, 45),
  };

  it('writes CRLF lines, UTC times, the method asked for, and escapes text', () => {
    const ics = calendarFile({ ...base, method: 'REQUEST', title: 'One; two, three', productId: '-//X//Y//EN' });
    expect(ics.split('\r\n')[0]).toBe('BEGIN:VCALENDAR');
    expect(ics).toContain('METHOD:REQUEST\r\n');
    expect(ics).toContain('DTSTART:20261204T090000Z\r\n');
    expect(ics).toContain('DTSTAMP:20261127T090000Z\r\n');
    expect(ics).toContain('SUMMARY:One\\; two\\, three\r\n');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('folds every line at 75 characters', () => {
    const ics = calendarFile({ ...base, description: 'word '.repeat(60) });
    for (const line of ics.split('\r\n')) expect([...line].length).toBeLessThanOrEqual(75);
    expect(ics).toMatch(/\r\n\s/);
  });

  it('keeps a quote or a line break out of a quoted name', () => {
    const ics = calendarFile({
      ...base,
      organizer: { name: calendarName('Ada "the" \nCoach'), email: 'coach@example.com' },
    });
    expect(ics).toContain('ORGANIZER;CN="Ada the Coach":MAILTO:coach@example.com');
  });

  it('throws on what it cannot write rather than send a broken file', () => {
    expect(() => calendarFile({ ...base, organizer: { name: 'A', email: 'not an address' } })).toThrow();
  });
});
