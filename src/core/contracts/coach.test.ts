import { describe, expect, it } from 'vitest';
import { availabilityFormSchema, availabilityProblem } from './coach';

const day = { weekday: 0, startMinute: 540, endMinute: 1020 };
const off = { date: '2026-12-24', startMinute: null, endMinute: null, available: false };

describe('the coach’s hours: one check for the editor and the server', () => {
  it('takes hours that end after they start, within the day, and whole days off', () => {
    expect(availabilityProblem({ weekly: [day, { ...day, endMinute: 24 * 60 }], exceptions: [off] })).toBeNull();
  });
  it('names the day or the date that is wrong, with the code the server answers', () => {
    expect(availabilityProblem({ weekly: [{ ...day, weekday: 2, endMinute: 500 }], exceptions: [] })).toEqual({
      code: 'invalid_hours',
      message: 'Wednesday: the end must be after the start, within the day.',
    });
    expect(availabilityProblem({ weekly: [], exceptions: [{ ...off, date: '2026-02-30' }] })).toEqual({
      code: 'invalid_date',
      message: '2026-02-30: not a date.',
    });
    expect(availabilityProblem({ weekly: [], exceptions: [{ ...off, startMinute: 60 }] })?.message).toBe(
      '2026-12-24: give both a start and an end, or neither for the whole day.',
    );
    expect(availabilityProblem({ weekly: [], exceptions: [{ ...off, available: true }] })?.message).toBe(
      '2026-12-24: extra hours need a start and an end.',
    );
  });
  it('the form schema carries the problem as the form’s own message', () => {
    const result = availabilityFormSchema.safeParse({ weekly: [{ ...day, endMinute: 1 }], exceptions: [] });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['root', 'Monday: the end must be after the start, within the day.'],
    ]);
  });
});
