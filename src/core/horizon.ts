/**
 * The product's one time horizon (decision 068): the spin promise says "5 years forward"
 * (docs/product/journey.md#wheel), so the poster, Talk's older self, the letters, the offer pages and the checkout all
 * speak of the same five years.
 */
export const FUTURE_YEARS = 5;
export const FUTURE_YEARS_WORDS = 'five years';

/** The year the future self lives in, from a date (the cover's year). */
export function futureYear(now: Date = new Date()): number {
  return now.getUTCFullYear() + FUTURE_YEARS;
}
