/**
 * Leave-one-set-out cross-validation of the safety reader's learned half (decision 064), over the tuning sets only
 * (tests/safety/corpus/tune*.tsv; the held-out sets are never read here). For each tuning set k the model is trained
 * on the other sets and measured on k: this estimates how the model does on wording it was not trained on, which is
 * what the held-out sets and real messages are. The lexicon was tuned on every tuning set, so "lexicon or model" on
 * set k is optimistic (the lexicon alone is at 100 % there); "model alone" is the honest part, and what the variants
 * below are chosen on.
 *
 * `node --import tsx scripts/safety-cv.ts [--variant NAME ...] [--folds N]`
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { trainModel, scoreFeatures, MODEL_VARIANTS, type ModelVariant } from '../src/core/safety-model.js';
import {
  CRISIS_THRESHOLD,
  safetySignals,
  silentFeatures,
  trainingFeatures,
  variantFeatures,
} from '../src/core/safety-reader.js';
import { CORPUS_SETS, isHeldOut, loadCorpus } from './safety-corpus.js';
import { backgroundLines } from './train-safety-model.js';

interface Row {
  set: string;
  crisis: boolean;
  rules: boolean;
  text: string;
}

const VETO = Number(process.env.SAFETY_CV_VETO ?? 0.2);
const pct = (x: number) => `${(x * 100).toFixed(1)}`;

/**
 * Leave one tuning set out at a time, or (with `fresh`) train on the other tuning sets and measure on `fresh`: sets
 * written after the lexicon was last tuned, so the lexicon's figures on them are honest too.
 */
export function crossValidate(
  variant: ModelVariant,
  thresholds: readonly number[],
  opts: { folds?: number; fresh?: readonly string[] } = {},
) {
  const sets = CORPUS_SETS.filter((s) => !isHeldOut(s));
  const folds: string[][] = opts.fresh?.length
    ? [[...opts.fresh]]
    : sets.slice(0, opts.folds ?? sets.length).map((s) => [s]);
  const tested = folds.flat();
  const rows: Row[] = sets.flatMap((set) =>
    loadCorpus(set).map((l) => ({
      set,
      crisis: l.expected === 'crisis',
      rules: safetySignals(l.text).score >= CRISIS_THRESHOLD - 1e-9,
      text: l.text,
    })),
  );
  const feats = rows.map((r) => variantFeatures(safetySignals(r.text), variant));
  // The lexicon silent: how the model reads a line when no cue fired, as on the lines the lexicon misses.
  const silent = rows.map((r) => silentFeatures(safetySignals(r.text), variant));
  const training = rows.map((r, i) => trainingFeatures(r.text, i, variant));
  const background = backgroundLines().flatMap((text, i) =>
    trainingFeatures(text, 100_000 + i, variant).map((features) => ({ features, crisis: false })),
  );
  const probs = new Array<number>(rows.length).fill(0);
  const silentProbs = new Array<number>(rows.length).fill(0);
  for (const heldSets of folds) {
    const train: { features: number[]; crisis: boolean }[] = [];
    rows.forEach((r, i) => {
      if (heldSets.includes(r.set) || (opts.fresh && tested.includes(r.set))) return;
      for (const f of training[i]!) train.push({ features: f, crisis: r.crisis });
    });
    const model = trainModel([...train, ...background], variant.train);
    rows.forEach((r, i) => {
      if (!heldSets.includes(r.set)) return;
      probs[i] = scoreFeatures(model, feats[i]!);
      silentProbs[i] = scoreFeatures(model, silent[i]!);
    });
  }
  const measured = rows
    .map((r, i) => ({ ...r, p: probs[i]!, q: silentProbs[i]! }))
    .filter((r) => tested.includes(r.set));
  return thresholds.map((t) => {
    const crisis = measured.filter((r) => r.crisis);
    const safe = measured.filter((r) => !r.crisis);
    const perSet = tested.map((s) => {
      const c = crisis.filter((r) => r.set === s);
      return c.filter((r) => r.p >= t).length / c.length;
    });
    return {
      threshold: t,
      modelRecall: crisis.filter((r) => r.p >= t).length / crisis.length,
      modelFalseAlarms: safe.filter((r) => r.p >= t).length / safe.length,
      worstSetRecall: Math.min(...perSet),
      silentRecall: crisis.filter((r) => r.q >= t).length / crisis.length,
      lexiconRecall: crisis.filter((r) => r.rules).length / crisis.length,
      lexiconFalseAlarms: safe.filter((r) => r.rules).length / safe.length,
      bothRecall: crisis.filter((r) => r.rules || r.p >= t).length / crisis.length,
      bothFalseAlarms: safe.filter((r) => r.rules || r.p >= t).length / safe.length,
      // The model may also overrule the lexicon: a cue counts only when the model gives at least VETO.
      vetoRecall: crisis.filter((r) => (r.rules && r.p >= VETO) || r.p >= t).length / crisis.length,
      vetoFalseAlarms: safe.filter((r) => (r.rules && r.p >= VETO) || r.p >= t).length / safe.length,
    };
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const names = process.argv.flatMap((a, i) => (process.argv[i - 1] === '--variant' ? [a] : []));
  const arg = (name: string) =>
    process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
  const folds = arg('--folds') ? Number(arg('--folds')) : undefined;
  const fresh = arg('--fresh')?.split(',');
  const thresholds = [0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.93, 0.95, 0.97];
  for (const [name, variant] of Object.entries(MODEL_VARIANTS)) {
    if (names.length && !names.includes(name)) continue;
    const t0 = Date.now();
    const results = crossValidate(variant, thresholds, { folds, fresh });
    console.log(`${name} (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
    // The summary: the lowest threshold whose false alarms (lexicon or model) stay at or under 1.5 %.
    console.log(
      `  lexicon alone ${pct(results[0]!.lexiconRecall)} % / ${pct(results[0]!.lexiconFalseAlarms)} %${fresh ? '' : ' (tuned on these sets: optimistic)'}`,
    );
    const pick = results.find((r) => r.bothFalseAlarms <= 0.015);
    if (pick)
      console.log(
        `  SUMMARY p ≥ ${pick.threshold}: lexicon silent ${pct(pick.silentRecall)} %, model alone ${pct(pick.modelRecall)} %, lexicon or model ${pct(pick.bothRecall)} % / ${pct(pick.bothFalseAlarms)} %`,
      );
    for (const r of results)
      console.log(
        `  p ≥ ${r.threshold.toFixed(2)}: model alone recall ${pct(r.modelRecall)} % (worst set ${pct(r.worstSetRecall)} %), ` +
          `false alarms ${pct(r.modelFalseAlarms)} %; lexicon silent ${pct(r.silentRecall)} %; lexicon or model ${pct(r.bothRecall)} % / ${pct(r.bothFalseAlarms)} %; with veto ${pct(r.vetoRecall)} % / ${pct(r.vetoFalseAlarms)} %`,
      );
  }
}
