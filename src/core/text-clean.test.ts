import { describe, expect, it } from 'vitest';
import { SUPERPOWER_MAX_LENGTH } from '@content/quiz';
import {
  innerQuotes,
  quoted,
  capText,
  cleanName,
  cleanSuperpower,
  cleanText,
  NAME_MAX,
  stripControlChars,
  superpowerLine,
} from './text-clean';

describe('cleanText and capText', () => {
  it('makes one line without control characters, keeping < and >', () => {
    expect(cleanText('  a\tb\n\nc <b>d</b>\u0085 ')).toBe('a b c <b>d</b>');
    expect(cleanText(null)).toBe('');
  });

  it('cuts at a word with an ellipsis, only when too long', () => {
    expect(capText('one two three four five', 12)).toBe('one two…');
    expect(capText('one two three', 13)).toBe('one two three');
    expect(capText('abcdefghijklmnop', 8)).toBe('abcdefg…');
  });
});

describe('cleanSuperpower (the stored, hashed answer)', () => {
  it('keeps new lines and quotes, drops control characters, normalises to NFC', () => {
    expect(cleanSuperpower('  a\u0000b\r\nc\u007f ')).toBe('ab\nc');
    expect(cleanSuperpower('e\u0301')).toBe('\u00e9');
    expect(cleanSuperpower(' "Reading the room" ')).toBe('"Reading the room"');
    expect(stripControlChars('a\tb\nc')).toBe('abc');
  });
});

describe('superpowerLine (the printed answer)', () => {
  // pinned from the cover grammar's cleaner before it moved to core
  it('is one line, without wrapping quotes, capped', () => {
    expect(superpowerLine('  "Making  maths feel like magic"  ')).toBe('Making maths feel like magic');
    expect(superpowerLine('line one\nline two')).toBe('line one line two');
    const long = superpowerLine('z '.repeat(200));
    expect(long).toBe(`${'z '.repeat(138)}z…`);
    expect(long.length).toBeLessThanOrEqual(SUPERPOWER_MAX_LENGTH);
    expect(superpowerLine(null)).toBe('');
  });

  it('prints a stored answer as the stored answer reads', () => {
    const stored = cleanSuperpower('  “Flying”,\r\nobviously ');
    expect(superpowerLine(stored)).toBe(superpowerLine('  “Flying”,\r\nobviously '));
    expect(superpowerLine(stored)).toBe('Flying”, obviously');
  });
});

describe('cleanName', () => {
  // pinned from the cover grammar's cleaner before it moved to core; the share page now uses the same one
  it('prints a name on one line, without brackets, cut at NAME_MAX; blank is null', () => {
    expect([null, '   ', 'Ana <3 {x} [y] |z|', 'Grace\u0007  Hopper', 'y'.repeat(60)].map(cleanName)).toEqual([
      null,
      null,
      'Ana <3 x y z',
      'Grace Hopper',
      `${'y'.repeat(NAME_MAX - 1)}…`,
    ]);
    expect(cleanName('Maya Lindqvist-Okafor Brown de la Cruz Smith')).toBe('Maya Lindqvist-Okafor Brown de la Cruz…');
  });
});

describe('quoted (nested quotes)', () => {
  it('makes the quotes inside single, so a quote in a quote reads “…‘…’…”', () => {
    expect(quoted('I make people say “wow” daily')).toBe('“I make people say ‘wow’ daily”');
    expect(quoted('I make people say "wow" daily')).toBe('“I make people say ‘wow’ daily”');
    expect(quoted('Plain words')).toBe('“Plain words”');
  });

  it('does not double quotes already around the whole text', () => {
    expect(quoted('“Ship it”')).toBe('“Ship it”');
    expect(quoted('"Ship it"')).toBe('“Ship it”');
  });

  it('keeps a lone straight quote (an inch mark) and turns a lone curly one single', () => {
    expect(innerQuotes('a 5" screen')).toBe('a 5" screen');
    expect(innerQuotes('half “open')).toBe('half ‘open');
  });
});
