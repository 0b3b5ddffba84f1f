import { CRISIS_REPLIES, CRISIS_TEXT } from '@content/talk/crisis-replies.js';
import { HELP_BY_COUNTRY, type HelpKind, type HelpLine } from '@content/talk/help-lines.js';
import type { SafetyCategory } from './safety-reader.js';

/**
 * The help a crisis reply offers (docs/decisions/062): the lines for what was said, where the person is and how old
 * they are (content/talk/help-lines.ts), and the reply's words (content/talk/crisis-replies.ts).
 */

/** One help line as the chat shows it (a tap target when it has one). */
export interface CrisisHelpLine {
  name: string;
  contact: string;
  href: string | null;
  what: string;
}

export interface CrisisHelp {
  /** The country whose lines these are ('INTL' for the international fallback). */
  country: string;
  emergency: string;
  lines: CrisisHelpLine[];
  /** The language the lines are written in (the reply's). */
  lang: 'en' | 'sv';
}

/** At most this many lines under the emergency number: a person in crisis reads a few, not a directory. */
const MAX_LINES = 4;

/** The kinds of line each category needs first; child and youth lines are added for anyone who may be under 18. */
const KINDS: Readonly<Record<SafetyCategory, readonly HelpKind[]>> = {
  suicide: ['suicide', 'distress'],
  self_harm: ['suicide', 'distress'],
  emergency: ['suicide', 'distress'],
  distress: ['distress', 'suicide'],
  abuse: ['abuse', 'partner'],
  partner_violence: ['partner', 'abuse'],
  sexual_exploitation: ['sexual', 'abuse'],
  other_person: ['suicide', 'distress'],
};

/** The country whose help applies: the person's own (profile, age question), else the configured one, else INTL. */
export function helpCountry(personCountry: string | null | undefined, configured: string | null | undefined): string {
  for (const c of [personCountry, configured]) {
    const code = c?.trim().toUpperCase();
    if (code && HELP_BY_COUNTRY[code]) return code;
  }
  return 'INTL';
}

/**
 * The lines for a category: youth lines first for someone who may be under 18 (age unknown counts: Talk's people
 * are young) or who reports abuse, then the category's kinds, then the general crisis line; never a line for a
 * younger age than the person's.
 */
export function crisisHelp(
  category: SafetyCategory,
  country: string,
  under18: boolean | null,
  lang: 'en' | 'sv',
): CrisisHelp {
  const code = HELP_BY_COUNTRY[country] ? country : 'INTL';
  const help = HELP_BY_COUNTRY[code]!;
  const young = under18 !== false;
  const fits = (l: HelpLine) => !l.kinds.includes('emergency') && (l.maxAge === undefined || young);
  const order: HelpKind[] = [];
  if (young || category === 'abuse' || category === 'sexual_exploitation') order.push('youth');
  order.push(...KINDS[category], 'suicide');
  const picked: HelpLine[] = [];
  for (const kind of order)
    for (const l of help.lines)
      if (picked.length < MAX_LINES && fits(l) && l.kinds.includes(kind) && !picked.includes(l)) {
        picked.push(l);
        break;
      }
  // The international directory when a country has fewer lines than that.
  if (code !== 'INTL')
    for (const l of HELP_BY_COUNTRY.INTL!.lines)
      if (picked.length < 2 && fits(l) && !picked.includes(l)) picked.push(l);
  return {
    country: code,
    emergency: help.emergency,
    lang,
    lines: picked.map((l) => ({
      name: l.name,
      contact: l.contact,
      href: l.href,
      what: lang === 'sv' ? l.whatSv : l.what,
    })),
  };
}

/** The crisis reply's text: what was heard, that this is an AI, the emergency number, the lines, one next step. */
export function crisisReplyText(category: SafetyCategory, help: CrisisHelp, lang: 'en' | 'sv'): string {
  const t = CRISIS_TEXT[lang];
  const r = CRISIS_REPLIES[lang][category];
  const country = HELP_BY_COUNTRY[help.country]!;
  const fill = (s: string) =>
    s.replace(/\{emergency\}/g, help.emergency).replace(/\{country\}/g, lang === 'sv' ? country.nameSv : country.name);
  const heading = help.country === 'INTL' ? t.helpAnywhere : t.helpIn;
  const list = help.lines.map((l) => `• ${l.name}: ${l.contact}. ${l.what}`).join('\n');
  return [r.opening, fill(t.ai), `${fill(heading)}\n${list}`, fill(r.closing)].join('\n\n');
}
