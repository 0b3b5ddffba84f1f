import { describe, expect, it } from 'vitest';
import { AGE_MESSAGES, ageStatus, birthYearProblem, consentAgeFor, isUnderConsentAge, minimumAge } from './age';

const now = new Date('2026-06-01T12:00:00Z');

describe('age and consent', () => {
  it('uses the country’s digital age of consent, else the default 16', () => {
    expect(consentAgeFor('SE')).toBe(13);
    expect(consentAgeFor('de')).toBe(16);
    expect(consentAgeFor('FR')).toBe(15);
    expect(consentAgeFor('ZZ')).toBe(16);
    expect(consentAgeFor(null)).toBe(16);
    expect(consentAgeFor(undefined, 14)).toBe(14);
  });

  it('takes the lower of the two possible ages', () => {
    expect(minimumAge(2010, now)).toBe(15);
    // Born 2010: 15 or 16 in 2026, so under 16 until proven otherwise.
    expect(isUnderConsentAge(2010, 16, now)).toBe(true);
    expect(isUnderConsentAge(2009, 16, now)).toBe(false);
    expect(isUnderConsentAge(2012, 13, now)).toBe(false);
    expect(isUnderConsentAge(2013, 13, now)).toBe(true);
  });

  it('says what follows from a year and a country', () => {
    expect(ageStatus(null, null, 16, now)).toEqual({
      birthYear: null,
      country: null,
      consentAge: 16,
      underConsentAge: null,
      under18: null,
    });
    expect(ageStatus(2011, 'SE', 16, now)).toMatchObject({ consentAge: 13, underConsentAge: false, under18: true });
    expect(ageStatus(2011, null, 16, now)).toMatchObject({ underConsentAge: true, under18: true });
    expect(ageStatus(2000, null, 16, now)).toMatchObject({ underConsentAge: false, under18: false });
  });

  it('refuses years in the future, before 1900 and not a year', () => {
    expect(birthYearProblem(2027, now)).toBe(AGE_MESSAGES.future);
    expect(birthYearProblem(1899, now)).toBe(AGE_MESSAGES.tooEarly);
    expect(birthYearProblem('abcd', now)).toBe(AGE_MESSAGES.notANumber);
    expect(birthYearProblem(2004.5, now)).toBe(AGE_MESSAGES.notANumber);
    expect(birthYearProblem('', now)).toBe(AGE_MESSAGES.required);
    expect(birthYearProblem(' 2004 ', now)).toBeNull();
    expect(birthYearProblem(2026, now)).toBeNull();
    expect(birthYearProblem(1900, now)).toBeNull();
  });
});
