import { describe, expect, it } from 'vitest';
import { breakUnits, graphemes } from './line-breaks';

const texts = (s: string) => breakUnits(s).map((u) => u.text);

describe('line breaks on covers', () => {
  it('breaks latin text at spaces only', () => {
    expect(breakUnits('Hello big  world.')).toEqual([
      { text: 'Hello', space: true },
      { text: 'big', space: true },
      { text: 'world.', space: true },
    ]);
    expect(texts('well-known 2040!')).toEqual(['well-known', '2040!']);
  });

  it('breaks Chinese and Japanese between characters, never before closing punctuation or after opening punctuation', () => {
    expect(breakUnits('我能解释。好')).toEqual([
      { text: '我', space: true },
      { text: '能', space: false },
      { text: '解', space: false },
      { text: '释。', space: false },
      { text: '好', space: false },
    ]);
    expect(texts('「はい」って')).toEqual(['「は', 'い」っ', 'て']);
    expect(texts('カタカナ、ひらがな。')).toEqual(['カ', 'タ', 'カ', 'ナ、', 'ひ', 'ら', 'が', 'な。']);
    expect(texts('我爱NASA')).toEqual(['我', '爱', 'NASA']);
  });

  it('breaks Thai between words, though it has no spaces', () => {
    expect(texts('ฉันอธิบายได้ทุกอย่าง')).toEqual(['ฉัน', 'อธิบาย', 'ได้', 'ทุก', 'อย่าง']);
  });

  it('gives the text back when its units are joined', () => {
    for (const s of [
      'The Future Space Janitor',
      '王小明能在一分钟内解释任何事情，因为清晰是一种善意',
      'Maya 🦄 loves 宇宙!',
      'ليلى تشرح أي شيء',
    ]) {
      const joined = breakUnits(s)
        .map((u, i) => (i && u.space ? ' ' : '') + u.text)
        .join('');
      expect(joined).toBe(s);
    }
  });

  it('keeps emoji sequences and accented letters whole', () => {
    expect(graphemes('👨‍👩‍👧🇫🇷e\u0301')).toEqual(['👨‍👩‍👧', '🇫🇷', 'e\u0301']);
  });
});
