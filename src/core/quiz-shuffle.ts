/**
 * The quiz's "View Other Options" shuffle: draw 4 cards of a question's 12-card pool, avoiding cards already shown.
 * When fewer than 4 unseen cards remain, all cards are reused: the seen set starts again, the few unseen ones still
 * come first, and the exact 4 on screen now are avoided when the pool allows it. Pure; randomness is injected.
 */
export const CARDS_PER_QUESTION = 4;

/** A function returning a number in [0, 1), like Math.random. */
export type RandomFn = () => number;

export interface ShuffleDraw<T> {
  /** The cards to show, in display order. */
  cards: T[];
  /** Ids shown since the last reset, including `cards`: pass it back as `seen` for the next draw. */
  seen: string[];
  /** True when this draw started the pool over. */
  reset: boolean;
}

function randomIndex(random: RandomFn, n: number): number {
  const i = Math.floor(random() * n);
  return i >= n ? n - 1 : i < 0 ? 0 : i;
}

/** Take `count` items at random (partial Fisher-Yates on a copy). */
function pick<T>(items: readonly T[], count: number, random: RandomFn): T[] {
  const a = items.slice();
  const n = Math.min(count, a.length);
  for (let i = 0; i < n; i++) {
    const j = i + randomIndex(random, a.length - i);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a.slice(0, n);
}

/**
 * Draw the next cards.
 * @param pool    the question's cards (12 in the product)
 * @param seen    ids already shown since the last reset (include the current ones)
 * @param current ids on screen now (avoided after a reset when possible)
 */
export function drawCards<T extends { id: string }>(
  pool: readonly T[],
  seen: Iterable<string> = [],
  current: Iterable<string> = [],
  random: RandomFn = Math.random,
  count: number = CARDS_PER_QUESTION,
): ShuffleDraw<T> {
  const seenSet = new Set(seen);
  const unseen = pool.filter((c) => !seenSet.has(c.id));
  if (unseen.length >= count) {
    const cards = pick(unseen, count, random);
    return {
      cards,
      seen: [...pool.filter((c) => seenSet.has(c.id)).map((c) => c.id), ...cards.map((c) => c.id)],
      reset: false,
    };
  }
  // Fewer than `count` unseen remain: reuse every card. The leftover unseen ones come first, then cards that are not
  // on screen now, and only when the pool is too small, cards from the current set.
  const currentSet = new Set(current);
  const rest = pool.filter((c) => seenSet.has(c.id));
  const notCurrent = rest.filter((c) => !currentSet.has(c.id));
  const onScreen = rest.filter((c) => currentSet.has(c.id));
  const chosen = [...unseen];
  chosen.push(...pick(notCurrent, count - chosen.length, random));
  if (chosen.length < count) chosen.push(...pick(onScreen, count - chosen.length, random));
  const cards = pick(chosen, chosen.length, random); // shuffle the display order
  return { cards, seen: cards.map((c) => c.id), reset: true };
}
