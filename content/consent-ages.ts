/**
 * The digital age of consent per country (GDPR Art. 8: each member state sets it between 13 and 16; 16 where it set
 * none). Below it, voice cloning and payments are off, the show application needs a parent's consent, and the public
 * gallery never shows the person (src/core/age.ts). Countries not listed use the configured default
 * (DIGITAL_CONSENT_AGE, 16). ISO 3166-1 alpha-2 codes. Check a change against the national law before merging.
 */
export const DIGITAL_CONSENT_AGES: Readonly<Record<string, number>> = {
  AT: 14,
  BE: 13,
  BG: 14,
  CY: 14,
  CZ: 15,
  DE: 16,
  DK: 13,
  EE: 13,
  ES: 14,
  FI: 13,
  FR: 15,
  GB: 13,
  GR: 15,
  HR: 16,
  HU: 16,
  IE: 16,
  IS: 13,
  IT: 14,
  LT: 14,
  LU: 16,
  LV: 13,
  MT: 13,
  NL: 16,
  NO: 13,
  PL: 16,
  PT: 13,
  RO: 16,
  SE: 13,
  SI: 15,
  SK: 16,
};

/** The countries offered in the year-of-birth question, in this order; any other is 'Another country'. */
export const CONSENT_COUNTRY_CHOICES: ReadonlyArray<{ code: string; label: string }> = [
  { code: 'SE', label: 'Sweden' },
  { code: 'NO', label: 'Norway' },
  { code: 'DK', label: 'Denmark' },
  { code: 'FI', label: 'Finland' },
  { code: 'DE', label: 'Germany' },
  { code: 'NL', label: 'Netherlands' },
  { code: 'FR', label: 'France' },
  { code: 'ES', label: 'Spain' },
  { code: 'IT', label: 'Italy' },
  { code: 'GB', label: 'United Kingdom' },
  { code: 'IE', label: 'Ireland' },
  { code: 'PL', label: 'Poland' },
];

/**
 * Where a parent or legal guardian may pay for Talk or the Strategy Sprint for their child under 18, with their
 * consent (decision 087): the countries whose law lets a parent consent for their child online (GDPR Art. 8 in the
 * EU and the EEA, the UK GDPR). A person under 18 whose stated country is not listed cannot be sponsored, and the
 * sponsor page says why (PARENT_SPONSOR_NOT_ALLOWED). A person who stated no country is under the seller's rule,
 * which is one of these. ISO 3166-1 alpha-2 codes. Check a change against the national law before merging.
 */
export const PARENT_CONSENT_COUNTRIES: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HR',
  'HU',
  'IE',
  'IS',
  'IT',
  'LI',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
];

/** The sponsor page and the checkout's 403 when a parent may not pay for this person (decision 087). */
export const PARENT_SPONSOR_NOT_ALLOWED = {
  title: 'This cannot be paid for here',
  body: "This person is under 18 and lives in a country where we cannot take a parent's consent for them: we only do so where the law lets a parent consent for their child online (the EU, the EEA and the United Kingdom). Nothing is charged.",
} as const;
