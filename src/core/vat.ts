/**
 * VAT on our prices (docs/decisions/045). Prices are consumer prices that include VAT: the gross stays what the
 * offer says, and a receipt splits it into net and VAT at the standard rate of the buyer's EU country (the place of
 * supply of an electronically supplied service to a consumer is where the consumer lives). A buyer outside the EU
 * pays no EU VAT: the whole price is net.
 *
 * The one table of rates: the standard rates of the 27 EU member states in basis points (2500 = 25 %), as the
 * European Commission lists them (taxation-customs.ec.europa.eu, "VAT rates"), checked 2025-08 (Estonia 24 % from
 * July 2025, Romania 21 % from August 2025, Slovakia 23 % and Finland 25.5 % from 2025). Keys are ISO 3166-1 alpha-2
 * codes (Greece is GR here; its VAT numbers start with EL).
 */
export const EU_VAT_STANDARD_BP = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  HR: 2500,
  CY: 1900,
  CZ: 2100,
  DK: 2500,
  EE: 2400,
  FI: 2550,
  FR: 2000,
  DE: 1900,
  GR: 2400,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LV: 2100,
  LT: 2100,
  LU: 1700,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SK: 2300,
  SI: 2200,
  ES: 2100,
  SE: 2500,
} as const satisfies Record<string, number>;

export type EuCountry = keyof typeof EU_VAT_STANDARD_BP;

export const EU_COUNTRIES = Object.keys(EU_VAT_STANDARD_BP) as EuCountry[];

/** An ISO alpha-2 code in upper case, or null when it is not one. 'EL' (Greece's VAT prefix) reads as GR. */
export function normaliseCountry(code: string | null | undefined): string | null {
  const c = (code ?? '').trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(c)) return null;
  return c === 'EL' ? 'GR' : c;
}

export function isEuCountry(code: string | null | undefined): code is EuCountry {
  const c = normaliseCountry(code);
  return c !== null && Object.hasOwn(EU_VAT_STANDARD_BP, c);
}

/** The standard VAT rate for a buyer in this country, in basis points; 0 outside the EU. */
export function vatRateBp(country: string | null | undefined): number {
  const c = normaliseCountry(country);
  return c !== null && isEuCountry(c) ? EU_VAT_STANDARD_BP[c] : 0;
}

export interface VatSplit {
  grossCents: number;
  netCents: number;
  vatCents: number;
  rateBp: number;
}

/**
 * Splits a VAT-inclusive gross into net and VAT: net = round(gross / (1 + rate)), VAT = gross - net, so the two
 * always add up to what was paid. Whole cents; integer arithmetic (rounding half up).
 */
export function splitGross(grossCents: number, rateBp: number): VatSplit {
  if (!Number.isInteger(grossCents) || grossCents < 0) throw new RangeError('grossCents must be whole, >= 0');
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > 10_000) throw new RangeError('rateBp out of range');
  const netCents = Math.floor((grossCents * 10_000 * 2 + (10_000 + rateBp)) / ((10_000 + rateBp) * 2));
  return { grossCents, netCents, vatCents: grossCents - netCents, rateBp };
}

/** A split from a provider's own tax figure (Stripe Tax): VAT as the provider computed it. */
export function splitWithTax(grossCents: number, vatCents: number, rateBp: number): VatSplit {
  return { grossCents, netCents: grossCents - vatCents, vatCents, rateBp };
}

/** "25 %", "25.5 %". */
export const formatRate = (rateBp: number) =>
  `${(rateBp / 100).toLocaleString('en-GB', { maximumFractionDigits: 2 })} %`;
