import {
  buildPlan,
  initialState,
  respond,
  type EngineState,
  type EngineTurn,
  type TalkProfile,
} from '@core/talk-engine';
import { cardActionMessage } from '@core/talk';

/**
 * The conversation corpus (decision 068): written personas with real lives, each walked through all four acts by the
 * pure engine, with off-script lines (a question, "I don't know", a painful feeling, a joke) where a real person
 * would put them. tests/talk/corpus.test.ts checks what they get; scripts/talk-sample.ts prints one.
 */
export interface Persona {
  profile: TalkProfile;
  situation: string;
  /** A real question asked in BÖR. */
  question: string;
  joke: string;
  vision: string;
  values: string;
  /** A painful feeling, said in KAN where the strengths are asked. */
  feeling: string;
  strengths: string;
  advantage: string;
  /** Facts the person states that must come back later (in a reply and in the plan). */
  facts: string[];
}

const p = (seed: string, name: string, role: string, contexts: string[], superpower: string | null): TalkProfile => ({
  seed,
  name,
  role,
  contexts,
  superpower,
  transcript: null,
});

export const PERSONAS: Persona[] = [
  {
    profile: p('corpus-elin', 'Elin', 'Robot Dream Interpreter', ['Teaching kids to love puzzles'], 'Solving puzzles'),
    situation: 'I did one year of physics in Uppsala, dropped out, and now I work at a café. It feels kind of stuck.',
    question: 'should I go back to physics or not?',
    joke: 'lol honestly a billionaire on a yacht',
    vision: 'I would be teaching physics to teenagers in Gothenburg, with my own small classroom and a lab corner',
    values: 'That they stop being scared of maths',
    feeling:
      'honestly my parents think I wasted a year and sometimes I feel like a total failure compared to my friends',
    strengths: 'Explaining things clearly, staying calm',
    advantage: 'I know all the café regulars',
    facts: ['physics', 'Uppsala'],
  },
  {
    profile: p('corpus-omar', 'Omar', 'Urban Forest Keeper', ['Green roofs everywhere'], 'Growing anything'),
    situation: 'I study civil engineering in Malmö and I work weekends at a garden centre.',
    question: 'Is it too late to switch from engineering to landscape design?',
    joke: 'a cat',
    vision: 'I’d be planting trees on school roofs in Malmö with a small team',
    values: 'That kids in my area grow up with shade and something green',
    feeling: 'I feel like a fraud in my engineering classes',
    strengths: 'Fixing and tinkering, patient',
    advantage: 'I speak Arabic and know half the families in my block',
    facts: ['civil engineering', 'Malmö'],
  },
  {
    profile: p('corpus-saga', 'Saga', 'Deep Sea Storyteller', ['A boat that maps the seafloor'], 'Telling stories'),
    situation: 'I’m in my last year of high school in Tromsø and I work as a dishwasher on weekends.',
    question: 'should I study marine biology or journalism?',
    joke: 'be a mermaid lol',
    vision: 'I’d be making films about the ocean for kids, on research boats up north',
    values: 'People caring about the ocean because of something I made',
    feeling: 'I’m so stressed about all of this',
    strengths: 'Telling stories, noticing what others miss',
    advantage: 'I grew up on an island and I’ve been on boats my whole life',
    facts: ['Tromsø', 'dishwasher'],
  },
  {
    profile: p('corpus-jonas', 'Jonas', 'Hospital Robot Whisperer', ['Robots that help nurses'], 'Staying calm'),
    situation: 'I work as a care worker at a nursing home in Tampere, nights mostly.',
    question: 'what would you do in my place?',
    joke: 'pizza',
    vision: 'I’d like to build the small robots that lift patients, so my colleagues’ backs stop hurting',
    values: 'That the nurses get home less tired',
    feeling: 'I feel behind everyone I went to school with',
    strengths: 'Staying calm when it’s chaotic, fixing things',
    advantage: 'I know exactly what a night shift in care feels like',
    facts: ['Tampere', 'nursing home'],
  },
  {
    profile: p('corpus-lea', 'Lea', 'Food Future Chef', ['A bakery with no waste'], 'Baking bread'),
    situation: 'I studied economics in Berlin for two semesters and now I bake at my aunt’s bakery.',
    question: 'Do you think I could make money from a bakery?',
    joke: 'eat croissants all day',
    vision: 'I would run a small bakery in Berlin that uses the bread nobody bought yesterday',
    values: 'Neighbours who come back every morning',
    feeling: 'my dad thinks I’m lazy and maybe he’s right',
    strengths: 'Organising people and plans, good with numbers',
    advantage: 'I understand both the spreadsheets and the ovens',
    facts: ['economics', 'Berlin'],
  },
  {
    profile: p(
      'corpus-mateo',
      'Mateo',
      'Space Weather Forecaster',
      ['Watching the northern lights'],
      'Noticing patterns',
    ),
    situation: 'I’m studying astronomy in Madrid, second year, and I tutor maths in the evenings.',
    question: 'can I become a researcher without being a genius?',
    joke: 'asdfgh',
    vision: 'I’d be at an observatory in the Canary Islands, warning satellite operators about solar storms',
    values: 'Being useful to people who never know my name',
    feeling: 'I’m scared I’m not smart enough for a PhD',
    strengths: 'Explaining things clearly, finding information fast',
    advantage: 'I have tutored maths to forty kids and I speak three languages',
    facts: ['astronomy', 'Madrid'],
  },
  {
    profile: p('corpus-aisha', 'Aisha', 'Fair Fashion Designer', ['Clothes that last ten years'], 'Sewing anything'),
    situation: 'I work at a clothing shop in Leeds and I make my own clothes at night.',
    question: 'should I quit my job',
    joke: 'marry a millionaire',
    vision: 'I want to run a repair studio in Leeds where people bring clothes back to life',
    values: 'People keeping clothes for years instead of weeks',
    feeling: 'I feel so lonely since my friends went to uni',
    strengths: 'Turning ideas into visuals, making people feel welcome',
    advantage: 'I know what customers actually return and why',
    facts: ['Leeds', 'clothing shop'],
  },
  {
    profile: p('corpus-noah', 'Noah', 'Climate Game Designer', ['Games that change minds'], 'Building worlds'),
    situation: 'I’m in between things right now. I did a year of computer science in Aarhus and quit.',
    question: 'what exactly should I do tomorrow morning?',
    joke: 'play video games all day',
    vision: 'I would be designing a game about floods that schools in Denmark actually use',
    values: 'A kid understanding climate because they played it',
    feeling: 'I feel completely overwhelmed',
    strengths: 'Building worlds, asking the awkward question',
    advantage: 'I have been making game mods for six years',
    facts: ['computer science', 'Aarhus'],
  },
];

export interface Line {
  /** Who spoke and what kind of line it was. */
  who: 'coach' | 'person';
  kind?: 'situation' | 'question' | 'joke' | 'dontKnow' | 'feeling' | 'answer' | 'tap' | 'question-after';
  text: string;
  turn?: EngineTurn;
}

export const NOW = new Date('2026-11-27T12:00:00Z');

/** Walks a persona through all four acts; returns every line and the final state. */
export function walkPersona(persona: Persona): { lines: Line[]; state: EngineState } {
  const lines: Line[] = [];
  let s = initialState();
  const coach = (t: EngineTurn) => {
    s = t.state;
    lines.push({ who: 'coach', text: t.reply.content, turn: t });
    return t;
  };
  const say = (text: string, kind: Line['kind'] = 'answer') => {
    lines.push({ who: 'person', kind, text });
    const prevReply = lines.filter((l) => l.who === 'coach').at(-1)?.turn?.reply;
    return coach(
      respond(s, persona.profile, { kind: 'message', text, offered: prevReply?.quick_replies }, { now: NOW }),
    );
  };
  coach(respond(s, persona.profile, { kind: 'start' }, { now: NOW }));
  const bor = say(persona.situation, 'situation');
  const cards = bor.reply.cards ?? [];
  say(persona.question, 'question');
  say(`impact_${cards[0]!.id}_5`, 'tap');
  say(`cert_${cards[0]!.id}_4`, 'tap');
  say(`impact_${cards[1]!.id}_3`, 'tap');
  say(persona.joke, 'joke');
  say('next act', 'tap');
  say('I don’t know', 'dontKnow');
  say(persona.vision);
  say(persona.values);
  say('next act', 'tap');
  say(persona.feeling, 'feeling');
  say('keep going', 'tap');
  say(persona.strengths);
  const skall = say(persona.advantage);
  const idea = skall.reply.cards![0]!;
  const kept = say(cardActionMessage(idea.actions.find((a) => a.id === 'keep')!), 'tap');
  say(cardActionMessage(kept.reply.card!.actions.find((a) => a.id === 'start')!), 'tap');
  say('what exactly should I do tomorrow morning?', 'question-after');
  return { lines, state: s };
}

export const planOfPersona = (persona: Persona, state: EngineState) => buildPlan(persona.profile, state);
