import { describe, expect, it } from 'vitest';
import { quotesTooMuch, sentenceIssue, takeSentences } from './model-reply';

describe('takeSentences', () => {
  it('cuts complete sentences (their white space kept), and holds the unfinished one', () => {
    expect(takeSentences('Hey Alva! I remember the café. Wh')).toEqual({
      sentences: ['Hey Alva! ', 'I remember the café. '],
      rest: 'Wh',
    });
    expect(takeSentences('“It was hard.” Then it wasn’t…\nSo?')).toEqual({
      sentences: ['“It was hard.” ', 'Then it wasn’t…\n'],
      rest: 'So?',
    });
    // A sentence end with nothing after it yet is held: the next token may continue it ("3.5").
    expect(takeSentences('It took 3.')).toEqual({ sentences: [], rest: 'It took 3.' });
  });

  it('never holds a long clause forever: it goes at its last space, and the parts join to the text', () => {
    const long = `${'word '.repeat(80)}and on`;
    const { sentences, rest } = takeSentences(long);
    expect(sentences.length).toBeGreaterThan(0);
    expect(sentences.every((s) => s.length <= 280)).toBe(true);
    expect(sentences.join('') + rest).toBe(long);
  });
});

describe('quotesTooMuch', () => {
  const person = 'honestly my parents think I wasted a year and sometimes I feel like a total failure';
  it('refuses nine or more of the person’s words in a row, case and punctuation aside', () => {
    expect(quotesTooMuch('You said: Honestly, my parents think I wasted a year and sometimes…', person)).toBe(true);
  });
  it('allows a few of their words', () => {
    expect(quotesTooMuch('“Wasted a year” is a heavy thing to carry.', person)).toBe(false);
    expect(quotesTooMuch('anything at all here', null)).toBe(false);
  });
});

describe('sentenceIssue', () => {
  it('passes a coaching question the reader’s learned model alone would flag', async () => {
    expect(await sentenceIssue('So tell me: what would you keep, if you could keep only one thing?', {})).toBeNull();
  });
  it('refuses crisis wording, professional claims, promises and links', async () => {
    expect(await sentenceIssue('Sometimes I want to kill myself too. ', {})).toBe('safety reader');
    expect(await sentenceIssue('As your therapist I can tell you. ', {})).toMatch(/^check/);
    expect(await sentenceIssue('You will definitely succeed. ', {})).toMatch(/^check/);
    expect(await sentenceIssue('See https://example.com for more. ', {})).toMatch(/^check/);
  });
});
