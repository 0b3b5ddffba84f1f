/**
 * The safety reader's cost (decision 062): it runs first on every Talk message, so it must be cheap. Loads the
 * reader (the lexicon and the learned model) and reads every corpus line, a 2,000-character message and the
 * slowest lines again. `node --import tsx bench/safety-reader.ts`; the figures go into docs/benchmarks.md.
 */
import { performance } from 'node:perf_hooks';
import { CORPUS_SETS, loadCorpus } from '../scripts/safety-corpus.js';

const t0 = performance.now();
const { readSafety } = await import('../src/core/safety-reader.js');
readSafety('warm up');
const loadMs = performance.now() - t0;

const lines = CORPUS_SETS.flatMap(loadCorpus).map((l) => l.text);
const long = `${lines.slice(0, 60).join(' ').slice(0, 1990)} i want to`;
const times: number[] = [];
for (let round = 0; round < 3; round++)
  for (const text of lines) {
    const s = performance.now();
    readSafety(text, 'the message before it');
    times.push(performance.now() - s);
  }
const longTimes: number[] = [];
for (let i = 0; i < 50; i++) {
  const s = performance.now();
  readSafety(long);
  longTimes.push(performance.now() - s);
}
const q = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
console.log(`safety reader: load ${loadMs.toFixed(0)} ms (the lexicon and the model, once per process)`);
console.log(
  `  ${times.length} messages (corpus lines with the previous message, ×3): p50 ${q(times, 0.5).toFixed(2)} ms, p95 ${q(times, 0.95).toFixed(2)} ms, max ${Math.max(...times).toFixed(1)} ms`,
);
console.log(
  `  a 2,000-character message ×50: p50 ${q(longTimes, 0.5).toFixed(2)} ms, p95 ${q(longTimes, 0.95).toFixed(2)} ms`,
);
