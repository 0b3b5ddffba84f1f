import { describe, expect, it } from 'vitest';
import {
  buildCoverCopy,
  buildFutureDescription,
  capText,
  cleanSuperpower,
  COVER_LABEL_MAX,
  COVER_LINE_MAX,
  COVER_STYLES,
  FORBIDDEN_MASTHEADS,
  HEADLINE_MAX,
  QUOTE_MAX,
  seededRandom,
  type CoverCopy,
  type CoverCopyInput,
} from './cover-copy';
import { roles } from './roles';
import { SUPERPOWER_MAX_LENGTH, visualQuestions } from './quiz';

const NAMES = [null, '', 'Maya Lindqvist', 'Jonas', 'Zoë Okafor-Brown', 'Łukasz', '  Ana   Sofía  '];
const POWERS = [
  '',
  'Teleportation',
  'Being able to explain anything to anyone in under a minute, because clarity is kindness',
  'x'.repeat(400),
  '"Reading the room"',
  'Talking to animals, mostly to ask the pigeons what they know',
  'Never needing sleep so I could finish every project',
  'Speaking every language on Earth',
  'Making boring meetings fun',
  'Seeing ten years ahead',
  'Fixing any machine by listening to it',
  'Calm under pressure, always',
  'Turning ideas into drawings instantly',
  'Knowing what people need before they ask',
  'Perfect memory for names and faces',
];

/** A reproducible random visitor. */
function randomInput(i: number): CoverCopyInput {
  const rng = seededRandom(`visitor-${i}`);
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
    seed: `cover-${i}`,
  };
}

const allText = (c: CoverCopy) =>
  [c.title, c.kicker, c.headline, c.dek, c.banner, c.tagline, c.pullQuote.text, c.pullQuote.attribution, ...c.coverLines.flatMap((l) => [l.label, l.text])].join('\n');

describe('cover copy', () => {
  it('gives the same copy for the same inputs', () => {
    for (let i = 0; i < 50; i++) {
      expect(buildCoverCopy(randomInput(i))).toEqual(buildCoverCopy(randomInput(i)));
    }
  });

  it('gives visibly different copy for different inputs', () => {
    const covers = Array.from({ length: 300 }, (_, i) => buildCoverCopy(randomInput(i)));
    const distinct = (f: (c: CoverCopy) => string) => new Set(covers.map(f)).size;
    expect(distinct((c) => c.headline)).toBeGreaterThan(200);
    expect(distinct((c) => c.coverLines.map((l) => l.text).join('|'))).toBeGreaterThan(280);
    expect(distinct((c) => c.pullQuote.text)).toBeGreaterThan(60);
    // many templates are in use, not a favourite few
    const headlineShapes = new Set(covers.map((c) => c.headline.split(' ').slice(0, 2).join(' ')));
    expect(headlineShapes.size).toBeGreaterThan(15);
    expect(new Set(covers.flatMap((c) => c.coverLines.map((l) => l.label))).size).toBeGreaterThan(20);
  });

  it('changes when only the name, the superpower, a card or the style changes', () => {
    const base = randomInput(7);
    const a = buildCoverCopy({ ...base, userName: 'Maya', answers: { ...base.answers, superpower: 'Teleportation' } });
    const name = buildCoverCopy({ ...base, userName: 'Noor', answers: { ...base.answers, superpower: 'Teleportation' } });
    const power = buildCoverCopy({ ...base, userName: 'Maya', answers: { ...base.answers, superpower: 'Talking to whales' } });
    const card = buildCoverCopy({ ...base, userName: 'Maya', answers: { ...base.answers, superpower: 'Teleportation', bhag: base.answers!.bhag === 'carbon' ? 'peace' : 'carbon' } });
    const style = buildCoverCopy({ ...base, userName: 'Maya', answers: { ...base.answers, superpower: 'Teleportation' }, style: base.style === 'wired' ? 'times' : 'wired' });
    for (const other of [name, power, card, style]) expect(allText(other)).not.toBe(allText(a));
    expect(power.pullQuote.text).toBe('Talking to whales');
  });

  it('keeps every field within its length and fills every placeholder', () => {
    for (let i = 0; i < 400; i++) {
      const c = buildCoverCopy(randomInput(i));
      expect(c.headline.length).toBeLessThanOrEqual(HEADLINE_MAX);
      expect(c.coverLines.length).toBeGreaterThanOrEqual(3);
      expect(c.coverLines.length).toBeLessThanOrEqual(4);
      for (const l of c.coverLines) {
        expect(l.text.length).toBeLessThanOrEqual(COVER_LINE_MAX);
        expect(l.label.length).toBeLessThanOrEqual(COVER_LABEL_MAX);
      }
      expect(new Set(c.coverLines.map((l) => l.label)).size).toBe(c.coverLines.length);
      expect(c.pullQuote.text.length).toBeLessThanOrEqual(QUOTE_MAX);
      expect(allText(c)).not.toMatch(/[{}[\]]|undefined|null/);
      expect(allText(c)).not.toMatch(FORBIDDEN_MASTHEADS);
      expect(c.title).toBe(`The Future ${c.roleTitle}`);
      expect(c.price).toBe('€12');
      expect(c.issueDate).toBe('March 2026');
    }
  });

  it('quotes the superpower as the visitor wrote it, capped', () => {
    let quoted = 0;
    for (let i = 0; i < 40; i++) {
      const c = buildCoverCopy({ ...randomInput(i), userName: 'Maya', answers: { ...randomInput(i).answers, superpower: '  "Making  maths feel like magic"  ' } });
      // the superpower is quoted once: in the pull quote, or in the headline
      const inQuote = c.pullQuote.text === 'Making maths feel like magic';
      const inHeadline = c.headline.includes('“Making maths feel like magic”');
      expect(inQuote !== inHeadline).toBe(true);
      if (inQuote) {
        quoted++;
        expect(c.pullQuote.attribution).toMatch(/^Maya, on /);
      }
      expect(c.coverLines.some((l) => l.text.includes('maths'))).toBe(false);
    }
    expect(quoted).toBeGreaterThan(20);
    expect(cleanSuperpower('y'.repeat(1000)).length).toBeLessThanOrEqual(SUPERPOWER_MAX_LENGTH);
    expect(capText('one two three four five', 12)).toBe('one two…');
  });

  it('prints an anonymous cover star when there is no name', () => {
    const c = buildCoverCopy({ ...randomInput(11), userName: '   ' });
    expect(c.starName).toBe('Future Professional');
    expect(allText(c)).not.toMatch(/\bnull\b/);
  });

  it('describes the future self from the same inputs, deterministically', () => {
    const input = randomInput(5);
    const d = buildFutureDescription({ ...input, userName: 'Maya', answers: { ...input.answers, superpower: 'Teleportation' } });
    expect(d).toBe(buildFutureDescription({ ...input, userName: 'Maya', answers: { ...input.answers, superpower: 'Teleportation' } }));
    expect(d).toContain(`Maya is The Future ${input.roleTitle}.`);
    expect(d).toContain('“Teleportation”');
    expect(buildFutureDescription({ ...input, userName: null })).toContain('This future professional is');
  });

  it('copes with an unknown role and missing answers', () => {
    const c = buildCoverCopy({ roleTitle: 'Time-Travel Plumber', answers: {}, date: new Date('2030-01-01T00:00:00Z') });
    expect(c.title).toBe('The Future Time-Travel Plumber');
    expect(c.coverLines.length).toBeGreaterThanOrEqual(3);
    expect(c.dek.length).toBeGreaterThan(10);
  });
});
