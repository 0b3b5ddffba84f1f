import { describe, expect, it } from 'vitest';
import { SUPERPOWER_MAX_LENGTH } from '@content/quiz';
import { keepValidAnswers, validateAnswers } from './answers';
import { cleanSuperpower } from './text-clean';

const full = {
  postcard: 'pc_ocean_explorer',
  bhag: 'carbon',
  purpose: 'explore',
  workplace: 'underwater',
  superpower: '  Flying, obviously  ',
};

describe('validateAnswers', () => {
  it('accepts a complete set and trims the superpower', () => {
    const r = validateAnswers(full, { complete: true });
    expect(r).toEqual({ ok: true, answers: { ...full, superpower: 'Flying, obviously' } });
  });

  it('accepts a partial set unless complete is asked for', () => {
    expect(validateAnswers({ postcard: 'pc_ocean_explorer' }, { complete: false })).toEqual({
      ok: true,
      answers: { postcard: 'pc_ocean_explorer' },
    });
    expect(validateAnswers({}, { complete: false })).toEqual({ ok: true, answers: {} });
    const r = validateAnswers({ postcard: 'pc_ocean_explorer' }, { complete: true });
    expect(r).toMatchObject({ ok: false, questionId: 'bhag' });
    if (!r.ok) expect(r.message).toBe('Please answer every question first (missing: bhag).');
  });

  it('names an unknown question or a card from another pool', () => {
    expect(validateAnswers({ favourite: 'x' }, { complete: false })).toEqual({
      ok: false,
      message: 'Unknown question "favourite".',
      questionId: 'favourite',
    });
    expect(validateAnswers({ postcard: 'x' }, { complete: false })).toEqual({
      ok: false,
      message: 'Unknown card "x" for question postcard.',
      questionId: 'postcard',
    });
    // `carbon` is a BHAG card, not a postcard.
    expect(validateAnswers({ postcard: 'carbon' }, { complete: false })).toMatchObject({
      ok: false,
      questionId: 'postcard',
    });
  });

  it('refuses a blank, over-long or non-text superpower', () => {
    expect(validateAnswers({ superpower: ' \n\t ' }, { complete: false })).toMatchObject({
      ok: false,
      questionId: 'superpower',
    });
    expect(validateAnswers({ superpower: 'x'.repeat(SUPERPOWER_MAX_LENGTH + 1) }, { complete: false })).toMatchObject({
      ok: false,
      message: `Please keep your superpower to ${SUPERPOWER_MAX_LENGTH} characters or fewer.`,
    });
    expect(validateAnswers({ superpower: ` ${'x'.repeat(SUPERPOWER_MAX_LENGTH)} ` }, { complete: false }).ok).toBe(
      true,
    );
    expect(validateAnswers({ superpower: 42 }, { complete: false })).toMatchObject({ ok: false });
    expect(validateAnswers(null, { complete: false })).toMatchObject({ ok: false });
    expect(validateAnswers(['postcard'], { complete: false })).toMatchObject({ ok: false });
  });

  it('cleans control characters and normalises Unicode', () => {
    expect(cleanSuperpower('  a\u0000b\r\nc\u007f ')).toBe('ab\nc');
    expect(cleanSuperpower('e\u0301')).toBe('\u00e9');
  });

  it('keepValidAnswers drops entries that are no longer valid', () => {
    expect(keepValidAnswers({ postcard: 'gone', bhag: 'carbon', other: 'x', superpower: ' hi ' })).toEqual({
      bhag: 'carbon',
      superpower: 'hi',
    });
    expect(keepValidAnswers(null)).toEqual({});
  });
});
