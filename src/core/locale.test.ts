import { describe, expect, it } from 'vitest';
import {
  collator,
  formatDate,
  formatList,
  formatMonthYear,
  formatNumber,
  formatPrice,
  formatTime,
  formatWeekdayDate,
  fromAcceptLanguage,
  isLocale,
  LOCALES,
  negotiateLocale,
  plural,
  pluralCategory,
  sortByLocale,
  toLocale,
} from './locale';

const NBSP = '\u00a0';
/** Intl's spaces (no-break, narrow no-break) as plain spaces, to compare with readable strings. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('toLocale', () => {
  it('reads tags loosely and knows only English and Swedish', () => {
    expect(LOCALES).toEqual(['en', 'sv']);
    expect(toLocale('sv')).toBe('sv');
    expect(toLocale('SV')).toBe('sv');
    expect(toLocale(' sv-SE ')).toBe('sv');
    expect(toLocale('sv_FI')).toBe('sv');
    expect(toLocale('en-US')).toBe('en');
    expect(toLocale('de')).toBeUndefined();
    expect(toLocale('svenska')).toBeUndefined();
    expect(toLocale('sv;drop table')).toBeUndefined();
    expect(toLocale('')).toBeUndefined();
    expect(toLocale(undefined)).toBeUndefined();
    expect(toLocale(42)).toBeUndefined();
    expect(toLocale(['sv'])).toBeUndefined();
    expect(isLocale('sv')).toBe(true);
    expect(isLocale('sv-SE')).toBe(false);
  });
});

describe('fromAcceptLanguage', () => {
  it('takes the highest q-value that is supported', () => {
    expect(fromAcceptLanguage('sv-SE,sv;q=0.9,en;q=0.8')).toBe('sv');
    expect(fromAcceptLanguage('en;q=0.5, sv;q=0.9')).toBe('sv');
    expect(fromAcceptLanguage('de-DE,de;q=0.9,sv;q=0.7,en;q=0.6')).toBe('sv');
    expect(fromAcceptLanguage('de-DE,de;q=0.9,en;q=0.7,sv;q=0.6')).toBe('en');
    expect(fromAcceptLanguage('fi-FI, sv-FI;q=0.8')).toBe('sv');
  });

  it('keeps the header order on ties and refuses q=0', () => {
    expect(fromAcceptLanguage('en, sv')).toBe('en');
    expect(fromAcceptLanguage('sv, en')).toBe('sv');
    expect(fromAcceptLanguage('sv;q=0, en;q=0.1')).toBe('en');
    expect(fromAcceptLanguage('sv;q=0')).toBeUndefined();
  });

  it('finds nothing in unsupported, wildcard, empty or malformed headers', () => {
    expect(fromAcceptLanguage('de, fr;q=0.5')).toBeUndefined();
    expect(fromAcceptLanguage('*')).toBeUndefined();
    expect(fromAcceptLanguage('')).toBeUndefined();
    expect(fromAcceptLanguage(null)).toBeUndefined();
    expect(fromAcceptLanguage(';;;,,,q=1')).toBeUndefined();
    expect(fromAcceptLanguage('sv;q=abc, en;q=2')).toBeUndefined();
    expect(fromAcceptLanguage(`${'de,'.repeat(5000)}sv`)).toBeUndefined(); // capped: a long header is not read whole
  });
});

describe('negotiateLocale', () => {
  it('saved choice > ?lang= > Accept-Language > English', () => {
    expect(negotiateLocale({ saved: 'en', query: 'sv', acceptLanguage: 'sv' })).toBe('en');
    expect(negotiateLocale({ saved: null, query: 'sv', acceptLanguage: 'en' })).toBe('sv');
    expect(negotiateLocale({ query: 'en', acceptLanguage: 'sv-SE' })).toBe('en');
    expect(negotiateLocale({ acceptLanguage: 'sv-SE,sv;q=0.9' })).toBe('sv');
    expect(negotiateLocale({})).toBe('en');
  });

  it('skips an unknown source and falls through to the next one', () => {
    expect(negotiateLocale({ saved: 'klingon', query: 'sv' })).toBe('sv');
    expect(negotiateLocale({ query: 'xx', acceptLanguage: 'sv' })).toBe('sv');
    expect(negotiateLocale({ query: 'fr', acceptLanguage: 'de' })).toBe('en');
    expect(negotiateLocale({ saved: '', query: '', acceptLanguage: '' })).toBe('en');
  });
});

describe('dates and times', () => {
  const d = new Date('2026-11-27T17:05:00Z');

  it('writes dates in each language', () => {
    expect(formatDate('en', d)).toBe('27 November 2026');
    expect(formatDate('sv', d)).toBe('27 november 2026');
    expect(formatWeekdayDate('en', d)).toBe('Friday 27 November');
    expect(formatWeekdayDate('sv', d)).toBe('fredag 27 november');
    expect(formatMonthYear('en', d)).toBe('November 2026');
    expect(formatMonthYear('sv', d)).toBe('november 2026');
  });

  it('uses the 24-hour clock and the given time zone', () => {
    expect(formatTime('sv', d)).toBe('17:05');
    expect(formatTime('sv', d, 'Europe/Stockholm')).toBe('18:05');
    expect(formatTime('sv', new Date('2026-07-01T22:30:00Z'), 'Europe/Stockholm')).toBe('00:30');
    expect(formatTime('en', d, 'Europe/Stockholm')).toBe('18:05');
    // crossing midnight moves the date too
    expect(formatDate('sv', new Date('2026-12-31T23:30:00Z'), 'Europe/Stockholm')).toBe('1 januari 2027');
  });
});

describe('numbers and prices', () => {
  it('writes prices as each market does', () => {
    expect(formatPrice('sv', 900)).toBe(`9${NBSP}€`);
    expect(formatPrice('en', 900)).toBe('€9');
    expect(plain(formatPrice('sv', 1250))).toBe('12,50 €');
    expect(formatPrice('en', 1250)).toBe('€12.50');
    expect(plain(formatPrice('sv', 149900, 'sek'))).toBe('1 499 kr');
    expect(plain(formatNumber('sv', 1234.5))).toBe('1 234,5');
    expect(formatNumber('en', 1234.5)).toBe('1,234.5');
  });
});

describe('plurals and lists', () => {
  it('picks the plural form and puts the number in', () => {
    expect(pluralCategory('sv', 1)).toBe('one');
    expect(pluralCategory('sv', 0)).toBe('other');
    expect(pluralCategory('en', 2)).toBe('other');
    const days = { one: '# dag kvar', other: '# dagar kvar' };
    expect(plural('sv', 1, days)).toBe('1 dag kvar');
    expect(plural('sv', 5, days)).toBe('5 dagar kvar');
    expect(plural('sv', 0, days)).toBe('0 dagar kvar');
    expect(plain(plural('sv', 1200, days))).toBe('1 200 dagar kvar');
    expect(plural('en', 1, { one: '# card', other: '# cards' })).toBe('1 card');
    expect(plural('en', 3, { other: '# cards' })).toBe('3 cards');
  });

  it('joins lists with the language’s word for and', () => {
    expect(formatList('sv', ['BÖR', 'VILL', 'KAN', 'SKALL'])).toBe('BÖR, VILL, KAN och SKALL');
    expect(formatList('en', ['a', 'b', 'c'])).toBe('a, b and c');
  });
});

describe('sorting', () => {
  const words = ['Örebro', 'Zorn', 'Åre', 'apa', 'Ängelholm', 'Malmö', 'ost'];

  it('puts å, ä and ö after z in Swedish, in that order', () => {
    expect(sortByLocale('sv', words)).toEqual(['apa', 'Malmö', 'ost', 'Zorn', 'Åre', 'Ängelholm', 'Örebro']);
  });

  it('sorts them as accented letters in English', () => {
    expect(sortByLocale('en', words)).toEqual(['Ängelholm', 'apa', 'Åre', 'Malmö', 'Örebro', 'ost', 'Zorn']);
  });

  it('sorts objects by a key, numbers as numbers, ignoring case', () => {
    const items = [{ n: 'Klass 10' }, { n: 'klass 9' }, { n: 'Ölands klass' }];
    expect(sortByLocale('sv', items, (i) => i.n).map((i) => i.n)).toEqual(['klass 9', 'Klass 10', 'Ölands klass']);
    expect(collator('sv').compare('a', 'A')).toBe(0);
  });
});
