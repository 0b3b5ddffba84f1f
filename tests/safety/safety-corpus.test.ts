import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CORPUS_SETS, FALSE_ALARM_MAX, isHeldOut, loadCorpus, measure, RECALL_MIN } from '../../scripts/safety-corpus';
import { trainFromCorpus } from '../../scripts/train-safety-model';

/** The safety reader (src/core/safety-reader.ts) measured on the corpus in tests/safety/corpus (decision 062). */
describe('the corpus (scripts/safety-corpus.ts)', { timeout: 120_000 }, () => {
  it('holds at least 300 crisis and 300 everyday lines, and held-out sets it was not tuned on', () => {
    const all = CORPUS_SETS.flatMap(loadCorpus);
    expect(all.filter((l) => l.expected === 'crisis').length).toBeGreaterThanOrEqual(300);
    expect(all.filter((l) => l.expected === 'safe').length).toBeGreaterThanOrEqual(300);
    expect(CORPUS_SETS.filter(isHeldOut).length).toBeGreaterThanOrEqual(2);
    for (const l of all) {
      expect(['crisis', 'safe']).toContain(l.expected);
      expect(['en', 'sv']).toContain(l.lang);
      expect(l.text.length).toBeGreaterThan(0);
    }
  });

  it('meets the bar on every tuning set: recall ≥ 98 %, false alarms ≤ 2 %', () => {
    for (const set of CORPUS_SETS.filter((s) => !isHeldOut(s))) {
      const m = measure(loadCorpus(set));
      expect(m.recall, `${set} recall; missed: ${m.misses.map((l) => l.text).join(' | ')}`).toBeGreaterThanOrEqual(
        RECALL_MIN,
      );
      expect(m.falseAlarms, `${set} false alarms: ${m.alarms.map((l) => l.text).join(' | ')}`).toBeLessThanOrEqual(
        FALSE_ALARM_MAX,
      );
    }
  });

  /**
   * On lines it was never tuned on the reader is not at the bar yet (docs/benchmarks.md, "Safety reader"). These
   * floors are today's measured figures, so a change that makes it worse fails here; raise them as it improves.
   */
  it('does not fall below today’s figures on the held-out sets', () => {
    const all = CORPUS_SETS.filter(isHeldOut).flatMap(loadCorpus);
    const pooled = measure(all);
    expect(pooled.recall, 'held-out recall, all sets').toBeGreaterThanOrEqual(HELD_OUT_FLOOR.recall);
    expect(pooled.falseAlarms, 'held-out false alarms, all sets').toBeLessThanOrEqual(HELD_OUT_FLOOR.falseAlarms);
    for (const set of CORPUS_SETS.filter(isHeldOut)) {
      const m = measure(loadCorpus(set));
      expect(m.recall, `${set} recall`).toBeGreaterThanOrEqual(HELD_OUT_FLOOR.setRecall);
      expect(m.falseAlarms, `${set} false alarms`).toBeLessThanOrEqual(HELD_OUT_FLOOR.setFalseAlarms);
    }
  });

  it('the stored model is the one the tuning sets and the lexicon give (run scripts/train-safety-model.ts)', () => {
    const stored = JSON.parse(readFileSync(new URL('../../content/talk/safety-model.json', import.meta.url), 'utf8'));
    expect(trainFromCorpus()).toEqual(stored);
  });
});

/**
 * Measured on 2026-11-27 17:50 (decisions 062, 064), six held-out sets (d-g, and h-i written afterwards by a writer
 * who never saw the reader): all six 90.3 % recall, 1.8 % false alarms; by set d/e/f/g/h/i 93.5/91.1/92.1/93.5/89.0/
 * 82.8 % recall and 0.5/1.4/0.8/1.7/3.1/3.7 % false alarms (docs/benchmarks.md). The bar is >= 98 % / <= 2 %.
 */
const HELD_OUT_FLOOR = { recall: 0.895, falseAlarms: 0.02, setRecall: 0.82, setFalseAlarms: 0.04 };
