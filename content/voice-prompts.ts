/**
 * The voice feature's words: the ideas to talk about on the voice step, the 0:30 demo script on /voice-intro and
 * the teasers beside it (docs/product/voice.md#voice-card: 0:15, 0:30, 1:30). Spoken text follows
 * content/future-self-messages.ts rules: short sentences, no emoji, nothing a speech engine stumbles on.
 */

/** 'Need ideas?' on the voice step; one is shown at a time while recording. */
export const VOICE_PROMPTS: readonly string[] = [
  'Walk through an ordinary day five years from now. Where do you wake up?',
  'What are you working on that makes you proud?',
  'Who is around you: the people you work with, the friends who cheer you on?',
  'What do you no longer worry about that scares you today?',
  'What do you want your future self to remember about right now?',
];

/** The demo on /voice-intro, one sentence per utterance: about 30 seconds at the spoken preview rate (0.9). */
export const DEMO_SENTENCES: readonly string[] = [
  "Hey, it's you, five years from now.",
  "I'm recording this on a Tuesday morning, coffee in hand, before my first meeting.",
  "I know you're unsure what comes next. I was too.",
  'What helped was small.',
  'One brave message, one class we almost skipped, one friend who said go for it.',
  'The work I do now feels like ours.',
  'So keep going, gently.',
  "I'm proud of you, and I can't wait for you to get here.",
];

/** The demo's length as shown (docs/product/voice.md#voice-intro: demo message 0:30). */
export const DEMO_SECONDS = 30;

export const VOICE_TEASERS = [
  { seconds: 15, title: 'Future you says hi', note: 'After you record' },
  { seconds: 30, title: 'A Tuesday in five years', note: 'Sample message' },
  { seconds: 90, title: 'Your message to the future', note: 'You record this' },
] as const;
