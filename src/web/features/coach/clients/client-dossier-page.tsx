import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { FileText, ImageOff, Mic } from 'lucide-react';
import type { ClientDossier } from '@core/contracts/sprint-report';
import { CERTAINTY_SCALE, IMPACT_SCALE } from '@core/talk';
import { quoted } from '@core/text-clean';
import { ButtonLink } from '@web/components/ui/button';
import { PageFallback } from '@web/components/ui/page-fallback';
import { whenLabel, zoneLabel } from '@web/lib/times';
import { useCoachZone } from '../coach-api';
import { AccessError } from './access-error';
import { useDossier } from './clients-api';

/**
 * /coach/clients/:userId — what a coach reads before and between the sessions: the poster, the quiz answers, the
 * voice message (only while the client shares it), Talk's highlights, the rated trends and kept ideas, the
 * sessions. The server answers 403 to anyone but the client's coach and admins.
 */
export function ClientDossierPage() {
  const { userId = '' } = useParams();
  const q = useDossier(userId);
  if (q.isPending) return <PageFallback />;
  if (q.error) return <AccessError error={q.error} />;
  const d = q.data;
  return (
    <article aria-labelledby="dossier-title" className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-violet">Client dossier</p>
          <h1 id="dossier-title" className="font-display text-4xl text-ink">
            {d.client.name}
          </h1>
          {d.poster ? <p className="text-ink-soft">The future {d.poster.roleTitle}</p> : null}
        </div>
        <ButtonLink to={`/coach/clients/${encodeURIComponent(userId)}/report`} variant="coral">
          <FileText className="size-4" aria-hidden="true" /> Sprint report
        </ButtonLink>
      </header>

      <div className="mt-8 grid gap-6 md:grid-cols-[minmax(0,300px)_1fr]">
        <div className="space-y-6">
          <Poster poster={d.poster} />
          <Voice voice={d.voice} />
          <Sessions sessions={d.sessions} />
        </div>
        <div className="space-y-6">
          <Panel title="Quiz answers" id="answers">
            {d.answers.length ? (
              <dl className="space-y-3">
                {d.answers.map((a) => (
                  <div key={a.question}>
                    <dt className="text-sm text-ink-soft">{a.question}</dt>
                    <dd className="font-semibold text-ink">{a.answer}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <Empty>No answers yet.</Empty>
            )}
          </Panel>
          <Panel title="Talk highlights" id="highlights">
            {!d.talk.shared ? (
              <Empty>
                The client has not shared Talk with you. Their highlights, rated trends, kept ideas and letters show
                here only while they tick “Share my Talk highlights with my coach”, and the report starts without them.
              </Empty>
            ) : d.talk.highlights.length ? (
              <dl className="space-y-3">
                {d.talk.highlights.map((h, i) => (
                  <div key={`${h.label}-${i}`}>
                    <dt className="text-sm text-ink-soft">{h.label}</dt>
                    <dd className="text-ink">{h.text}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <Empty>The client has not talked about their vision, values or strengths in Talk yet.</Empty>
            )}
          </Panel>
          <Panel title="Rated trends" id="trends">
            {d.talk.ratedTrends.length ? (
              <ul className="space-y-3">
                {d.talk.ratedTrends.map((t) => (
                  <li key={t.id}>
                    <p className="font-semibold text-ink">{t.title}</p>
                    <RatingChips impact={t.impact} certainty={t.certainty} />
                  </li>
                ))}
              </ul>
            ) : (
              <Empty>No trends rated yet.</Empty>
            )}
          </Panel>
          <Panel title="Kept ideas" id="ideas">
            {d.talk.keptIdeas.length ? (
              <ul className="space-y-3">
                {d.talk.keptIdeas.map((i) => (
                  <li key={i.title}>
                    <p className="font-semibold text-ink">{i.title}</p>
                    <p className="text-sm text-ink-soft">{i.rationale}</p>
                  </li>
                ))}
              </ul>
            ) : (
              <Empty>No ideas kept yet.</Empty>
            )}
            {d.talk.letters.length ? (
              <p className="mt-4 text-sm text-ink-soft">
                Letters read in Talk: {d.talk.letters.map((l) => l.theme).join(', ')}
              </p>
            ) : null}
          </Panel>
        </div>
      </div>
    </article>
  );
}

export function RatingChips({ impact, certainty }: { impact: number | null; certainty: number | null }) {
  if (!impact && !certainty) return <p className="text-sm text-ink-soft">Not rated</p>;
  return (
    <p className="mt-1 flex flex-wrap gap-2 text-xs font-semibold">
      {impact ? (
        <span className="rounded-full bg-violet/10 px-2.5 py-1 text-violet-dark">
          Impact: {IMPACT_SCALE[impact - 1]}
        </span>
      ) : null}
      {certainty ? (
        <span className="rounded-full bg-mint/15 px-2.5 py-1 text-ink">
          Certainty: {CERTAINTY_SCALE[certainty - 1]}
        </span>
      ) : null}
    </p>
  );
}

function Panel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`dossier-${id}`} className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-line/70">
      <h2 id={`dossier-${id}`} className="mb-3 font-display text-2xl text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

const Empty = ({ children }: { children: ReactNode }) => <p className="text-ink-soft">{children}</p>;

function Poster({ poster }: { poster: ClientDossier['poster'] }) {
  if (!poster?.imageUrl)
    return (
      <div className="grid aspect-[3/4] place-items-center rounded-3xl bg-cream text-center text-ink-soft ring-1 ring-line/70">
        <div className="space-y-2">
          <ImageOff className="mx-auto size-8" aria-hidden="true" />
          <p>No poster yet</p>
        </div>
      </div>
    );
  return (
    <img
      src={poster.imageUrl}
      alt={`The client's poster: the future ${poster.roleTitle}`}
      className="w-full rounded-3xl shadow-card ring-1 ring-line/70"
    />
  );
}

function Voice({ voice }: { voice: ClientDossier['voice'] }) {
  return (
    <Panel title="Voice message" id="voice">
      {voice.status === 'shared' ? (
        <div className="space-y-3">
          <audio controls src={voice.audioUrl} className="w-full" aria-label="The client's voice message">
            <track kind="captions" />
          </audio>
          <p className="text-sm text-ink-soft">{voice.durationSeconds} seconds</p>
          {voice.transcript ? (
            <blockquote className="border-l-4 border-violet pl-3 text-ink">{quoted(voice.transcript)}</blockquote>
          ) : null}
        </div>
      ) : (
        <p className="flex items-start gap-2 text-ink-soft">
          <Mic className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {voice.status === 'private'
            ? 'The client has a voice message but has not shared it with their coach.'
            : 'No voice message.'}
        </p>
      )}
    </Panel>
  );
}

function Sessions({ sessions }: { sessions: ClientDossier['sessions'] }) {
  const zone = useCoachZone();
  return (
    <Panel title="Sessions" id="sessions">
      {sessions.length ? (
        <ol className="space-y-2" aria-describedby="session-zone">
          {sessions.map((s) => (
            <li key={s.id}>
              <div className="flex items-center justify-between gap-2">
                <span className="font-semibold text-ink">Session {s.number}</span>
                <SessionStatus status={s.status} />
              </div>
              <p className="text-sm text-ink-soft">{whenLabel(s.startsAt, zone)}</p>
            </li>
          ))}
          <li id="session-zone" className="text-xs text-ink-soft">
            All times are {zoneLabel(zone)}
          </li>
        </ol>
      ) : (
        <Empty>No sessions.</Empty>
      )}
    </Panel>
  );
}

function SessionStatus({ status }: { status: ClientDossier['sessions'][number]['status'] }) {
  const look = {
    done: ['Done', 'bg-mint/15 text-ink'],
    cancelled: ['Cancelled', 'bg-line text-ink-soft'],
    booked: ['Booked', 'bg-violet/10 text-violet-dark'],
  } as const;
  const [label, cls] = look[status];
  return <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${cls}`}>{label}</span>;
}
