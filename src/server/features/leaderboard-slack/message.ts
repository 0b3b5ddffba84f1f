import type { LeaderboardEntry, Timeframe } from '@core/contracts/dashboard.js';
import type { ChatMessage } from '@server/providers/chat-notify/index.js';

/** Slack's mrkdwn control characters (&, <, >) escaped: a name such as `<!channel>` stays text. */
export const slackEscape = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const MEDALS = ['🥇', '🥈', '🥉'];

/**
 * send-leaderboard-slack's payload: timeframe, top 5 ambassadors, cohort
 * (docs/product/dashboard.md#leaderboard-to-slack).
 */
/** '1 spin', '4 spins' ('1 spins'). */
const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function leaderboardMessage(input: {
  brand: string;
  timeframe: Timeframe;
  week: string;
  cohortName: string | null;
  entries: LeaderboardEntry[];
  dashboardUrl: string;
}): ChatMessage {
  const when = input.timeframe === 'weekly' ? `this week (${input.week})` : 'all time';
  const scope = input.cohortName ? ` · ${slackEscape(input.cohortName)}` : '';
  const title = `${slackEscape(input.brand)} ambassador leaderboard, ${when}${scope}`;
  const lines = input.entries.length
    ? input.entries.map(
        (e) =>
          `${MEDALS[e.rank - 1] ?? `${e.rank}.`} *${slackEscape(e.name)}* (${slackEscape(e.ambassadorCode)}): ` +
          `${count(e.spins, 'spin')}, ${count(e.conversions, 'conversion')} (${e.conversionRate}%)`,
      )
    : ['No spins through an ambassador yet.'];
  const text = [title, ...lines].join('\n');
  return {
    text,
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: title.slice(0, 150) } },
      { type: 'section', text: { type: 'mrkdwn', text: lines.join('\n') } },
      {
        type: 'context',
        elements: [{ type: 'mrkdwn', text: `<${input.dashboardUrl}|Open the dashboard>` }],
      },
    ],
  };
}
