import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Download, FileQuestion } from 'lucide-react';
import { CERTAINTY_SCALE, IMPACT_SCALE } from '@core/talk';
import { quoted } from '@core/text-clean';
import { ButtonLink, buttonClass } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageFallback } from '@web/components/ui/page-fallback';
import { RoadmapWeeks } from '@web/components/ui/roadmap-weeks';
import { ApiError } from '@web/lib/api';
import { SignInPrompt } from '@web/components/ui/sign-in-prompt';
import { useAccount } from '@web/lib/session';
import { browserZone, dateLabel } from '@web/lib/times';
import { reportPdfUrl, useClientReport } from './sprint-report-api';

/**
 * /sprint/report/:id — the client's Strategic Foresight Sprint report (their own only: anyone else gets 'Report not
 * found'): the summary, the 90-day roadmap by weeks, the trends with their ratings and the coach's notes, the ideas,
 * the letters, and the PDF.
 */
export function SprintReportPage() {
  const { id = '' } = useParams();
  const q = useClientReport(id);
  const { account, loading } = useAccount();
  if (q.isPending || (q.error && loading)) return <PageFallback />;
  if (q.error) {
    const status = q.error instanceof ApiError ? q.error.status : 0;
    // The report's e-mail link opened in a browser that is not signed in to the account: sign in, come back here.
    if (status === 401 || (!account && !loading && (status === 403 || status === 404)))
      return (
        <SignInPrompt title="Please sign in">
          Sign in with the account you booked the sprint with to open your report.
        </SignInPrompt>
      );
    return (
      <EmptyState
        icon={<FileQuestion aria-hidden="true" />}
        title={status === 404 ? 'Report not found' : 'We could not load your report'}
        action={
          <ButtonLink to="/" size="lg" className="w-full">
            Back to home
          </ButtonLink>
        }
      >
        <p>
          {status === 404
            ? 'This report does not exist or belongs to another account.'
            : 'Please check your connection and try again.'}
        </p>
      </EmptyState>
    );
  }
  const { content: c, sentAt, coachName } = q.data.report;
  return (
    <article aria-labelledby="sprint-report-title" className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <header className="rounded-[2rem] bg-ink p-6 text-white shadow-card sm:p-10">
        <p className="text-sm font-semibold uppercase tracking-widest text-gold">Strategic Foresight Sprint</p>
        <h1 id="sprint-report-title" className="mt-2 font-display text-4xl leading-tight sm:text-5xl">
          {c.clientName}’s sprint report
        </h1>
        <p className="mt-2 text-lg text-white/80">The future {c.role}</p>
        <p className="mt-1 text-sm text-white/60">
          {coachName ? `By ${coachName}, ` : ''}
          {dateLabel(sentAt, browserZone())}
        </p>
        <a href={reportPdfUrl(q.data.report.id)} download className={buttonClass('coral', 'lg', 'mt-6')}>
          <Download className="size-5" aria-hidden="true" /> Download PDF
        </a>
      </header>

      <Section title="Summary">
        <p className="whitespace-pre-line text-lg text-ink">{c.summary}</p>
        {c.vision ? (
          <p className="mt-4 rounded-2xl bg-cream/70 p-4">
            <span className="font-semibold">Your vision: </span>
            {quoted(c.vision)}
          </p>
        ) : null}
        {c.strengths.length ? <p className="mt-3 text-ink-soft">Strengths: {c.strengths.join(', ')}</p> : null}
      </Section>

      <Section title="Your 90-day roadmap, week by week">
        <RoadmapWeeks weeks={c.roadmap} cardClassName="bg-white" />
      </Section>

      <Section title={`${c.trends.length} trends, with your ratings`}>
        <ol className="space-y-3">
          {c.trends.map((t) => (
            <li key={t.id} className="rounded-2xl bg-white p-4 ring-1 ring-line">
              <p className="font-semibold text-ink">{t.title}</p>
              {t.impact || t.certainty ? (
                <p className="mt-1 flex flex-wrap gap-2 text-xs font-semibold">
                  {t.impact ? (
                    <span className="rounded-full bg-violet/10 px-2.5 py-1 text-violet-dark">
                      Impact: {IMPACT_SCALE[t.impact - 1]}
                    </span>
                  ) : null}
                  {t.certainty ? (
                    <span className="rounded-full bg-mint/15 px-2.5 py-1 text-ink">
                      Certainty: {CERTAINTY_SCALE[t.certainty - 1]}
                    </span>
                  ) : null}
                </p>
              ) : null}
              <p className="mt-2 text-sm text-ink-soft">{t.why}</p>
              {t.note ? (
                <p className="mt-2 border-l-4 border-coral pl-3 text-sm text-ink">
                  <span className="font-semibold">Coach: </span>
                  {t.note}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      </Section>

      {c.ideas.length ? (
        <Section title="Ideas you kept">
          <ul className="space-y-3">
            {c.ideas.map((i) => (
              <li key={i.title}>
                <p className="font-semibold text-ink">{i.title}</p>
                <p className="text-sm text-ink-soft">{i.rationale}</p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section title={`${c.letters.length} letters from your future self`}>
        <div className="space-y-2">
          {c.letters.map((l, i) => (
            <details key={l.id} open={i === 0} className="group rounded-2xl bg-white p-4 ring-1 ring-line">
              <summary className="cursor-pointer font-semibold text-ink marker:text-violet">{l.theme}</summary>
              <p className="mt-3 whitespace-pre-line font-serif text-[17px] leading-relaxed text-ink">{l.content}</p>
            </details>
          ))}
        </div>
      </Section>

      {c.closing ? (
        <Section title="Next">
          <p className="whitespace-pre-line text-ink">{c.closing}</p>
        </Section>
      ) : null}
    </article>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `sr-${title.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="mb-4 font-display text-3xl text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
