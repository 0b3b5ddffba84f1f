import { describe, expect, it } from 'vitest';
import { DIGITAL_CONSENT_AGES } from '@content/consent-ages';
import * as enFutureSelf from '@content/future-self-messages';
import * as enLegal from '@content/legal';
import * as enMailStatus from '@content/mail-status';
import * as enOffers from '@content/offers';
import * as enSite from '@content/site';
import * as enVoice from '@content/voice-prompts';
import * as enWeekly from '@content/weekly-guidance';
import { EMAIL_PLACEHOLDERS_SV, EMAILS_SV } from '@content/sv/emails';
import * as svFutureSelf from '@content/sv/future-self-messages';
import * as svLegal from '@content/sv/legal';
import * as svMailStatus from '@content/sv/mail-status';
import * as svOffers from '@content/sv/offers';
import * as svSite from '@content/sv/site';
import * as svVoice from '@content/sv/voice-prompts';
import * as svWeekly from '@content/sv/weekly-guidance';
import { formatPrice } from './locale';

/**
 * The Swedish pages' content (offers, legal pages, site, voice, future-self messages, weekly guidance, mail status,
 * e-mails) is kept as files per locale with the English keys (docs/decisions/089-swedish-content.md). These tests
 * fail when a key exists in one language and not the other, when a text's placeholders differ, when Swedish text
 * breaks Swedish typography, or when common English words are left in it.
 */

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

/** Keys whose values are ids or technical names, the same in both languages (not text). */
const isIdKey = (key: string, owner: Record<string, unknown>) =>
  key === 'id' ||
  key === 'icon' ||
  key === 'provider' ||
  key === 'kind' ||
  (key === 'name' && ('provider' in owner || 'kind' in owner));

/** Every text of a value, deeply, without ids and technical names. */
function texts(v: unknown): string[] {
  if (typeof v === 'string') return [v];
  if (Array.isArray(v)) return v.flatMap(texts);
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return Object.entries(o).flatMap(([k, x]) => (isIdKey(k, o) ? [] : texts(x)));
  }
  return [];
}

/**
 * The differences between an English value and its Swedish one: a key in one and not the other, a list of another
 * length, an id that changed, or a text whose placeholders differ.
 */
function differences(en: unknown, sv: unknown, path: string): string[] {
  if (typeof en === 'string') {
    if (typeof sv !== 'string') return [`${path}: not a text`];
    const a = placeholders(en).join(',');
    const b = placeholders(sv).join(',');
    return a === b ? [] : [`${path}: placeholders {${a}} in English, {${b}} in Swedish`];
  }
  if (typeof en === 'number' || typeof en === 'boolean') return en === sv ? [] : [`${path}: ${String(sv)} ≠ ${en}`];
  if (Array.isArray(en)) {
    if (!Array.isArray(sv)) return [`${path}: not a list`];
    if (en.length !== sv.length) return [`${path}: ${sv.length} entries, English has ${en.length}`];
    return en.flatMap((x, i) => differences(x, sv[i], `${path}[${i}]`));
  }
  if (en && typeof en === 'object') {
    if (!sv || typeof sv !== 'object' || Array.isArray(sv)) return [`${path}: not an object`];
    const e = en as Record<string, unknown>;
    const s = sv as Record<string, unknown>;
    const out: string[] = [];
    for (const k of Object.keys(e)) if (!(k in s)) out.push(`${path}.${k}: missing in Swedish`);
    for (const k of Object.keys(s)) if (!(k in e)) out.push(`${path}.${k}: not in English`);
    for (const k of Object.keys(e)) {
      if (!(k in s)) continue;
      if (isIdKey(k, e)) {
        if (e[k] !== s[k]) out.push(`${path}.${k}: id ${String(s[k])} ≠ ${String(e[k])}`);
      } else out.push(...differences(e[k], s[k], `${path}.${k}`));
    }
    return out;
  }
  return [];
}

/** English exports that hold no text to write (dates, amounts, ages, durations). */
const NOT_TEXT = new Set(['LEGAL_UPDATED']);

/** Each English module beside its Swedish one: `X` in English is `X_SV` in Swedish. */
const MODULES: ReadonlyArray<[string, Record<string, unknown>, Record<string, unknown>]> = [
  ['offers', enOffers, svOffers],
  ['legal', enLegal, svLegal],
  ['site', enSite, svSite],
  ['voice-prompts', enVoice, svVoice],
  ['future-self-messages', enFutureSelf, svFutureSelf],
  ['weekly-guidance', enWeekly, svWeekly],
  ['mail-status', enMailStatus, svMailStatus],
];

const SWEDISH_TEXTS: string[] = [...MODULES.flatMap(([, , sv]) => texts(sv)), ...texts(EMAILS_SV)];

describe('every English text has its Swedish one, and none other', () => {
  for (const [name, en, sv] of MODULES) {
    it(`content/sv/${name}.ts has an X_SV for each text export X of content/${name}.ts, and vice versa`, () => {
      const english = Object.keys(en)
        .filter((k) => !NOT_TEXT.has(k) && texts(en[k]).length > 0)
        .sort();
      const swedish = Object.keys(sv)
        .map((k) => {
          expect(k, `${name}: ${k} should end in _SV`).toMatch(/_SV$/);
          return k.replace(/_SV$/, '');
        })
        .sort();
      expect(swedish).toEqual(english);
    });

    it(`content/sv/${name}.ts has the same keys, list lengths, ids and placeholders`, () => {
      const diffs = Object.keys(sv).flatMap((k) => differences(en[k.replace(/_SV$/, '')], sv[k], k));
      expect(diffs).toEqual([]);
    });
  }

  it('the comparison catches a missing key, an extra one, a list of another length and a lost placeholder', () => {
    expect(differences({ a: 'Hi {name}', b: ['x', 'y'] }, { a: 'Hej', c: 1, b: ['x'] }, 'T')).toEqual([
      'T.c: not in English',
      'T.a: placeholders {name} in English, {} in Swedish',
      'T.b: 1 entries, English has 2',
    ]);
    expect(differences({ a: 'x', d: 'y' }, { a: 'z' }, 'M')).toEqual(['M.d: missing in Swedish']);
    expect(differences([{ id: 'talk', t: 'x' }], [{ id: 'show', t: 'y' }], 'P')).toEqual(['P[0].id: id show ≠ talk']);
  });

  it('keeps the processors and the storage keys the privacy page lists (ids, in order)', () => {
    const ids = (xs: readonly { provider?: string; name: string; kind?: string }[]) =>
      xs.map((x) => `${x.provider ?? x.kind}:${x.name}`);
    expect(ids(svLegal.PROCESSORS_SV)).toEqual(ids(enLegal.PROCESSORS));
    expect(ids(svLegal.STORAGE_ITEMS_SV)).toEqual(ids(enLegal.STORAGE_ITEMS));
  });
});

describe('Swedish typography on the Swedish pages', () => {
  it('uses ”…” and ’…’, never English or straight quotes, nor an English possessive', () => {
    expect(SWEDISH_TEXTS.length).toBeGreaterThan(500);
    for (const s of SWEDISH_TEXTS) {
      expect(s, s).not.toMatch(/[“‘"]/);
      expect(s, s).not.toMatch(/\p{L}'\p{L}|\p{L}’s\b/u);
    }
  });

  it('uses an en dash for a break, … for an ellipsis, no double spaces', () => {
    for (const s of SWEDISH_TEXTS) {
      expect(s, s).not.toMatch(/ - | — |\.\.\./);
      expect(s, s).not.toMatch(/ {2,}/);
      expect(s, s).toBe(s.trim());
    }
  });

  it('writes times on the 24-hour clock and prices as Swedish does (9 €, never €9)', () => {
    for (const s of SWEDISH_TEXTS) {
      expect(s, s).not.toMatch(/\b\d{1,2}(:\d\d)?\s?(am|pm)\b/i);
      expect(s, s).not.toMatch(/€\s?\d|\d\s?EUR\b/);
    }
    const talk = formatPrice('sv', enOffers.PRICES_CENTS.talk);
    const strategy = formatPrice('sv', enOffers.PRICES_CENTS.strategy);
    expect(talk).toBe('9\u00a0€');
    expect(svOffers.PATHS_SV.map((p) => p.price)).toEqual([talk, strategy, 'Gratis']);
    expect(svOffers.STRATEGY_CHECKOUT_SV.cta).toContain(strategy);
    expect(svOffers.TALK_CHECKOUT_SV.cta).toContain(talk);
    expect(svOffers.SPONSOR_OFFERS_SV.talk.price).toBe(`${talk} i månaden`);
    expect(svLegal.TERMS_SECTIONS_SV.find((s) => s.id === 'paid')!.items![0]).toContain(talk);
  });

  it('writes short labels and headings in sentence case, not Title Case', () => {
    // Words that keep their capital inside a Swedish label: names, the product, acronyms.
    const proper =
      /^(Talk|FutureSelf|Anna|Lars|Sverige|Storbritannien|USA|EU|AI|IMY|Google|Gemini|OpenAI|ElevenLabs|Slack|Stripe)\b/;
    for (const s of SWEDISH_TEXTS.filter((t) => t.length <= 60 && !/[.!?:] \S/.test(t))) {
      for (const word of s.split(' · ').flatMap((part) => part.split(/\s+/).slice(1)))
        if (/^\p{Lu}\p{Ll}/u.test(word)) expect(word, s).toMatch(proper);
    }
  });

  it('has the weekdays as Swedish writes them (lowercase, Monday first)', () => {
    const fmt = new Intl.DateTimeFormat('sv-SE', { weekday: 'long', timeZone: 'UTC' });
    const monday = Date.UTC(2026, 10, 23);
    expect(svWeekly.WEEKDAYS_SV).toEqual(
      Array.from({ length: 7 }, (_, i) => fmt.format(new Date(monday + i * 86_400_000))),
    );
  });
});

/**
 * Common English words that are not also Swedish words (the cover test's list, src/core/cover-copy-sv.test.ts, with
 * the words of these pages: payments, accounts, e-mail, privacy). Left out on purpose: words Swedish uses too
 * (”coach”, ”sprint”, ”sponsor”, ”partner”, ”plan”, ”session”, ”show”, ”app”, ”chat”, ”pdf”, ”hash”, ”cookies”
 * as the loanword beside ”kakor”), and Swedish words spelt like English ones (”bad”, ”sent”, ”men”, ”hen”, ”form”,
 * ”per”, ”most”, ”back”).
 */
const ENGLISH_ONLY = new Set(
  `the and with from this that these those your you they their them what why how when where which who whose into
  about never always every everyone nobody anyone something nothing everything people would could should because
  only first big goal inside meet issue cover story special report leaders next upgrade noise habits perks
  hazards tested travel dress code wellbeing letters gear calling field notes essay photo worth leadership bets
  hacks reboot exclusive career office future world year years day days job jobs work works working new make
  made will can are was were been being has have had but our ours his her she he its we us my me here there then
  than some any out up down off again after before while yes behind beyond through without within between around
  tomorrow today week month hour minute time life love home house school street sea ocean space earth stars sun
  moon of to on at or if do does did done got going gone come comes came say says said see seen know knows knew
  think thinks thought want wants need needs like likes look looks find found give gives take takes took keep
  keeps lets put seem seems feel feels try tries leave call calls hear run runs move moves believe bring brings
  happen happens write writes provide sit sits stands lose pay include continue learn change lead understand
  watch follow stop create speak read spend grow open walk win remember consider appear buy wait serve die send
  expect build stay cut reach kill remain suggest raise sell require decide pull one two three four five six
  seven eight nine hundred thousand million billion euros good great little own other old right left long high
  large young important public same able best better sure free true whole clear hard early late less least more
  much many such very really also well even way thing things child world's don't can't won't it's i'm you're
  they're step steps forget power quiet dream told confirmed answers questions asked dear younger
  please account accounts payment payments paid receipt receipts email e-mail sign signed privacy terms
  subscription checkout booking booked cancel cancelled canceled refund refunded welcome thanks thank sorry
  loading processing error settings profile download delete deleted share shared link links weekly monthly
  strategy foresight roadmap trends guarantee money help safe unsafe voice recording consent parent
  guardian request anytime launch offer complete apply application spots coach's invitation calendar reminder
  starts`
    .split(/\s+/)
    .filter(Boolean),
);
const wordsOf = (s: string) =>
  s
    .replace(/\{\w+\}/g, ' ')
    .toLowerCase()
    .match(/[\p{L}'-]+/gu) ?? [];

/** Names that are English and stay so in Swedish: the help lines and the services that handle data. */
const NAMES = /Suicide & Crisis Lifeline|Samaritans|Shout|SHOUT|Childline|findahelpline\.com|Google|Amazon|Cloudflare/g;

describe('no English left on the Swedish pages', () => {
  const found = (list: string[]) => {
    const hits = new Map<string, string>();
    for (const s of list)
      for (const w of wordsOf(s.replace(NAMES, ' '))) if (ENGLISH_ONLY.has(w) && !hits.has(w)) hits.set(w, s);
    return hits;
  };

  it('leaves none of ~450 common English words in any Swedish text', () => {
    expect([...found(SWEDISH_TEXTS).entries()]).toEqual([]);
  });

  it('the check would catch English (it finds plenty in the English files)', () => {
    const english = MODULES.flatMap(([, en]) => texts(en));
    expect(found(english).size).toBeGreaterThan(100);
  });
});

describe('future-self messages in Swedish', () => {
  const { FUTURE_SELF_MESSAGES_SV } = svFutureSelf;

  it('greet by name once, at the start, and say the role once', () => {
    for (const { text } of FUTURE_SELF_MESSAGES_SV) {
      expect(text, text).toMatch(/^(Hej|Tjena) \{name\}[.,] /);
      expect(text.split('{name}').length - 1, text).toBe(1);
      expect(text.split('{role}').length - 1, text).toBe(1);
      // Swedish says a profession without an article: ”som rymdstädare”, ”bli rymdstädare”.
      expect(text, text).toMatch(/(?<!\p{L})(som|bli|blev|är|vara) \{role\}/u);
    }
  });

  it('stay within 240 characters with a 32-character role and a 20-character name, spoken (no emoji)', () => {
    for (const { text } of FUTURE_SELF_MESSAGES_SV) {
      const filled = text.replace('{name}', 'x'.repeat(20)).replace('{role}', 'y'.repeat(32));
      expect(filled.length, text).toBeLessThanOrEqual(240);
      expect(text, text).not.toMatch(/\p{Extended_Pictographic}/u);
    }
  });
});

describe('the legal pages in Swedish name the Swedish law', () => {
  it('send complaints to Integritetsskyddsmyndigheten (IMY), imy.se', () => {
    const rights = svLegal.PRIVACY_SECTIONS_SV.find((s) => s.id === 'rights')!;
    expect(rights.items!.join(' ')).toMatch(/Integritetsskyddsmyndigheten \(IMY\), imy\.se/);
  });

  it('give Sweden’s digital consent age from content/consent-ages.ts', () => {
    const age = DIGITAL_CONSENT_AGES.SE;
    expect(age).toBe(13);
    const privacy = svLegal.PRIVACY_SECTIONS_SV.find((s) => s.id === 'age')!.paragraphs!.join(' ');
    const terms = svLegal.TERMS_SECTIONS_SV.find((s) => s.id === 'who')!.items!.join(' ');
    expect(privacy).toContain(`i Sverige är den ${age} år`);
    expect(terms).toContain(`i Sverige ${age} år`);
  });

  it('give the Swedish emergency number and help lines', () => {
    const safety = texts(svLegal.SAFETY_SECTIONS_SV).join(' ');
    for (const line of ['112', '90101', 'BRIS 116 111', '020-50 50 50']) expect(safety).toContain(line);
  });
});

describe('e-mails in Swedish', () => {
  it('have a placeholder list for every e-mail and none other', () => {
    expect(Object.keys(EMAIL_PLACEHOLDERS_SV).sort()).toEqual(Object.keys(EMAILS_SV).sort());
  });

  it('use only the values the English e-mail fills in, and every one of them', () => {
    for (const [key, mail] of Object.entries(EMAILS_SV)) {
      const allowed: readonly string[] = EMAIL_PLACEHOLDERS_SV[key as keyof typeof EMAIL_PLACEHOLDERS_SV];
      const used = new Set(texts(mail).flatMap(placeholders));
      for (const p of used) expect(allowed, `${key}: {${p}}`).toContain(p);
      expect([...used].sort(), key).toEqual([...allowed].sort());
    }
  });

  it('have a subject, a heading and a preheader where the English e-mail has them', () => {
    for (const key of ['confirmEmail', 'confirmNewEmail', 'resetPassword', 'welcome', 'receipt', 'refund'] as const) {
      const mail = EMAILS_SV[key];
      expect(mail.subject.length, key).toBeGreaterThan(5);
      expect(mail.heading.length, key).toBeGreaterThan(5);
      expect(mail.preheader.length, key).toBeGreaterThan(5);
    }
  });
});
