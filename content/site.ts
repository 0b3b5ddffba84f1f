/**
 * Words the whole site shares, written once for the web app and for the pages the server writes itself (the public
 * share page, src/server/features/share/page-body.ts).
 */

/** The footer's line on every page. */
export const TAGLINE = 'From a fun experience to a concrete 90-day career plan.';

/** The share page's 'From a fun cover to a 90-day plan' section: how the method works, in four steps. */
export const SHARE_PAGE_METHOD = [
  {
    icon: 'sparkles',
    title: 'Dreams and vision',
    text: 'Five playful questions capture the future that pulls at you: the places, the goals, what drives you.',
  },
  {
    icon: 'trending-up',
    title: 'Trend scan',
    text: 'Your vision meets the trends reshaping work over the next five years.',
  },
  {
    icon: 'lightbulb',
    title: 'Strengths',
    text: 'Spot the unfair advantages you already have, and the few worth building next.',
  },
  { icon: 'route', title: '90-day path', text: 'Turn the picture into concrete first steps you can start this week.' },
] as const;

export type MethodIcon = (typeof SHARE_PAGE_METHOD)[number]['icon'];
