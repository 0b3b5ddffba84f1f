/**
 * Talk — letters from the future self (the letter card, act VILL; 'New letter' draws the next one).
 *
 * Constraints (keep them when editing):
 * - 40 letters; the sprint's promise of 20 is a selection (decision 026). Each a different theme and a different
 *   moment; no two open the same way (no two share their first six words).
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
  {
    id: 'moving-abroad',
    theme: 'Moving abroad',
    content:
      'Dear {name}, moving abroad will make you tired in a way sleep does not fix, at least for the first weeks: every form, every bakery, every joke costs effort. Nobody warned me, so I am warning you. Somewhere around week six you will understand a pun on the radio and grin alone in the kitchen. Keep a list of those small wins. As the {role} I still remember the word I mispronounced at my first interview there.',
  },
  {
    id: 'a-friend-ahead',
    theme: 'Envy',
    content:
      'Hey {name}. One of your friends is going to get there first: the internship, the award, the post everyone shares. You will congratulate them and then sulk on the sofa, and both are allowed. What I learned later, as the {role}: a friend one step ahead is not competition, it is a map. Ask them how they did it. They will be flattered, and you get the directions for free.',
  },
  {
    id: 'youngest-in-the-room',
    theme: 'Youngest in the room',
    content:
      'Hello {name}, you will be the youngest in a lot of rooms soon, and you will think everyone can tell. They can. It matters less than you fear. The older people mostly want someone who asks the question they were too proud to ask. Write yours down before the meeting, so it does not vanish when your heart speeds up. These days, as the {role}, I am rarely the youngest, and I miss it a little.',
  },
  {
    id: 'gap-year',
    theme: 'Gap year',
    content:
      'Hi {name}. About that year off you keep thinking about: people will ask "so what are you doing now?" in a tone you will not love. Have a one-line answer ready and make it true, even if it is "working in a café and reading a lot". My in-between year looked like nothing on paper. It is where I found out what I would do unpaid, which turned out to be most of what I do as the {role}.',
  },
  {
    id: 'first-job',
    theme: 'A boring first job',
    content:
      'Dear {name}, your first job may be boring. Mine involved a spreadsheet with 4,000 rows and a printer that hated me personally. Here is what nobody mentioned: a boring job shows you how a place really runs, who decides, who gets ignored, where the time leaks. Take notes like a friendly spy. Half of what I know about being the {role} I learned there, between paper jams.',
  },
  {
    id: 'second-language',
    theme: 'Learning a language',
    content:
      'Hey {name}, learn a language badly rather than not at all. I spent a year waiting to be good enough to speak, then another year speaking terribly, and the second year taught me far more. People forgive grammar; they remember effort. The first time I ran a meeting in my second language as the {role}, I called the budget a "cake" by accident. Nobody minded. Someone brought cake the next week.',
  },
  {
    id: 'losing',
    theme: 'Losing a competition',
    content:
      'Hi {name}. You are going to lose a competition you really wanted to win, maybe by a couple of points, maybe to someone you think was worse. Sulk for one evening; I gave it a week, which was too long. Then ask the judges for their notes. Most will send them. Those notes shaped how I work as the {role} more than any prize could have. They live in a folder called "ouch".',
  },
  {
    id: 'a-clear-no',
    theme: 'Hard feedback',
    content:
      'Dear {name}, someone you admire will turn you down. Not a polite maybe: a clear no, with reasons. I asked a woman I looked up to for a recommendation, and she told me my work was not ready yet and exactly why. I was furious for three days, then fixed two of the three things. She wrote the letter a year later. As the {role}, I try to give that kind of no, kindly.',
  },
  {
    id: 'side-project',
    theme: 'A side project',
    content:
      'Hello {name}. Keep one small project that nobody asked for: a zine, a bot, a map of the best benches in town, a podcast with eleven listeners. It will not look useful on a CV for years, and that is exactly why it matters; it is the one place where you set the rules. Mine was ugly and slow. It is still what people ask me about when they meet me as the {role}.',
  },
  {
    id: 'unfinished',
    theme: 'Leaving things unfinished',
    content:
      'Hey {name}. I have a drawer of unfinished things: a course, a novel that stops at chapter four, a band that played exactly one gig. For years I counted them as failures. Now, as the {role}, I see doors I opened, looked through and closed on purpose. Stopping is a decision too, when you make it honestly. Before you walk away from something, write down what it taught you. That part you keep.',
  },
  {
    id: 'group-chat',
    theme: 'The group chat',
    content:
      'Hi {name}, a word about the group chat. It is the loudest room in your life right now, and it will have opinions about your plans: some funny, some sharp, some not really about you. Listen to it for jokes, not for decisions. The friends who matter will still be in it five years from now. Ours has a name I cannot repeat here, and it still pings while I work as the {role}.',
  },
  {
    id: 'failed-exam',
    theme: 'A failed exam',
    content:
      'Dear {name}, one day you will fail an exam you studied for. Not the easy kind of failure, where you did not try; the confusing kind. Give yourself one day to be dramatic. Then sit down with the paper and look for the pattern: time, nerves or one topic? Mine was time, every time. Knowing that helped me more than any grade, and as the {role} I still plan my work in exam-sized blocks.',
  },
  {
    id: 'first-salary',
    theme: 'First salary',
    content:
      'Hey {name}. When your first real salary lands, you will open your banking app several times a day just to look at it. Enjoy that. Then do three unglamorous things: set a small piece aside before you spend any, buy something for the person who believed in you first, and write down what you did to earn it. I still have my note. As the {role}, it reminds me what the work is for.',
  },
  {
    id: 'the-weird-yes',
    theme: 'Saying yes to the weird thing',
    content:
      'Hello {name}! Sooner or later someone will invite you to something odd: a hackathon about bees, an evening course in a subject you cannot spell, a volunteering weekend with strangers. Your first instinct will be to say you are busy. You are not that busy. Say yes to one weird thing a season. The strangest yes I ever gave led, by a very winding road, to my life as the {role}.',
  },
  {
    id: 'staying',
    theme: 'Staying where you are',
    content:
      'Dear {name}, everyone will tell you to leave: the town, the club, the first team. Sometimes staying is the brave choice. Staying means people know you well enough to hand you bigger things, and you get to see how your own work ages. I stayed somewhere two years longer than was fashionable and learned more there than in the five years before. Leave when you are ready, not when it is trendy. I am sure of that now, as the {role}.',
  },
  {
    id: 'stage-fright',
    theme: 'Stage fright',
    content:
      'Hi {name}. Your hands will shake the first time you speak in front of a full room. Mine shook so much that I held the clicker with both hands, like a tiny steering wheel. Nobody noticed, or everybody did and was kind about it. Practise out loud, to a wall, three times. Learn your first sentence by heart; the rest follows. As the {role} I still feel the shake. Now I know it means I care.',
  },
  {
    id: 'interviews',
    theme: 'Interviews',
    content:
      'Hey {name}, interviews are just conversations in uncomfortable chairs. Prepare three stories where {strength} made a difference, and let one of them be about something that went wrong. At the end, ask a question you actually want answered. I bombed my first two, once by calling the interviewer by the wrong name. Since then I have sat on the other side of the table as the {role}. We are nervous too.',
  },
  {
    id: 'passing-it-on',
    theme: 'Passing it on',
    content:
      'Dear {name}, sooner than you think, someone younger will ask you for advice, and you will feel like a fraud answering. Answer anyway. Tell them what you tried, not what they should do. Explaining your path to a sixteen-year-old is the fastest way to understand it yourself. Some of my clearest thinking as the {role} happened on a bench outside a school, talking to a kid who asked better questions than I did.',
  },
  {
    id: 'starting-late',
    theme: 'Starting late',
    content:
      'Hi {name}. Some people seem to have started at twelve: the coder, the violinist, the kid with a business card at fifteen. You did not, and you will worry that you are late. You are not late; you are arriving with other things in your bag. I became the {role} sideways, and later than most, and what I carried from my earlier life turned out to be the thing nobody else had.',
  },
  {
    id: 'changing-tools',
    theme: 'Tools that change',
    content:
      'Hello {name}. The tools you are learning now will be outdated sooner than you expect. I once spent a whole summer mastering software that no longer exists. So do not agonise over picking the right one. What lasts is how you learn the next one: the first hour of fumbling, the tutorial, the question you post in a forum. Get good at that hour. As the {role}, I have lived it dozens of times, and {strength} got me through most of them.',
  },
];
