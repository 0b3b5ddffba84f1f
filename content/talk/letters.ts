/**
 * Talk — letters from the future self (the letter card, act VILL; 'New letter' draws the next one).
 *
 * Constraints (keep them when editing):
 * - 20 letters (the Stage 3 offer's "20 letters"; see docs/decisions/028), each a different theme and a different
 *   moment; no two open the same way.
 * - {name} and {role} are filled in ({role} reads after "the"); {strength} is a strength the person named, or
 *   "your curiosity" when none yet. The letter is signed in the role by the engine, not here.
 * - Warm, specific, a little funny sometimes; the future self remembers doubt and never promises an outcome.
 * - 60-110 words: it is read in a chat card on a phone.
 */

export interface TalkLetter {
  id: string;
  theme: string;
  content: string;
}

export const TALK_LETTERS: readonly TalkLetter[] = [
  {
    id: 'the-first-no',
    theme: 'Rejection',
    content:
      'Dear {name}, the first real no is coming. It will arrive by e-mail on a Thursday and you will read it on the bus, twice. Please do not decide anything that day. I reread that mail last week, here as the {role}, and laughed: it pushed you to build the thing that got me here. Eat something warm, tell one friend, then go back to the list.',
  },
  {
    id: 'small-rooms',
    theme: 'Starting small',
    content:
      'Hi {name}. Everything that matters started in small rooms: a kitchen table, a library corner, one video call with four people. You keep waiting for the big stage. Don’t. Being the {role} still feels like small rooms, just more of them. Book one this month and invite two people who are curious about the same thing as you.',
  },
  {
    id: 'borrowed-confidence',
    theme: 'Confidence',
    content:
      'Dear {name}, confidence was never something I had first and used later. I borrowed it, every time, from the people who said "you could try". Find those people now; you already know one of them. And when someone borrows yours, lend it freely. That is most of what I do as the {role}, if I am honest.',
  },
  {
    id: 'boring-middle',
    theme: 'Persistence',
    content:
      'Hey {name}. Nobody warned us about the boring middle: the weeks where nothing new happens and you just practise. It is where {strength} turned from a nice trait into something people pay for. Put a little sticker in your calendar for every day you practise. Mine looked silly. It worked anyway.',
  },
  {
    id: 'wrong-job',
    theme: 'Detours',
    content:
      'Dear {name}, you will take a job that is wrong for you. That is not a failure, it is research. You will learn exactly which meetings drain you and which problems make you lose track of time. Write both down, weekly. The second list is basically the job description of the {role}.',
  },
  {
    id: 'money-talk',
    theme: 'Money',
    content:
      'Hi {name}. Let’s talk about money, because you avoid it. Learn what your work is worth before someone tells you. Ask three people in jobs you like what they earn; most will answer if you ask kindly. It felt awkward for me too. It is also why the {role} you will be is not anxious at the end of every month.',
  },
  {
    id: 'your-people',
    theme: 'Friendship',
    content:
      'Dear {name}, a small confession from the {role}: the career was never the best part. The people were. The friend who proofread everything, the colleague who covered for me when I was sick, the neighbour with the ladder. Send a message to someone who helped you this year. Today, not when you are "successful".',
  },
  {
    id: 'rest',
    theme: 'Rest',
    content:
      'Hey {name}. You will try to do everything at once and your body will veto it. Listen sooner than I did. Rest is not a reward for finishing, it is part of the work. The best ideas I had as the {role} came on walks, not at 2 a.m. Yes, I know. Go for the walk.',
  },
  {
    id: 'learning-in-public',
    theme: 'Visibility',
    content:
      'Dear {name}, share what you learn while you are still learning it. A short post, a sketch, a messy demo. You think people want finished things. They want honest ones. My first project as the {role} came from a stranger who read a half-finished note of mine and wrote: "I have this exact problem".',
  },
  {
    id: 'the-mentor',
    theme: 'Mentors',
    content:
      'Hi {name}. There is someone, five to ten years ahead of you, who would be glad to have coffee with you. They are not too busy. They remember being you. Ask a specific question, not "can you mentor me". Mine said yes to a twenty-minute call and it changed how I saw the {role} job completely.',
  },
  {
    id: 'changing-your-mind',
    theme: 'Change',
    content:
      'Dear {name}, you are allowed to change your mind. I changed mine three times before I became the {role}, and each change kept something from before. Nothing you are learning now is wasted, even the parts you plan to leave behind. Especially those, actually: they are what make you different from everybody else in the room.',
  },
  {
    id: 'the-skill-you-hide',
    theme: 'Hidden strengths',
    content:
      'Hey {name}. That thing you do easily and think is nothing special? {strength}? It is special. Other people struggle with it. I only noticed when colleagues kept asking me for help with it. Stop hiding it behind a joke. As the {role} it is the first line of my introduction.',
  },
  {
    id: 'comparisons',
    theme: 'Comparison',
    content:
      'Dear {name}, you scroll past people your age who seem to have it all figured out. They don’t. I met some of them later; they were as unsure as we were, just better at lighting. Compare yourself with last-month-you instead. From here, as the {role}, I can tell you: that comparison is the only one that ever helped.',
  },
  {
    id: 'the-city',
    theme: 'Place',
    content:
      'Hi {name}. Where you live will matter more than you think, and less than you fear. You do not need to move to the big city to begin. You do need to find the two or three places (a club, a lab, a workshop, a forum) where your kind of people gather. That is where the {role} story really starts.',
  },
  {
    id: 'asking-for-help',
    theme: 'Help',
    content:
      'Dear {name}, the strongest move you will make this year looks weak from the outside: asking for help before you are drowning. I waited too long once and lost a month. Now, as the {role}, I ask early and often, and people like me more for it, not less. Try it once this week with something small.',
  },
  {
    id: 'family-expectations',
    theme: 'Family',
    content:
      'Hey {name}. Your family wants you safe, and sometimes that sounds like they want you small. They don’t. Show them the plan, not just the dream: the first step, the date, the backup. My parents did not understand the {role} job for years. They do understand a calendar. Now they send me articles about my field. Too many articles.',
  },
  {
    id: 'the-experiment',
    theme: 'Experiments',
    content:
      'Dear {name}, stop trying to choose your whole life in one go. Run experiments instead: two weeks, one question, one way to measure it. "Do I enjoy explaining things?" Teach a friend something and see. Half of my decisions on the way to being the {role} came from tiny tests like that, not from big lists of pros and cons.',
  },
  {
    id: 'good-enough',
    theme: 'Perfectionism',
    content:
      'Hi {name}. The version you are ashamed of is good enough to show someone. I promise. I kept a folder called "not ready" for two years. When I finally sent things out, people cared about the idea, not the font. As the {role} I still make rough drafts. I just send them sooner now.',
  },
  {
    id: 'luck',
    theme: 'Luck',
    content:
      'Dear {name}, a lot of it was luck. I want you to know that, so you don’t blame yourself on bad weeks. But luck needs surface area: more conversations, more small projects, more "yes, I’ll come". I met the person who brought me into the {role} world at an event I almost skipped because it was raining.',
  },
  {
    id: 'the-why',
    theme: 'Purpose',
    content:
      'Hey {name}. On the hard days, the job title will not carry you. The why will. Mine is simple: I want people to feel less alone with big problems. Write yours on a sticky note, even if it sounds cheesy. Mine still hangs above my desk, a bit faded, here where I work as the {role}.',
  },
];
