import { describe, expect, it } from 'vitest';
import { seeded } from '../../tests/helpers/seeded-random';
import { visualQuestions } from '@content/quiz';
import { CARDS_PER_QUESTION, drawCards } from './quiz-shuffle';

const pool = visualQuestions[0]!.cards;
const ids = (cards: { id: string }[]) => cards.map((c) => c.id);

describe('drawCards', () => {
  it('draws 4 distinct cards of the pool', () => {
    const d = drawCards(pool, [], [], seeded(1));
    expect(d.cards).toHaveLength(CARDS_PER_QUESTION);
    expect(new Set(ids(d.cards)).size).toBe(4);
    for (const c of d.cards) expect(pool).toContain(c);
    expect(d.seen).toEqual(ids(d.cards));
    expect(d.reset).toBe(false);
  });

  it('shows all 12 cards in the first three draws, never repeating one', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const random = seeded(seed);
      const a = drawCards(pool, [], [], random);
      const b = drawCards(pool, a.seen, ids(a.cards), random);
      const c = drawCards(pool, b.seen, ids(b.cards), random);
      const all = [...ids(a.cards), ...ids(b.cards), ...ids(c.cards)];
      expect(new Set(all).size).toBe(12);
      expect(c.seen).toHaveLength(12);
    }
  });

  it('starts over when fewer than 4 unseen remain, avoiding the 4 on screen', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const random = seeded(seed);
      let d = drawCards(pool, [], [], random);
      d = drawCards(pool, d.seen, ids(d.cards), random);
      d = drawCards(pool, d.seen, ids(d.cards), random);
      const onScreen = ids(d.cards);
      const next = drawCards(pool, d.seen, onScreen, random);
      expect(next.reset).toBe(true);
      expect(next.cards).toHaveLength(4);
      for (const id of ids(next.cards)) expect(onScreen).not.toContain(id);
      expect(next.seen).toEqual(ids(next.cards));
    }
  });

  it('puts the leftover unseen cards first when the pool is not a multiple of 4', () => {
    const ten = pool.slice(0, 10);
    const random = seeded(7);
    let d = drawCards(ten, [], [], random);
    d = drawCards(ten, d.seen, ids(d.cards), random);
    const leftover = ids(ten).filter((id) => !d.seen.includes(id));
    expect(leftover).toHaveLength(2);
    const next = drawCards(ten, d.seen, ids(d.cards), random);
    expect(next.reset).toBe(true);
    for (const id of leftover) expect(ids(next.cards)).toContain(id);
    for (const id of ids(d.cards)) expect(ids(next.cards)).not.toContain(id);
  });

  it('reuses current cards only when the pool is too small to avoid them', () => {
    const six = pool.slice(0, 6);
    const first = drawCards(six, [], [], seeded(3));
    const second = drawCards(six, first.seen, ids(first.cards), seeded(4));
    expect(second.reset).toBe(true);
    expect(second.cards).toHaveLength(4);
    expect(new Set(ids(second.cards)).size).toBe(4);
    // The 2 unseen cards must be there; 2 more had to come back from the screen.
    for (const id of ids(six).filter((x) => !first.seen.includes(x))) expect(ids(second.cards)).toContain(id);
  });

  it('ignores seen ids that are not in the pool and survives a random() that returns 1', () => {
    const d = drawCards(pool, ['nope', 'other'], [], () => 0.9999999999);
    expect(d.cards).toHaveLength(4);
    expect(d.seen).not.toContain('nope');
    expect(drawCards(pool, [], [], () => 1).cards).toHaveLength(4);
  });

  it('spreads the first draw evenly over the pool', () => {
    const counts = new Map<string, number>();
    const random = seeded(99);
    for (let i = 0; i < 12_000; i++)
      for (const c of drawCards(pool, [], [], random).cards) counts.set(c.id, (counts.get(c.id) ?? 0) + 1);
    for (const c of pool) expect(counts.get(c.id)!).toBeGreaterThan(3600);
    for (const c of pool) expect(counts.get(c.id)!).toBeLessThan(4400);
  });
});
