/**
 * Talk — the coach's own words: what the older self says in each act, the hints that raise confidence, idea seeds,
 * experiment templates, strengths to pick from and the safety texts. The engine (src/core/talk-engine.ts) picks
 * among the variants with the conversation's seed, so two people read different conversations.
 *
 * Constraints (keep them when editing):
 * - The older self speaks as "I", is labelled AI in the first message, and never claims to be a real person,
 *   a therapist, a doctor, a lawyer or a financial adviser; it promises no outcome.
 * - Placeholders: {name}, {role} (reads after "the"), {trend}, {strength}, {vision}, {situation}, {advantage}.
 *   The person's own words are quoted in “ ” and at most 140 characters (the engine cuts them).
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
    'Hi {name}. I’m an AI playing your older self: the {role}, about ten years from now. I’m not a real person, and I can’t predict your future, but I remember how confusing this part felt. Let’s think it through together, one step at a time.',
    'Hey {name}, it’s “you”, ten years on, the {role}. Honest label first: I’m an AI coach speaking as your future self, not a person and not a fortune teller. I’m here to ask good questions and help you try things.',
  ],
  greetingNoPoster: [
    'Hi {name}. I’m an AI playing your older self, about ten years from now. I’m not a real person and I can’t see the future, but I can help you explore it, calmly and practically.',
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
  ackSituation: [
    'Thank you, that helps. You said: “{situation}”. Plenty of people I admire started right there.',
    'Got it: “{situation}”. That’s a real starting point, not a problem to hide.',
  ],
  borIntro: [
    'Let’s start with the landscape (BÖR): the shifts that will shape the work around you. Here are three I kept noticing on my way to becoming the {role}. Rate each one: how much would it change your life, and how sure are you it will happen in 3-5 years?',
    'Act one, BÖR: the world you’ll be working in. Swipe through these trends and rate them. There are no right answers; your ratings tell me what matters to you.',
  ],
  ratedImpact: ['Noted: “{trend}” feels {label} for you.', '“{trend}”: {label} impact. I’ll remember that.'],
  ratedCertainty: ['And you think it’s {label} within 3-5 years. Good, that shapes what we build on.'],
  borMore: ['Rate one more and we can move on, or ask for more trends.'],
  borQuickReplies: ['Show me more trends|more trends', 'I’ve rated enough|next act'],
  borDone: [
    'You rated {count} trends. The one you feel most is “{trend}”. Keep it in mind; we’ll come back to it when we make ideas.',
  ],
  trendDetails: ['More on “{trend}”: {long}. Drivers to watch: {drivers}. People working on it today: {roles}.'],
  villIntro: [
    'Now act two, VILL, the vision. Picture an ordinary Tuesday five years from now, a good one. Where are you, who is around you, what are you working on?',
    'Act two, VILL: what you actually want. Close your eyes for a second (not literally, you’re reading). It’s a good day in five years. What does it look like, hour by hour?',
  ],
  villIntroPoster: [' You once picked “{context}” on your poster, so I have a hunch, but your words beat my hunch.'],
  askValues: [
    'I love that: “{vision}”. What in that picture would make you proud, not just busy?',
    '“{vision}”. I can almost see it. Which part of it matters most to you, and why?',
  ],
  letterIntro: [
    'I wrote you something. It’s what I wish someone had told me at your age.',
    'Here’s a letter from me to you. Read it slowly.',
  ],
  villDone: ['So the heart of it is: “{values}”. That’s our compass from here on.'],
  kanIntro: [
    'Act three, KAN: capabilities. Which of these do people already come to you for? Pick the ones that are true, or write your own.',
    'On to KAN, what you can already do. Forget modesty for a minute: which of these would your friends say about you?',
  ],
  kanSuperpower: [' You wrote that your superpower would be “{superpower}”, and I don’t think that was random.'],
  askAdvantage: [
    'Good: {strength}. Now the fun one: what’s your unfair advantage? Something in your story, place, languages, hobbies or network that most people your age don’t have.',
    '{strength}, noted. Next: what do you have that’s hard to copy? A language, a community, a weird hobby, a place you know inside out?',
  ],
  advantageQuickReplies: [
    'A language or culture|I speak another language and know another culture well',
    'A community|I’m part of a community most people don’t know',
    'A hobby I’m deep into|I have a hobby I know really deeply',
  ],
  kanDone: [
    '“{advantage}”: that’s exactly the kind of thing that turns into an edge. Let’s use it.',
    'That’s an edge: “{advantage}”. Most people overlook theirs.',
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
  paused: [
    'I’m still here. We can come back to career stuff whenever you’re ready, there’s no rush. If you’re in danger right now, please contact the help listed above.',
  ],
  resumeCoaching: ['Thanks for telling me. Whenever you want, we’ll pick up right where we left off.'],
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

/** Experiment templates: the engine picks one per kept idea; due 14 days ahead by default (platform.md §9). */
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
    description: 'Spend three hours a week on “{idea}” and log your energy before and after, 1 to 5.',
    metric: 'Average energy after vs before (does it give or take?)',
  },
  {
    id: 'one-yes',
    title: 'Get one yes',
    description: 'Ask ten people if they would try, join or pay for “{idea}”.',
    metric: 'Number of clear yeses out of ten asks',
  },
];

/** The 90-day plan's phases (weeks 1-2, 3-6, 7-10, 11-13). */
export const TALK_PLAN_PHASES: readonly { label: string; focus: string; tasks: readonly string[] }[] = [
  {
    label: 'Weeks 1-2',
    focus: 'Run the experiment',
    tasks: ['Block three hours a week in your calendar', 'Do the experiment and note one surprise each time'],
  },
  {
    label: 'Weeks 3-6',
    focus: 'Learn in public',
    tasks: [
      'Share what you learned in one post or conversation',
      'Find one person five years ahead and ask for 20 minutes',
    ],
  },
  {
    label: 'Weeks 7-10',
    focus: 'Build the next version',
    tasks: ['Improve the kept idea with what you heard', 'Test it with ten people and count the yeses'],
  },
  {
    label: 'Weeks 11-13',
    focus: 'Decide and commit',
    tasks: ['Reread the letter and your vision', 'Choose: double down, change course or stop (all three are fine)'],
  },
];

/**
 * Crisis wording (English, Swedish, and the common ways people say it). The check is deliberately broad: a false
 * alarm costs one calm message, a miss costs much more.
 */
export const TALK_CRISIS_PATTERNS: readonly string[] = [
  'kill myself',
  'killing myself',
  'end my life',
  'end it all',
  'take my life',
  'suicide',
  'suicidal',
  'want to die',
  'wanna die',
  'better off dead',
  'hurt myself',
  'hurting myself',
  'self harm',
  'self-harm',
  'cut myself',
  'no reason to live',
  'ta livet av mig',
  'vill dö',
  'skada mig själv',
];

export interface CrisisResource {
  name: string;
  contact: string;
}

/** Help lines by country (ISO 3166 alpha-2); 'INTL' is the default. CRISIS_COUNTRY picks one. */
export const TALK_CRISIS_RESOURCES: Readonly<Record<string, readonly CrisisResource[]>> = {
  INTL: [
    { name: 'Emergency services', contact: 'your local emergency number (112 in the EU, 911 in North America)' },
    { name: 'Find a Helpline (free, confidential, worldwide)', contact: 'findahelpline.com' },
  ],
  SE: [
    { name: 'Emergency', contact: '112' },
    { name: 'Mind Självmordslinjen', contact: 'call 90101 or chat at mind.se' },
  ],
  GB: [
    { name: 'Emergency', contact: '999' },
    { name: 'Samaritans', contact: 'call 116 123 (free, 24/7)' },
  ],
  US: [
    { name: 'Emergency', contact: '911' },
    { name: '988 Suicide & Crisis Lifeline', contact: 'call or text 988' },
  ],
};

export const TALK_CRISIS_REPLY =
  'I’m really glad you told me. I’m an AI, not a person or a counsellor, so I’m pausing our career talk: what you’re feeling matters more right now. Please reach out to someone who can help today:\n{resources}\nIf you can, tell someone you trust how you feel. You deserve support, and you don’t have to carry this alone.';

/** Shown instead of a model's reply that fails the output check. */
export const TALK_MODERATED_REPLY =
  'Let me put that differently. I’m an AI coach speaking as your older self, so I’ll stick to what we can explore together: your trends, your vision, your strengths and a small next step.';
