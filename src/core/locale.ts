/**
 * Locales: which language a person sees, and how dates, times, prices, plurals and lists are written in it.
 * Pure (Intl only); runs on the server (pages, e-mails, PDFs, covers) and in the browser. Decision 088 chose the
 * message library; this module is what every part of the product asks for the locale and its formats.
 *
 * Negotiation, in order: the person's saved choice, a `?lang=` link (cohort links carry it), the browser's
 * Accept-Language (q-values honoured), English. Anything unknown or malformed falls through to the next source:
 * never an error, never a 5xx.
 */

export const LOCALES = ['en', 'sv'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The language tag a locale formats with: British English spelling and day-month order; Swedish as in Sweden. */
const FORMAT_TAG: Record<Locale, string> = { en: 'en-GB', sv: 'sv-SE' };
/** A locale's own name, for the language switch (each in its own language, as switches should be). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', sv: 'Svenska' };

/** 'sv', 'SV', 'sv-SE', 'sv_FI' → 'sv'; 'en-US' → 'en'; anything else (or not a string) → undefined. */
export function toLocale(value: unknown): Locale | undefined {
  if (typeof value !== 'string') return undefined;
  const m = /^\s*([a-z]{2,3})(?:[-_][a-z0-9]{1,8})*\s*$/i.exec(value);
  if (!m) return undefined;
  const base = m[1]!.toLowerCase();
  return (LOCALES as readonly string[]).includes(base) ? (base as Locale) : undefined;
}

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** One Accept-Language entry: its tag and weight. */
interface Weighted {
  tag: string;
  q: number;
  order: number;
}

/**
 * The best supported locale of an Accept-Language header ('sv-SE,sv;q=0.9,en;q=0.8'), or undefined when none of its
 * languages is supported. Entries with q=0 are refused; ties keep the header's order; '*' picks nothing (the caller's
 * fallback decides). Malformed entries are skipped; the header is capped so a huge one costs nothing.
 */
export function fromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const entries: Weighted[] = [];
  header
    .slice(0, 1000)
    .split(',')
    .slice(0, 50)
    .forEach((part, order) => {
      const [rawTag, ...params] = part.split(';');
      const tag = rawTag?.trim() ?? '';
      if (!tag) return;
      let q = 1;
      for (const p of params) {
        const m = /^\s*q\s*=(.*)$/i.exec(p);
        if (m) q = /^\s*[0-9.]+\s*$/.test(m[1]!) ? Number(m[1]) : NaN;
      }
      if (!Number.isFinite(q) || q <= 0 || q > 1) return;
      entries.push({ tag, q, order });
    });
  entries.sort((a, b) => b.q - a.q || a.order - b.order);
  for (const e of entries) {
    const locale = toLocale(e.tag);
    if (locale) return locale;
  }
  return undefined;
}

export interface LocaleSources {
  /** The person's saved choice (account, or the anonymous visitor's cookie). */
  saved?: string | null;
  /** The `lang` query parameter of the link they came by. */
  query?: string | null;
  /** The Accept-Language request header (or navigator.languages joined with ','). */
  acceptLanguage?: string | null;
}

/** The locale to show: saved choice > ?lang= > Accept-Language > English. */
export function negotiateLocale(sources: LocaleSources): Locale {
  return (
    toLocale(sources.saved) ?? toLocale(sources.query) ?? fromAcceptLanguage(sources.acceptLanguage) ?? DEFAULT_LOCALE
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Formatting. Formatters are cached per locale and options (the first Intl object of a kind costs ~1 ms).

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules | Intl.Collator>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules | Intl.Collator>(
  key: string,
  make: () => T,
): T {
  let f = cache.get(key) as T | undefined;
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f;
}

/** '27 November 2026' / '27 november 2026'. */
export function formatDate(locale: Locale, date: Date, timeZone = 'UTC'): string {
  return cached(
    `date|${locale}|${timeZone}`,
    () => new Intl.DateTimeFormat(FORMAT_TAG[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone }),
  ).format(date);
}

/** 'Friday 27 November' / 'fredag 27 november'. */
export function formatWeekdayDate(locale: Locale, date: Date, timeZone = 'UTC'): string {
  return cached(
    `wday|${locale}|${timeZone}`,
    () => new Intl.DateTimeFormat(FORMAT_TAG[locale], { weekday: 'long', day: 'numeric', month: 'long', timeZone }),
  ).format(date);
}

/** 'November 2026' / 'november 2026' (a cover's issue date). */
export function formatMonthYear(locale: Locale, date: Date, timeZone = 'UTC'): string {
  return cached(
    `month|${locale}|${timeZone}`,
    () => new Intl.DateTimeFormat(FORMAT_TAG[locale], { month: 'long', year: 'numeric', timeZone }),
  ).format(date);
}

/** A time of day on the 24-hour clock in both locales: '18:30' (en-GB and Swedish both write it so). */
export function formatTime(locale: Locale, date: Date, timeZone = 'UTC'): string {
  return cached(
    `time|${locale}|${timeZone}`,
    () =>
      new Intl.DateTimeFormat(FORMAT_TAG[locale], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }),
  ).format(date);
}

/** 1234.5 → '1,234.5' / '1 234,5' (with a no-break space). */
export function formatNumber(locale: Locale, n: number, maximumFractionDigits = 2): string {
  return cached(
    `num|${locale}|${maximumFractionDigits}`,
    () => new Intl.NumberFormat(FORMAT_TAG[locale], { maximumFractionDigits }),
  ).format(n);
}

/**
 * A price from integer cents: 900 EUR → '€9' (en) / '9 €' (sv, no-break space); cents shown only when there are
 * any (1250 → '€12.50' / '12,50 €'). Whole amounts drop ',00' as prices on this product do.
 */
export function formatPrice(locale: Locale, cents: number, currency = 'EUR'): string {
  const whole = cents % 100 === 0;
  return cached(
    `price|${locale}|${currency}|${whole}`,
    () =>
      new Intl.NumberFormat(FORMAT_TAG[locale], {
        style: 'currency',
        currency: currency.toUpperCase(),
        minimumFractionDigits: whole ? 0 : 2,
        maximumFractionDigits: whole ? 0 : 2,
      }),
  ).format(cents / 100);
}

/** The CLDR plural category of n ('one' | 'other' in both English and Swedish). */
export function pluralCategory(locale: Locale, n: number): Intl.LDMLPluralRule {
  return cached(`plural|${locale}`, () => new Intl.PluralRules(FORMAT_TAG[locale])).select(n);
}

/**
 * Picks a form by the plural rule and puts the formatted number in place of '#':
 * plural('sv', 3, { one: '# kort', other: '# kort' }). 'other' is required; it serves any category not given.
 */
export function plural(
  locale: Locale,
  n: number,
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string },
): string {
  const form = forms[pluralCategory(locale, n)] ?? forms.other;
  return form.replace(/#/g, formatNumber(locale, n));
}

/** A collator that sorts by the locale's alphabet: in Swedish å, ä, ö come after z (and v and w sort apart). */
export function collator(locale: Locale): Intl.Collator {
  return cached(`coll|${locale}`, () => new Intl.Collator(FORMAT_TAG[locale], { sensitivity: 'base', numeric: true }));
}

/** A sorted copy of a list of strings (or of items by a key) in the locale's alphabetical order. */
export function sortByLocale<T>(locale: Locale, items: readonly T[], key: (item: T) => string): T[];
export function sortByLocale(locale: Locale, items: readonly string[]): string[];
export function sortByLocale<T>(locale: Locale, items: readonly T[], key?: (item: T) => string): T[] {
  const c = collator(locale);
  const k = key ?? ((x: T) => String(x));
  return [...items].sort((a, b) => c.compare(k(a), k(b)));
}

/** 'a, b and c' / 'a, b och c'. */
export function formatList(locale: Locale, items: readonly string[]): string {
  const f = new Intl.ListFormat(FORMAT_TAG[locale], { style: 'long', type: 'conjunction' });
  return f.format(items);
}
