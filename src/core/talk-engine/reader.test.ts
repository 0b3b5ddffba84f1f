import { describe, expect, it } from 'vitest';
import { otherLanguage, readMessage, type ReaderStep } from './reader.js';
import {
  carryOver,
  correctFact,
  emptyPerson,
  extractFacts,
  forgetFact,
  rememberFacts,
  situationPhrase,
} from './person.js';
import { readSafety } from '../safety-reader.js';

/**
 * Lines a young person really writes, by what they are (at least 20 per kind, the first examples included; decision
 * 068).
 */
const FEELINGS = [
  'honestly my parents think I wasted a year and sometimes I feel like a total failure compared to my friends',
  'I feel like such a loser',
  'everyone else is ahead of me',
  'I’m so stressed about all of this',
  'I feel behind everyone I went to school with',
  'sometimes I just feel useless',
  'i feel like a fraud at work',
  'my dad thinks I’m lazy and maybe he’s right',
  'I’m scared I’m not smart enough for university',
  'I cried after my last exam',
  'I feel so lonely since I moved here',
  'I’m exhausted all the time',
  'it makes me feel stupid when people ask what I do',
  'I feel like a disappointment to my family',
  'I keep comparing myself with my friends on Instagram',
  'I’m not good enough for the jobs I want',
  'I feel completely overwhelmed',
  'I wasted two years on the wrong programme',
  'my mum says I’m wasting my life',
  'I feel kind of stuck and it’s getting to me',
  'I have anxiety about the future',
  'I let my parents down when I dropped out',
  'can we slow down a bit',
  'I need a break',
];
const QUESTIONS = [
  'should I go back to physics or not?',
  'what exactly should I do tomorrow morning?',
  'Is it too late to switch to nursing at 23?',
  'should I stay at the café or move to Stockholm?',
  'what would you do in my place?',
  'can I become a teacher without a degree?',
  'Do you think I could make money from drawing?',
  'how did you get your first job?',
  'what is a normal day like for you?',
  'should I quit my job',
  'where do I start?',
  'Is it a good idea to take a gap year?',
  'How much does a game designer earn?',
  'what if I pick the wrong thing?',
  'Are you a real person?',
  'how does this work?',
  'Which is better, a bachelor’s or an apprenticeship?',
  'do I need maths for engineering?',
  'I work at a café. Should I go back to studying?',
  'am I too old to start coding?',
  'what should I study next year?',
  'can I still apply in spring?',
];
const DONT_KNOW = [
  'I don’t know',
  'idk',
  'no idea',
  'dunno',
  'I really don’t know',
  'honestly no idea',
  'not sure',
  'no clue',
  'hmm I don’t know tbh',
  'I have no idea',
  'nothing comes to mind',
  'I can’t think of anything',
  'pass',
  'idk lol',
  '?',
  'I don’t know what to say',
  'I haven’t thought about it',
  'not really sure',
  'who knows',
  'um I dont know',
  'I dont know sorry',
  'no idea at all',
];
const JOKES = [
  'lol',
  'haha',
  'a billionaire on a yacht',
  'lol honestly a billionaire on a yacht',
  'win the lottery',
  'sleep all day',
  'tell me a joke',
  'what’s your favourite colour',
  'pizza',
  'a cat',
  'asdfgh',
  '😂😂',
  'lmao',
  'be a cat lol',
  'marry a millionaire',
  'play video games all day',
  'do nothing all day',
  'rizz',
  'jk',
  'banana',
  'what’s the weather like',
  'aaaaaa',
];
const ANSWERS: [ReaderStep, string][] = [
  ['situation', 'I did one year of physics in Uppsala, dropped out, and now I work at a café. It feels kind of stuck.'],
  ['situation', 'I’m in my last year of high school in Malmö'],
  ['situation', 'working'],
  ['situation', 'studying'],
  ['situation', 'I work nights in a warehouse and study online'],
  ['situation', 'In between things right now, looking for work'],
  ['situation', 'I study nursing at Karolinska'],
  ['vision', 'I would be teaching physics to teenagers in Gothenburg, with my own small classroom'],
  ['vision', 'Working outside with animals, in a small town, with my own hours'],
  ['vision', 'I’m not sure, maybe a lab by the sea with my friends.'],
  ['vision', 'Running a small bakery with my sister'],
  ['values', 'That they stop being scared of maths'],
  ['values', 'helping people'],
  ['values', 'That I built it myself'],
  ['strengths', 'Explaining things clearly, staying calm'],
  ['strengths', 'good listener'],
  ['strengths', 'I’m good at fixing bikes and organising trips'],
  ['strengths', 'Patient, funny'],
  ['advantage', 'I speak Finnish at home'],
  ['advantage', 'I know all the regulars at the café'],
  ['advantage', 'I grew up on a farm'],
  ['advantage', 'I have been drawing every day for eight years'],
];

describe('the message reader', () => {
  it('has at least 20 real lines per kind, none of them a crisis (those never reach it)', () => {
    for (const list of [FEELINGS, QUESTIONS, DONT_KNOW, JOKES, ANSWERS]) expect(list.length).toBeGreaterThanOrEqual(20);
    for (const line of [...FEELINGS, ...QUESTIONS, ...DONT_KNOW, ...JOKES, ...ANSWERS.map((a) => a[1])])
      expect(readSafety(line).crisis, line).toBe(false);
  });

  it('reads a painful feeling as a feeling at every step but the situation that carries facts', () => {
    for (const step of ['vision', 'strengths', 'advantage', 'values'] as const)
      for (const line of FEELINGS) expect(readMessage(line, step).kind, `${step}: ${line}`).toBe('feeling');
    const comparing = readMessage(FEELINGS[0]!, 'strengths');
    expect(comparing.comparison).toBe(true);
    expect(readMessage('can we slow down a bit', 'vision').wantsPause).toBe(true);
  });

  it('reads questions, with what they are about', () => {
    for (const line of QUESTIONS) expect(readMessage(line, 'vision').kind, line).toBe('question');
    const decide = readMessage('should I go back to physics or not?', 'trends');
    expect(decide.question).toBe('decide');
    expect(decide.options).toEqual({ a: 'go back to physics', b: null });
    expect(readMessage('should I stay at the café or move to Stockholm?', 'vision').options).toEqual({
      a: 'stay at the café',
      b: 'move to Stockholm',
    });
    expect(readMessage('what exactly should I do tomorrow morning?', 'done').question).toBe('next');
    expect(readMessage('Is it too late to switch to nursing at 23?', 'vision').question).toBe('tooLate');
    expect(readMessage('Are you a real person?', 'vision').question).toBe('identity');
    expect(readMessage('how does this work?', 'vision').question).toBe('process');
  });

  it('reads “I don’t know” and jokes', () => {
    for (const line of DONT_KNOW) expect(readMessage(line, 'vision').kind, line).toBe('dontKnow');
    for (const line of JOKES) expect(readMessage(line, 'vision').kind, line).toBe('joke');
  });

  it('takes a real answer to the step, and refuses one that does not answer it', () => {
    for (const [step, line] of ANSWERS) expect(readMessage(line, step).kind, `${step}: ${line}`).toBe('answer');
    // The situation that carries both: the facts count, the feeling is noticed.
    const both = readMessage(ANSWERS[0]![1], 'situation');
    expect(both).toMatchObject({ kind: 'answer', feeling: true });
    // A long story is not a strength; "thanks" is no vision; "ok" is no situation.
    expect(
      readMessage('well last summer I went to my uncle’s place and we mostly watched films and ate a lot', 'strengths')
        .kind,
    ).toBe('notAnswer');
    expect(readMessage('thanks', 'vision').kind).toBe('notAnswer');
    expect(readMessage('ok', 'situation').kind).toBe('notAnswer');
    expect(readMessage('hi', 'situation').kind).toBe('notAnswer');
  });
});

describe('the person model', () => {
  it('extracts studies, places, work, people, hopes, worries, dislikes and time from what is said', () => {
    const kinds = (text: string, step: string | null = null) =>
      Object.fromEntries(extractFacts(text, step).map((f) => [f.kind, f.text]));
    expect(kinds('I did one year of physics in Uppsala, dropped out, and now I work at a café.')).toEqual({
      study: 'physics',
      place: 'Uppsala',
      work: 'a café',
    });
    expect(kinds('I study nursing in Lund and my sister Maja helps me with everything')).toMatchObject({
      study: 'nursing',
      place: 'Lund',
      person: 'your sister Maja',
    });
    expect(kinds('I work as a barista and I want to open my own bakery one day')).toMatchObject({
      work: 'your work as a barista',
      hope: 'open your own bakery one day',
    });
    expect(kinds('I work as a care worker at a nursing home in Tampere')).toMatchObject({
      work: 'a nursing home',
      place: 'Tampere',
    });
    expect(kinds('I know exactly what a night shift in care feels like')).toEqual({});
    expect(kinds('I’m worried about money for rent')).toMatchObject({ worry: 'money for rent' });
    expect(kinds('I hate sitting in an office all day')).toMatchObject({ dislike: 'sitting in an office all day' });
    expect(kinds('I love climbing and old maps')).toMatchObject({ like: 'climbing' });
    expect(kinds('I have about 6 hours a week')).toMatchObject({ week: '6 hours a week' });
    expect(kinds('Teaching kids in a small school by the sea', 'vision')).toEqual({});
    expect(kinds('I would be teaching physics to teenagers in Gothenburg', 'vision')).toMatchObject({
      hope: 'teaching physics to teenagers in Gothenburg',
      place: 'Gothenburg',
    });
    // Not facts: "what to study next year" is no subject, "I" is no place.
    expect(kinds('I am not sure what to study next year.')).toEqual({});
  });

  it('keeps where each fact came from, corrects, deletes, and never brings a deleted one back', () => {
    let m = emptyPerson();
    const first = rememberFacts(m, 'I did a year of physics in Uppsala and now I work at a café', {
      turn: 2,
      messageId: 'msg-1',
    });
    m = first.model;
    expect(first.added.map((f) => f.source)).toEqual(first.added.map(() => ({ turn: 2, messageId: 'msg-1' })));
    expect(situationPhrase(m)).toBe('physics in Uppsala, and now the café');
    // The same again adds nothing.
    expect(rememberFacts(m, 'I work at a café', { turn: 3, messageId: 'msg-2' }).added).toEqual([]);
    const place = m.facts.find((f) => f.kind === 'place')!;
    m = correctFact(m, place.id, 'Gothenburg')!;
    expect(m.facts.find((f) => f.id === place.id)).toMatchObject({ text: 'Gothenburg', edited: true });
    expect(correctFact(m, 'f99-1', 'x')).toBeNull();
    expect(correctFact(m, place.id, '   ')).toBeNull();
    const work = m.facts.find((f) => f.kind === 'work')!;
    m = forgetFact(m, work.id)!;
    expect(m.facts.some((f) => f.kind === 'work')).toBe(false);
    expect(rememberFacts(m, 'I work at a café btw', { turn: 5, messageId: 'msg-5' }).added).toEqual([]);
    expect(forgetFact(m, work.id)).toBeNull();
  });
});

describe('a message in another language', () => {
  const SWEDISH = [
    'Jag vill bli lärare',
    'jag vet inte vad jag vill göra',
    'Jag jobbar på ett café i Malmö och pluggar på kvällarna',
    'det är svårt att välja',
    'Hej! Jag heter Alva',
    'jag gillar att rita och att laga mat',
    'Tack så mycket',
    'hej',
    'jag mår inte så bra idag',
    'vad ska jag göra nu?',
  ];
  const OTHER = [
    'Quiero ser profesora pero no sé por dónde empezar',
    'Ich bin Student und ich weiß nicht, was ich machen möchte',
    'Je suis étudiante et je ne sais pas quoi faire avec ma vie',
    'Я хочу стать учителем',
    '我想成为一名老师',
    'أريد أن أصبح معلما',
  ];
  const ENGLISH = [
    'I work at a café in Malmö',
    'I studied physics in Uppsala for a year, then dropped out',
    'I live in Göteborg and I love fika with my friends',
    'My gran lives in Västerås, I visit her on Sundays',
    'I want to move to Malmö or Lund',
    'Honestly I would like to work with kids, maybe as a teacher',
    'I speak Swedish at home',
    'I guess I feel lagom about it',
    'I work at Åhléns in Stockholm',
    'ok',
    'Patient, funny',
    'I want to open a café',
  ];

  it('reads Swedish and other languages as not English, at any step', () => {
    for (const line of SWEDISH)
      for (const step of ['situation', 'vision', 'strengths'] as const)
        expect(readMessage(line, step), `${step}: ${line}`).toMatchObject({ kind: 'otherLanguage', language: 'sv' });
    for (const line of OTHER)
      expect(readMessage(line, 'situation'), line).toMatchObject({ kind: 'otherLanguage', language: 'other' });
  });

  it('keeps English lines with a Swedish place name or a single Swedish word in English', () => {
    for (const line of [...ENGLISH, ...ANSWERS.map((a) => a[1])]) {
      expect(otherLanguage(line), line).toBeNull();
      expect(readMessage(line, 'situation').kind, line).not.toBe('otherLanguage');
    }
  });

  it('never reads a Swedish crisis as only a language: the safety reader, which runs first, catches it', () => {
    for (const line of ['jag vill inte leva längre', 'jag vill dö', 'jag tänker ta livet av mig'])
      expect(readSafety(line), line).toMatchObject({ crisis: true, lang: 'sv' });
  });
});

describe('facts carried into the next conversation', () => {
  it('keeps the kept facts with their source, never the deleted ones, with ids a new turn never takes', () => {
    const said = rememberFacts(emptyPerson(), 'I studied physics in Uppsala and now I work at a café', {
      turn: 2,
      messageId: 'm-a',
    }).model;
    const work = said.facts.find((f) => f.kind === 'work')!;
    const kept = carryOver(forgetFact(said, work.id)!, 'conv-a');
    expect(kept.facts.map((f) => f.text)).toEqual(['physics', 'Uppsala']);
    expect(kept.facts[0]!.source).toEqual({ turn: 2, messageId: 'm-a', conversationId: 'conv-a' });
    expect(kept.facts.map((f) => f.id)).toEqual(['f0-1', 'f0-2']);
    // Carried again later, a fact keeps the conversation it was first said in.
    expect(carryOver(kept, 'conv-b').facts[0]!.source.conversationId).toBe('conv-a');
    // Deleted stays deleted: said again in the new conversation, it is not taken.
    const again = rememberFacts(kept, 'I work at a café', { turn: 2, messageId: 'm-b' }).model;
    expect(again.facts.some((f) => f.kind === 'work')).toBe(false);
    expect(carryOver(undefined, 'conv-a')).toEqual(emptyPerson());
  });
});
