/**
 * The safety reader's learned half (docs/decisions/062): a logistic regression over hashed words, word pairs and
 * letter groups of the normalised text, trained on the tuning corpus (tests/safety/corpus/tune*.tsv) by
 * scripts/train-safety-model.ts into content/talk/safety-model.json. The lexicon catches what it names; this catches
 * the wording no pattern names but that resembles what people in crisis wrote ("cupboard full of meds", "the
 * bridge"), misspelt or not. Pure functions: the same text and weights give the same score. Since decision 064 each
 * training line is also seen as if the lexicon had found nothing in it, so the words carry weight of their own, and
 * the choice of features, training and threshold is made by scripts/safety-cv.ts over the tuning sets.
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

/** Which features the model reads and how it is trained (scripts/safety-cv.ts compares them; decision 064). */
export interface ModelVariant {
  /** Word pairs two apart ("want_die" in "want to die"). */
  skip?: boolean;
  /** Groups of `cross` letters read across word boundaries ("o die", "e alive"), besides the 3-5 inside words. */
  cross?: readonly number[];
  /** Which of the lexicon's findings the model also reads: all, only negations/figures/contexts, or none. */
  extras?: 'all' | 'soft' | 'none';
  /** Altered copies of each training line (typos, a dropped word): 0 for none. */
  augment?: number;
  /**
   * With extras 'all': also train on each line as if the lexicon had found nothing in it (only the soft findings),
   * so the words carry weight of their own for the lines the lexicon will miss.
   */
  silentCopies?: boolean;
  train?: TrainOptions;
}

export interface TrainOptions {
  epochs?: number;
  rate?: number;
  l2?: number;
  keep?: number;
  /** Weight of a crisis line relative to the balanced weight (> 1 favours recall). */
  recallWeight?: number;
}

/**
 * The variant the reader uses (decision 064): words, word pairs and letter groups, all the lexicon's findings, and
 * every training line also seen as if the lexicon had found nothing in it.
 */
export const READER_VARIANT: ModelVariant = { extras: 'all', silentCopies: true };

/** The variants scripts/safety-cv.ts measures (READER_VARIANT is 'all + silent copies'). */
export const MODEL_VARIANTS: Readonly<Record<string, ModelVariant>> = {
  'v062 (words, pairs, letters; all lexicon findings)': { extras: 'all' },
  'text only': { extras: 'none' },
  'soft findings': { extras: 'soft' },
  'soft + skip': { extras: 'soft', skip: true },
  'soft + skip + cross': { extras: 'soft', skip: true, cross: [4, 5] },
  'soft + skip + cross + aug2': { extras: 'soft', skip: true, cross: [4, 5], augment: 2 },
  'soft + skip + cross + aug2 + 10ep': { extras: 'soft', skip: true, cross: [4, 5], augment: 2, train: { epochs: 10 } },
  'soft + skip + cross + aug2 + rw1.5': {
    extras: 'soft',
    skip: true,
    cross: [4, 5],
    augment: 2,
    train: { recallWeight: 1.5 },
  },
  'all + silent copies': { extras: 'all', silentCopies: true },
  'all + silent + skip': { extras: 'all', silentCopies: true, skip: true },
  'all + silent + skip + cross': { extras: 'all', silentCopies: true, skip: true, cross: [4, 5] },
  'all + silent + skip + cross + rw1.5': {
    extras: 'all',
    silentCopies: true,
    skip: true,
    cross: [4, 5],
    train: { recallWeight: 1.5 },
  },
  'all + silent + skip + cross + l2 3e-4': {
    extras: 'all',
    silentCopies: true,
    skip: true,
    cross: [4, 5],
    train: { l2: 3e-4 },
  },
  'all + silent + aug2': { extras: 'all', silentCopies: true, augment: 2 },
  'all + silent + 10ep': { extras: 'all', silentCopies: true, train: { epochs: 10 } },
  'all + silent + l2 3e-4': { extras: 'all', silentCopies: true, train: { l2: 3e-4 } },
  'all + silent + l2 3e-5': { extras: 'all', silentCopies: true, train: { l2: 3e-5 } },
  'all + silent + skip + cross + aug2': { extras: 'all', silentCopies: true, skip: true, cross: [4, 5], augment: 2 },
};

/** The features of a normalised text: words, word pairs, and groups of 3-5 letters inside each word. */
export function modelFeatures(normalised: string, variant: ModelVariant = {}): number[] {
  const words = normalised.split(' ').filter((w) => /[\p{L}\p{N}]/u.test(w));
  const out = new Set<number>();
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    out.add(hashFeature(`w:${w}`));
    if (i > 0) out.add(hashFeature(`b:${words[i - 1]}_${w}`));
    if (variant.skip && i > 1) out.add(hashFeature(`s:${words[i - 2]}_${w}`));
    const padded = ` ${w} `;
    for (let n = 3; n <= 5; n++)
      for (let j = 0; j + n <= padded.length; j++) out.add(hashFeature(`c:${padded.slice(j, j + n)}`));
  }
  if (variant.cross?.length) {
    const line = ` ${words.join(' ')} `;
    for (const n of variant.cross)
      for (let j = 0; j + n <= line.length; j++) {
        const g = line.slice(j, j + n);
        // Only the groups that span a space: those inside one word are already there.
        if (g.slice(1, -1).includes(' ')) out.add(hashFeature(`x:${g}`));
      }
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
  opts: TrainOptions = {},
): SafetyModel {
  const epochs = opts.epochs ?? 6;
  const rate = opts.rate ?? 0.5;
  const l2 = opts.l2 ?? 1e-4;
  const recallWeight = opts.recallWeight ?? 1;
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
      const classWeight = y ? (recallWeight * examples.length) / (2 * pos) : examples.length / (2 * neg);
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
