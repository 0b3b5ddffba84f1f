/**
 * The safety reader's learned half (docs/decisions/062): a logistic regression over hashed words, word pairs and
 * letter groups of the normalised text, trained on the tuning corpus (tests/safety/corpus/tune*.tsv) by
 * scripts/train-safety-model.ts into content/talk/safety-model.json. The lexicon catches what it names; this catches
 * the wording no pattern names but that resembles what people in crisis wrote ("cupboard full of meds", "the
 * bridge"), misspelt or not. Pure functions: the same text and weights give the same score.
 */

/** Size of the hashed feature space. */
export const MODEL_DIM = 1 << 18;

/** FNV-1a, 32 bits, into the feature space. */
export function hashFeature(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % MODEL_DIM;
}

/** The features of a normalised text: words, word pairs, and groups of 3-5 letters inside each word. */
export function modelFeatures(normalised: string): number[] {
  const words = normalised.split(' ').filter((w) => /[\p{L}\p{N}]/u.test(w));
  const out = new Set<number>();
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    out.add(hashFeature(`w:${w}`));
    if (i > 0) out.add(hashFeature(`b:${words[i - 1]}_${w}`));
    const padded = ` ${w} `;
    for (let n = 3; n <= 5; n++)
      for (let j = 0; j + n <= padded.length; j++) out.add(hashFeature(`c:${padded.slice(j, j + n)}`));
  }
  return [...out];
}

export interface SafetyModel {
  bias: number;
  /** Feature index → weight (only the weights that matter are kept). */
  weights: Record<string, number>;
}

/** The probability that a text with these features says the person is not safe. */
export function scoreFeatures(model: SafetyModel, f: readonly number[]): number {
  let z = model.bias;
  for (const i of f) z += model.weights[i] ?? 0;
  // Longer texts have more features: scale by the square root of their number, as in training.
  return 1 / (1 + Math.exp(-z / Math.sqrt(Math.max(1, f.length / 40))));
}

/** Trains the model: logistic regression by AdaGrad, balanced classes, L2, a fixed order (deterministic). */
export function trainModel(
  examples: readonly { features: number[]; crisis: boolean }[],
  opts: { epochs?: number; rate?: number; l2?: number; keep?: number } = {},
): SafetyModel {
  const epochs = opts.epochs ?? 6;
  const rate = opts.rate ?? 0.5;
  const l2 = opts.l2 ?? 1e-4;
  const w = new Float64Array(MODEL_DIM);
  const g2 = new Float64Array(MODEL_DIM).fill(1e-8);
  let bias = 0;
  let bg2 = 1e-8;
  const pos = examples.filter((e) => e.crisis).length;
  const neg = examples.length - pos;
  const rows = examples.map((e) => ({ f: e.features, y: e.crisis ? 1 : 0 }));
  // A fixed interleaving stands in for shuffling: every epoch sees the same order.
  const order = rows.map((_, i) => i).sort((a, b) => ((a * 7919) % rows.length) - ((b * 7919) % rows.length));
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (const idx of order) {
      const { f, y } = rows[idx]!;
      const scale = Math.sqrt(Math.max(1, f.length / 40));
      let z = bias;
      for (const i of f) z += w[i]!;
      const p = 1 / (1 + Math.exp(-z / scale));
      const classWeight = y ? examples.length / (2 * pos) : examples.length / (2 * neg);
      const grad = ((p - y) * classWeight) / scale;
      for (const i of f) {
        const g = grad + l2 * w[i]!;
        g2[i]! += g * g;
        w[i]! -= (rate * g) / Math.sqrt(g2[i]!);
      }
      bg2 += grad * grad;
      bias -= (rate * grad) / Math.sqrt(bg2);
    }
  }
  const keep = opts.keep ?? 0.05;
  const weights: Record<string, number> = {};
  for (let i = 0; i < MODEL_DIM; i++) if (Math.abs(w[i]!) >= keep) weights[i] = Math.round(w[i]! * 1000) / 1000;
  return { bias: Math.round(bias * 1000) / 1000, weights };
}
