import { DIGITAL_CONSENT_AGES, PARENT_CONSENT_COUNTRIES } from '@content/consent-ages.js';

/**
 * Age and consent for minors (decision 034). A visitor gives a year of birth once, where it matters
 * (before voice cloning consent; the show application and checkout use the same rule), and optionally the country
 * they live in. With only a year, a person's age is one of two numbers; the rule takes the lower one, so nobody who
 * might still be under the age is treated as over it.
 */

/** GDPR Art. 8's default where a country set none, and the default of DIGITAL_CONSENT_AGE. */
export const DEFAULT_DIGITAL_CONSENT_AGE = 16;
export const MIN_CONSENT_AGE = 13;
export const MAX_CONSENT_AGE = 16;
export const EARLIEST_BIRTH_YEAR = 1900;

export const AGE_MESSAGES = {
  required: 'Please enter the year you were born.',
  notANumber: 'Please enter a year with four digits, like 2004.',
  future: "That year hasn't happened yet. Please enter the year you were born.",
  tooEarly: `Please enter a year from ${EARLIEST_BIRTH_YEAR} on.`,
  needed: 'Please tell us the year you were born first.',
  voiceUnderAge: (age: number) => `Voice cloning is only for people aged ${age} or older. You can still continue.`,
  /** Checkout (the server's 403 under_18 says the same). */
  paidUnder18: 'Talk and the Strategy Sprint are for people aged 18 and over.',
  paidUnder18More:
    'Nothing is charged. The show is open to everyone, and your cover stays yours to download and share.',
  checkoutWhy: 'Talk and the Strategy Sprint are for people aged 18 and over.',
  showWhy: 'Applicants under 18 need a parent’s signed consent.',
} as const;

/** The digital age of consent for a country (ISO alpha-2), or the default when it is unknown or not given. */
export function consentAgeFor(country: string | null | undefined, fallback = DEFAULT_DIGITAL_CONSENT_AGE): number {
  const code = country?.trim().toUpperCase();
  return (code && DIGITAL_CONSENT_AGES[code]) || fallback;
}

/**
 * Whether a parent may pay for their child under 18 with their consent where the child lives (decision 087): a
 * country listed in content/consent-ages.ts, or none stated (the seller's rule).
 */
export function parentMaySponsorIn(country: string | null | undefined): boolean {
  const code = country?.trim().toUpperCase();
  return !code || PARENT_CONSENT_COUNTRIES.includes(code);
}

/** The youngest the person can be in `now`'s year (their birthday may still be ahead). */
export function minimumAge(birthYear: number, now = new Date()): number {
  return now.getUTCFullYear() - birthYear - 1;
}

/** True when the person may be under the digital age of consent (voice cloning and payments off). */
export function isUnderConsentAge(birthYear: number, consentAge: number, now = new Date()): boolean {
  return minimumAge(birthYear, now) < consentAge;
}

/** True when the person may be under 18 (the show application's parental consent). */
export function mayBeUnder18(birthYear: number, now = new Date()): boolean {
  return minimumAge(birthYear, now) < 18;
}

/** A clear message for a year of birth that cannot be right, or null. */
export function birthYearProblem(value: unknown, now = new Date()): string | null {
  if (value === null || value === undefined || value === '') return AGE_MESSAGES.required;
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d{4}\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n)) return AGE_MESSAGES.notANumber;
  if (n > now.getUTCFullYear()) return AGE_MESSAGES.future;
  if (n < EARLIEST_BIRTH_YEAR) return AGE_MESSAGES.tooEarly;
  return null;
}

export interface AgeStatus {
  birthYear: number | null;
  country: string | null;
  /** The digital age of consent that applies to this visitor. */
  consentAge: number;
  /** Under the digital age of consent: voice cloning and payments off, never in the public gallery. Null: unknown. */
  underConsentAge: boolean | null;
  /** May be under 18: the show application asks for a parent's consent. Null when unknown. */
  under18: boolean | null;
}

/** What follows from a stated year and country (null year: nothing known yet). */
export function ageStatus(
  birthYear: number | null,
  country: string | null,
  fallbackConsentAge = DEFAULT_DIGITAL_CONSENT_AGE,
  now = new Date(),
): AgeStatus {
  const consentAge = consentAgeFor(country, fallbackConsentAge);
  return {
    birthYear,
    country,
    consentAge,
    underConsentAge: birthYear === null ? null : isUnderConsentAge(birthYear, consentAge, now),
    under18: birthYear === null ? null : mayBeUnder18(birthYear, now),
  };
}
