/**
 * The safety reader's figures on the corpus under tests/safety/corpus (docs/decisions/062): recall on the crisis
 * lines and the false-alarm rate on the everyday lines, for the tuning set and the held-out set it was never tuned
 * on. `node --import tsx scripts/safety-corpus.ts [--misses] [--set tune|held-out]`; exits 1 when the held-out
 * figures miss the bar (recall ≥ 98 %, false alarms ≤ 2 %).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSafety } from '../src/core/safety-reader.js';

export interface CorpusLine {
  expected: 'crisis' | 'safe';
  category: string;
  lang: string;
  text: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const corpusDir = path.join(here, '..', 'tests', 'safety', 'corpus');
/** Every set in tests/safety/corpus: tune*.tsv the reader was tuned on, held-out*.tsv it never saw while tuning. */
export const CORPUS_SETS: readonly string[] = readdirSync(corpusDir)
  .filter((f) => f.endsWith('.tsv'))
  .map((f) => f.slice(0, -4))
  .sort();
export const isHeldOut = (set: string) => set.startsWith('held-out');
export const RECALL_MIN = 0.98;
export const FALSE_ALARM_MAX = 0.02;

export function loadCorpus(set: string): CorpusLine[] {
  const file = path.join(corpusDir, `${set}.tsv`);
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => {
      const [expected, category, lang, text] = l.split('\t');
      return { expected: expected as CorpusLine['expected'], category: category!, lang: lang!, text: text! };
    });
}

export function measure(lines: CorpusLine[]) {
  const crisis = lines.filter((l) => l.expected === 'crisis');
  const safe = lines.filter((l) => l.expected === 'safe');
  const misses = crisis.filter((l) => !readSafety(l.text).crisis);
  const alarms = safe.filter((l) => readSafety(l.text).crisis);
  const wrongCategory = crisis.filter((l) => {
    const r = readSafety(l.text);
    return r.crisis && r.category !== l.category;
  });
  return {
    crisis: crisis.length,
    safe: safe.length,
    recall: crisis.length ? (crisis.length - misses.length) / crisis.length : 1,
    falseAlarms: alarms.length / safe.length,
    categoryAgreement:
      (crisis.length - misses.length - wrongCategory.length) / Math.max(1, crisis.length - misses.length),
    misses,
    alarms,
    wrongCategory,
  };
}

const pct = (x: number) => (Number.isNaN(x) ? '–' : `${(x * 100).toFixed(1)} %`);

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const showMisses = process.argv.includes('--misses');
  const only = process.argv.includes('--set') ? process.argv[process.argv.indexOf('--set') + 1] : null;
  let ok = true;
  for (const set of CORPUS_SETS) {
    if (only && set !== only) continue;
    const m = measure(loadCorpus(set));
    console.log(
      `${set.padEnd(9)} crisis ${m.crisis}, everyday ${m.safe}: recall ${pct(m.recall)} (${m.misses.length} missed), ` +
        `false alarms ${pct(m.falseAlarms)} (${m.alarms.length}), category agreement ${pct(m.categoryAgreement)}`,
    );
    if (showMisses && !isHeldOut(set)) {
      for (const l of m.misses) console.log(`  MISS  ${l.category}/${l.lang}: ${l.text}`);
      for (const l of m.alarms) console.log(`  ALARM ${l.category}/${l.lang}: ${l.text}  [${readSafety(l.text).cues}]`);
      if (process.argv.includes('--categories'))
        for (const l of m.wrongCategory) console.log(`  CAT   ${l.category}→${readSafety(l.text).category}: ${l.text}`);
    }
    if (isHeldOut(set) && (m.recall < RECALL_MIN || m.falseAlarms > FALSE_ALARM_MAX)) ok = false;
  }
  if (!ok) {
    console.log(`held-out figures below the bar (recall ≥ ${pct(RECALL_MIN)}, false alarms ≤ ${pct(FALSE_ALARM_MAX)})`);
    process.exit(1);
  }
}
