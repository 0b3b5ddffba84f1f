import { describe, expect, it } from 'vitest';
import * as coachEn from '@content/talk/coach';
import * as coachSv from '@content/sv/talk/coach';
import * as listeningEn from '@content/talk/listening';
import * as listeningSv from '@content/sv/talk/listening';
import { CRISIS_REPLIES, CRISIS_TEXT } from '@content/talk/crisis-replies';
import * as crisisSv from '@content/sv/talk/crisis-replies';
import * as memoryEn from '@content/talk/future-memory';
import * as memorySv from '@content/sv/talk/future-memory';
import * as lettersEn from '@content/talk/letters';
import * as lettersSv from '@content/sv/talk/letters';
import * as trendsEn from '@content/talk/trends';
import * as trendsSv from '@content/sv/talk/trends';

/**
 * Talk's Swedish content is kept as files per locale with the English ids and keys
 * (docs/decisions/089-swedish-content.md): every English export `X` of content/talk/<file>.ts has its Swedish `X_SV`
 * in content/sv/talk/<file>.ts and nothing else is exported there; every key, id and list of the English has its
 * Swedish counterpart and the other way round; templates use the English placeholders; Swedish typography; no
 * common English word left behind.
 */

const placeholders = (s: string) => [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();

/** Keys whose values are ids or data, not text (an id, an emoji, a theme, a fact kind). */
const NOT_TEXT = new Set(['id', 'needs', 'art', 'category']);

/** Every text string of a value, deeply. */
function strings(v: unknown): string[] {
  if (typeof v === 'string') return [v];
  if (Array.isArray(v)) return v.flatMap(strings);
  if (v && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => (NOT_TEXT.has(k) ? [] : strings(x)));
  return [];
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const hasIds = (v: unknown[]): v is { id: string }[] => v.length > 0 && v.every((x) => isRecord(x) && 'id' in x);

/**
 * The differences between an English value and its Swedish one: keys, ids, list presence and placeholders.
 * A list of strings is a set of variants (the engine picks one): both empty or both not, every Swedish variant uses
 * only the English list's placeholders and together they use all of them.
 */
function differences(en: unknown, sv: unknown, path: string, out: string[] = []): string[] {
  if (typeof en === 'string') {
    if (typeof sv !== 'string') out.push(`${path}: not a string`);
    else if (placeholders(en).join() !== placeholders(sv).join())
      out.push(`${path}: {${placeholders(sv).join('}{')}} ≠ English {${placeholders(en).join('}{')}}`);
  } else if (Array.isArray(en)) {
    if (!Array.isArray(sv)) return [...out, `${path}: not a list`];
    if (hasIds(en)) {
      const ids = (l: unknown[]) => l.map((x) => (isRecord(x) ? String(x.id) : '?'));
      if (ids(en).join() !== ids(sv).join()) out.push(`${path}: ids ${ids(sv).join()} ≠ English ${ids(en).join()}`);
      for (const e of en) {
        const s = sv.find((x) => isRecord(x) && x.id === e.id);
        if (s) differences(e, s, `${path}[${e.id}]`, out);
      }
    } else if (en.every((x) => typeof x === 'string')) {
      if ((en.length === 0) !== (sv.length === 0)) out.push(`${path}: ${sv.length} variants, English ${en.length}`);
      const union = new Set(en.flatMap(placeholders));
      const svUnion = new Set<string>();
      for (const s of sv) {
        if (typeof s !== 'string') out.push(`${path}: not a string`);
        else
          for (const p of placeholders(s)) {
            svUnion.add(p);
            if (!union.has(p)) out.push(`${path}: {${p}} is not in the English (”${s}”)`);
          }
      }
      for (const p of union) if (!svUnion.has(p)) out.push(`${path}: {${p}} is missing`);
    } else {
      if (en.length !== sv.length) out.push(`${path}: ${sv.length} items, English ${en.length}`);
      en.forEach((e, i) => differences(e, sv[i], `${path}[${i}]`, out));
    }
  } else if (isRecord(en)) {
    if (!isRecord(sv)) return [...out, `${path}: not an object`];
    const missing = Object.keys(en).filter((k) => !(k in sv));
    const extra = Object.keys(sv).filter((k) => !(k in en));
    if (missing.length) out.push(`${path}: missing ${missing.join(', ')}`);
    if (extra.length) out.push(`${path}: not in the English ${extra.join(', ')}`);
    for (const k of Object.keys(en)) if (k in sv) differences(en[k], sv[k], `${path}.${k}`, out);
  }
  return out;
}

/** English export → its Swedish value, for every file; `skipKeys` leaves an export out of the key comparison. */
const FILES: {
  name: string;
  en: Record<string, unknown>;
  sv: Record<string, unknown>;
  skipKeys?: string[];
  /** Exports whose values are data (themes), not text. */
  data?: string[];
}[] = [
  { name: 'coach', en: coachEn, sv: coachSv },
  // the language note answers English, not Swedish, and the topic words are Swedish words (tested below)
  {
    name: 'listening',
    en: listeningEn,
    sv: listeningSv,
    skipKeys: ['TALK_LANGUAGE', 'TOPIC_THEMES'],
    data: ['TOPIC_THEMES'],
  },
  // the English file keeps both languages by key; its English half is the one mirrored
  { name: 'crisis-replies', en: { CRISIS_REPLIES: CRISIS_REPLIES.en, CRISIS_TEXT: CRISIS_TEXT.en }, sv: crisisSv },
  { name: 'future-memory', en: memoryEn, sv: memorySv },
  { name: 'letters', en: lettersEn, sv: lettersSv },
  { name: 'trends', en: trendsEn, sv: trendsSv },
];

/**
 * Common English words that are not also Swedish words: the list of src/core/cover-copy-sv.test.ts (”bra”, ”barn”,
 * ”glass”, ”is”, ”plan”, ”guide” and the like are left out), with the words a coach would say.
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
  they're visionary visionaries professional guide's beginner's playbook decade step steps forget corner power
  plot quiet unlocked dream breaking told confirmed superpower rise spin wheel started stopped catching caught
  answers questions asked dear younger kit wear edge map maps counting rising reputation patch ones audited
  debugged uploading shape
  please thank thanks hey hello okay maybe already together alone friend friends idea ideas plans
  strengths strength letter weeks feeling feelings help helps helped happy sorry mind
  should'nt isn't doesn't didn't i'll i'd i've that's there's let's skills skill workshop mindset feedback
  deadline challenge networking insights`
    .split(/\s+/)
    .filter(Boolean),
);
/** The words of a line, its placeholders left out. */
const wordsOf = (s: string) =>
  s
    .replace(/\{\w+\}/g, ' ')
    .toLowerCase()
    .match(/[\p{L}']+/gu) ?? [];

/** Names of sources and organisations, kept as they are (content/sv/talk/trends.ts): not English left behind. */
const SOURCE_NAMES = /Global Fishing Watch|The Lancet/g;

/** The shown part of a quick reply ('Etikett|värde'): a command value stays the engine's English word. */
const shown = (s: string) => s.split('|')[0]!;

describe.each(FILES)('Swedish Talk content: $name', ({ en, sv, skipKeys = [], data = [] }) => {
  const exported = (m: Record<string, unknown>) => Object.keys(m).filter((k) => typeof m[k] !== 'function');

  it('has X_SV for every English export X, and nothing else', () => {
    expect(exported(sv).sort()).toEqual(
      exported(en)
        .map((k) => `${k}_SV`)
        .sort(),
    );
  });

  it('has every English key, id and list, and no other, with the English placeholders', () => {
    const out: string[] = [];
    for (const k of exported(en)) if (!skipKeys.includes(k)) differences(en[k], sv[`${k}_SV`], k, out);
    expect(out).toEqual([]);
  });

  const all = exported(sv)
    .filter((k) => !data.includes(k.replace(/_SV$/, '')))
    .flatMap((k) => strings(sv[k]));

  it('uses Swedish typography: ”…”, –, …, no English or straight quotes', () => {
    expect(all.length).toBeGreaterThan(10);
    for (const s of all) {
      expect(s, s).not.toMatch(/[“‘"]/);
      expect(s, s).not.toMatch(/\p{L}'\p{L}|\p{L}’\p{L}/u);
      expect(s, s).not.toMatch(/ - | — |\.\.\.|\s{2,}|\s$/);
    }
  });

  it('leaves no common English word behind', () => {
    const found = new Map<string, string>();
    for (const s of all.map((x) => shown(x).replace(SOURCE_NAMES, '')))
      for (const w of wordsOf(s)) if (ENGLISH_ONLY.has(w) && !found.has(w)) found.set(w, s);
    expect([...found]).toEqual([]);
  });

  it('is not the English text', () => {
    const english = new Set(
      exported(en)
        .flatMap((k) => strings(en[k]))
        .filter((s) => s.length > 12),
    );
    const same = all.filter((s) => english.has(s));
    expect(same).toEqual([]);
  });
});

describe('the English-word check', () => {
  it('finds English in every English Talk file', () => {
    for (const { name, en } of FILES) {
      const text = Object.values(en).flatMap(strings).join(' ');
      expect(wordsOf(text).filter((w) => ENGLISH_ONLY.has(w)).length, name).toBeGreaterThan(10);
    }
  });

  it('catches English left in a Swedish line', () => {
    const line = 'Berätta för mig what you want, sen kör vi.';
    expect(wordsOf(line).filter((w) => ENGLISH_ONLY.has(w))).toEqual(['what', 'you', 'want']);
    expect(wordsOf('Vi tar ett litet steg i taget, och det är helt okej.').some((w) => ENGLISH_ONLY.has(w))).toBe(
      false,
    );
  });
});

describe('coach in Swedish', () => {
  it('keeps the engine’s command values and the act names', () => {
    const values = (l: readonly string[]) => l.map((s) => s.split('|')[1]);
    expect(values(coachSv.TALK_LINES_SV.borQuickReplies)).toEqual(values(coachEn.TALK_LINES.borQuickReplies));
    for (const [act, badge] of Object.entries(coachSv.TALK_ACT_BADGES_SV))
      if (act !== 'onboarding') expect(badge.startsWith(act === 'bor' ? 'BÖR' : act.toUpperCase())).toBe(true);
    expect(coachSv.TALK_STRENGTHS_SV.length).toBe(coachEn.TALK_STRENGTHS.length);
  });
});

describe('listening in Swedish', () => {
  it('answers a message in English where the English answers one in Swedish, with the same other keys', () => {
    const { en: _en, ...rest } = listeningSv.TALK_LANGUAGE_SV;
    const { sv: _sv, ...restEn } = listeningEn.TALK_LANGUAGE;
    expect(Object.keys(rest).sort()).toEqual(Object.keys(restEn).sort());
    expect(listeningSv.TALK_LANGUAGE_SV.en.length).toBeGreaterThan(0);
    expect(listeningSv.TALK_LANGUAGE_SV.quickReply).toMatch(/^[^|]+\|[^|]+$/);
  });

  it('has Swedish topic words, in lower case, for every theme the English words point to', () => {
    const themes = (m: Readonly<Record<string, readonly string[]>>) => [...new Set(Object.values(m).flat())].sort();
    expect(themes(listeningSv.TOPIC_THEMES_SV)).toEqual(themes(listeningEn.TOPIC_THEMES));
    for (const w of Object.keys(listeningSv.TOPIC_THEMES_SV)) expect(w).toBe(w.toLowerCase());
    expect(Object.keys(listeningSv.TOPIC_THEMES_SV).length).toBeGreaterThanOrEqual(
      Object.keys(listeningEn.TOPIC_THEMES).length,
    );
  });
});

describe('crisis replies in Swedish', () => {
  it('are short, name no number but {emergency}, and call the buttons by their Swedish labels', () => {
    for (const r of Object.values(crisisSv.CRISIS_REPLIES_SV)) {
      expect(r.opening.length, r.opening).toBeLessThanOrEqual(200);
      expect(r.closing.length, r.closing).toBeLessThanOrEqual(200);
      expect(`${r.opening} ${r.closing}`).not.toMatch(/\d/);
    }
    const t = crisisSv.CRISIS_TEXT_SV;
    expect(t.paused).toContain(`”${t.getHelp}”`);
    expect(t.paused).toContain(`”${t.safeNow}”`);
    expect(t.ai).toContain('{emergency}');
  });
});

describe('letters in Swedish', () => {
  const letters = lettersSv.TALK_LETTERS_SV;
  const wordCount = (s: string) => s.split(/\s+/).length;

  it('are 40, each with its own theme and opening (no two share their first six words)', () => {
    expect(letters.length).toBe(40);
    expect(new Set(letters.map((l) => l.theme)).size).toBe(40);
    const openings = letters.map((l) => l.content.split(/\s+/).slice(0, 6).join(' ').toLowerCase());
    expect(new Set(openings).size).toBe(40);
  });

  it('fit a chat card: as long as the English ones (50–82 words), at most 110', () => {
    for (const l of letters) {
      expect(wordCount(l.content), l.id).toBeGreaterThanOrEqual(45);
      expect(wordCount(l.content), l.id).toBeLessThanOrEqual(110);
    }
  });

  it('put the role where a bare noun reads (”som {role}”) and start themes in sentence case', () => {
    for (const l of letters) {
      for (const m of l.content.matchAll(/(\S+) \{role\}/g))
        expect(['som', 'blev', 'bli', 'vara'], l.id).toContain(m[1]!.toLowerCase());
      expect(l.theme, l.id).toMatch(/^\p{Lu}[^A-ZÅÄÖ]*$/u);
    }
  });
});

describe('trends in Swedish', () => {
  const en = trendsEn.TALK_TRENDS;
  const sv = trendsSv.TALK_TRENDS_SV;
  const numbers = (s: string) => (s.match(/\d[\d ,.]*/g) ?? []).map((n) => n.replace(/[ ,.]/g, '')).sort();

  it('are the same 60 trends with the same art and theme, and as many drivers and roles', () => {
    expect(sv.length).toBe(60);
    en.forEach((t, i) => {
      const s = sv[i]!;
      expect([s.id, s.art, s.category], t.id).toEqual([t.id, t.art, t.category]);
      expect(s.driver_examples.length, t.id).toBe(t.driver_examples.length);
      expect(s.related_roles.length, t.id).toBe(t.related_roles.length);
    });
    expect(new Set(sv.map((t) => t.title)).size).toBe(60);
  });

  it('keep the facts: every figure of the English why_text is in the Swedish one', () => {
    en.forEach((t, i) => {
      const s = sv[i]!.why_text.replace(/(\d) (\d{3})/g, '$1$2').replace(/(\d),(\d)/g, '$1.$2');
      for (const n of numbers(t.why_text.replace(/(\d),(\d{3})/g, '$1$2'))) expect(numbers(s), t.id).toContain(n);
    });
  });

  it('are written in sentence case, with the text fields ending like sentences', () => {
    for (const t of sv) {
      expect(t.title, t.id).toMatch(/^\p{Lu}/u);
      for (const f of [t.why_text, t.short_term_implications, t.long_term_implications])
        expect(f, t.id).toMatch(/[.!?]$/);
      for (const x of [...t.driver_examples, ...t.related_roles]) expect(x, t.id).not.toMatch(/[.;]$/);
    }
  });
});
