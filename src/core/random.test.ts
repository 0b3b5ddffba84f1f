import { describe, expect, it } from 'vitest';
import { hashString, pick, seededRandom, shuffled } from './random';

// Pinned values: every seeded cover, message and decoration depends on these exact numbers.
describe('hashString', () => {
  it('is FNV-1a 32', () => {
    expect(['', 'a', 'cover-1:style', 'Zoë'].map(hashString)).toEqual([2166136261, 3826002220, 2432797773, 2030543767]);
  });
});

describe('seededRandom', () => {
  it('gives the same sequence for the same seed, a string seed through hashString', () => {
    const take = (r: () => number) => [r(), r(), r()];
    expect(take(seededRandom('seed'))).toEqual([0.9498909888789058, 0.07608804851770401, 0.026259300531819463]);
    expect(take(seededRandom(42))).toEqual([0.6011037519201636, 0.44829055899754167, 0.8524657934904099]);
    expect(take(seededRandom('seed'))).toEqual(take(seededRandom(hashString('seed'))));
  });

  it('stays in [0, 1) and spreads over it', () => {
    const r = seededRandom(7);
    const values = Array.from({ length: 10_000 }, r);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const buckets = new Array<number>(10).fill(0);
    for (const v of values) buckets[Math.floor(v * 10)]!++;
    for (const b of buckets) expect(b).toBeGreaterThan(850);
  });
});

describe('pick and shuffled', () => {
  it('pick returns an item of the list, shuffled a permutation, both reproducible', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    expect(items).toContain(pick(seededRandom(1), items));
    const s = shuffled(seededRandom(3), items);
    expect([...s].sort()).toEqual(items);
    expect(shuffled(seededRandom(3), items)).toEqual(s);
    expect(items).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
