import { lazy, Suspense, useEffect } from 'react';
import { Download } from 'lucide-react';
import { quoted } from '@core/text-clean';
import { Dialog } from '@web/components/ui/dialog';
import { buttonClass } from '@web/components/ui/button';
import { RoadmapWeeks } from '@web/components/ui/roadmap-weeks';
import { Spinner } from '@web/components/ui/spinner';
import { WeeklyPanel } from '@web/features/weekly-guidance';
import { planPdfUrl, postTalkEvent, usePlan } from './talk-api';

/** The measure's optional 'after' card (docs/product/measure.md#when-it-is-asked), its own chunk. */
const MeasureInvite = lazy(() =>
  import('@web/features/measure/measure-invite').then((m) => ({ default: m.MeasureInvite })),
);

/** The 90-day plan as a page over the chat: weeks, kept ideas, experiments with dates, the letter; PDF download. */
export function PlanDialog({
  conversationId,
  open,
  onOpenChange,
}: {
  conversationId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const plan = usePlan(open ? conversationId : null);
  useEffect(() => {
    if (open) postTalkEvent(conversationId, 'results_viewed');
  }, [open, conversationId]);
  const p = plan.data;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Your 90-day plan"
      description={p ? `${p.name}, the future ${p.role}` : undefined}
      className="sm:w-[min(720px,94vw)]"
    >
      {plan.isPending ? <Spinner label="Loading your plan" /> : null}
      {plan.isError ? <p className="text-coral-dark">We could not load the plan. Please try again.</p> : null}
      {p ? (
        <div className="space-y-6 text-ink">
          {p.vision ? (
            <p className="rounded-2xl bg-cream/70 p-4 text-[15px]">
              <span className="font-semibold">Your vision: </span>
              {quoted(p.vision)}
            </p>
          ) : null}
          <section aria-labelledby="plan-weeks">
            <h3 id="plan-weeks" className="font-display text-xl">
              Week by week
            </h3>
            <div className="mt-2">
              <RoadmapWeeks weeks={p.weeks} />
            </div>
          </section>
          {p.ideas.length ? (
            <section aria-labelledby="plan-ideas">
              <h3 id="plan-ideas" className="font-display text-xl">
                Ideas you kept
              </h3>
              <ul className="mt-2 space-y-2">
                {p.ideas.map((i) => (
                  <li key={i.id}>
                    <p className="font-semibold">{i.title}</p>
                    <p className="text-sm text-ink-soft">{i.rationale}</p>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {p.experiments.length ? (
            <section aria-labelledby="plan-exp">
              <h3 id="plan-exp" className="font-display text-xl">
                Experiments
              </h3>
              <ul className="mt-2 space-y-2">
                {p.experiments.map((e) => (
                  <li key={e.title}>
                    <p className="font-semibold">
                      {e.title} <span className="font-normal text-ink-soft">· due {e.due_date}</span>
                    </p>
                    <p className="text-sm text-ink-soft">{e.description}</p>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {p.letter ? (
            <section aria-labelledby="plan-letter">
              <h3 id="plan-letter" className="font-display text-xl">
                Your letter: {p.letter.theme}
              </h3>
              <p className="mt-2 whitespace-pre-line font-serif italic">{p.letter.content}</p>
            </section>
          ) : null}
          <WeeklyPanel open={open} />
          <a href={planPdfUrl(conversationId)} download className={buttonClass('primary', 'lg', 'w-full')}>
            <Download className="size-4" aria-hidden="true" />
            Download PDF
          </a>
          <Suspense fallback={null}>
            <MeasureInvite wave="after" />
          </Suspense>
        </div>
      ) : null}
    </Dialog>
  );
}
