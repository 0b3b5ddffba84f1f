import { describe, expect, it } from 'vitest';
import {
  EU_COUNTRIES,
  EU_VAT_STANDARD_BP,
  formatRate,
  isEuCountry,
  normaliseCountry,
  splitGross,
  vatRateBp,
} from './vat';

describe('EU VAT table', () => {
  it('has the 27 member states, each once, with a standard rate between 17 % and 27 %', () => {
    expect(EU_COUNTRIES).toHaveLength(27);
    expect(new Set(EU_COUNTRIES).size).toBe(27);
    for (const c of EU_COUNTRIES) {
      expect(c).toMatch(/^[A-Z]{2}$/);
      expect(EU_VAT_STANDARD_BP[c]).toBeGreaterThanOrEqual(1700);
      expect(EU_VAT_STANDARD_BP[c]).toBeLessThanOrEqual(2700);
    }
    // The United Kingdom, Norway and Switzerland are not in it.
    expect(EU_COUNTRIES).not.toContain('GB');
    expect(EU_COUNTRIES).not.toContain('NO');
    expect(EU_COUNTRIES).not.toContain('CH');
  });

  it('knows the rates that changed lately and the extremes', () => {
    expect(vatRateBp('SE')).toBe(2500);
    expect(vatRateBp('DE')).toBe(1900);
    expect(vatRateBp('FI')).toBe(2550);
    expect(vatRateBp('EE')).toBe(2400);
    expect(vatRateBp('RO')).toBe(2100);
    expect(vatRateBp('SK')).toBe(2300);
    expect(vatRateBp('HU')).toBe(2700);
    expect(vatRateBp('LU')).toBe(1700);
  });

  it('reads codes loosely and charges no EU VAT outside the EU', () => {
    expect(vatRateBp(' se ')).toBe(2500);
    expect(vatRateBp('EL')).toBe(2400); // Greece's VAT prefix
    expect(normaliseCountry('el')).toBe('GR');
    expect(vatRateBp('US')).toBe(0);
    expect(vatRateBp('GB')).toBe(0);
    expect(vatRateBp(null)).toBe(0);
    expect(vatRateBp('Sweden')).toBe(0);
    expect(isEuCountry('fr')).toBe(true);
    expect(isEuCountry('toString')).toBe(false);
    expect(isEuCountry('constructor')).toBe(false);
  });
});

describe('splitGross', () => {
  it('splits the VAT-inclusive prices into net and VAT that add up to the gross', () => {
    expect(splitGross(9000, 2500)).toEqual({ grossCents: 9000, netCents: 7200, vatCents: 1800, rateBp: 2500 });
    expect(splitGross(900, 2500)).toEqual({ grossCents: 900, netCents: 720, vatCents: 180, rateBp: 2500 });
    expect(splitGross(9000, 1900)).toMatchObject({ netCents: 7563, vatCents: 1437 }); // 9000 / 1.19 = 7563.03
    expect(splitGross(900, 2550)).toMatchObject({ netCents: 717, vatCents: 183 }); // 900 / 1.255 = 717.13
    expect(splitGross(9000, 0)).toMatchObject({ netCents: 9000, vatCents: 0 });
  });

  it('rounds half up and always adds up, for every country and many prices', () => {
    expect(splitGross(5, 2500)).toMatchObject({ netCents: 4, vatCents: 1 }); // 4.0
    expect(splitGross(1, 10_000)).toMatchObject({ netCents: 1, vatCents: 0 }); // 0.5 rounds up
    for (const c of EU_COUNTRIES)
      for (const gross of [0, 1, 99, 900, 9000, 123457]) {
        const s = splitGross(gross, EU_VAT_STANDARD_BP[c]);
        expect(s.netCents + s.vatCents).toBe(gross);
        const exact = gross / (1 + EU_VAT_STANDARD_BP[c] / 10_000);
        expect(Math.abs(s.netCents - exact)).toBeLessThanOrEqual(0.5);
      }
  });

  it('refuses amounts and rates that are not whole or in range', () => {
    expect(() => splitGross(-1, 2500)).toThrow(RangeError);
    expect(() => splitGross(1.5, 2500)).toThrow(RangeError);
    expect(() => splitGross(100, 10_001)).toThrow(RangeError);
  });

  it('formats rates', () => {
    expect(formatRate(2500)).toBe('25 %');
    expect(formatRate(2550)).toBe('25.5 %');
  });
});
