import { roles, type FutureRole } from '@content/roles.js';
import { QUESTION_IDS, type Answers } from './answers.js';
import { cleanSuperpower } from './text-clean.js';

/**
 * The wheel's result, chosen deterministically from the answers and the spin number (see
 * docs/decisions/004-role-choice.md). Pure TypeScript with no platform APIs beyond TextEncoder, so the browser and
 * the server compute the same role for the same input.
 *
 * 1. Canonical text: a version tag, then `id=value` for the five questions in quiz order (card ids as they are, the
 *    superpower through `cleanSuperpower`), then `spin=N`, joined with U+001F (a character no answer can hold).
 * 2. FNV-1a 64 over its UTF-8 bytes (16-bit limbs: exact, and fast without BigInt in the loop).
 * 3. The murmur3 fmix64 finaliser, so every output bit depends on every input bit (FNV-1a's low bits are weak, and
 *    `mod n` reads the low bits).
 * 4. index = hash mod n, with rejection of the top sliver of the 64-bit range so no role is favoured, even by 1e-17.
 */
export const ROLE_HASH_VERSION = 'futureself-role-v1';
const SEP = '\u001f';

const MASK64 = (1n << 64n) - 1n;
const TWO64 = 1n << 64n;

/** The exact text that is hashed. Exported for tests and for debugging a surprising role. */
export function roleHashInput(answers: Answers, spinNumber: number): string {
  const parts: string[] = [ROLE_HASH_VERSION];
  for (const id of QUESTION_IDS) {
    const raw = answers[id] ?? '';
    parts.push(`${id}=${id === 'superpower' ? cleanSuperpower(raw) : raw}`);
  }
  parts.push(`spin=${Math.trunc(spinNumber)}`);
  return parts.join(SEP);
}

const encoder = new TextEncoder();

/** FNV-1a, 64-bit, on four 16-bit limbs (every intermediate stays far below 2^31). */
export function fnv1a64(bytes: Uint8Array): bigint {
  // offset basis 0xcbf29ce484222325
  let h0 = 0x2325;
  let h1 = 0x8422;
  let h2 = 0x9ce4;
  let h3 = 0xcbf2;
  for (let i = 0; i < bytes.length; i++) {
    h0 ^= bytes[i]!;
    // h *= 0x100000001b3 (= 2^40 + 0x1b3), mod 2^64
    const t0 = h0 * 0x1b3;
    const t1 = h1 * 0x1b3 + (t0 >>> 16);
    const t2 = h2 * 0x1b3 + h0 * 0x100 + (t1 >>> 16);
    const t3 = h3 * 0x1b3 + h1 * 0x100 + (t2 >>> 16);
    h0 = t0 & 0xffff;
    h1 = t1 & 0xffff;
    h2 = t2 & 0xffff;
    h3 = t3 & 0xffff;
  }
  return (BigInt(h3) << 48n) | (BigInt(h2) << 32n) | (BigInt(h1) << 16n) | BigInt(h0);
}

/** murmur3's 64-bit finaliser: a bijection with full avalanche. */
export function fmix64(k: bigint): bigint {
  k ^= k >> 33n;
  k = (k * 0xff51afd7ed558ccdn) & MASK64;
  k ^= k >> 33n;
  k = (k * 0xc4ceb9fe1a85ec53n) & MASK64;
  k ^= k >> 33n;
  return k;
}

/** The 64-bit role hash of a set of answers and a spin number. */
export function roleHash(answers: Answers, spinNumber: number): bigint {
  return fmix64(fnv1a64(encoder.encode(roleHashInput(answers, spinNumber))));
}

/** A uniform index in [0, n) from a 64-bit hash: reject the last partial block, re-mixing until inside. */
export function uniformIndex(hash: bigint, n: number): number {
  if (!Number.isInteger(n) || n < 1) throw new RangeError('n must be a positive integer');
  const N = BigInt(n);
  const limit = TWO64 - (TWO64 % N);
  let k = hash;
  while (k >= limit) k = fmix64((k + 0x9e3779b97f4a7c15n) & MASK64);
  return Number(k % N);
}

export function chooseRoleIndex(answers: Answers, spinNumber: number, roleCount: number = roles.length): number {
  return uniformIndex(roleHash(answers, spinNumber), roleCount);
}

export interface RoleChoice {
  index: number;
  role: FutureRole;
}

/** The role for these answers and this spin (0 for the first spin, +1 for each Spin Again). */
export function chooseRole(answers: Answers, spinNumber: number, pool: readonly FutureRole[] = roles): RoleChoice {
  const index = chooseRoleIndex(answers, spinNumber, pool.length);
  return { index, role: pool[index]! };
}
