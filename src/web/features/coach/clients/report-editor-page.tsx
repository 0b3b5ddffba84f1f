import { useId, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { CheckCircle2, Download, Eye, Send } from 'lucide-react';
import {
  REPORT_LINE_MAX,
  REPORT_NOTE_MAX,
  REPORT_TEXT_MAX,
  type ReportContent,
  type ReportEdit,
  type ReportState,
} from '@core/contracts/sprint-report';
import { quoted } from '@core/text-clean';
import { Button, buttonClass } from '@web/components/ui/button';
import { TextArea, TextField } from '@web/components/ui/input';
import { PageFallback } from '@web/components/ui/page-fallback';
import { RoadmapWeeks } from '@web/components/ui/roadmap-weeks';
import { toast } from '@web/components/ui/toast';
import { whenLabel, zoneLabel } from '@web/lib/times';
import { useCoachZone } from '../coach-api';
import { AccessError } from './access-error';
import { RatingChips } from './client-dossier-page';
import { reportPreviewUrl, useAssembleReport, useReportState, useSaveReport, useSendReport } from './clients-api';

/**
 * /coach/clients/:userId/report — the sprint report: assembled from the client's Talk data once the three sessions
 * are done, its text fields edited (summary, the note on each trend, the roadmap's weeks, the closing), then sent.
 * The server refuses assembling and sending before the third session is done (409) and any change after sending.
 */
export function ReportEditorPage() {
  const { userId = '' } = useParams();
  const q = useReportState(userId);
  if (q.isPending) return <PageFallback />;
  if (q.error) return <AccessError error={q.error} />;
  return (
    <section aria-labelledby="report-title" className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-widest text-violet">Strategic Foresight Sprint</p>
      <h1 id="report-title" className="font-display text-4xl text-ink">
        Sprint report
      </h1>
      <p className="mt-1 text-ink-soft">
        <Link to={`/coach/clients/${encodeURIComponent(userId)}`} className="font-semibold text-violet underline">
          Back to the client dossier
        </Link>
      </p>
      <div className="mt-6">
        <Body userId={userId} state={q.data} />
      </div>
    </section>
  );
}

function Body({ userId, state }: { userId: string; state: ReportState }) {
  const assemble = useAssembleReport(userId);
  const zone = useCoachZone();
  if (!state.report)
    return (
      <div className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-line/70">
        <h2 className="font-display text-2xl text-ink">Assemble the report</h2>
        <p className="mt-2 text-ink-soft">
          The report gathers the client’s trends with their ratings, 20 letters from the future and the 90-day roadmap
          from Talk. You can edit it before sending.
        </p>
        <p className="mt-3 font-semibold text-ink" data-testid="sessions-done">
          {state.sessionsDone} of 3 sessions done
        </p>
        {!state.canAssemble ? (
          <p className="mt-1 text-sm text-ink-soft">
            The report can be assembled once all three sessions are marked done.
          </p>
        ) : null}
        {assemble.error ? (
          <p role="alert" className="mt-3 text-coral-dark">
            {assemble.error.message}
          </p>
        ) : null}
        <Button
          className="mt-5"
          variant="coral"
          disabled={!state.canAssemble}
          loading={assemble.isPending}
          onClick={() => assemble.mutate()}
        >
          Assemble the report
        </Button>
      </div>
    );
  if (state.report.status === 'sent')
    return (
      <div className="space-y-6">
        <div className="flex flex-wrap items-center gap-3 rounded-3xl bg-mint/15 p-5 text-ink" role="status">
          <CheckCircle2 className="size-6 text-mint" aria-hidden="true" />
          <p className="font-semibold">
            Sent on {whenLabel(state.report.sentAt!, zone)} ({zoneLabel(zone)})
            {state.sponsorEmail ? `, with a copy to the sponsor (${state.sponsorEmail})` : ''}.
          </p>
          <a href={reportPreviewUrl(userId)} download className={buttonClass('secondary', 'sm', 'ml-auto')}>
            <Download className="size-4" aria-hidden="true" /> PDF
          </a>
        </div>
        <ReadOnly content={state.report.content} />
      </div>
    );
  return <Editor key={state.report.updatedAt} userId={userId} state={state} content={state.report.content} />;
}

function Editor({ userId, state, content }: { userId: string; state: ReportState; content: ReportContent }) {
  const save = useSaveReport(userId);
  const send = useSendReport(userId);
  const [summary, setSummary] = useState(content.summary);
  const [closing, setClosing] = useState(content.closing);
  const [notes, setNotes] = useState<Record<string, string>>(() =>
    Object.fromEntries(content.trends.map((t) => [t.id, t.note])),
  );
  const [weeks, setWeeks] = useState(() => content.roadmap.map((w) => ({ focus: w.focus, tasks: w.tasks.join('\n') })));
  const [vision, setVision] = useState(content.vision);
  const [strengths, setStrengths] = useState(content.strengths.join('\n'));
  const [ideas, setIdeas] = useState(() => content.ideas.map((i) => ({ ...i })));
  const [letters, setLetters] = useState<Record<string, string>>(() =>
    Object.fromEntries(content.letters.map((l) => [l.id, l.content])),
  );
  const [confirming, setConfirming] = useState(false);

  const edit = (): ReportEdit => ({
    summary,
    vision,
    strengths: strengths.split('\n').filter((x) => x.trim()),
    ideas: ideas.filter((i) => i.title.trim() || i.rationale.trim()),
    letters,
    closing,
    trendNotes: notes,
    roadmap: weeks.map((w) => ({ focus: w.focus, tasks: w.tasks.split('\n').filter((t) => t.trim()) })),
  });
  const onSave = () =>
    save.mutate(edit(), {
      onSuccess: () => toast.success('Draft saved'),
      onError: (e) => toast.error(e.message),
    });
  const onSend = async () => {
    try {
      // The fields as they are now go with the report: saved first, then sent.
      await save.mutateAsync(edit());
      await send.mutateAsync();
      toast.success('Report sent');
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <form
      className="space-y-6"
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <Box title={`${content.clientName}, the future ${content.role}`}>
        <Area label="Summary" value={summary} onChange={setSummary} max={REPORT_TEXT_MAX} rows={5} />
        <div className="mt-4">
          <Area label="Vision" value={vision} onChange={setVision} max={REPORT_TEXT_MAX} rows={2} />
        </div>
        <div className="mt-4">
          <Area
            label="Strengths (one per line; delete a line to remove it)"
            value={strengths}
            onChange={setStrengths}
            rows={3}
          />
        </div>
      </Box>

      <Box title="Ideas">
        {ideas.length ? (
          <ol className="space-y-4">
            {ideas.map((idea, i) => (
              <li key={i} className="space-y-2 rounded-2xl p-4 ring-1 ring-line">
                <TextField
                  label={`Idea ${i + 1}`}
                  value={idea.title}
                  maxLength={REPORT_LINE_MAX}
                  onChange={(e) => setIdeas((xs) => xs.map((x, j) => (j === i ? { ...x, title: e.target.value } : x)))}
                />
                <Area
                  label={`Why, idea ${i + 1}`}
                  value={idea.rationale}
                  max={REPORT_NOTE_MAX}
                  rows={2}
                  onChange={(v) => setIdeas((xs) => xs.map((x, j) => (j === i ? { ...x, rationale: v } : x)))}
                />
                <Button variant="ghost" size="sm" onClick={() => setIdeas((xs) => xs.filter((_, j) => j !== i))}>
                  Remove this idea
                </Button>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-ink-soft">No ideas in the report.</p>
        )}
      </Box>

      <Box title="The 90-day roadmap, week by week">
        <ol className="grid gap-4 sm:grid-cols-2">
          {content.roadmap.map((w, i) => (
            <li key={w.label} className="space-y-3 rounded-2xl p-4 ring-1 ring-line">
              <p className="text-xs font-bold uppercase tracking-wide text-violet">{w.label}</p>
              <TextField
                label={`Focus, ${w.label}`}
                value={weeks[i]!.focus}
                maxLength={REPORT_LINE_MAX}
                onChange={(e) => setWeeks((ws) => ws.map((x, j) => (j === i ? { ...x, focus: e.target.value } : x)))}
              />
              <Area
                label={`Tasks, ${w.label} (one per line)`}
                value={weeks[i]!.tasks}
                rows={3}
                onChange={(v) => setWeeks((ws) => ws.map((x, j) => (j === i ? { ...x, tasks: v } : x)))}
              />
            </li>
          ))}
        </ol>
      </Box>

      <Box title={`${content.trends.length} trends, with the client’s ratings`}>
        <ol className="grid gap-3 lg:grid-cols-2">
          {content.trends.map((t) => (
            <li key={t.id} className="rounded-2xl p-4 ring-1 ring-line">
              <p className="font-semibold text-ink">{t.title}</p>
              <RatingChips impact={t.impact} certainty={t.certainty} />
              <TextField
                className="mt-3"
                label={`Your note on ${quoted(t.title)}`}
                value={notes[t.id] ?? ''}
                maxLength={REPORT_NOTE_MAX}
                placeholder="Optional note for this client"
                onChange={(e) => setNotes((n) => ({ ...n, [t.id]: e.target.value }))}
              />
            </li>
          ))}
        </ol>
      </Box>

      <Box title={`${content.letters.length} letters from the future`}>
        <p className="text-ink-soft">
          Chosen for the client from the letters library (the ones they read in Talk first):
        </p>
        <p className="mt-2 text-ink">{content.letters.map((l) => l.theme).join(' · ')}</p>
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-semibold text-violet-dark">Edit the letters</summary>
          <div className="mt-3 space-y-4">
            {content.letters.map((l) => (
              <Area
                key={l.id}
                label={`Letter: ${l.theme}`}
                value={letters[l.id] ?? ''}
                max={REPORT_TEXT_MAX}
                rows={4}
                onChange={(v) => setLetters((ls) => ({ ...ls, [l.id]: v }))}
              />
            ))}
          </div>
        </details>
      </Box>

      <Box title="Closing">
        <Area label="Closing note" value={closing} onChange={setClosing} max={REPORT_TEXT_MAX} rows={3} />
      </Box>

      <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-2 border-t border-line bg-paper/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-3xl sm:border sm:px-5">
        <Button type="submit" variant="secondary" size="sm" loading={save.isPending && !send.isPending}>
          Save draft
        </Button>
        {/* Opens in the browser's PDF viewer in a new tab: a preview, not a file to find in Downloads. */}
        <a
          href={reportPreviewUrl(userId, { inline: true })}
          target="_blank"
          rel="noopener"
          className={buttonClass('ghost', 'sm')}
        >
          <Eye className="size-4" aria-hidden="true" /> Preview PDF
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
          {confirming ? (
            <>
              <span className="text-sm text-ink">
                Send to {content.clientName}
                {state.sponsorEmail ? ` and a copy to the sponsor (${state.sponsorEmail})` : ''}?
              </span>
              <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
                Not yet
              </Button>
              <Button variant="coral" size="sm" loading={send.isPending} onClick={() => void onSend()}>
                <Send className="size-4" aria-hidden="true" /> Yes, send
              </Button>
            </>
          ) : (
            <Button variant="coral" size="sm" disabled={!state.canAssemble} onClick={() => setConfirming(true)}>
              <Send className="size-4" aria-hidden="true" /> Send the report
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}

function Box({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-line/70 sm:p-6">
      <h2 id={id} className="mb-4 font-display text-2xl text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Area({
  label,
  value,
  onChange,
  max,
  rows,
}: {
  label: string;
  value: string;
  onChange(v: string): void;
  max?: number;
  rows: number;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <TextArea id={id} value={value} rows={rows} maxLength={max} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

function ReadOnly({ content }: { content: ReportContent }) {
  return (
    <div className="space-y-6">
      <Box title={`${content.clientName}, the future ${content.role}`}>
        <p className="whitespace-pre-line text-ink">{content.summary}</p>
      </Box>
      <Box title="The 90-day roadmap, week by week">
        <RoadmapWeeks weeks={content.roadmap} />
      </Box>
    </div>
  );
}
