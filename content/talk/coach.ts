/**
 * Talk — the coach's own words: what the older self says in each act, the hints that raise confidence, idea seeds,
 * experiment templates, strengths to pick from and the safety texts. The engine (src/core/talk-engine/) picks
 * among the variants with the conversation's seed, so two people read different conversations.
 *
 * Constraints (keep them when editing):
 * - The older self speaks as "I", is labelled AI in the first message, and never claims to be a real person,
 *   a therapist, a doctor, a lawyer or a financial adviser; it promises no outcome.
 * - Placeholders: {name}, {role} (reads after "the"), {trend}, {strength}, {vision}, {situation}, {advantage},
 *   {rated} (a count with its noun: '1 trend', '2 trends'), {fragment}/{Fragment} (TALK_FREE_TEXT only).
 *   The person's own words are quoted in “ ” and at most 140 characters (the engine cuts them and drops their end
 *   punctuation, so a template's own full stop after the closing quote never doubles it).
 * - Quick replies use the pipe form 'Label|value': the label is shown, the value is sent.
 * - Two to three variants per line, each with its own voice; no filler.
 */
import type { TalkAct } from '@core/contracts/talk.js';

export const TALK_ACT_BADGES: Readonly<Record<TalkAct, string>> = {
  bor: 'BÖR - Landscape',
  vill: 'VILL - Vision',
  kan: 'KAN - Capabilities',
  skall: 'SKALL - Strategy',
  onboarding: 'Onboarding',
};

/** The unknowns the coach works through, in order, and the hint shown while each is open. */
export const TALK_UNKNOWNS = [
  { id: 'situation', hint: 'Tell me where you are right now (study, work, in between)' },
  { id: 'trends', hint: 'Rate at least two trends for impact and certainty' },
  { id: 'vision', hint: 'Describe a day in your life five years from now' },
  { id: 'values', hint: 'Say what would make you proud of that future' },
  { id: 'strengths', hint: 'Pick the strengths people already come to you for' },
  { id: 'advantage', hint: 'Name an unfair advantage only you have' },
  { id: 'ideas', hint: 'Keep at least one idea' },
  { id: 'experiment', hint: 'Start a two-week experiment' },
] as const;
export type TalkUnknownId = (typeof TALK_UNKNOWNS)[number]['id'];

export const TALK_LINES = {
  greeting: [
    'Hi {name}. I’m an AI playing your older self: the {role}, five years from now. I’m not a real person, and I can’t predict your future, but I remember how confusing this part felt. Let’s think it through together, one step at a time.',
    'Hey {name}, it’s “you”, five years on, the {role}. Honest label first: I’m an AI coach speaking as your future self, not a person and not a fortune teller. I’m here to listen, ask good questions and help you try things.',
  ],
  greetingNoPoster: [
    'Hi {name}. I’m an AI playing your older self, five years from now. I’m not a real person and I can’t see the future, but I can help you explore it, calmly and practically.',
  ],
  askSituation: [
    'Before we look ahead: where are you right now? Studying, working, between things, something else?',
    'First, tell me about today. What are you doing most days at the moment, and how does it feel?',
  ],
  situationQuickReplies: [
    'I’m studying|I’m studying and not sure what comes next',
    'I’m working|I’m working, but I want something that fits me better',
    'In between|I’m in between things right now',
  ],
  borIntro: [
    'Let’s start with the landscape (BÖR): the shifts that will shape the work around you. Here are three I kept noticing on my way to becoming the {role}. Rate each one: how much would it change your life, and how sure are you it will happen in 3-5 years?',
    'Act one, BÖR: the world you’ll be working in. Swipe through these trends and rate them. There are no right answers; your ratings tell me what matters to you.',
  ],
  ratedImpact: ['Noted: “{trend}”, impact on you: {label}.', '“{trend}”: {label} impact. I’ll remember that.'],
  ratedCertainty: ['And you think it’s {label} within 3-5 years. Good, that shapes what we build on.'],
  borMore: ['Rate one more and we can move on, or ask for more trends.'],
  borQuickReplies: ['Show me more trends|more trends', 'I’ve rated enough|next act'],
  /** {rated} is the count with its noun: '1 trend', '3 trends'. */
  borDone: [
    'You rated {rated}. The one you feel most is “{trend}”. Keep it in mind; we’ll come back to it when we make ideas.',
    'That’s {rated} rated, and “{trend}” hit you hardest. Hold on to it; it comes back when we make ideas.',
  ],
  trendDetails: ['More on “{trend}”: {long}. Drivers to watch: {drivers}. People working on it today: {roles}.'],
  villIntro: [
    'Now act two, VILL, the vision. Picture an ordinary Tuesday five years from now, a good one. Where are you, who is around you, what are you working on?',
    'Act two, VILL: what you actually want. Close your eyes for a second (not literally, you’re reading). It’s a good day in five years. What does it look like, hour by hour?',
  ],
  villIntroPoster: [' You once picked “{context}” on your poster, so I have a hunch, but your words beat my hunch.'],
  letterIntro: [
    'I wrote you something. It’s what I wish someone had told me at your age.',
    'Here’s a letter from me to you. Read it slowly.',
  ],
  kanIntro: [
    'Act three, KAN: capabilities. Which of these do people already come to you for? Pick the ones that are true, or write your own.',
    'On to KAN, what you can already do. Forget modesty for a minute: which of these would your friends say about you?',
  ],
  kanSuperpower: [' You wrote that your superpower would be “{superpower}”, and I don’t think that was random.'],
  askAdvantage: [
    'Now the fun one: what’s your unfair advantage? Something in your story, place, languages, work or network that most people your age don’t have.',
    'Next: what do you have that’s hard to copy? A language, a community, a job you’ve done, a place you know inside out?',
  ],
  advantageQuickReplies: [
    'A language or culture|I speak another language and know another culture well',
    'A community|I’m part of a community most people don’t know',
    'A hobby I’m deep into|I have a hobby I know really deeply',
  ],
  skallIntro: [
    'Last act, SKALL: strategy. I mixed the trends you rated with your strengths and your advantage. Keep the ideas that spark something, shuffle the rest.',
    'Act four, SKALL. Here are ideas built from your trends, your strengths and your edge. Keep one or two; shuffle the ones that feel off.',
  ],
  ideaKept: [
    'Kept: {idea}. Let’s make it real with a small test.',
    'Good pick: {idea}. Ideas only count once they meet the world, so here’s an experiment.',
  ],
  ideaShuffled: ['Fresh ones, coming up.', 'Shuffled. Try these.'],
  experimentIntro: ['Two weeks, one question, one number. Add it to your calendar and press start when you’re ready.'],
  experimentStarted: [
    'Started. I’ll keep it in your plan with the due date. Your 90-day plan is ready: the kept ideas, the experiment and my letter, week by week.',
  ],
  planReady: [
    'Your 90-day plan is ready. Open it, download the PDF, and come back to tell me how the first week went.',
  ],
  afterPlan: [
    'I’m here when you want to adjust the plan. What felt hardest about the first step?',
    'Tell me how it’s going. Small wins count; so do stuck moments.',
  ],
  nudgeRatings: ['Rate a trend on its card first (impact and certainty), then we’ll move on.'],
  nudgeIdeas: ['Keep at least one idea (the Keep button on its card) and I’ll turn it into an experiment.'],
  offTopic: ['I hear you. Let me bring us back to where we were, so nothing gets lost.'],
} as const;

/**
 * What the coach says to free text that is not the answer it asked for (src/core/talk-engine/free-text.ts tells the
 * kinds apart): a reply to what was said, then a line that steers back to the current act's task. Each kind has
 * plain variants and, where a short piece of the person's words reads naturally, variants with {fragment} (or
 * {Fragment}, capitalised): the engine fills them only with a few words it took from the message, pronouns turned
 * around ("my" → "your"), never the whole message. Keep every variant able to stand next to any steer line.
 */
export const TALK_FREE_TEXT = {
  /** Put before the reply when a message opens with a greeting and goes on ("Hi! I’m not sure…"). */
  greetingOpener: ['Hi to you too.', 'Hello again.', 'Hey, good to see you.'],
  greeting: {
    plain: [
      'Hi {name}! Good to hear from you. I remember this age; the hair was a choice.',
      'Hey {name}. Still here, still five years older, still an AI. Where were we?',
      'Hello! Lovely to see you. I’d offer you a coffee, but I’m made of text.',
    ],
    fragment: [],
  },
  identity: {
    plain: [
      'Honest answer: I’m an AI playing your older self. Not a real person, not a fortune teller. I ask questions and keep track of your answers; the deciding stays with you.',
      'I’m an AI coach speaking as the you of five years from now. I can’t see the future, but I can help you look at it from a few sides and try things on a small scale.',
      'Not a person, no: an AI wearing your future self’s jumper. Think of me as a thinking partner with a very specific costume.',
    ],
    fragment: [],
  },
  process: {
    plain: [
      'We go through four acts: BÖR (the world around you), VILL (what you want), KAN (what you can already do) and SKALL (what you’ll try first). One at a time, and there are no wrong answers.',
      'Here’s the map: first the trends shaping the world (BÖR), then your vision (VILL), your strengths (KAN), and finally ideas and a two-week experiment (SKALL). At the end you get a 90-day plan.',
      'Simple version: you react, I keep notes, and four acts later you leave with a 90-day plan and one small experiment to start with.',
    ],
    fragment: [],
  },
  advice: {
    plain: [
      'Honest answer: I can’t pick it for you, and I’d be wary of anyone who says they can. What I can do is help you test it: by act four you’ll have a two-week experiment with your name on it.',
      'From five years away, my answer would fit me, not you. The way to your own: what moves you, what you want, what you’re already good at, then one small test.',
      'If I just told you, you’d be living my plan. Let’s build yours instead; it takes four acts, and the last one ends with something concrete to do in the next two weeks.',
    ],
    fragment: [],
  },
  question: {
    plain: [
      'Good question, and I won’t pretend to know from here. The way we find out is by looking at it from a few sides, starting with the one in front of us.',
      'I’d rather not guess at that. Guessing is how I ended up with a very expensive bread maker. Let’s work towards it step by step.',
      'Fair question. I don’t have a neat answer, but the steps we’re taking are built to get you one of your own.',
    ],
    fragment: [],
  },
  unsure: {
    plain: [
      'That’s allowed. Nobody has it figured out at your age, and the ones who say they do are usually bluffing.',
      'Feeling stuck is normal here; I spent most of a year there. You get unstuck by doing small things, not by thinking harder.',
      'Stuck just means you’re taking it seriously. We’ll go one small step at a time.',
    ],
    fragment: [
      'Not knowing {fragment} is where most good stories start, mine included.',
      '{Fragment}? At your age I had no idea either, and I turned out fine. Well, I turned out to be your older self, so judge for yourself.',
      'Being unsure {fragment} isn’t a flaw in the plan; it is the plan. We narrow it down by trying things, not by staring at them.',
    ],
  },
  likes: {
    plain: [
      'That’s a real clue about you. The things people do without being asked usually point somewhere.',
      'Good to know. What you enjoy is data, not a guilty pleasure.',
      'I like that. Enjoyment is the most underrated career advice there is.',
    ],
    fragment: [
      '{Fragment}: that’s not a side detail, that’s a clue. The things you do without being asked tend to end up in the job.',
      '{Fragment}. Five years from now that’s still in my week, just with better tools.',
      'Noted: {fragment}. Keep that one close; it has a way of showing up in the work people end up loving.',
    ],
  },
  thanks: {
    plain: [
      'You’re welcome. I had a head start: five years.',
      'Any time. Literally: I don’t sleep.',
      'Thank you for doing this. Most people never talk to their older self; it’s a bit awkward, and you’re doing it anyway.',
    ],
    fragment: [],
  },
  /** Short replies: ok, yes, no, cool, hmm. */
  ack: {
    plain: ['Alright.', 'Okay, noted.', 'Got it.'],
    fragment: [],
  },
  other: {
    plain: [
      'I hear you. Thanks for saying it out loud; that kind of detail helps more than you’d think.',
      'Noted. I like it when you think out loud.',
      'Okay, I’m with you. Let’s keep that in the back pocket and keep going.',
    ],
    fragment: [],
  },
  /** The line after the reply that brings the person back to the current step's task. */
  steer: {
    situation: [
      'So, where are you right now: studying, working, between things, something else?',
      'Tell me about today: what are you doing most days at the moment?',
    ],
    /** BÖR before any rating. */
    trendsNone: [
      'Now rate one of the trends above: how much would it change your life, and how sure are you it will happen?',
      'The cards above are waiting: rate one for impact and certainty, and I’ll learn what matters to you.',
      'Pick the trend that gives you the strongest reaction, good or bad, and rate it.',
    ],
    /** BÖR after one rating. */
    trendsOne: [
      'Rate one more trend and we can move on, or ask for more.',
      'One trend rated. One more and we’re ready for act two.',
    ],
    /** BÖR after two or more ratings. */
    trendsEnough: [
      'You’ve rated enough to move on whenever you like, or rate a few more first.',
      'When you’re ready, we can move on to your vision.',
    ],
    vision: [
      'So, back to that good day five years from now: where are you, who’s around, what are you working on?',
      'Try it in one sentence: a good ordinary day in five years. What does it look like?',
    ],
    values: [
      'Back to your picture: which part of it would make you proud, not just busy?',
      'So: what in that future would you be proud of?',
    ],
    letter: [
      'Take your time with the letter above. When you’re ready, we’ll look at your strengths.',
      'The letter will keep. Whenever you’re ready, we move on to what you can already do.',
    ],
    strengths: [
      'Pick a strength below, or write your own in a few words.',
      'Which of the strengths below would your friends say about you? Or type your own.',
    ],
    advantage: [
      'Now: what do you have that’s hard to copy? A language, a community, a hobby you know inside out?',
      'So, your unfair advantage: something in your story, place or network that most people your age don’t have?',
    ],
    ideas: [
      'Keep at least one idea (the Keep button on its card) and I’ll turn it into an experiment.',
      'Have a look at the ideas above: keep the one that sparks something, or shuffle for fresh ones.',
    ],
    experiment: [
      'When you’re ready, press Start on the experiment card; you can add it to your calendar too.',
      'The experiment card above has a Start button with your name on it. Two weeks, one question.',
    ],
    done: [
      'Your 90-day plan is ready whenever you want it. How is the first step going?',
      'Tell me how the experiment goes. Small wins count; so do stuck moments.',
      'Open your plan any time. What feels hardest about the first step?',
    ],
  },
} as const;

/** Strengths offered as quick replies in KAN (the first few are tailored by the person's answers). */
export const TALK_STRENGTHS: readonly string[] = [
  'Explaining things clearly',
  'Staying calm when it’s chaotic',
  'Noticing what others miss',
  'Making people feel welcome',
  'Fixing and tinkering',
  'Turning ideas into visuals',
  'Organising people and plans',
  'Asking the awkward question',
  'Finding information fast',
  'Making people laugh',
];

/**
 * Idea seeds: {trend}, {strength} (lower case) and {advantage} ("your edge (“…”)", never at a sentence's start)
 * filled by the engine; each gives an idea title and its rationale.
 */
export const TALK_IDEA_SEEDS: readonly { id: string; title: string; rationale: string }[] = [
  {
    id: 'explainer-series',
    title: 'A 5-part explainer series on “{trend}”',
    rationale:
      'Uses {strength} to make a big shift understandable for people your age; the series becomes your portfolio.',
  },
  {
    id: 'local-pilot',
    title: 'A tiny local pilot around “{trend}”',
    rationale: 'Start with ten people near you; {advantage} gives you access others don’t have.',
  },
  {
    id: 'interview-three',
    title: 'Interview three people already working on “{trend}”',
    rationale: 'Thirty-minute calls, one question each: what surprised you? {strength} helps you ask well.',
  },
  {
    id: 'service-for-one',
    title: 'Offer one paid micro-service linked to “{trend}”',
    rationale: 'A small, concrete offer that uses {strength}; the first customer teaches more than a course.',
  },
  {
    id: 'community-night',
    title: 'Host an evening on “{trend}”',
    rationale: 'Bring six curious people together; {advantage} is your reason to be the host.',
  },
  {
    id: 'prototype-weekend',
    title: 'A weekend prototype for “{trend}”',
    rationale: 'Build the ugliest version that works. {strength} carries you through the first draft.',
  },
  {
    id: 'shadow-day',
    title: 'Shadow someone for a day in a job shaped by “{trend}”',
    rationale: 'Seeing the real Tuesday beats any job description; {advantage} makes the ask easier.',
  },
  {
    id: 'newsletter',
    title: 'A monthly one-page letter on “{trend}” for your network',
    rationale: 'Writing regularly shows how you think; {strength} makes it worth reading.',
  },
];

/**
 * Experiment templates: the engine picks one per kept idea; due 14 days ahead by default (docs/product/talk.md#cards).
 */
export const TALK_EXPERIMENTS: readonly { id: string; title: string; description: string; metric: string }[] = [
  {
    id: 'three-conversations',
    title: 'Three conversations in two weeks',
    description:
      'Talk to three people connected to “{idea}”. Ask what a normal week looks like and what they wish they knew at 20.',
    metric: 'Conversations held (goal: 3) and one surprise written down after each',
  },
  {
    id: 'first-draft-public',
    title: 'Ship a first draft',
    description: 'Make the smallest public version of “{idea}” and show it to five people.',
    metric: 'Five people reached; how many asked a follow-up question',
  },
  {
    id: 'energy-log',
    title: 'Energy log',
    description: 'Work on “{idea}” and log your energy before and after each session, 1 to 5.',
    metric: 'Average energy after vs before (does it give or take?)',
  },
  {
    id: 'one-yes',
    title: 'Get one yes',
    description: 'Ask ten people if they would try, join or pay for “{idea}”.',
    metric: 'Number of clear yeses out of ten asks',
  },
];

/**
 * The 90-day plan's phases (weeks 1-2, 3-6, 7-10, 11-13), filled by the engine with the person's own situation
 * (decision 068): {exp} the experiment, {size} its size for their week, {ally} someone to tell (one of their people, or
 * "one person you trust"), {where} where they meet people ("at the café", "in Uppsala", "near you"), {idea} the kept
 * idea, {decision} the decision they set (the last week is that decision), {situation} what fills their week now.
 */
export const TALK_PLAN_PHASES: readonly { label: string; focus: string; tasks: readonly string[] }[] = [
  {
    label: 'Weeks 1-2',
    focus: 'Run the experiment: {exp}',
    tasks: ['{size}', 'Do the experiment and write down one surprise after each session'],
  },
  {
    label: 'Weeks 3-6',
    focus: 'Learn from people who are already there',
    tasks: [
      'Tell {ally} what you learned in the first two weeks',
      'Find one person five years ahead of you {where} and ask for 20 minutes',
    ],
  },
  {
    label: 'Weeks 7-10',
    focus: 'Build the next version: {idea}',
    tasks: ['Improve it with what you heard', 'Test it with ten people and count the yeses'],
  },
  {
    label: 'Weeks 11-13',
    focus: 'Decide: {decision}',
    tasks: [
      'Reread the letter and your vision, next to your notes from {situation}',
      'Make the decision and write it down in one sentence; double down, change course or stop are all fine answers',
    ],
  },
];

/** Shown instead of a model's reply that fails the output check. */
export const TALK_MODERATED_REPLY =
  'Let me put that differently. I’m an AI coach speaking as your older self, so I’ll stick to what we can explore together: your trends, your vision, your strengths and a small next step.';
