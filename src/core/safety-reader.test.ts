import { describe, expect, it } from 'vitest';
import { normaliseForSafety, readSafety, safeToReuse } from './safety-reader';

const crisis = (text: string, previous?: string) => readSafety(text, previous).crisis;

// The first test loads the lexicon and the model; on a busy machine that alone can pass the default 5 s.
describe('the safety reader', { timeout: 30_000 }, () => {
  it('recognises the ways of saying "I am not safe" that the old keyword list missed', () => {
    for (const line of [
      "I can't see a reason to stay alive anymore",
      "my dad hits me when he's drunk and I don't feel safe at home",
      'jag vill inte leva längre',
      'took a bunch of pills last night and feel weird now',
      'wrote goodbye letters to my family',
      'whats the most painless way to go',
      'kms',
      'thinking about how to unalive myself',
      'i want to kill myself',
      'honestly everyone would be better off without me',
      'i just want to disappear for good',
      'my job is killing me and honestly i dont want to be alive',
      'someone is threatening to share my nudes unless i pay',
      'the urge to cut is so strong rn',
      'my friend says she wants to kill herself, what do i do',
      'i cant do this anymore',
      'sucide',
      'i wnat to die 💊',
    ])
      expect(crisis(line), line).toBe(true);
  });

  it('does not fire on career idioms, negations, or everyday sadness', () => {
    // Ordinary text far from the corpus's topics (decision 064: the model also learns from the app's own copy).
    for (const text of ['Why does the sky look like that?', 'FutureSelf Talk', 'A boat on a calm sea'])
      expect(crisis(text), text).toBe(false);
    for (const line of [
      'this job is killing me',
      "I'd die for that internship",
      'I killed that exam',
      'the deadline is suicide, honestly',
      "I'm not suicidal, just tired",
      'i would never hurt myself, im just stressed about uni',
      'I feel like a total failure compared to my friends',
      'my parents think I wasted a year',
      'I want to work in suicide prevention',
      'I died 20 times on that level',
      'jag dör av skratt',
      'det här jobbet tar livet av mig',
      'i used to self harm but ive been fine for two years now',
      'I burnt myself cooking at the café',
      'should I go back to physics or not?',
    ])
      expect(crisis(line), line).toBe(false);
  });

  it('names what it found: the kind, and the language to answer in', () => {
    expect(readSafety('pappa slår mig när han är full').category).toBe('abuse');
    expect(readSafety('pappa slår mig när han är full').lang).toBe('sv');
    expect(readSafety('my boyfriend choked me last night').category).toBe('partner_violence');
    expect(readSafety('i took a whole box of pills an hour ago').category).toBe('emergency');
    expect(readSafety('my little brother is being hit by our stepdad').category).toBe('other_person');
    expect(readSafety('I want to die').lang).toBe('en');
  });

  it('reads a message split over two sends together, and one half alone is not enough', () => {
    expect(crisis('myself')).toBe(false);
    expect(crisis('i keep thinking i should just kill')).toBe(false);
    expect(crisis('myself', 'i keep thinking i should just kill')).toBe(true);
    expect(readSafety('myself', 'i keep thinking i should just kill').withPrevious).toBe(true);
    // A message after a crisis is read on its own (“I’m safe now” is not a crisis because the last one was).
    expect(crisis('ok', 'i want to kill myself')).toBe(false);
  });

  it('normalises case, apostrophes, å/ä/ö, shorthand, repeated letters and near misspellings', () => {
    expect(normaliseForSafety('I’M GONNA Kill MYSELFFFF')).toBe('im going to kill myselff');
    expect(normaliseForSafety('Jag vill DÖ')).toBe('jag vill do');
    expect(normaliseForSafety('suicdal thoughts')).toBe('suicidal thoughts');
    expect(normaliseForSafety('tabletterna')).toBe('tabletterna');
  });

  it('keeps a transcript or a text that reads as a crisis out of anything reused', () => {
    expect(safeToReuse('I love building robots')).toBe('I love building robots');
    expect(safeToReuse('i want to die')).toBeNull();
    expect(safeToReuse(null)).toBeNull();
  });
});
