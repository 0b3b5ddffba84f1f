/**
 * Trains the safety reader's learned half (src/core/safety-model.ts; decision 062) on every tuning set under
 * tests/safety/corpus (tune*.tsv; never the held-out sets) and writes content/talk/safety-model.json.
 * `node --import tsx scripts/train-safety-model.ts` after changing the lexicon or a tuning set; the unit test
 * src/core/safety-reader.test.ts fails while the stored model is not the one these sets and this lexicon give.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { READER_VARIANT, trainModel, type SafetyModel } from '../src/core/safety-model.js';
import { trainingFeatures } from '../src/core/safety-reader.js';
import { CORPUS_SETS, isHeldOut, loadCorpus } from './safety-corpus.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const MODEL_FILE = path.join(here, '..', 'content', 'talk', 'safety-model.json');

/**
 * Ordinary text with nothing to do with safety: the app's own copy (string literals of content/*.ts other than the
 * safety, crisis and help-line files, three words or more, that the lexicon does not flag), frozen into
 * tests/safety/background.txt (decision 064). The corpus's everyday lines are all near the topic (idioms, negations,
 * media); without these the model learnt that any wording far from them leans to crisis.
 */
export const BACKGROUND_FILE = path.join(here, '..', 'tests', 'safety', 'background.txt');
export function backgroundLines(): string[] {
  return readFileSync(BACKGROUND_FILE, 'utf8')
    .split('\n')
    .filter((l) => l.trim());
}

/** The examples for a set of corpus lines and the background (seeds by position: deterministic). */
export function trainingExamples(lines: readonly { text: string; crisis: boolean }[], variant = READER_VARIANT) {
  const background = backgroundLines().map((text) => ({ text, crisis: false }));
  return [...lines, ...background].flatMap((l, i) =>
    trainingFeatures(l.text, i, variant).map((features) => ({ features, crisis: l.crisis })),
  );
}

/** The model the tuning sets give: deterministic, so a test can compare it with the stored one. */
export function trainFromCorpus(): SafetyModel {
  const lines = CORPUS_SETS.filter((s) => !isHeldOut(s))
    .flatMap(loadCorpus)
    .map((l) => ({ text: l.text, crisis: l.expected === 'crisis' }));
  return trainModel(trainingExamples(lines), READER_VARIANT.train);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const model = trainFromCorpus();
  writeFileSync(MODEL_FILE, `${JSON.stringify(model)}\n`);
  console.log(`wrote ${MODEL_FILE}: ${Object.keys(model.weights).length} weights`);
}
