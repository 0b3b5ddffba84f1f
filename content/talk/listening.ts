/**
 * Talk — what the older self says when it listens (decision 068): replies to a painful feeling, a question, "I don't
 * know" and a joke, the way it says back what the person told it (their facts, never their sentences), the hints
 * that say what to tell next, and the idea templates built from trends × strengths × facts.
 *
 * Constraints (keep them when editing):
 * - A feeling is acknowledged like a person would: no praise ("Good:", "Great"), no advice in the first sentence,
 *   an offer to slow down. Never treat it as a strength or a fact.
 * - A question is answered: the person's own facts, a way to decide, one next step; then back to the act.
 * - Placeholders are filled only with short facts the engine extracted (a few words: "physics", "Uppsala",
 *   "a café") and never with the person's sentences. {facts} is a short list ("physics in Uppsala and the café").
 * - Each list has several variants; the engine picks by the conversation's seed and never repeats the last one.
 */
import type { RoleTheme } from '../roles.js';

/** A painful feeling, acknowledged. {name}; {feelingEcho}: a two-to-four word name for it ("feeling behind"). */
export const TALK_FEELING = {
  acknowledge: [
    'That sounds heavy, {name}, and I’m glad you said it instead of carrying it alone.',
    'Thank you for telling me that. It’s a hard thing to feel, and it makes sense that it’s on your mind.',
    'I remember that feeling, and I won’t pretend it was small. It sat with me for a long time.',
    'That’s a lot to hold. You don’t have to make it sound better than it is here.',
  ],
  /** Said when the feeling is about comparing, parents, or "wasting" time. */
  comparison: [
    'Comparing yourself with friends who seem further along is one of the loudest voices at your age; it was for me. It measures the wrong thing: their chapter two against your chapter one.',
    'From here I can tell you that the year you think you wasted looks different later. It doesn’t feel like that now, and that’s fine.',
    'Other people’s timelines looked so tidy from the outside. Most of them weren’t, they just didn’t say so out loud.',
  ],
  /** It is not a flaw to fix, and it is not a strength either. */
  notJudged: [
    'It isn’t a verdict on you. It’s a feeling, and feelings move when we do small, real things.',
    'It doesn’t go on your list of flaws, and I won’t turn it into a lesson either.',
  ],
  slowDown: [
    'We can slow down. Do you want to keep going, or take a breather and come back to this later?',
    'There’s no rush. If you want to pause, say so; if you want to go on, we go gently.',
    'We can take this slower, or leave it here for today. You choose.',
  ],
  /** When the person wants to keep going after a feeling. */
  gentleBack: ['When you’re ready, and only then:', 'Gently, back to where we were:', 'Whenever it feels okay:'],
  /** A feeling that came with the answer to the step (the situation, a vision): heard, and the answer kept. */
  alongAnswer: [
    'That feeling is part of the story too, and it’s allowed to be there.',
    'I hear the weight in that. It doesn’t cancel what you’ve already done.',
  ],
  /** The same, when the person said they feel stuck. */
  alongStuck: [
    'And stuck is an honest word for it. Stuck is a place, not a person; people leave places.',
    'Feeling stuck there makes sense. I felt it too, and it turned out to be a waiting room, not a wall.',
  ],
  /** A reply to "let's pause" / "I need a break". */
  pause: [
    'Of course. I’ll keep everything as it is. Come back whenever you like; we’ll pick it up from here.',
    'Take the break. Nothing is lost; I’ll be right here with your notes.',
  ],
  /** After a feeling, when the person wants to keep going. */
  keepGoing: ['Okay. We go gently.', 'Alright, one small step at a time.'],
} as const;

/** "I don't know": the question made smaller, with examples. Keyed by step. */
export const TALK_DONT_KNOW: Record<string, readonly string[]> = {
  situation: [
    'That’s fine, let’s make it smaller. Just one fact: are you studying, working, or between things? Even “I work weekends at a shop” is plenty.',
    'Smaller question, then: what did you do last Tuesday? School, a job, sleeping in, all of it counts.',
  ],
  trends: [
    'No need to know. Just pick the card that makes you feel anything, even mild annoyance, and tap how big it feels.',
    'Smaller: which of the three would you rather read one article about? Rate that one first.',
  ],
  vision: [
    'Let’s make it smaller. Forget the job title: in five years, do you wake up in a city or somewhere quiet? Alone or with people around? Building things, looking after people, or figuring things out?',
    'Okay, tinier: one thing you’d like to be doing on a good Tuesday in five years. “Working outside”, “teaching something”, “my own hours” are all real answers.',
    'That’s normal. Try finishing this sentence: “In five years I’d like my days to have more ___.” One word is enough.',
  ],
  values: [
    'Smaller, then: picture telling someone about that day. Which bit would you say with a bit of pride? “I help people”, “I made it myself”, “I’m free” all count.',
    'Try this: what would make that future feel wasted? The opposite is usually what you’re proud of.',
  ],
  letter: ['No rush. Read it once more and tell me the line that stuck, or just say “next” and we move on.'],
  strengths: [
    'Let’s make it smaller. What do friends ask you to help with? Fixing a laptop, listening, planning a trip, explaining homework?',
    'Try this: what did you do last week that felt easy to you but seemed hard for someone else?',
  ],
  advantage: [
    'Smaller, then: a language you speak at home, a town you know well, a job you’ve done, a hobby you’ve spent hundreds of hours on. Any one of those counts.',
    'Think of what’s different about your story: where you grew up, what you’ve worked at, who you know. Pick one.',
  ],
  ideas: [
    'No need to be sure. Keep the idea that you’d be least embarrassed to try for two weeks; you can drop it after.',
  ],
  experiment: ['It’s only two weeks. If it feels too big, press Start anyway and tell me; we’ll shrink it together.'],
  done: [
    'Then start with the smallest part of week one: put the first hour in your calendar today. Tell me when it’s there.',
  ],
};

/** A joke or something off-topic: a light reply, then a nudge back. */
/**
 * A message in another language (until Talk speaks Swedish; decision 068): said warmly, in English, that Talk speaks
 * English for now. Nothing in it is kept; the person can go on in English (the quick reply asks the step again).
 */
export const TALK_LANGUAGE = {
  sv: [
    'I can see you wrote in Swedish, and I wish I could answer you in it. For now Talk speaks English only; Swedish is on its way. Could you tell me in English? A few simple words are plenty.',
    'Tack for writing! For now I can only talk in English (Swedish is coming). If you say it in English, even roughly, we go on from right here.',
  ],
  other: [
    'I can see you wrote in another language. For now Talk speaks English only. Could you tell me in English? A few simple words are plenty.',
    'For now I can only talk in English. If you say it in English, even roughly, we go on from right here.',
  ],
  /** The quick reply: its value asks the step's question again, in English. */
  quickReply: 'I’ll answer in English|answer in english',
  /** Said before the step's question when the person taps it. */
  thanks: 'Thank you. In English, then:',
} as const;

export const TALK_JOKE = [
  'Ha. Noted, and filed under “things I’ll bring up at your birthday”.',
  'I laughed, and I’m an AI, so that’s a rare event.',
  'Fair. Ten points for style.',
  'I’d answer that properly, but I’m made of text and I’ve got your future to look after.',
  'Honestly, same. Right, where were we.',
] as const;

/** A question answered (the engine adds the person's facts and a next step). */
export const TALK_QUESTION = {
  /** "Should I A or B?": a way to decide, in the person's terms. {a}, {b}: the options as verbs ("stay", "move"). */
  decide: [
    'I can’t choose it for you, but here’s how I’d decide whether to {a} or {b}. Write down two things that pull you towards each. If one list is about the thing itself, not the people or the prestige, that’s the real pull.',
    'Here’s a fair way to decide whether to {a} or {b}: give each two hours this week, then notice which one you catch yourself thinking about afterwards. Energy tells you more than pros and cons.',
    'Put it like this: if nobody ever found out which you chose, would you {a} or {b}? The honest answer is usually the one you don’t need to defend.',
  ],
  /** "Should I go back to X (or not)?" (one option): the same, with one side. {a}: a verb phrase. */
  decideOne: [
    'I won’t choose for you, but here’s a way to decide whether to {a}. Ask what exactly would pull you there: the thing itself, the people, or proving something to someone. Only the first one lasts.',
    'Here’s how I’d decide whether to {a}: find one person who did it and one who didn’t, and ask each what they’d tell you. Then notice which answer you hoped to hear.',
  ],
  /** "What should I do tomorrow / first / next?" */
  next: [
    'Tomorrow morning, one thing: spend 30 minutes on the first step of your experiment before you open anything else. Write down one sentence about how it went.',
    'Here’s tomorrow: one message to one person connected to your kept idea, sent before lunch. Not a plan, just a message.',
  ],
  /** "Is it too late / am I too old / can I still…" */
  tooLate: [
    'No. I was older than you are now when I changed direction, and I wasn’t the oldest in the room. What costs time is waiting until you’re sure.',
    'It isn’t too late. The people who got there weren’t early; they started small and kept going.',
  ],
  /** "Can I become / would I be good at…" */
  canI: [
    'I can’t promise it, and nobody honest can. What I can say: the people who got there tested it early in small ways. Let’s find your small way.',
  ],
  /** "What would you do in my place?": what the older self did, plainly. */
  inMyPlace: [
    'In your place? I’d keep what pays the rent for now and give the thing I’m curious about two protected hours a week for a month. That’s what I did, and it’s why I could change direction without jumping.',
    'Honestly, what I did: I stopped waiting to be sure, picked the smallest real version of the thing I wanted, and did it for a month next to everything else.',
  ],
  /** "What do you do all day / what's it like" (about the role). */
  roleDay: [
    'As the {role}? Mornings are mostly quiet work, afternoons are people: meetings, questions, things that break. The part I didn’t expect is how much of it is explaining.',
  ],
  /** A question about money. */
  money: [
    'Money matters; anyone who says otherwise had some. A fair way in: keep the income you have while you test the new thing a few hours a week. Don’t jump, step.',
  ],
  /** Anything else asked: an honest answer about what the older self can and can’t know. */
  general: [
    'Honest answer: I don’t know that from here, and I won’t make it up. What I can do is help you find out with a small test.',
    'I don’t have a neat answer to that, and I’d rather not pretend. It’s a good thing to find out by asking someone who does it.',
  ],
  /** The next step offered after an answer. {step} is filled by the engine. */
  nextStep: ['One next step:', 'A next step you could take this week:', 'If you want something to do with it:'],
  /** Back to the act after an answer. */
  back: ['Now, back to where we were.', 'Let’s keep that in mind and carry on.', 'Back to our act, with that in mind.'],
} as const;

/** How facts are said back. Short and natural; never a quote of the sentence. */
export const TALK_HEARD = {
  /** After the situation, when facts were found. {facts} is the list ("a year of physics in Uppsala and the café"). */
  situation: [
    '{Facts}. I remember that stretch. It looked messier from the inside than it does from here.',
    'So, {facts}. That’s a real starting point, not something to hide.',
    '{Facts}, okay. I remember that part of my life more clearly than you’d think.',
  ],
  /** After the situation, when no fact could be taken. */
  situationPlain: [
    'Thank you, that helps more than you think.',
    'Got it. That’s a real starting point, not a problem to hide.',
  ],
  /** After the vision, with the hope it named. {hope}. */
  vision: [
    'I can see it: {hope}. Hold on to that picture.',
    '{Hope}. That’s specific enough to work with, which is rare.',
    'There it is: {hope}. I wrote something like that once, on a receipt.',
  ],
  visionPlain: ['I can see it. That’s specific enough to work with, which is rare.', 'Good picture. Hold on to it.'],
  /** Asking the values question next (the old “I love that: <quote>” is gone). */
  askValues: [
    'What in that picture would make you proud, not just busy?',
    'Which part of that day matters most to you, and why?',
    'If you had that day, which bit would you tell someone about first?',
  ],
  /** After the values. {value}: a short name for it. */
  values: ['So the heart of it is {value}. That’s our compass from here on.', '{Value}: that’s what we steer by.'],
  valuesPlain: ['That’s our compass from here on.', 'Good. We steer by that.'],
  /** After the strengths are picked. {strength}. */
  strengths: [
    '{Strength}: I believe that, and I’ll use it.',
    '{Strength}, noted. People will come to you for that more than you expect.',
  ],
  /** After the advantage. {advantage}. */
  advantage: [
    '{Advantage}: that’s an edge. Most people overlook theirs.',
    '{Advantage}. That’s exactly the kind of thing that turns into an edge.',
  ],
  advantagePlain: ['That’s an edge. Most people overlook theirs.'],
  /** A strength answer that isn't one (a long story, no strength in it). */
  notAStrength: [
    'I hear you. Say it as a strength in a few words, the way a friend would: “good listener”, “calm under pressure”, “fixes things”.',
    'That’s a story, and I’ll keep it in mind. Now the short version: one or two things people come to you for, in a few words.',
  ],
  /** A vision answer that is too thin to be a picture. */
  notAVision: [
    'Give me a bit more of the picture: where are you, and what are you doing with your hands or your head?',
  ],
} as const;

/** The hints under the confidence meter: what to tell next, in the order a coach asks. */
export const TALK_KNOWN_HINTS: Record<string, string> = {
  situation: 'Tell me what you do most days now (study, work, in between)',
  place: 'Tell me where you live or study',
  study: 'Tell me what you study or studied',
  work: 'Tell me about any job you have or had',
  trends: 'Rate two trends for impact and certainty',
  hope: 'Describe a good day in five years',
  values: 'Say what would make you proud of that future',
  person: 'Mention someone who helps you',
  strengths: 'Pick the strengths people come to you for',
  advantage: 'Name something in your story that’s hard to copy',
  ideas: 'Keep at least one idea',
  experiment: 'Start a two-week experiment',
  week: 'Tell me how many hours a week you could spare',
};

/** Words in facts or answers that point to a role theme (trend ranking). */
export const TOPIC_THEMES: Readonly<Record<string, readonly RoleTheme[]>> = {
  physics: ['science', 'space'],
  chemistry: ['science', 'health'],
  biology: ['science', 'nature', 'health'],
  maths: ['tech', 'science'],
  math: ['tech', 'science'],
  mathematics: ['tech', 'science'],
  engineering: ['tech', 'science', 'city'],
  computer: ['tech'],
  coding: ['tech'],
  programming: ['tech'],
  games: ['tech', 'arts'],
  gaming: ['tech', 'arts'],
  puzzles: ['tech', 'science'],
  robots: ['tech'],
  robot: ['tech'],
  café: ['food', 'society'],
  cafe: ['food', 'society'],
  coffee: ['food'],
  restaurant: ['food'],
  kitchen: ['food'],
  cooking: ['food'],
  baking: ['food'],
  bakery: ['food'],
  nursing: ['health'],
  nurse: ['health'],
  medicine: ['health'],
  care: ['health', 'society'],
  psychology: ['health', 'society'],
  teaching: ['society'],
  teacher: ['society'],
  education: ['society'],
  school: ['society'],
  kids: ['society'],
  children: ['society'],
  law: ['society'],
  politics: ['society'],
  art: ['arts'],
  drawing: ['arts'],
  music: ['arts'],
  design: ['arts', 'city'],
  film: ['arts'],
  writing: ['arts'],
  fashion: ['arts'],
  architecture: ['city'],
  city: ['city'],
  building: ['city'],
  construction: ['city'],
  transport: ['city'],
  forest: ['nature'],
  farming: ['nature', 'food'],
  farm: ['nature', 'food'],
  animals: ['nature'],
  climate: ['nature', 'science'],
  hiking: ['nature'],
  sea: ['ocean'],
  ocean: ['ocean'],
  sailing: ['ocean'],
  boats: ['ocean'],
  fishing: ['ocean', 'food'],
  diving: ['ocean'],
  space: ['space'],
  stars: ['space'],
  astronomy: ['space', 'science'],
  rockets: ['space'],
  sports: ['health'],
  football: ['health', 'society'],
  gym: ['health'],
  shop: ['society', 'city'],
  retail: ['society', 'city'],
  warehouse: ['city'],
  economics: ['society'],
  business: ['society'],
};

/**
 * Ideas built from a kept trend, a strength and one of the person's facts, written as a coach would say them.
 * needs: the fact kind the idea is built on (the engine only uses a template when that fact is known).
 * {trend}: the trend's title; {strength}: a strength, lower case; {fact}: the fact ("physics", "a café");
 * {place}: a place when known, else "near you".
 */
export const TALK_IDEA_TEMPLATES: readonly {
  id: string;
  needs: 'study' | 'work' | 'place' | 'like' | 'hope' | 'person' | null;
  title: string;
  rationale: string;
}[] = [
  {
    id: 'tutor-what-you-left',
    needs: 'study',
    title: 'Tutor two first-years in {fact}',
    rationale:
      'You know exactly where {fact} loses people, because you’ve been there. Two hours a week of {strength} with two students tells you whether it’s the subject you miss or the teaching, and “{trend}” is a reason schools will want people who can do both.',
  },
  {
    id: 'study-explainer',
    needs: 'study',
    title: 'Explain one idea from {fact} a week, in public',
    rationale:
      'Pick the idea from {fact} you understood best and explain it in a one-minute video or a short post. Your {strength} does the work; “{trend}” gives you something new to connect it to.',
  },
  {
    id: 'test-at-work',
    needs: 'work',
    title: 'Try one small change at {fact}',
    rationale:
      'You’re already inside {fact} most weeks, which is more access than any course gives you. Ask if you can test one small thing linked to “{trend}” for two weeks, and use {strength} to explain it to the people there.',
  },
  {
    id: 'work-interviews',
    needs: 'work',
    title: 'Ask three people at {fact} what’s changing',
    rationale:
      'The people you work with see “{trend}” arrive before the news does. Three short chats on a quiet shift, and {strength} to ask good follow-ups: that’s research nobody else your age is doing.',
  },
  {
    id: 'map-your-place',
    needs: 'place',
    title: 'Find who in {fact} works on “{trend}”',
    rationale:
      'Make a list of five people or places in {fact} already working on it, and write to one. You know the place; {strength} gets you through the first message.',
  },
  {
    id: 'like-project',
    needs: 'like',
    title: 'Join {fact} and “{trend}” in one small project',
    rationale:
      'You already spend time on {fact} without being asked. A weekend project that connects it to “{trend}” shows you, and anyone you show it to, how you think. Lead with {strength}.',
  },
  {
    id: 'hope-first-step',
    needs: 'hope',
    title: 'A first small step towards {fact}',
    rationale:
      'You said you want {fact}. Find the smallest real version of it that exists today, somewhere “{trend}” is already happening, and spend one afternoon there. {Strength} will make the ask easier.',
  },
  {
    id: 'person-ally',
    needs: 'person',
    title: 'Make {fact} your first test audience',
    rationale:
      'You mentioned {fact}. Ask them for twenty minutes to hear your idea about “{trend}”; people who already know you give the most honest first reaction, and {strength} keeps it short.',
  },
  {
    id: 'explainer-series',
    needs: null,
    title: 'Explain “{trend}” to people your age',
    rationale:
      'Five short posts, one a week, each answering one question a friend would ask about it. {Strength} makes a big shift understandable, and the series becomes something you can show.',
  },
  {
    id: 'interview-three',
    needs: null,
    title: 'Interview three people already working on “{trend}”',
    rationale:
      'Thirty-minute calls, one question each: what surprised you? {Strength} helps you ask well, and the answers tell you more than any ranking of jobs.',
  },
  {
    id: 'shadow-day',
    needs: null,
    title: 'Shadow someone for a day in a job shaped by “{trend}”',
    rationale:
      'Seeing a real Tuesday beats any job description. Ask one person, name the day, and bring {strength} and a notebook.',
  },
  {
    id: 'prototype-weekend',
    needs: null,
    title: 'Build the ugliest version of one idea about “{trend}”',
    rationale:
      'One weekend, the smallest thing that works, shown to three people on Monday. {Strength} carries you through the first draft.',
  },
];
