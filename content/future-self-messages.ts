/**
 * What the future self says first (the result's voice card, the profile's voice card, the voice intro demo).
 * Spoken by the visitor's cloned voice, or by the browser's speechSynthesis in their measured pitch.
 *
 * Constraints (keep them when editing):
 * - Spoken aloud: short sentences, no emoji, no abbreviations a speech engine stumbles on.
 * - {name} appears once, as a greeting ("Hey {name},"); without a name it becomes "Hey you,".
 * - {role} is a role title from content/roles.ts and reads after "the" ("the Space Janitor").
 * - At most 240 characters once filled with a 32-character role and a 20-character name (checked in a test).
 * - Warm and concrete, never a promise of success: the future self remembers doubt and small steps.
 */

export interface FutureSelfMessage {
  id: string;
  text: string;
}

export const FUTURE_SELF_MESSAGES: readonly FutureSelfMessage[] = [
  {
    id: 'not-sure-either',
    text: "Hey {name}, it's you, five years on. I know you're not sure what you want yet. Neither was I. Being the {role} started with one small yes I almost didn't say.",
  },
  {
    id: 'notebook',
    text: "Hi {name}. Keep that notebook of half-ideas. One of those messy pages turned into my life as the {role}. The rest taught me what I didn't want, which helped too.",
  },
  {
    id: 'monday',
    text: "Hey {name}, guess what: I like Mondays now. Being the {role} is hard some days, but it's our kind of hard. Thanks for not giving up when it felt slow.",
  },
  {
    id: 'ask-for-help',
    text: "Hi {name}. The best thing you'll do this year is ask someone for help before you feel ready. That one coffee chat is how I ended up as the {role}.",
  },
  {
    id: 'wrong-turns',
    text: "Hey {name}, some of your plans won't work out, and that's fine. Every wrong turn taught me something I use every day as the {role}. Keep going, gently.",
  },
  {
    id: 'curious',
    text: 'Hi {name}. Stay curious about the things other people find boring. That odd little interest of ours is exactly why people trust me as the {role} now.',
  },
  {
    id: 'proud',
    text: "Hey {name}, I'm proud of you. Not for being perfect, but for trying things while you were still scared. That is how the {role} you'll become got started.",
  },
  {
    id: 'friends',
    text: "Hi {name}. Call your friends back, even when you're busy. The people who cheered for you are still around me now that I'm the {role}. They matter more than any title.",
  },
  {
    id: 'ninety-days',
    text: 'Hey {name}, big futures are built in small weeks. Ninety days of tiny steps got me closer to being the {role} than years of waiting for the perfect plan.',
  },
  {
    id: 'rest',
    text: 'Hi {name}. Rest is part of the work. I learned that late. Being the {role} needs the version of us who sleeps, eats well, and still laughs at bad jokes.',
  },
  {
    id: 'voice',
    text: 'Hey {name}, yes, this is really our voice, just a bit older. Life as the {role} is stranger and better than we imagined. Say yes to the next good surprise.',
  },
  {
    id: 'start-today',
    text: "Hi {name}. You don't need permission to start. Read one article, message one person, try one thing today. That's honestly how I became the {role}.",
  },
];
