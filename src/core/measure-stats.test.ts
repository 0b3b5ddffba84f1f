import { describe, expect, it } from 'vitest';
import { difference, distribution, mean, meanChange, safeCount, tCdf, tQuantile, variance } from './measure-stats';
import { cleanAnswers, pairChanges, type MeasureRow } from './measure';

describe('the t distribution', () => {
  it('gives the quantiles of the printed tables', () => {
    // two-sided 95 %: df 1 12.706, 2 4.303, 9 2.262, 29 2.045, 199 1.972
    expect(tQuantile(0.975, 1)).toBeCloseTo(12.7062, 3);
    expect(tQuantile(0.975, 2)).toBeCloseTo(4.3027, 4);
    expect(tQuantile(0.975, 9)).toBeCloseTo(2.2622, 4);
    expect(tQuantile(0.975, 29)).toBeCloseTo(2.0452, 4);
    expect(tQuantile(0.975, 199)).toBeCloseTo(1.972, 4);
    expect(tCdf(0, 5)).toBeCloseTo(0.5, 10);
    expect(tCdf(-2.2622, 9)).toBeCloseTo(0.025, 4);
  });
});

describe('mean change', () => {
  it('matches a hand computation', () => {
    // changes 1..5 twice: mean 3; squared deviations 4+1+0+1+4 twice = 20; variance 20/9; sd 1.490712;
    // se = 1.490712/√10 = 0.471405; t(0.975, 9) = 2.262157; half-width 1.066393; CI 1.933607 … 4.066393
    const r = meanChange([1, 2, 3, 4, 5, 1, 2, 3, 4, 5]);
    expect(r.shown).toBe(true);
    if (!r.shown) return;
    expect(r.n).toBe(10);
    expect(r.mean).toBe(3);
    expect(r.sd).toBeCloseTo(1.490712, 6);
    expect(r.low).toBeCloseTo(1.933607, 5);
    expect(r.high).toBeCloseTo(4.066393, 5);
  });

  it('shows nothing under the minimum group size (default 10), and counts only from it', () => {
    expect(meanChange([1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual({ shown: false, reason: 'too_few' });
    expect(meanChange([1, 2, 3], 3).shown).toBe(true);
    expect(meanChange([1], 1).shown).toBe(false); // one person never has an interval
    expect(safeCount(9)).toBeNull();
    expect(safeCount(10)).toBe(10);
  });

  it('has no width when everyone changed the same', () => {
    const r = meanChange(Array(10).fill(2));
    expect(r.shown && [r.mean, r.low, r.high]).toEqual([2, 2, 2]);
  });

  it('mean and variance', () => {
    expect(mean([2, 4, 9])).toBe(5);
    expect(variance([2, 4, 9])).toBeCloseTo(13, 10); // (9 + 1 + 16) / 2
  });
});

describe("Welch's difference", () => {
  it('matches a hand computation', () => {
    // a: 10 × {2,3} alternating: mean 2.5, var 10·0.25/9 = 0.277778; b: 10 × {0,1}: mean 0.5, same var
    // se = √(0.0277778·2) = 0.235702; df = (0.0555556)² / (2·0.0277778²/9) = 18; t(0.975, 18) = 2.100922
    // difference 2, half-width 0.495194
    const a = [2, 3, 2, 3, 2, 3, 2, 3, 2, 3];
    const b = [0, 1, 0, 1, 0, 1, 0, 1, 0, 1];
    const r = difference(a, b);
    expect(r.shown).toBe(true);
    if (!r.shown) return;
    expect(r.difference).toBe(2);
    expect(r.df).toBeCloseTo(18, 8);
    expect(r.low).toBeCloseTo(1.504806, 5);
    expect(r.high).toBeCloseTo(2.495194, 5);
  });

  it('shows nothing when either group is small', () => {
    expect(difference(Array(10).fill(1), Array(9).fill(1)).shown).toBe(false);
  });
});

describe('distribution', () => {
  it('lists every step from −6 to +6', () => {
    const d = distribution([0, 1, 1, -2, 6]);
    expect(d).toHaveLength(13);
    expect(d.find((x) => x.change === 1)?.people).toBe(2);
    expect(d.find((x) => x.change === -2)?.people).toBe(1);
    expect(d.reduce((s, x) => s + x.people, 0)).toBe(5);
  });
});

describe('pairing answers', () => {
  const row = (p: string, wave: MeasureRow['wave'], fsc?: number, talked = false): MeasureRow => ({
    pseudonym: p,
    wave,
    answers: fsc === undefined ? { career: 3 } : { fsc },
    cohortId: 'c1',
    talked,
    arm: null,
  });

  it('pairs before with the latest follow-up, keeps after-without-before apart, skips partial answers', () => {
    const r = pairChanges([
      row('a', 'before', 3),
      row('a', 'after', 5, true),
      row('b', 'before', 4),
      row('b', 'after', 4),
      row('b', 'day30', 6),
      row('c', 'after', 7), // after without before
      row('d', 'before', 2),
      row('d', 'after'), // the circles skipped
      row('e', 'before', 2), // before only
    ]);
    expect(r.changes.map((c) => [c.pseudonym, c.change, c.talked])).toEqual([
      ['a', 2, true],
      ['b', 2, false],
    ]);
    expect(r).toMatchObject({ withBefore: 4, withAfter: 4, afterOnly: 1 });
  });

  it('keeps only valid answers', () => {
    expect(cleanAnswers({ fsc: 8, vividness: 3, career: 2.5, other: 1 })).toEqual({ vividness: 3 });
    expect(cleanAnswers({ fsc: 0 })).toBeNull();
  });
});
