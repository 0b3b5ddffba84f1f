import { describe, expect, it } from 'vitest';
import {
  COVER_LABEL_MAX,
  COVER_LINE_MAX,
  COVER_STYLES,
  FORBIDDEN_MASTHEADS,
  HEADLINE_MAX,
  QUOTE_MAX,
} from '@content/cover-copy';
import { visualQuestions } from '@content/quiz';
import { roles } from '@content/roles';
import { rolesSv } from '@content/sv/roles';
import { buildCoverCopy, type CoverCopy, type CoverCopyInput } from './cover-copy';
import { buildCoverCopySv, buildFutureDescriptionSv, coverTitleSv, genitiveSv, POSTER_PRICE_SV } from './cover-copy-sv';
import { findCardSv, findRoleSv } from './content-sv';
import { seededRandom } from './random';

const NAMES = [
  null,
  '',
  'Maja Lindqvist',
  'Elias',
  'Zoë Okafor-Brown',
  'Åsa Öberg',
  'Lukas',
  'Ebba',
  'Omar Haddad',
  'Linnéa',
];
const POWERS = [
  '',
  'Teleportering',
  'Att kunna förklara vad som helst för vem som helst på under en minut, för tydlighet är vänlighet',
  'x'.repeat(400),
  '”Läsa av rummet”',
  'Prata med djur, mest för att fråga duvorna vad de vet',
  'Aldrig behöva sova, så att jag hinner göra klart allt',
  'Kunna alla språk på jorden',
  'Göra tråkiga möten roliga',
  'Se tio år framåt',
  'Laga vilken maskin som helst genom att lyssna på den',
  'Lugn under press, alltid',
  'Rita mina idéer på en sekund',
  'Veta vad folk behöver innan de frågar',
  'Minnas alla namn och ansikten',
];

/** A reproducible random Swedish visitor (the role title is the English id, as stored). */
function randomInput(i: number): CoverCopyInput {
  const rng = seededRandom(`besökare-${i}`);
  const pickIdx = (n: number) => Math.floor(rng() * n);
  const answers: Record<string, string> = {};
  for (const q of visualQuestions) answers[q.id] = q.cards[pickIdx(q.cards.length)]!.id;
  answers.superpower = rng() < 0.3 ? '' : POWERS[pickIdx(POWERS.length)]!;
  return {
    roleTitle: roles[pickIdx(roles.length)]!.title,
    answers,
    userName: NAMES[pickIdx(NAMES.length)],
    style: COVER_STYLES[pickIdx(COVER_STYLES.length)],
    date: new Date('2026-03-10T12:00:00Z'),
    seed: `omslag-${i}`,
  };
}

/** The words the grammar wrote (the visitor's own name and superpower are theirs, in whatever language). */
const grammarText = (c: CoverCopy) =>
  [
    c.title,
    c.kicker,
    c.headline,
    c.dek,
    c.banner,
    c.tagline,
    c.issueNumber,
    c.volume,
    c.issueDate,
    c.price,
    c.pullQuote.attribution,
    c.pullQuote.text,
    ...c.coverLines.flatMap((l) => [l.label, l.text]),
  ].join('\n');

/**
 * Common English words that are not also Swedish words (so ”bra”, ”barn”, ”glass”, ”is”, ”plan”, ”guide”, ”signal”,
 * ”film”, ”robot” and the like are left out): any of them on a Swedish cover is English left behind.
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
  debugged uploading shape`
    .split(/\s+/)
    .filter(Boolean),
);
const wordsOf = (s: string) => s.toLowerCase().match(/[\p{L}']+/gu) ?? [];

describe('Swedish cover copy', () => {
  const covers = Array.from({ length: 1000 }, (_, i) => buildCoverCopySv(randomInput(i)));

  it('gives the same copy for the same inputs', () => {
    for (let i = 0; i < 50; i++) expect(buildCoverCopySv(randomInput(i))).toEqual(buildCoverCopySv(randomInput(i)));
  });

  it('makes 1,000 covers with at least 95 % distinct headlines, from many templates', () => {
    const distinct = new Set(covers.map((c) => c.headline)).size;
    expect(distinct).toBeGreaterThanOrEqual(950);
    const shapes = new Set(covers.map((c) => c.headline.split(' ').slice(0, 2).join(' ')));
    expect(shapes.size).toBeGreaterThan(20);
    expect(new Set(covers.map((c) => c.coverLines.map((l) => l.text).join('|'))).size).toBeGreaterThan(990);
  });

  it('leaves no English word on 1,000 covers', () => {
    const found = new Map<string, string>();
    for (const c of covers)
      for (const w of wordsOf(grammarText(c))) if (ENGLISH_ONLY.has(w) && !found.has(w)) found.set(w, grammarText(c));
    expect([...found.keys()]).toEqual([]);
  });

  it('the English word check would catch English', () => {
    const english = buildCoverCopy(randomInput(1));
    expect(wordsOf(grammarText(english)).some((w) => ENGLISH_ONLY.has(w))).toBe(true);
  });

  it('keeps every limit, fills every variable and follows Swedish typography', () => {
    for (const c of covers) {
      const text = grammarText(c);
      expect(c.headline.length).toBeLessThanOrEqual(HEADLINE_MAX);
      expect(c.coverLines.length).toBeGreaterThanOrEqual(3);
      expect(c.coverLines.length).toBeLessThanOrEqual(4);
      for (const l of c.coverLines) {
        expect(l.text.length, l.text).toBeLessThanOrEqual(COVER_LINE_MAX);
        expect(l.label.length).toBeLessThanOrEqual(COVER_LABEL_MAX);
      }
      expect(new Set(c.coverLines.map((l) => l.label)).size).toBe(c.coverLines.length);
      expect(c.pullQuote.text.length).toBeLessThanOrEqual(QUOTE_MAX);
      expect(text, text).not.toMatch(/[{}[\]|]|undefined|null|NaN/);
      expect(text, text).not.toMatch(/[“‘"]| - |\s{2,}|\.\./);
      expect(text, text).not.toMatch(FORBIDDEN_MASTHEADS);
      expect(c.title).toMatch(/^Framtidens \S/);
      // ”att att”, ”i i”, ”med med” and the like
      expect(text, text).not.toMatch(/(?<!\p{L})(\p{L}+) \1(?!\p{L})/iu);
    }
  });

  it('prints the role, price, date and issue the Swedish way', () => {
    const c = buildCoverCopySv({
      roleTitle: 'Space Janitor',
      userName: 'Lukas Berg',
      date: new Date('2026-11-27T10:00:00Z'),
    });
    expect(c.title).toBe('Framtidens rymdstädare');
    expect(c.roleTitle).toBe('Rymdstädare');
    expect(c.dek).toBe(rolesSv['Space Janitor']!.blurb);
    expect(c.price).toBe('12\u00a0€');
    expect(POSTER_PRICE_SV).toBe(c.price);
    expect(c.issueDate).toBe('november 2026');
    expect(c.issueNumber).toMatch(/^Nr \d{3}$/);
    expect(c.volume).toMatch(/^Årg\. \d{2}$/);
    expect(c.starName).toBe('Lukas Berg');
    expect(grammarText(c)).toContain('2031');
  });

  it('uses the Swedish cards by id, never the stored English contexts', () => {
    const c = buildCoverCopySv({
      roleTitle: 'Cloud Sculptor',
      answers: { postcard: 'pc_coral_garden', bhag: 'carbon', purpose: 'grow', workplace: 'mountain' },
      contexts: { bhag: 'pulling carbon back out of the sky', purpose: 'helping people grow into who they could be' },
      seed: 'x',
    });
    const text =
      grammarText(c) + buildFutureDescriptionSv({ roleTitle: 'Cloud Sculptor', answers: { bhag: 'carbon' } });
    expect(text).not.toMatch(/carbon|helping/);
    // a card that no longer exists: the Swedish fallback, not the stored English phrase
    const gone = buildCoverCopySv({
      roleTitle: 'Cloud Sculptor',
      answers: { bhag: 'removed-card' },
      contexts: { bhag: 'an old english phrase' },
    });
    expect(grammarText(gone)).not.toMatch(/english|phrase/);
  });

  it('writes an anonymous visitor as the cover star, with a correct genitive', () => {
    const c = buildCoverCopySv({ roleTitle: 'Shark Dentist', seed: 'anon' });
    expect(c.starName).toBe('Framtidens proffs');
    expect(c.pullQuote.attribution.startsWith('Framtidens proffs, ')).toBe(true);
    expect(genitiveSv('Ebba')).toBe('Ebbas');
    expect(genitiveSv('Lukas')).toBe('Lukas');
    expect(genitiveSv('Max')).toBe('Max');
  });

  it('quotes the superpower as written, with Swedish inner quotes', () => {
    const covers = Array.from({ length: 40 }, (_, i) =>
      buildCoverCopySv({ roleTitle: 'Hiccup Specialist', answers: { superpower: 'Säga ”nej” snällt' }, seed: `q${i}` }),
    );
    const withPower = covers.filter((c) => grammarText(c).includes('Säga'));
    expect(withPower.length).toBe(40);
    for (const c of covers) expect(c.headline).not.toMatch(/””|”nej”/);
  });

  it('prints a role that is not on the wheel as given, in a Swedish frame', () => {
    const c = buildCoverCopySv({ roleTitle: 'Glaciärguide', seed: 'g' });
    expect(c.title).toBe('Framtidens glaciärguide');
    expect(coverTitleSv('Space Janitor')).toBe('Framtidens rymdstädare');
    expect(coverTitleSv('space janitor')).toBe('Framtidens rymdstädare');
    expect(coverTitleSv('AI Babysitter')).toBe('Framtidens AI-barnvakt');
    expect(coverTitleSv('')).toBe('Framtidens visionär');
    expect(buildCoverCopySv({ roleTitle: '' }).title).toBe('Framtidens visionär');
  });

  it('finds Swedish cards and roles by the English ids', () => {
    expect(findCardSv('bhag', 'carbon')?.title).toBe('Vänd klimatkrisen');
    expect(findCardSv('bhag', 'nope')).toBeUndefined();
    expect(findRoleSv(' Space Janitor ')?.title).toBe('rymdstädare');
    expect(findRoleSv('Nobody')).toBeUndefined();
  });

  it('describes the future self in Swedish', () => {
    const d = buildFutureDescriptionSv({
      roleTitle: 'Space Janitor',
      userName: 'Ebba',
      answers: { purpose: 'grow', superpower: 'Se tio år framåt' },
      date: new Date('2026-03-10T12:00:00Z'),
    });
    expect(d).toMatch(/^Ebba är framtidens rymdstädare\./);
    expect(d).toContain('hjälpa människor att växa');
    expect(d).toContain('”Se tio år framåt”');
    expect(d).toContain('2031');
    for (const w of wordsOf(d)) expect(ENGLISH_ONLY.has(w), w).toBe(false);
  });
});
