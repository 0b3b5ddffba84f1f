/**
 * Weekly guidance and the sponsor's progress note (decision 078). The spec has no text for
 * these beyond the offers' "Weekly guidance" and "progress updates along the way"; these are ours. `{firstName}`,
 * `{week}`, `{weeks}`, `{task}`, `{done}`, `{next}`, `{sponsorName}` and `{brand}` are filled by the server.
 */

/** The plan has 13 weeks (TALK_PLAN_PHASES: weeks 1-2, 3-6, 7-10, 11-13). */
export const WEEKLY_PLAN_WEEKS = 13;

/** A week whose phase task is the same as last week's: the second week of it. */
export const WEEKLY_SECOND_WEEK = 'Keep going, and finish it: {task}';

/** The message in Talk, from the older self. */
export const WEEKLY_TALK_MESSAGE =
  'Week {week}: {task}. Small on purpose. When you’ve had a go, tell me on your plan: done, not yet, or change it.';

export const WEEKLY_EMAIL = {
  subject: 'Week {week}: your one step, {firstName}',
  preheader: '{task}',
  heading: 'Week {week} of {weeks}',
  intro: 'Hi {firstName}, this week’s step from your 90-day plan:',
  outro: 'One step, not the whole plan. Tap how it went; I’ll ask about it next time we talk.',
  done: 'Done',
  notYet: 'Not yet',
  change: 'Change it',
  stop: 'Stop weekly guidance',
  footnote: 'These links work for 30 days. You can change the day and time on your plan in {brand} Talk.',
} as const;

/**
 * For the older self in the next conversation (weeklyFollowUp's `note`): last week's step and the answer, as an
 * instruction to follow up first. `{task}` and `{week}`.
 */
export const WEEKLY_FOLLOW_UP = {
  done: 'Last week’s step (week {week}) was “{task}” and they marked it done: first ask what they learned or noticed.',
  not_yet:
    'Last week’s step (week {week}) was “{task}” and they said not yet: first ask kindly what got in the way, and offer a smaller version.',
  change:
    'Last week’s step (week {week}) was “{task}” and they asked to change it: first ask what would fit their week better, and agree one new step.',
  none: 'Last week’s step (week {week}) was “{task}” and they have not said how it went: first ask, briefly.',
} as const;

export const WEEKLY_ANSWER_LABELS = { done: 'Done', not_yet: 'Not yet', change: 'Change it' } as const;

/** The page an e-mail link opens. */
export const WEEKLY_PAGES = {
  recorded: {
    done: { title: 'Week {week}: done', body: 'Well done, {firstName}. It’s marked on your plan.' },
    not_yet: {
      title: 'Week {week}: not yet',
      body: 'That’s fine, {firstName}. It stays on your plan; we’ll look at what got in the way next time you talk.',
    },
    change: {
      title: 'Week {week}: let’s change it',
      body: 'Noted, {firstName}. Open Talk and say what would fit your week better; your older self will start there.',
    },
  },
  already: {
    title: 'Already noted',
    body: 'Week {week} was already marked “{answer}”. Nothing new was recorded. You can change it on your plan.',
  },
  stopped: {
    title: 'Weekly guidance is off',
    body: 'You won’t get the weekly step any more. Your plan stays in Talk, and you can turn the weekly step back on there.',
  },
  alreadyStopped: {
    title: 'Weekly guidance was already off',
    body: 'Nothing changed: you don’t get the weekly step. You can turn it back on from your plan in Talk.',
  },
  invalid: {
    title: 'This link is not valid',
    body: 'It may have expired or been cut off. Open your plan in Talk to mark the week or change the weekly step.',
  },
  openPlan: 'Open my plan',
} as const;

/** On the plan view. */
export const WEEKLY_SETTINGS = {
  title: 'Weekly guidance',
  intro: 'Each week, one step from this plan by e-mail and in Talk.',
  when: 'Send it on',
  at: 'at',
  zone: 'Time zone',
  save: 'Save',
  stop: 'Stop weekly guidance',
  start: 'Start weekly guidance',
  off: 'Weekly guidance is off.',
  weeksDone: '{done} of {weeks} weeks done',
  thisWeek: 'Week {week}',
  notPaid: 'Weekly guidance comes with Talk. It is not sent while Talk is not active.',
  sponsorTitle: 'Progress notes for {sponsorName}',
  sponsorAsk:
    'Send {sponsorName} a short monthly note: how many weeks you’ve done and your next step. Never what you say in Talk.',
} as const;

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/**
 * The sponsor's monthly note: the count of weeks done and the plan's next phase in general words (the plan's own
 * tasks name the person's life, so they are not sent; nor anything said in Talk).
 */
export const SPONSOR_NOTE = {
  subject: '{firstName}’s month with {brand} Talk',
  preheader: '{done} of {weeks} weeks done',
  heading: '{firstName}: {done} of {weeks} weeks done',
  body: 'Hi {sponsorName}, a short note from {brand}, sent with {firstName}’s permission. {firstName} has done {done} of the {weeks} weekly steps of their 90-day plan so far.',
  next: 'Next: {next}.',
  footnote:
    'This note never includes what {firstName} says in Talk. {firstName} can stop these notes at any time in their settings.',
} as const;

/** The plan's phases in general words, for the sponsor (index: the phase of the next week). */
export const SPONSOR_PHASES = [
  'running a first small experiment',
  'learning from people who are already where they want to be',
  'building and testing the next version of an idea',
  'making a decision about what comes next',
  'choosing what comes after the plan',
] as const;
