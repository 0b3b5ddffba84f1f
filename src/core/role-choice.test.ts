import { describe, expect, it } from 'vitest';
import { seeded } from '../../tests/helpers/seeded-random';
import { visualQuestions } from '@content/quiz';
import { roles } from '@content/roles';
import type { Answers } from './answers';
import { chooseRole, chooseRoleIndex, fmix64, fnv1a64, roleHash, roleHashInput, uniformIndex } from './role-choice';

const WORDS = [
  'fly',
  'talk to plants',
  'read minds',
  'never tire',
  'teleport',
  'speak every language',
  'see the future',
  'because',
  'I want to help',
  'ü',
  '🚀',
  'time',
];

function randomAnswers(random: () => number): Answers {
  const a: Answers = {};
  for (const q of visualQuestions) a[q.id] = q.cards[Math.floor(random() * q.cards.length)]!.id;
  const n = 1 + Math.floor(random() * 6);
  const words: string[] = [];
  for (let i = 0; i < n; i++) words.push(WORDS[Math.floor(random() * WORDS.length)]!);
  a.superpower = `${words.join(' ')} ${Math.floor(random() * 1000)}`;
  return a;
}

const sample: Answers = {
  postcard: 'pc_ocean_explorer',
  bhag: 'carbon',
  purpose: 'explore',
  workplace: 'underwater',
  superpower: 'Talking to whales, because they know things.',
};

/** Wilson-Hilferty approximation of the chi-square quantile (accurate to ~0.05 at these degrees of freedom). */
function chiSquareQuantile(df: number, z: number) {
  return df * Math.pow(1 - 2 / (9 * df) + z * Math.sqrt(2 / (9 * df)), 3);
}
const Z_0999 = 3.090232;

function chiSquare(counts: number[], total: number) {
  const expected = total / counts.length;
  return counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
}

describe('FNV-1a 64 and the finaliser', () => {
  const enc = new TextEncoder();
  it('matches the published FNV-1a 64 test vectors', () => {
    expect(fnv1a64(enc.encode(''))).toBe(0xcbf29ce484222325n);
    expect(fnv1a64(enc.encode('a'))).toBe(0xaf63dc4c8601ec8cn);
    expect(fnv1a64(enc.encode('foobar'))).toBe(0x85944171f73967e8n);
  });

  it('matches a straightforward BigInt implementation on random inputs', () => {
    const ref = (bytes: Uint8Array) => {
      let h = 0xcbf29ce484222325n;
      for (const b of bytes) h = ((h ^ BigInt(b)) * 0x100000001b3n) & 0xffffffffffffffffn;
      return h;
    };
    const random = seeded(5);
    for (let i = 0; i < 300; i++) {
      const bytes = Uint8Array.from({ length: Math.floor(random() * 200) }, () => Math.floor(random() * 256));
      expect(fnv1a64(bytes)).toBe(ref(bytes));
    }
  });

  it('fmix64 maps 0 to 0 and spreads a one-bit change over about half the bits', () => {
    expect(fmix64(0n)).toBe(0n);
    let flipped = 0;
    for (let i = 1n; i <= 64n; i++) flipped += (fmix64(i) ^ fmix64(i + 1n)).toString(2).replace(/0/g, '').length;
    expect(flipped / 64).toBeGreaterThan(24);
    expect(flipped / 64).toBeLessThan(40);
  });

  it('uniformIndex stays in range, even for hashes in the rejected top sliver', () => {
    const max = (1n << 64n) - 1n;
    for (const h of [0n, 1n, max, max - 5n, 123456789n]) {
      const i = uniformIndex(h, roles.length);
      expect(i).toBeGreaterThanOrEqual(0);
      expect(i).toBeLessThan(roles.length);
    }
    expect(() => uniformIndex(1n, 0)).toThrow();
  });
});

describe('chooseRole', () => {
  it('gives the same role for the same answers and spin number', () => {
    const a = chooseRole(sample, 0);
    expect(chooseRole({ ...sample }, 0)).toEqual(a);
    expect(a.role).toBe(roles[a.index]);
  });

  it('reads the answers in a fixed order, and trims the superpower', () => {
    const reordered: Answers = {
      superpower: `  ${sample.superpower}\n`,
      workplace: 'underwater',
      purpose: 'explore',
      bhag: 'carbon',
      postcard: 'pc_ocean_explorer',
    };
    expect(roleHashInput(reordered, 3)).toBe(roleHashInput(sample, 3));
    expect(roleHash(reordered, 3)).toBe(roleHash(sample, 3));
  });

  it('is pinned: this input always gives this hash (browser, server and future edits must agree)', () => {
    expect(roleHashInput(sample, 0)).toBe(
      'futureself-role-v1\u001fpostcard=pc_ocean_explorer\u001fbhag=carbon\u001fpurpose=explore\u001fworkplace=underwater\u001fsuperpower=Talking to whales, because they know things.\u001fspin=0',
    );
    expect(roleHash(sample, 0).toString(16)).toBe('a37459f997cbd871');
    expect(chooseRoleIndex(sample, 0)).toBe(Number(0xa37459f997cbd871n % BigInt(roles.length)));
  });

  it('usually gives a different role for the next spin number', () => {
    const random = seeded(11);
    let same = 0;
    for (let i = 0; i < 1000; i++) {
      const a = randomAnswers(random);
      if (chooseRoleIndex(a, 0) === chooseRoleIndex(a, 1)) same++;
    }
    // Independent choices collide with probability 1/162: about 6 in 1000.
    expect(same).toBeLessThan(20);
  });

  it('changes with any single answer', () => {
    let changed = 0;
    for (const q of visualQuestions) {
      for (const card of q.cards)
        if (chooseRoleIndex({ ...sample, [q.id]: card.id }, 0) !== chooseRoleIndex(sample, 0)) changed++;
    }
    expect(changed).toBeGreaterThan(40); // 44 other cards; a few may land on the same role by chance
  });

  it('covers every role evenly over 32,000 random answer sets (chi-square below the 0.999 quantile)', () => {
    const random = seeded(2026);
    const n = roles.length;
    const counts = new Array<number>(n).fill(0);
    const total = 32_000;
    for (let i = 0; i < total; i++) counts[chooseRoleIndex(randomAnswers(random), Math.floor(random() * 3))]! += 1;
    expect(Math.min(...counts)).toBeGreaterThan(0);
    const bound = chiSquareQuantile(n - 1, Z_0999); // 161 degrees of freedom: about 222.2
    expect(bound).toBeGreaterThan(215);
    expect(bound).toBeLessThan(230);
    expect(chiSquare(counts, total)).toBeLessThan(bound);
  });

  it('covers every role evenly over spin numbers alone (Spin Again)', () => {
    const n = roles.length;
    const counts = new Array<number>(n).fill(0);
    const total = 32_000;
    for (let s = 0; s < total; s++) counts[chooseRoleIndex(sample, s)]! += 1;
    expect(Math.min(...counts)).toBeGreaterThan(0);
    expect(chiSquare(counts, total)).toBeLessThan(chiSquareQuantile(n - 1, Z_0999));
  });
});
