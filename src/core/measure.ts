import { MEASURE_ITEMS, type MeasureItemId, type MeasureWave } from '@content/measure.js';

/**
 * The measure's pure rules (docs/product/measure.md, decisions 082 and 084): which answers are valid, and how the
 * answers of one pseudonym become one change. A person's change is their latest follow-up ('day30' if given, else
 * 'after') minus their 'before', per item; an item missing on either side gives no change for that item (partial
 * answers count where they can). A follow-up without a 'before' is kept, counted as 'after only', and never paired.
 */

export type MeasureAnswers = Partial<Record<MeasureItemId, number>>;

export interface MeasureRow {
  pseudonym: string;
  wave: MeasureWave;
  answers: MeasureAnswers;
  cohortId: string;
  /** The person had started Talk when they answered. */
  talked: boolean;
  /** The randomised arm of their cohort, if any. */
  arm: 'now' | 'later' | null;
}

export interface PersonChange {
  pseudonym: string;
  cohortId: string;
  /** Talk users: had started Talk by their follow-up. */
  talked: boolean;
  arm: 'now' | 'later' | null;
  before: number;
  after: number;
  change: number;
}

/** True when `v` is a whole number on the item's scale. */
export function validAnswer(item: MeasureItemId, v: unknown): v is number {
  const def = MEASURE_ITEMS.find((i) => i.id === item);
  return !!def && typeof v === 'number' && Number.isInteger(v) && v >= def.min && v <= def.max;
}

/** The answers kept from what was sent: only known items with valid values (null when none is left). */
export function cleanAnswers(input: Record<string, unknown>): MeasureAnswers | null {
  const out: MeasureAnswers = {};
  for (const item of MEASURE_ITEMS) {
    const v = input[item.id];
    if (validAnswer(item.id, v)) out[item.id] = v;
  }
  return Object.keys(out).length ? out : null;
}

export interface Pairing {
  changes: PersonChange[];
  /** People with a 'before' answer. */
  withBefore: number;
  /** People with a follow-up ('after' or 'day30'). */
  withAfter: number;
  /** People with a follow-up and no 'before': kept, never paired. */
  afterOnly: number;
}

/** Pairs every pseudonym's 'before' with their latest follow-up, for one item. */
export function pairChanges(rows: readonly MeasureRow[], item: MeasureItemId = 'fsc'): Pairing {
  const by = new Map<string, Partial<Record<MeasureWave, MeasureRow>>>();
  for (const r of rows) {
    const p = by.get(r.pseudonym) ?? {};
    p[r.wave] = r;
    by.set(r.pseudonym, p);
  }
  const changes: PersonChange[] = [];
  let withBefore = 0;
  let withAfter = 0;
  let afterOnly = 0;
  for (const [pseudonym, waves] of by) {
    const before = waves.before;
    const follow = waves.day30 ?? waves.after;
    if (before) withBefore++;
    if (follow) withAfter++;
    if (follow && !before) afterOnly++;
    // the latest follow-up that has this item (a day-30 answer that skipped it falls back to 'after')
    const f = [waves.day30, waves.after].find((w) => w?.answers[item] !== undefined);
    const b = before?.answers[item];
    const a = f?.answers[item];
    if (b === undefined || a === undefined || !f || !before) continue;
    changes.push({
      pseudonym,
      cohortId: before.cohortId,
      talked: f.talked,
      arm: before.arm ?? f.arm,
      before: b,
      after: a,
      change: a - b,
    });
  }
  return { changes, withBefore, withAfter, afterOnly };
}
