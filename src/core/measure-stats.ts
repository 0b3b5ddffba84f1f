/**
 * The effect view's statistics (docs/product/measure.md#the-figures, decision 084): mean change with a 95 %
 * confidence interval from Student's t distribution, Welch's interval for a difference of two groups, and the
 * minimum group size under which nothing is shown. Pure; no library (the t quantile is the regularised incomplete
 * beta function inverted by bisection, exact to well under 1e-6).
 */

/** Groups smaller than this are never shown (MEASURE_MIN_GROUP overrides it on the server). */
export const DEFAULT_MIN_GROUP = 10;

export function mean(xs: readonly number[]): number {
  if (!xs.length) return NaN;
  let s = 0;
  for (const x of xs) s += x;
  return s / xs.length;
}

/** The sample variance (n − 1 in the denominator); NaN under two values. */
export function variance(xs: readonly number[]): number {
  if (xs.length < 2) return NaN;
  const m = mean(xs);
  let s = 0;
  for (const x of xs) s += (x - m) ** 2;
  return s / (xs.length - 1);
}

// ---- the t distribution ----

/** ln Γ(x), Lanczos approximation (g = 7, n = 9), for x > 0. */
function lnGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  const y = x - 1;
  let a = c[0]!;
  const t = y + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (y + i);
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(a);
}

/** The continued fraction of the incomplete beta function (modified Lentz). */
function betaFraction(a: number, b: number, x: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 300; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-15) break;
  }
  return h;
}

/** The regularised incomplete beta function I_x(a, b). */
export function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(lnGamma(a + b) - lnGamma(a) - lnGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  return x < (a + 1) / (a + b + 2) ? (front * betaFraction(a, b, x)) / a : 1 - (front * betaFraction(b, a, 1 - x)) / b;
}

/** P(T ≤ t) for Student's t with `df` degrees of freedom (df may be fractional: Welch). */
export function tCdf(t: number, df: number): number {
  const tail = 0.5 * incompleteBeta(df / (df + t * t), df / 2, 0.5);
  return t >= 0 ? 1 - tail : tail;
}

/** The t quantile: the t with P(T ≤ t) = p, for 0.5 ≤ p < 1 (bisection; the CDF is monotone). */
export function tQuantile(p: number, df: number): number {
  if (!(p >= 0.5 && p < 1) || !(df > 0)) return NaN;
  let lo = 0;
  let hi = 1;
  while (tCdf(hi, df) < p) hi *= 2;
  for (let i = 0; i < 200 && hi - lo > 1e-12; i++) {
    const mid = (lo + hi) / 2;
    if (tCdf(mid, df) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

// ---- what the effect view shows ----

export type Shown<T> = ({ shown: true } & T) | { shown: false; reason: 'too_few' };

export interface MeanChange {
  n: number;
  mean: number;
  sd: number;
  /** The 95 % confidence interval of the mean (t with n − 1 degrees of freedom). */
  low: number;
  high: number;
}

/**
 * Mean of the per-person changes with its confidence interval; nothing (too_few) under `minGroup` people. With
 * every change equal the interval has no width (sd 0).
 */
export function meanChange(changes: readonly number[], minGroup = DEFAULT_MIN_GROUP, level = 0.95): Shown<MeanChange> {
  const n = changes.length;
  if (n < Math.max(2, minGroup)) return { shown: false, reason: 'too_few' };
  const m = mean(changes);
  const sd = Math.sqrt(variance(changes));
  const half = tQuantile(1 - (1 - level) / 2, n - 1) * (sd / Math.sqrt(n));
  return { shown: true, n, mean: m, sd, low: m - half, high: m + half };
}

export interface Difference {
  /** mean(a) − mean(b) */
  difference: number;
  low: number;
  high: number;
  /** Welch–Satterthwaite degrees of freedom. */
  df: number;
  nA: number;
  nB: number;
}

/** Welch's interval for the difference of two groups' means; nothing when either group is under `minGroup`. */
export function difference(
  a: readonly number[],
  b: readonly number[],
  minGroup = DEFAULT_MIN_GROUP,
  level = 0.95,
): Shown<Difference> {
  const min = Math.max(2, minGroup);
  if (a.length < min || b.length < min) return { shown: false, reason: 'too_few' };
  const va = variance(a) / a.length;
  const vb = variance(b) / b.length;
  const se = Math.sqrt(va + vb);
  const df =
    se === 0 ? a.length + b.length - 2 : (va + vb) ** 2 / (va ** 2 / (a.length - 1) + vb ** 2 / (b.length - 1));
  const d = mean(a) - mean(b);
  const half = tQuantile(1 - (1 - level) / 2, df) * se;
  return { shown: true, difference: d, low: d - half, high: d + half, df, nA: a.length, nB: b.length };
}

/** How many people changed by each whole step from `from` to `to` (every step listed, zeros included). */
export function distribution(changes: readonly number[], from = -6, to = 6): Array<{ change: number; people: number }> {
  const out = [];
  for (let c = from; c <= to; c++) out.push({ change: c, people: 0 });
  for (const x of changes) {
    const i = Math.round(x) - from;
    if (i >= 0 && i < out.length) out[i]!.people++;
  }
  return out;
}

/** A count that is shown only from `minGroup` on ('fewer than N' below it, so a tiny group tells nothing). */
export function safeCount(n: number, minGroup = DEFAULT_MIN_GROUP): number | null {
  return n >= minGroup ? n : null;
}
