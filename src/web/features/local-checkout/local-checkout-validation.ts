/**
 * The hosted checkout's checks in the browser, made before anything is sent (the server keeps its own, the same
 * rules: src/server/providers/payments/local.ts). Messages in the wording of the server's, which follows Stripe's.
 */
export type CardField = 'email' | 'number' | 'expiry' | 'cvc' | 'name' | 'country';

/** The fields in the order the form shows them: the first one flagged gets the focus. */
export const CARD_FIELD_ORDER: readonly CardField[] = ['email', 'number', 'expiry', 'cvc', 'name', 'country'];

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

export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
  email: string;
  country: string;
}

export type CardErrors = Partial<Record<CardField, string>>;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function luhn(digits: string): boolean {
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

function checkNumber(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  if (!/^\d*$/.test(digits)) return CARD_MESSAGES.numberIncorrect;
  if (digits.length >= 12 && digits.length <= 19 && luhn(digits)) return null;
  // Still being typed (most cards have 16 digits), or typed wrong.
  return digits.length < 16 ? CARD_MESSAGES.numberIncomplete : CARD_MESSAGES.numberIncorrect;
}

/** 'MM / YY' (or MM / YYYY); valid through the last day of its month (UTC, as the server counts). */
function checkExpiry(input: string, now: Date): string | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!m) return CARD_MESSAGES.expiryIncomplete;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return CARD_MESSAGES.expiryMonthInvalid;
  const thisYear = now.getUTCFullYear();
  if (year < thisYear) return CARD_MESSAGES.expiryYearPast;
  if (year === thisYear && month < now.getUTCMonth() + 1) return CARD_MESSAGES.expiryDatePast;
  return null;
}

/**
 * Every field's problem, if any. The e-mail may stay empty (the checkout's own address is used, as on the server),
 * and so may the country (as on the server).
 */
export function checkCard(card: CardForm, now: Date = new Date()): CardErrors {
  const errors: CardErrors = {};
  const email = card.email.trim();
  if (email && !EMAIL_RE.test(email)) errors.email = CARD_MESSAGES.emailInvalid;
  const number = checkNumber(card.number);
  if (number) errors.number = number;
  const expiry = checkExpiry(card.expiry, now);
  if (expiry) errors.expiry = expiry;
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = CARD_MESSAGES.cvcIncomplete;
  if (!card.name.trim()) errors.name = CARD_MESSAGES.nameMissing;
  // The country may stay unchosen (the server then takes BUYER_COUNTRY's VAT rate, decision 045); a chosen one is
  // one of the list's codes.
  if (card.country.trim() && !/^[A-Za-z]{2}$/.test(card.country.trim())) errors.country = CARD_MESSAGES.countryMissing;
  return errors;
}

/** The first field flagged, in the form's order. */
export function firstCardError(errors: CardErrors): CardField | null {
  return CARD_FIELD_ORDER.find((f) => errors[f]) ?? null;
}
