import { describe, expect, it } from 'vitest';
import { attributionQuery, cleanAttribution, parseAttribution } from './attribution';

const q = (s: string) => new URLSearchParams(s);

describe('parseAttribution', () => {
  it('reads cohort, ambassador and every UTM field', () => {
    expect(
      parseAttribution(
        q(
          'cohort=Demo-Academy&ambassador=demo1&utm_source=ig&utm_medium=social&utm_campaign=spring&utm_content=story&utm_term=career',
        ),
      ),
    ).toEqual({
      cohort: 'demo-academy',
      ambassador: 'DEMO1',
      utm_source: 'ig',
      utm_medium: 'social',
      utm_campaign: 'spring',
      utm_content: 'story',
      utm_term: 'career',
    });
  });

  it('accepts ref as the ambassador and upper-cases it', () => {
    expect(parseAttribution(q('ref=abc_12')).ambassador).toBe('ABC_12');
  });

  it('prefers ambassador over ref', () => {
    expect(parseAttribution(q('ref=one&ambassador=two')).ambassador).toBe('TWO');
  });

  it('drops malformed values quietly', () => {
    expect(parseAttribution(q('cohort=<script>&ambassador=a%20b%20c&utm_source=%00%01'))).toEqual({});
    expect(parseAttribution(q(`cohort=${'x'.repeat(80)}`))).toEqual({});
  });

  it('caps and cleans UTM values', () => {
    const out = parseAttribution(
      q(`utm_campaign=${encodeURIComponent('  big\n  launch  ')}&utm_term=${'t'.repeat(500)}`),
    );
    expect(out.utm_campaign).toBe('big launch');
    expect(out.utm_term).toHaveLength(200);
  });
});

describe('cleanAttribution', () => {
  it('keeps only known string fields', () => {
    expect(cleanAttribution({ cohort: 'x1', evil: 'y', utm_source: 5 })).toEqual({ cohort: 'x1' });
    expect(cleanAttribution(null)).toEqual({});
    expect(cleanAttribution('cohort=x')).toEqual({});
  });
});

describe('attributionQuery', () => {
  it('carries cohort and ref but never the public cohort', () => {
    expect(attributionQuery({ cohort: 'demo', ambassador: 'AMB' })).toBe('?cohort=demo&ref=AMB');
    expect(attributionQuery({ cohort: 'public' })).toBe('');
    expect(attributionQuery({ cohort: 'demo' }, { utm_medium: 'social' })).toBe('?cohort=demo&utm_medium=social');
  });
});
