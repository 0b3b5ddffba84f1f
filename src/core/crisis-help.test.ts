import { describe, expect, it } from 'vitest';
import { HELP_BY_COUNTRY } from '@content/talk/help-lines';
import { CRISIS_REPLIES } from '@content/talk/crisis-replies';
import { crisisHelp, crisisReplyText, helpCountry } from './crisis-help';

describe('the help a crisis reply offers', () => {
  it('is for the person’s country, then the configured one, then the international list', () => {
    expect(helpCountry('gb', 'SE')).toBe('GB');
    expect(helpCountry(null, 'SE')).toBe('SE');
    expect(helpCountry('ZZ', 'XX')).toBe('INTL');
  });

  it('gives a child and youth line first to someone who may be under 18, never to an adult', () => {
    const young = crisisHelp('suicide', 'SE', true, 'en');
    expect(young.lines[0]!.name).toMatch(/BRIS/);
    expect(young.lines.map((l) => l.contact)).toContain('90101');
    const unknown = crisisHelp('suicide', 'SE', null, 'en');
    expect(unknown.lines[0]!.name).toMatch(/BRIS/);
    const adult = crisisHelp('suicide', 'GB', false, 'en');
    expect(adult.lines.map((l) => l.name).join()).not.toMatch(/Childline/);
    expect(adult.lines.map((l) => l.contact)).toContain('116 123');
  });

  it('gives the lines for what was said: domestic abuse, partner violence, sexual abuse', () => {
    expect(
      crisisHelp('partner_violence', 'SE', false, 'sv')
        .lines.map((l) => l.name)
        .join(),
    ).toMatch(/Kvinnofridslinjen/);
    expect(
      crisisHelp('sexual_exploitation', 'US', false, 'en')
        .lines.map((l) => l.name)
        .join(),
    ).toMatch(/RAINN/);
    expect(
      crisisHelp('abuse', 'GB', true, 'en')
        .lines.map((l) => l.name)
        .join(),
    ).toMatch(/Childline/);
  });

  it('never lists more than four lines, each with a way to reach it, in the reply’s language', () => {
    for (const country of Object.keys(HELP_BY_COUNTRY))
      for (const category of Object.keys(CRISIS_REPLIES.en) as (keyof typeof CRISIS_REPLIES.en)[])
        for (const lang of ['en', 'sv'] as const) {
          const help = crisisHelp(category, country, null, lang);
          expect(help.lines.length).toBeGreaterThan(0);
          expect(help.lines.length).toBeLessThanOrEqual(4);
          expect(help.emergency).toMatch(/^\d{3}$/);
          const text = crisisReplyText(category, help, lang);
          expect(text).toContain(help.emergency);
          expect(text).toContain(lang === 'sv' ? 'Jag är en AI' : 'I’m an AI');
          expect(text).not.toMatch(/\{\w+\}/);
        }
  });

  it('every help line says where it was checked and when', () => {
    for (const c of Object.values(HELP_BY_COUNTRY))
      for (const l of c.lines) {
        expect(l.source, l.name).toMatch(/^https?:\/\//);
        expect(l.checked, l.name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(l.what.length, l.name).toBeLessThanOrEqual(110);
        if (l.href) expect(l.href, l.name).toMatch(/^(tel:\+?\d+|sms:\d+(\?body=\w+)?|https:\/\/)/);
      }
  });
});
