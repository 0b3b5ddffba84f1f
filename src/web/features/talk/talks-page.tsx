import { Link } from 'react-router';
import { MessageCircle, Plus } from 'lucide-react';
import { actBadge, confidencePercent } from '@core/talk';
import { buttonClass } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { Progress } from '@web/components/ui/progress';
import { Spinner } from '@web/components/ui/spinner';
import { brandName } from '@web/lib/brand';
import { useConversations } from './talk-api';

/** /talks: the person's conversations, newest first; each opens the chat tied to its poster. */
export function TalksPage() {
  const list = useConversations();
  return (
    <section aria-labelledby="talks-title" className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-violet">{brandName} Talk</p>
          <h1 id="talks-title" className="font-display text-4xl text-ink">
            Your conversations
          </h1>
        </div>
        <Link to="/talk" className={buttonClass('primary', 'md')}>
          <Plus className="size-4" aria-hidden="true" /> Talk to your future self
        </Link>
      </div>
      <div className="mt-6">
        {list.isPending ? <Spinner label="Loading your conversations" className="size-6 text-violet" /> : null}
        {list.isError ? (
          <EmptyState layout="inline" title="We could not load your conversations" tone="dark">
            Please check your connection and try again.
          </EmptyState>
        ) : null}
        {list.data && !list.data.length ? (
          <EmptyState
            layout="inline"
            tone="soft"
            icon={<MessageCircle className="size-6" aria-hidden="true" />}
            title="No conversations yet"
            titleAs="h2"
            action={
              <Link to="/talk" className={buttonClass('coral', 'md')}>
                Start your first conversation
              </Link>
            }
          >
            Your older self is waiting to walk you through trends, your vision, your strengths and a 90-day plan.
          </EmptyState>
        ) : null}
        {list.data?.length ? (
          <ul className="space-y-3">
            {list.data.map((c) => {
              const percent = confidencePercent(c.confidence);
              return (
                <li key={c.id}>
                  <Link
                    to={c.magazineId ? `/talk/${encodeURIComponent(c.magazineId)}` : '/talk'}
                    className="block rounded-3xl bg-white p-5 shadow-card ring-1 ring-line/70 transition hover:ring-ink/30 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-violet"
                  >
                    <div className="flex flex-wrap items-center gap-2">
                      <h2 className="font-display text-xl text-ink">
                        {c.roleTitle ? `The future ${c.roleTitle}` : 'Your future self'}
                      </h2>
                      <span className="rounded-full bg-ink px-2.5 py-0.5 text-xs font-bold text-gold">
                        {actBadge(c.current_act)}
                      </span>
                      <span className="ml-auto text-xs text-ink-soft">
                        {new Date(c.updatedAt).toLocaleDateString(undefined, { day: 'numeric', month: 'short' })}
                      </span>
                    </div>
                    <p className="mt-2 line-clamp-2 text-sm text-ink-soft">{c.preview}</p>
                    <div className="mt-3 flex items-center gap-3">
                      <span className="shrink-0 text-xs font-semibold text-ink">Confidence: {percent}%</span>
                      <Progress value={percent} label={`Confidence of this conversation`} className="h-1.5" />
                    </div>
                  </Link>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
