/**
 * The one string hash and the one seeded generator. Everything that must look random yet come out the same on
 * every run (cover copy, cover art, the future self's message, the fast preview's decoration, test data) uses these.
 * Changing either changes every cover ever drawn: pinned by src/core/random.test.ts.
 */

/** A function returning a number in [0, 1), like Math.random. */
export type Rng = () => number;

/** FNV-1a, 32 bits, over UTF-16 code units. Stable and cheap; not for security. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small, fast, good-enough generator. A string seed is hashed with `hashString` first. */
export function seededRandom(seed: number | string): Rng {
  let a = typeof seed === 'string' ? hashString(seed) : seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One item of a non-empty list. */
export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)]!;
}

/** A shuffled copy (Fisher-Yates). */
export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}
