/**
 * The two-minute measure (docs/product/measure.md, decision 082): its items, exactly as shown, their scales and
 * sources, and the words of the research consent (decision 083). Data only.
 *
 * The primary outcome is future self-continuity (`fsc`), drawn as the seven pairs of overlapping circles of
 * Ersner-Hershfield, Garton, Ballard, Samanez-Larkin & Knutson (2009). Vividness and positivity are single items
 * written after two subscales of the Future Self-Continuity Questionnaire (Sokol & Serper, 2020), not its verbatim
 * statements; career decision confidence is one item after the Career Decision Self-Efficacy Scale short form (Betz,
 * Klein & Taylor, 1996) with its 5-point confidence scale. See docs/product/measure.md#the-items.
 */

/** The study every answer belongs to; its pseudonyms are per study (a new study gives everyone new ones). */
export const MEASURE_STUDY_ID = 'fsc-2026';

export type MeasureItemId = 'fsc' | 'vividness' | 'positivity' | 'career';
export type MeasureWave = 'before' | 'after' | 'day30';

export interface MeasureItem {
  id: MeasureItemId;
  /** 'circles': the seven overlapping pairs; 'scale': labelled points as cards. */
  kind: 'circles' | 'scale';
  category: string;
  question: string;
  /** Lowest and highest value (inclusive). */
  min: number;
  max: number;
  /** The words at the two ends (and the middle where the source has one). */
  anchors: { low: string; high: string; middle?: string };
  /** One label per point, lowest first (what a screen reader reads for each card). */
  labels: readonly string[];
  source: string;
}

const SEVEN = (low: string, high: string) => [`1, ${low}`, '2', '3', '4, in between', '5', '6', `7, ${high}`];

export const MEASURE_ITEMS: readonly MeasureItem[] = [
  {
    id: 'fsc',
    kind: 'circles',
    category: 'You and your future self',
    question: 'How similar do you feel to the person you will be in ten years?',
    min: 1,
    max: 7,
    anchors: { low: 'Not similar at all', high: 'Completely the same' },
    labels: [
      '1, two circles apart: not similar at all',
      '2, two circles just touching',
      '3, two circles overlapping a little',
      '4, two circles overlapping by a third',
      '5, two circles overlapping by half',
      '6, two circles overlapping mostly',
      '7, two circles almost one: completely the same',
    ],
    source: 'Ersner-Hershfield, Garton, Ballard, Samanez-Larkin & Knutson (2009)',
  },
  {
    id: 'vividness',
    kind: 'scale',
    category: 'Picturing it',
    question: 'How vividly can you imagine what you will be like in ten years?',
    min: 1,
    max: 7,
    anchors: { low: 'Not vividly at all', high: 'Very vividly' },
    labels: SEVEN('not vividly at all', 'very vividly'),
    source: 'after Sokol & Serper (2020), Future Self-Continuity Questionnaire, vividness (adapted, single item)',
  },
  {
    id: 'positivity',
    kind: 'scale',
    category: 'Liking it',
    question: 'How much do you like the person you will be in ten years?',
    min: 1,
    max: 7,
    anchors: { low: 'Not at all', high: 'Very much' },
    labels: SEVEN('not at all', 'very much'),
    source: 'after Sokol & Serper (2020), Future Self-Continuity Questionnaire, positivity (adapted, single item)',
  },
  {
    id: 'career',
    kind: 'scale',
    category: 'Your career',
    question: 'How much confidence do you have that you could choose a career that will fit the life you want?',
    min: 1,
    max: 5,
    anchors: { low: 'No confidence at all', high: 'Complete confidence', middle: 'Moderate confidence' },
    labels: [
      '1, no confidence at all',
      '2, very little confidence',
      '3, moderate confidence',
      '4, much confidence',
      '5, complete confidence',
    ],
    source: 'Betz, Klein & Taylor (1996), Career Decision Self-Efficacy Scale short form, adapted',
  },
];

/** Days after the first ('before') answer that the 30-day e-mail is due. */
export const MEASURE_FOLLOW_UP_DAYS = 30;

export const MEASURE_TEXT = {
  inviteTitle: {
    before: 'Before your cover: two minutes for research?',
    after: 'One more minute: how close do you feel now?',
    day30: 'Thirty days on: how close do you feel now?',
  },
  inviteBody:
    'Four quick questions about you and the person you will be in ten years. Optional, and it changes nothing in the app.',
  answer: 'Answer',
  skip: 'Skip',
  next: 'Continue',
  finish: 'Done',
  stepOf: (n: number, total: number) => `${n} of ${total}`,
  thanks: 'Thank you. Your answers help us find out whether this helps.',
  consentTitle: 'May we use your answers for research?',
  consentBody: [
    'We want to know whether FutureSelf helps people feel closer to their future self.',
    'If you say yes, your answers to four questions are stored under a code, not under your name or e-mail. Only that code, your group (for example your class) and the date go into our figures and into anonymous files for researchers.',
    'Nobody sees your single answers. Groups smaller than ten are never shown.',
    'You can say no: nothing changes. You can take it back at any time in your profile, and your answers are deleted at once. They are also deleted with your account.',
  ],
  consentYes: 'Yes, use my answers',
  consentNo: 'No thanks',
  birthYearLabel: 'The year you were born',
  countryLabel: 'Where you live',
  parentTitle: 'We need a parent’s yes first',
  parentBody:
    'Because of your age, a parent or guardian has to agree before we use your answers. We will e-mail them a link; nothing is stored until they say yes.',
  parentEmailLabel: 'Your parent’s e-mail address',
  parentSend: 'Ask my parent',
  parentSent: 'We sent your parent a link. Your answers are used once they say yes.',
  revoke: 'Take back my research consent',
  revoked: 'Done. Your research answers are deleted.',
  talkLater:
    'Your group is part of a study: half start Talk at once, half a week later, chosen at random. Your Talk opens on {date}.',
} as const;

/** The parent's e-mail and page (a link with a token, as the sponsor's; decision 083). */
export const MEASURE_PARENT = {
  subject: '{firstName} asks for your consent to a short research question',
  preheader: 'Four questions about the future, stored under a code. Your yes or no.',
  heading: 'May {firstName}’s answers be used for research?',
  body: 'On {brand}, {firstName} was asked four short questions about how close they feel to the person they will be in ten years. With your consent, their answers are stored under a code, never under their name, and used only in group figures of ten or more people and in anonymous files for researchers. You or {firstName} can take it back at any time.',
  button: 'Read and decide',
  footnote: 'If you do nothing, nothing is stored.',
  pageTitle: 'Research consent for your child',
  confirm: 'I am their parent or guardian and I agree',
  decline: 'I do not agree',
  confirmed: 'Thank you. Your consent is recorded.',
  declined: 'Thank you. Nothing will be stored.',
  invalid: 'This consent link is not valid.',
} as const;

/** The 30-day e-mail. */
export const MEASURE_FOLLOW_UP = {
  subject: 'Thirty days on: four quick questions',
  preheader: 'Two minutes, optional: how close do you feel to your future self now?',
  heading: 'How close do you feel to your future self now?',
  body: 'A month ago you answered four short questions for our research. Answering them once more shows whether anything changed. It takes two minutes, and you can skip it.',
  button: 'Answer the four questions',
  footnote: 'You get this once, because you agreed to take part in research. You can take that back in your profile.',
} as const;

/** The dashboard's effect view (decision 084). */
export const EFFECT_TEXT = {
  title: 'Does it help?',
  intro:
    'Change in future self-continuity (1–7, the overlapping circles) from the first answer to the latest one, for people who agreed to research and answered both.',
  tooFew: (min: number) => `Fewer than ${min} people: not shown, so no one can be picked out.`,
  observational: 'Observational comparison, not an experiment',
  observationalNote:
    'People chose whether to use Talk. Differences may come from who chooses it, not from Talk itself.',
  randomisedTitle: 'Randomised comparison',
  randomisedMethod:
    'Method: people in this cohort who agree to research are assigned at random, half to Talk’s first act at once and half a week later. Compared: mean change of each half (Welch’s t interval, 95 %).',
  randomisedSwitch: 'Randomise Talk’s first act in this cohort',
} as const;
