import { EMAIL_PATTERN } from '@core/contracts/credentials.js';
/**
 * The card rules of the local payments provider's hosted checkout, in one place for both sides: the page checks
 * the form with them before it sends anything (src/core/contracts/card-form.ts) and the
 * provider checks the card with them when it is paid (src/server/providers/payments/local.ts). The wording follows
 * Stripe's.
 */
export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberIncorrect: 'Your card number is incorrect.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryMonthInvalid: "Your card's expiration month is invalid.",
  expiryYearPast: "Your card's expiration year is in the past.",
  expiryDatePast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  nameMissing: 'Please enter the name on the card.',
  emailInvalid: 'Your email address is invalid.',
  countryMissing: 'Please choose your country.',
} as const;

/** The card number's digits as typed, spaces and dashes left out (anything else stays, and fails the checks). */
export const cardDigits = (input: string) => input.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries. */
export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A whole card number: 12-19 digits with a right checksum. */
export const validCardNumber = (digits: string) => /^\d{12,19}$/.test(digits) && luhn(digits);

/** 'MM / YY' or 'MM / YYYY' as typed (the month not checked yet), or null. */
export function parseExpiry(input: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!m) return null;
  return { month: Number(m[1]), year: m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]) };
}

/** A card is good through the last day of its month (UTC): passed once its next month has begun. */
export const expiryPassed = ({ month, year }: { month: number; year: number }, now: Date) =>
  Date.UTC(year, month, 1) <= now.getTime();

export const validCvc = (input: string) => /^\d{3,4}$/.test(input.trim());

/** The one e-mail rule (core/contracts/credentials.ts); the form trims before it asks. */
export const validEmail = (input: string) => EMAIL_PATTERN.test(input);

/** A billing country as the form sends it: an ISO alpha-2 code, either case. */
export const validCountryCode = (input: string) => /^[A-Za-z]{2}$/.test(input.trim());
