import { z } from 'zod';
import * as rules from '@core/card-check.js';

const { CARD_MESSAGES, cardDigits, expiryPassed, parseExpiry } = rules;
const { validCardNumber, validCountryCode, validCvc, validEmail } = rules;

/**
 * The hosted checkout's card form (/pay/:id), checked in the browser before anything is sent, with the rules and the
 * wording the server checks the card with (src/core/card-check.ts), each field its own message.
 */
export type CardField = 'email' | 'number' | 'expiry' | 'cvc' | 'name' | 'country';

/** The fields in the order the form shows them: the first one flagged gets the focus. */
export const CARD_FIELD_ORDER: readonly CardField[] = ['email', 'number', 'expiry', 'cvc', 'name', 'country'];

export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
  email: string;
  country: string;
}

export type CardErrors = Partial<Record<CardField, string>>;

function checkNumber(input: string): string | null {
  const digits = cardDigits(input);
  if (!/^\d*$/.test(digits)) return CARD_MESSAGES.numberIncorrect;
  if (validCardNumber(digits)) return null;
  // Still being typed (most cards have 16 digits), or typed wrong.
  return digits.length < 16 ? CARD_MESSAGES.numberIncomplete : CARD_MESSAGES.numberIncorrect;
}

/** 'MM / YY' (or MM / YYYY); valid through the last day of its month (UTC, as the server counts). */
function checkExpiry(input: string, now: Date): string | null {
  const expiry = parseExpiry(input);
  if (!expiry) return CARD_MESSAGES.expiryIncomplete;
  if (expiry.month < 1 || expiry.month > 12) return CARD_MESSAGES.expiryMonthInvalid;
  if (expiry.year < now.getUTCFullYear()) return CARD_MESSAGES.expiryYearPast;
  if (expiryPassed(expiry, now)) return CARD_MESSAGES.expiryDatePast;
  return null;
}

/**
 * Every field's problem, if any. The e-mail may stay empty (the checkout's own address is used, as on the server),
 * and so may the country (as on the server).
 */
export function checkCard(card: CardForm, now: Date = new Date()): CardErrors {
  const errors: CardErrors = {};
  const email = card.email.trim();
  if (email && !validEmail(email)) errors.email = CARD_MESSAGES.emailInvalid;
  const number = checkNumber(card.number);
  if (number) errors.number = number;
  const expiry = checkExpiry(card.expiry, now);
  if (expiry) errors.expiry = expiry;
  if (!validCvc(card.cvc)) errors.cvc = CARD_MESSAGES.cvcIncomplete;
  if (!card.name.trim()) errors.name = CARD_MESSAGES.nameMissing;
  // The country may stay unchosen (the server then takes BUYER_COUNTRY's VAT rate, decision 045); a chosen one is
  // one of the list's codes.
  if (card.country.trim() && !validCountryCode(card.country)) errors.country = CARD_MESSAGES.countryMissing;
  return errors;
}

/** The form's schema (docs/decisions/073): each field's problem from checkCard at its own path. */
export const cardFormSchema = z
  .object({
    number: z.string(),
    expiry: z.string(),
    cvc: z.string(),
    name: z.string(),
    email: z.string(),
    country: z.string(),
  })
  .superRefine((card, ctx) => {
    const errors = checkCard(card);
    for (const field of CARD_FIELD_ORDER) {
      const message = errors[field];
      if (message) ctx.addIssue({ code: 'custom', message, path: [field] });
    }
  });
