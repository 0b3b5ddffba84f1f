import { describe, expect, it } from 'vitest';
import {
  cohortConversion,
  conversionRate,
  csvCell,
  daysBetween,
  isoWeekKey,
  isoWeekStart,
  percent,
  rankLeaderboard,
  toCsv,
} from './dashboard';

describe('rates (docs/product/dashboard.md)', () => {
  it('conversion rate = conversions / spins, cohort conversion = covers / spins, rounded percents', () => {
    expect(conversionRate(1, 8)).toBe(13); // 12.5 rounds up
    expect(conversionRate(1, 3)).toBe(33);
    expect(conversionRate(2, 3)).toBe(67);
    expect(conversionRate(3, 1)).toBe(100); // a rate, never above 100 % (more purchases than spins in a period)
    expect(cohortConversion(2, 8)).toBe(25);
    expect(cohortConversion(9, 8)).toBe(113); // more covers than spins (several covers per spin) is shown as is
  });
  it('is 0 with nothing to divide by, never NaN or Infinity', () => {
    expect(percent(5, 0)).toBe(0);
    expect(percent(0, 0)).toBe(0);
    expect(percent(Number.NaN, 4)).toBe(0);
  });
});

describe('ISO weeks (UTC)', () => {
  it('start on Monday 00:00 UTC', () => {
    expect(isoWeekStart(new Date('2026-11-23T12:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z'); // Monday
    expect(isoWeekStart(new Date('2026-11-29T23:59:59Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z'); // Sunday
    expect(isoWeekStart(new Date('2026-11-30T00:00:00Z')).toISOString()).toBe('2026-11-30T00:00:00.000Z');
  });
  it('are numbered by the year of their Thursday', () => {
    expect(isoWeekKey(new Date('2026-11-23T00:00:00Z'))).toBe('2026-W48');
    expect(isoWeekKey(new Date('2021-01-03T00:00:00Z'))).toBe('2020-W53');
    expect(isoWeekKey(new Date('2024-12-30T00:00:00Z'))).toBe('2025-W01');
    expect(isoWeekKey(new Date('2026-01-01T00:00:00Z'))).toBe('2026-W01');
  });
});

describe('leaderboard order', () => {
  it('most spins, then most conversions, then the code; top 10; ranked with their rate', () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({
      ambassadorCode: `A${String(i).padStart(2, '0')}`,
      name: `N${i}`,
      spins: i % 4,
      conversions: i % 3,
    }));
    const top = rankLeaderboard(rows);
    expect(top).toHaveLength(10);
    expect(top.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (let i = 1; i < top.length; i++) {
      const a = top[i - 1]!;
      const b = top[i]!;
      expect(a.spins > b.spins || (a.spins === b.spins && a.conversions >= b.conversions)).toBe(true);
    }
    expect(rankLeaderboard(rows, 5)).toHaveLength(5);
    expect(rankLeaderboard([{ ambassadorCode: 'X', name: 'X', spins: 4, conversions: 1 }])[0]!.conversionRate).toBe(25);
  });
});

describe('CSV', () => {
  it('quotes, and neutralises formulas', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(-3)).toBe('-3');
    expect(toCsv(['a'], [[1], [null]])).toBe('a\r\n1\r\n\r\n');
  });
  it('days between two dates, inclusive, capped', () => {
    expect(daysBetween('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(daysBetween('2026-01-01', '2030-01-01', 10)).toHaveLength(10);
  });
});
