import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES } from '@core/card-check';
import { CARD_FIELD_ORDER, checkCard, type CardErrors, type CardForm } from './card-form';

/** The field the form focuses: the first flagged, in the form's order. */
const firstCardError = (errors: CardErrors) => CARD_FIELD_ORDER.find((f) => errors[f]) ?? null;

const GOOD: CardForm = {
  number: '4242 4242 4242 4242',
  expiry: '12 / 34',
  cvc: '123',
  name: 'Robin Test',
  email: 'robin@example.com',
  country: 'SE',
};
const NOW = new Date('2026-05-15T12:00:00Z');
const check = (patch: Partial<CardForm>) => checkCard({ ...GOOD, ...patch }, NOW);

describe('the hosted checkout’s checks (the server’s rules, Stripe’s wording)', () => {
  it('a test card with a future date passes; the e-mail may be left empty', () => {
    expect(check({})).toEqual({});
    expect(check({ email: '' })).toEqual({});
    expect(check({ number: '4000 0000 0000 0002', expiry: '5/2026', cvc: '1234' })).toEqual({});
  });

  it('everything empty: one message per field, the card number first (the e-mail is optional)', () => {
    const errors = checkCard({ number: '', expiry: '', cvc: '', name: ' ', email: '', country: '' }, NOW);
    expect(errors).toEqual({
      number: CARD_MESSAGES.numberIncomplete,
      expiry: "Your card's expiration date is incomplete.",
      cvc: "Your card's security code is incomplete.",
      name: 'Please enter the name on the card.',
    });
    expect(firstCardError(errors)).toBe('number');
  });

  it('the card number: incomplete while short, incorrect when the digits do not add up', () => {
    expect(check({ number: '4242 4242' }).number).toBe('Your card number is incomplete.');
    expect(check({ number: '4242 4242 4242 4241' }).number).toBe('Your card number is incorrect.');
    expect(check({ number: '4242 4242 4242 42x2' }).number).toBe('Your card number is incorrect.');
  });

  it('the expiry: incomplete, bad month, in the past (valid through its last month)', () => {
    expect(check({ expiry: '12 / ' }).expiry).toBe("Your card's expiration date is incomplete.");
    expect(check({ expiry: '1' }).expiry).toBe("Your card's expiration date is incomplete.");
    expect(check({ expiry: '13 / 30' }).expiry).toBe("Your card's expiration month is invalid.");
    expect(check({ expiry: '00 / 30' }).expiry).toBe("Your card's expiration month is invalid.");
    expect(check({ expiry: '12 / 25' }).expiry).toBe("Your card's expiration year is in the past.");
    expect(check({ expiry: '04 / 26' }).expiry).toBe("Your card's expiration date is in the past.");
    expect(check({ expiry: '05 / 26' }).expiry).toBeUndefined();
  });

  it('the CVC, the e-mail when given, the country', () => {
    expect(check({ cvc: '12' }).cvc).toBe("Your card's security code is incomplete.");
    expect(check({ email: 'robin.example.com' }).email).toBe('Your email address is invalid.');
    expect(check({ country: '' }).country).toBeUndefined();
    expect(check({ country: 'Sweden' }).country).toBe('Please choose your country.');
    expect(firstCardError(check({ email: 'x', cvc: '' }))).toBe('email');
  });
});
