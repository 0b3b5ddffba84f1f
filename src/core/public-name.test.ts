import { describe, expect, it } from 'vitest';
import { checkPublicText, foldForCheck, PUBLIC_NAME_FALLBACK, publicName } from './public-name';

describe('public names', () => {
  it('keeps ordinary names, Swedish letters included', () => {
    for (const n of [
      'Alex',
      'Åsa Öberg',
      'Märta',
      'Scunthorpe United',
      'Cassandra',
      'Pippa',
      'Big Fan',
      'Nigel',
      'Titus',
    ])
      expect(publicName(n)).toBe(n);
  });

  it('refuses English and Swedish profanity', () => {
    for (const n of ['fuck you', 'Shithead', 'knulla', 'Fitta', 'rövhål', 'jävlar', 'kuk', 'skit ner dig', 'Bitch'])
      expect(checkPublicText(n)).toMatchObject({ ok: false, reason: 'profanity' });
  });

  it('sees through spacing, dots, look-alike letters, digits and repeats', () => {
    for (const n of ['f u c k', 'f.u.c.k', 'ѕhіt', 'sh1t', 'fuuuuck', 'F I T T A', 'kn u lla', 'ｆｕｃｋ', 'k\u200buk'])
      expect(publicName(n)).toBe(PUBLIC_NAME_FALLBACK);
  });

  it('refuses names that pretend to be the product or its staff', () => {
    expect(checkPublicText('Admin')).toMatchObject({ ok: false, reason: 'impersonation' });
    expect(checkPublicText('A d m i n')).toMatchObject({ ok: false, reason: 'impersonation' });
    expect(checkPublicText('Support')).toMatchObject({ ok: false, reason: 'impersonation' });
    expect(checkPublicText('FutureSelf Official', { brand: 'FutureSelf' })).toMatchObject({ ok: false });
    expect(checkPublicText('Future Self', { brand: 'FutureSelf' })).toMatchObject({ ok: false });
    expect(publicName('Modesty Blaise')).toBe('Modesty Blaise');
  });

  it('cleans and cuts at a word', () => {
    expect(publicName('  Alex \n Smith  ')).toBe('Alex Smith');
    const long = publicName('Alexandra Josephine Catherine Wilhelmina Smith-Jones');
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long.endsWith('…')).toBe(true);
    expect(publicName('')).toBe(PUBLIC_NAME_FALLBACK);
    expect(publicName('   ')).toBe(PUBLIC_NAME_FALLBACK);
    expect(publicName('!!!')).toBe(PUBLIC_NAME_FALLBACK);
    expect(publicName(null)).toBe(PUBLIC_NAME_FALLBACK);
  });

  it('folds look-alikes to Latin', () => {
    expect(foldForCheck('Ѕhіt')).toBe('shit');
  });
});
