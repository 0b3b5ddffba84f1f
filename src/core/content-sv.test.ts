import { describe, expect, it } from 'vitest';
import {
  BANNERS,
  COVER_LABEL_MAX,
  COVER_STYLES,
  KICKERS,
  TAGLINES,
  THEME_FALLBACK,
  THEME_WORDS,
} from '@content/cover-copy';
import { questions } from '@content/quiz';
import { roles } from '@content/roles';
import { defaultShareTemplates } from '@content/share-templates';
import {
  ANONYMOUS_WHO_SV,
  BANNERS_SV,
  CONTEXT_FALLBACK_SV,
  COVER_LINES_SV,
  HEADLINES_SV,
  KICKERS_SV,
  QUOTES_SV,
  TAGLINES_SV,
  THEME_WORDS_SV,
} from '@content/sv/cover-copy';
import { questionsSv } from '@content/sv/quiz';
import { rolesSv } from '@content/sv/roles';
import { defaultShareTemplatesSv } from '@content/sv/share-templates';

/**
 * Swedish content is kept as files per locale with the English ids (docs/decisions/089-swedish-content.md): these
 * tests fail when an id exists in one language and not the other, when a message's placeholders differ, or when
 * Swedish text breaks the Swedish typography rules.
 */

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

/** Every string of a value, deeply. */
function strings(v: unknown): string[] {
  if (typeof v === 'string') return [v];
  if (Array.isArray(v)) return v.flatMap(strings);
  if (v && typeof v === 'object') return Object.values(v).flatMap(strings);
  return [];
}

const SWEDISH = {
  roles: rolesSv,
  quiz: questionsSv,
  share: defaultShareTemplatesSv,
  cover: [HEADLINES_SV, COVER_LINES_SV, QUOTES_SV, KICKERS_SV, BANNERS_SV, TAGLINES_SV, THEME_WORDS_SV],
  coverMore: [ANONYMOUS_WHO_SV, CONTEXT_FALLBACK_SV],
};

describe('Swedish typography in every Swedish file', () => {
  const all = Object.values(SWEDISH).flatMap(strings);

  it('uses ”…” and ’…’, never English or straight quotes', () => {
    expect(all.length).toBeGreaterThan(600);
    for (const s of all) expect(s, s).not.toMatch(/[“‘"]/);
    // an apostrophe is used only inside Swedish inner quotes, never as an English possessive
    for (const s of all) expect(s, s).not.toMatch(/\p{L}'\p{L}|\p{L}’s\b/u);
  });

  it('uses an en dash for a break and … for an ellipsis', () => {
    for (const s of all) {
      expect(s, s).not.toMatch(/ - | — |\.\.\./);
      expect(s, s).not.toMatch(/\s{2,}/);
    }
  });
});

describe('roles in Swedish', () => {
  it('has an entry for every English role and none other (ids are the English titles)', () => {
    expect(Object.keys(rolesSv).sort()).toEqual(roles.map((r) => r.title).sort());
  });

  it('keeps the English constraints: unique titles ≤ 32, one-line blurbs ≤ 110', () => {
    const titles = Object.values(rolesSv).map((r) => r.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
    for (const { title, blurb } of Object.values(rolesSv)) {
      expect(title.length, title).toBeLessThanOrEqual(32);
      expect(title, title).toBe(title.trim());
      expect(blurb.length, blurb).toBeLessThanOrEqual(110);
      expect(blurb, blurb).toMatch(/^\S.*[.!?”]$/);
      expect(blurb, blurb).not.toMatch(/\n/);
    }
  });

  it('writes titles as in running text: lowercase but for names and acronyms (no Title Case)', () => {
    for (const { title } of Object.values(rolesSv)) {
      expect(title, title).toMatch(/^(\p{Ll}|\p{Lu}{2}|Mars)/u);
      for (const word of title.split(' ').slice(1)) expect(word, title).toMatch(/^(\p{Ll}|\p{Lu}{2}|\d|Mars\b)/u);
    }
  });

  it('has no word a cover would cut (≤ 22 characters; the times style cuts at ~26)', () => {
    for (const { title } of Object.values(rolesSv))
      for (const word of title.split(/[ -]/)) expect(word.length, title).toBeLessThanOrEqual(22);
  });

  it('are not the English titles', () => {
    for (const r of roles) expect(rolesSv[r.title]!.title.toLowerCase()).not.toBe(r.title.toLowerCase());
  });
});

describe('quiz in Swedish', () => {
  it('has the same questions, types and order', () => {
    expect(questionsSv.map((q) => [q.id, q.type])).toEqual(questions.map((q) => [q.id, q.type]));
  });

  it('has the same 48 cards, by id and emoji, in the same order', () => {
    let count = 0;
    questions.forEach((q, i) => {
      const sv = questionsSv[i]!;
      if (q.type !== 'visual-cards' || sv.type !== 'visual-cards') {
        expect(sv.type).toBe(q.type);
        return;
      }
      expect(sv.cards.map((c) => [c.id, c.emoji])).toEqual(q.cards.map((c) => [c.id, c.emoji]));
      count += sv.cards.length;
    });
    expect(count).toBe(48);
  });

  it('keeps the card constraints, in sentence case, with contexts that follow ”att”', () => {
    for (const q of questionsSv) {
      expect(q.category.length).toBeGreaterThan(0);
      expect(q.question.length).toBeGreaterThan(0);
      if (q.type !== 'visual-cards') continue;
      for (const c of q.cards) {
        expect(c.title.length, c.title).toBeLessThanOrEqual(24);
        expect(c.description.length, c.description).toBeLessThanOrEqual(70);
        for (const w of c.title.split(' ').slice(1)) expect(w, c.title).toMatch(/^(\p{Ll}|\p{Lu}{2}|\d)/u);
        expect(c.context, c.context).toMatch(/^\p{Ll}/u);
        expect(c.context, c.context).not.toMatch(/^att /);
        expect(c.context, c.context).not.toMatch(/[.!?]$/);
      }
      const titles = q.cards.map((c) => c.title);
      expect(new Set(titles).size).toBe(titles.length);
    }
  });

  it('keeps the text question’s limit', () => {
    const en = questions[4];
    const sv = questionsSv[4];
    expect(sv.id).toBe(en.id);
    expect(sv.maxLength).toBe(en.maxLength);
    expect(sv.placeholder.length).toBeGreaterThan(0);
  });
});

describe('share templates in Swedish', () => {
  it('pair the English ones by id and platform, with the same placeholders', () => {
    expect(defaultShareTemplatesSv.map((t) => [t.id, t.platform])).toEqual(
      defaultShareTemplates.map((t) => [t.id, t.platform]),
    );
    for (const en of defaultShareTemplates) {
      const sv = defaultShareTemplatesSv.find((t) => t.id === en.id)!;
      expect(placeholders(sv.templateText)).toEqual(placeholders(en.templateText));
      expect(sv.hashtags.length).toBeGreaterThan(0);
      for (const h of sv.hashtags) expect(h).toMatch(/^[\p{L}\d]+$/u);
    }
  });
});

describe('cover copy in Swedish', () => {
  const VARIABLES = new Set([
    'role',
    'roleA',
    'who',
    'whose',
    'first',
    'name',
    'postcard',
    'bhag',
    'purpose',
    'workplace',
    'postcardTitle',
    'bhagTitle',
    'workplaceTitle',
    'workplacePlace',
    'purposeTitle',
    'powerShort',
    'realm',
    'realmIn',
    'perk',
    'hazard',
    'unit',
    'gear',
    'n7',
    'n20',
    'n900',
    'year',
  ]);
  const templates = [
    ...HEADLINES_SV.map((t) => t.t),
    ...COVER_LINES_SV.map((t) => t.t),
    ...QUOTES_SV.map((t) => t.t),
    ...Object.values(KICKERS_SV).flat(),
    ...Object.values(BANNERS_SV).flat(),
    ...Object.values(TAGLINES_SV).flat(),
  ];

  it('uses only the grammar’s variables, with balanced brackets', () => {
    for (const t of templates) {
      for (const p of placeholders(t))
        expect(VARIABLES.has(p[0]!.toLowerCase() + p.slice(1)), `${p} in ${t}`).toBe(true);
      expect(t.split('[').length, t).toBe(t.split(']').length);
      expect(t.split('{').length, t).toBe(t.split('}').length);
    }
  });

  it('has kickers, banners and taglines for every style, like the English', () => {
    for (const style of COVER_STYLES) {
      expect(KICKERS_SV[style].length).toBe(KICKERS[style].length);
      expect(BANNERS_SV[style].length).toBe(BANNERS[style].length);
      expect(TAGLINES_SV[style].length).toBe(TAGLINES[style].length);
      expect(COVER_LINES_SV.some((l) => l.styles?.includes(style))).toBe(true);
    }
  });

  it('has theme words for every theme, with every field filled', () => {
    expect(Object.keys(THEME_WORDS_SV).sort()).toEqual(Object.keys(THEME_WORDS).sort());
    for (const theme of THEME_FALLBACK) {
      expect(THEME_WORDS_SV[theme].length).toBe(THEME_WORDS[theme].length);
      for (const w of THEME_WORDS_SV[theme]) {
        for (const v of Object.values(w)) expect(v.trim().length).toBeGreaterThan(0);
      }
    }
  });

  it('has short sentence-case labels', () => {
    for (const l of COVER_LINES_SV) {
      expect(l.label.length, l.label).toBeLessThanOrEqual(COVER_LABEL_MAX);
      for (const w of l.label.split(' ').slice(1)) expect(w, l.label).toMatch(/^(\p{Ll}|\d)/u);
    }
    for (const s of [...Object.values(BANNERS_SV).flat(), ...Object.values(TAGLINES_SV).flat()])
      for (const w of s.split(' ').slice(1)) expect(w, s).toMatch(/^(\p{Ll}|\d|\{)/u);
  });
});
