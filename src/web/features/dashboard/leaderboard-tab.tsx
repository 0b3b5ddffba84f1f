import { Download, Send, Trophy } from 'lucide-react';
import { DASHBOARD_MESSAGES, type Leaderboard, type Timeframe } from '@core/contracts/dashboard';
import { Button, buttonClass } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/toast';
import { leaderboardCsvUrl, useLeaderboard, useSendToSlack } from './dashboard-api';

function Board({ title, timeframe, cohort }: { title: string; timeframe: Timeframe; cohort?: string }) {
  const q = useLeaderboard(timeframe, cohort, true);
  const slack = useSendToSlack();
  const send = () =>
    slack.mutate(
      { timeframe, cohort },
      {
        onSuccess: () => toast.success(DASHBOARD_MESSAGES.slackSent),
        onError: (e) => toast.error(e.message || DASHBOARD_MESSAGES.slackFailed),
      },
    );
  return (
    <Card role="region" aria-labelledby={`lb-${timeframe}`} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`lb-${timeframe}`} className="flex items-center gap-2 font-display text-xl">
          <Trophy className="size-5 text-gold" aria-hidden="true" />
          {title}
        </h2>
        <div className="flex gap-2">
          <a
            href={leaderboardCsvUrl(timeframe, cohort)}
            className={buttonClass('ghost', 'sm')}
            aria-label={`Export ${title} as CSV`}
            download
          >
            <Download className="size-4" aria-hidden="true" />
            CSV
          </a>
          <Button
            size="sm"
            variant="secondary"
            onClick={send}
            loading={slack.isPending}
            aria-label={`Send ${title} to Slack`}
          >
            <Send className="size-4" aria-hidden="true" />
            Send to Slack
          </Button>
        </div>
      </div>
      {q.isPending ? (
        <div className="grid h-32 place-items-center">
          <Spinner className="size-5" label="Loading" />
        </div>
      ) : q.error ? (
        <p role="alert" className="text-coral-dark">
          {q.error.message}
        </p>
      ) : (
        <Entries board={q.data} />
      )}
    </Card>
  );
}

function Entries({ board }: { board: Leaderboard }) {
  if (!board.entries.length)
    return (
      <p className="py-6 text-center text-ink-soft">
        No spins through an ambassador link {board.timeframe === 'weekly' ? 'this week' : 'yet'}.
      </p>
    );
  return (
    <ol className="divide-y divide-line">
      {board.entries.map((e) => (
        <li key={e.ambassadorCode} className="flex items-center gap-3 py-2.5">
          <span
            className={`grid size-8 shrink-0 place-items-center rounded-full text-sm font-bold ${e.rank <= 3 ? 'bg-gold/25 text-ink' : 'bg-cream text-ink-soft'}`}
            aria-label={`Rank ${e.rank}`}
          >
            {e.rank}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block truncate font-semibold">{e.name}</span>
            <span className="block truncate text-xs text-ink-soft">
              {e.ambassadorCode} · {e.cohortId}
            </span>
          </span>
          <span className="text-right text-sm tabular-nums">
            <span className="block font-semibold">
              {e.spins} {e.spins === 1 ? 'spin' : 'spins'}
            </span>
            <span className="block text-ink-soft">
              {e.conversions} conv. · {e.conversionRate}%
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Weekly (this ISO week, from Monday 00:00 UTC) and all-time, top 10 each, counted from the tracked events. */
export function AmbassadorLeaderboard({ cohort }: { cohort?: string }) {
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <Board title="This week" timeframe="weekly" cohort={cohort} />
      <Board title="All time" timeframe="all_time" cohort={cohort} />
    </div>
  );
}
