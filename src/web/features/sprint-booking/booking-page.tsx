import { CalendarCheck, CalendarDays, Clock, Globe2, Lock, Video, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Button, ButtonLink } from '@web/components/ui/button';
import { EmptyState, LoadFailed } from '@web/components/ui/empty-state';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/toast';
import { useMailWatch } from '@web/lib/use-mail-status';
import { MAIL_NOT_DELIVERED } from '@content/mail-status';
import { ApiError } from '@web/lib/api';
import { TalkShareToggle, VoiceShareToggle } from '@web/features/sprint-report';
import { cn } from '@web/lib/cn';
import { SignInPrompt } from '@web/components/ui/sign-in-prompt';
import { useAccount } from '@web/lib/session';
import { zoneLabel } from '@web/lib/times';
import {
  browserZone,
  dayKey,
  dayLabel,
  timeLabel,
  useBooking,
  useBookingActions,
  type BookedSession,
  type BookingState,
} from './sprint-booking-api';

/**
 * /sprint/book: the Strategy sprint's three 45-minute sessions on three different days (decision 040). Free times
 * of every coach, in the browser's time zone (named), grouped by day; a booked session can be moved or cancelled
 * up to 24 hours before it starts.
 */
export function SprintBookingPage() {
  const zone = useMemo(browserZone, []);
  const q = useBooking();
  const { account, loading: accountLoading } = useAccount();
  useEffect(() => {
    document.title = 'Book your sprint sessions';
  }, []);

  if (q.isPending || (q.data && !q.data.eligible && accountLoading))
    return (
      <div className="grid min-h-[50vh] place-items-center">
        <Spinner label="Loading your sessions" />
      </div>
    );
  if (q.isError) {
    const status = q.error instanceof ApiError ? q.error.status : 0;
    return status === 401 ? (
      <EmptyState
        layout="page"
        icon={<Lock aria-hidden="true" />}
        title="Please sign in"
        titleAs="h1"
        action={<ButtonLink to="/auth?next=/sprint/book">Sign in</ButtonLink>}
      >
        Sign in with the account you bought the Strategy Sprint with to book your sessions.
      </EmptyState>
    ) : (
      <LoadFailed title="We could not load your sessions" message={q.error.message} onRetry={() => void q.refetch()} />
    );
  }
  // A booking link from an e-mail opened in a browser that is not signed in to the account that bought the sprint.
  if (!q.data.eligible && !account && !accountLoading)
    return (
      <SignInPrompt title="Sign in to book your sessions">
        Sign in with the account you bought the Strategy Sprint with, and your sessions open here.
      </SignInPrompt>
    );
  if (!q.data.eligible)
    return (
      <EmptyState
        layout="page"
        icon={<CalendarDays aria-hidden="true" />}
        title="Book after your Strategy Sprint purchase"
        titleAs="h1"
        action={<ButtonLink to="/strategy-checkout">See the Strategy Sprint</ButtonLink>}
      >
        The three coaching sessions are part of the Strategy Sprint. Once it is paid, you book them here.
      </EmptyState>
    );
  return <Booking state={q.data} zone={zone} />;
}

function Booking({ state, zone }: { state: BookingState; zone: string }) {
  const { book, reschedule, cancel } = useBookingActions();
  const [moving, setMoving] = useState<BookedSession | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const [picked, setPicked] = useState<{ coachUserId: string; startsAt: string } | null>(null);
  const coachName = (id: string) => state.coaches.find((c) => c.userId === id)?.name ?? 'Coach';
  const booked = state.sessions.filter((s) => s.status !== 'cancelled');
  const full = booked.length >= 3 && !moving;

  // days already used by the other sessions are not offered (three different days)
  const usedDays = new Set(booked.filter((s) => s.id !== moving?.id).map((s) => dayKey(s.startsAt, zone)));
  const byDay = new Map<string, BookingState['slots']>();
  for (const s of state.slots) {
    const k = dayKey(s.startsAt, zone);
    if (usedDays.has(k)) continue;
    byDay.set(k, [...(byDay.get(k) ?? []), s]);
  }
  const days = [...byDay.keys()];
  const activeDay = day && byDay.has(day) ? day : (days[0] ?? null);
  const busy = book.isPending || reschedule.isPending;

  // The invitation was promised: if the outbox could not deliver it, say so (decision 065).
  const watchMail = useMailWatch(() =>
    toast.error(MAIL_NOT_DELIVERED.title, { description: MAIL_NOT_DELIVERED.booking }),
  );
  const fail = (err: Error) => {
    toast.error(err.message);
    setPicked(null);
  };
  const confirm = () => {
    if (!picked) return;
    if (moving)
      reschedule.mutate(
        { id: moving.id, ...picked },
        {
          onSuccess: () => {
            toast.success(`Session ${moving.number} moved. We e-mailed you the new invitation.`);
            watchMail();
            setMoving(null);
            setPicked(null);
          },
          onError: fail,
        },
      );
    else
      book.mutate(picked, {
        onSuccess: () => {
          toast.success('Booked. The invitation is in your e-mail.');
          watchMail();
          setPicked(null);
        },
        onError: fail,
      });
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-32 pt-8 sm:px-6 sm:pt-12">
      <p className="text-sm font-semibold uppercase tracking-wider text-violet">Strategy Sprint</p>
      <h1 className="mt-1 font-display text-[2.2rem] leading-[1.05] tracking-tight sm:text-5xl">
        Book your three sessions
      </h1>
      <p className="mt-3 text-lg text-ink-soft">
        Three 45-minute video sessions with a coach, on three different days. You can change or cancel a session up to
        24 hours before it starts.
      </p>
      <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-cream px-3 py-1 text-sm text-ink">
        <Globe2 className="size-4 text-violet" aria-hidden="true" /> All times are{' '}
        <strong data-testid="booking-zone">{zoneLabel(zone)}</strong>
      </p>

      <section aria-labelledby="my-sessions" className="mt-8">
        <h2 id="my-sessions" className="text-xl font-semibold">
          Your sessions <span className="text-ink-soft">({booked.length} of 3 booked)</span>
        </h2>
        <ol className="mt-3 space-y-3">
          {[1, 2, 3].map((n) => {
            const s = booked.find((x) => x.number === n);
            return (
              <li
                key={n}
                data-testid={`session-${n}`}
                className={cn(
                  'rounded-2xl p-4 ring-1',
                  s ? 'bg-white shadow-card ring-line/70' : 'border-2 border-dashed border-line ring-transparent',
                )}
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <p className="text-sm font-semibold text-violet">Session {n}</p>
                    {s ? (
                      <>
                        <p className="font-semibold text-ink">
                          {dayLabel(s.startsAt, zone)}, {timeLabel(s.startsAt, zone)}–{timeLabel(s.endsAt, zone)}
                        </p>
                        <p className="text-sm text-ink-soft">
                          with {s.coach.name}
                          {s.status === 'done' && ' · done'}
                        </p>
                        {s.coach.videoLink && s.status === 'booked' && (
                          <a
                            href={s.coach.videoLink}
                            target="_blank"
                            rel="noreferrer"
                            className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-violet underline"
                          >
                            <Video className="size-4" aria-hidden="true" /> Video call link
                          </a>
                        )}
                      </>
                    ) : (
                      <p className="text-ink-soft">Not booked yet: pick a time below.</p>
                    )}
                  </div>
                  {s && s.status === 'booked' && (
                    <div className="flex gap-2">
                      {s.changeable ? (
                        <>
                          <Button
                            size="sm"
                            variant="secondary"
                            onClick={() => {
                              setMoving(s);
                              setPicked(null);
                            }}
                            aria-label={`Change the time of session ${n}`}
                          >
                            Change time
                          </Button>
                          <Button
                            size="sm"
                            variant="ghost"
                            loading={cancel.isPending && cancel.variables === s.id}
                            onClick={() => {
                              if (window.confirm(`Cancel session ${n}? You can book a new time afterwards.`))
                                cancel.mutate(s.id, {
                                  onSuccess: () => toast.success(`Session ${n} cancelled.`),
                                  onError: (e) => toast.error(e.message),
                                });
                            }}
                            aria-label={`Cancel session ${n}`}
                          >
                            Cancel
                          </Button>
                        </>
                      ) : (
                        <p className="max-w-48 text-xs text-ink-soft">
                          Less than 24 hours to go: this session can no longer be changed.
                        </p>
                      )}
                    </div>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      </section>

      {/* The client's choices to let the coach hear their voice message and see Talk (decisions 044, 069). */}
      <div className="mt-6 space-y-3">
        <VoiceShareToggle />
        <TalkShareToggle />
      </div>

      {full ? (
        <EmptyState
          className="mt-8"
          icon={<CalendarCheck aria-hidden="true" />}
          title="All three sessions are booked"
          titleAs="h2"
        >
          The invitations are in your e-mail. We will remind you a day and an hour before each session.
        </EmptyState>
      ) : (
        <section aria-labelledby="pick-time" className="mt-10">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="pick-time" className="text-xl font-semibold">
              {moving ? `Pick a new time for session ${moving.number}` : 'Pick a time'}
            </h2>
            {moving && (
              <Button size="sm" variant="ghost" onClick={() => (setMoving(null), setPicked(null))}>
                <X className="size-4" aria-hidden="true" /> Keep the current time
              </Button>
            )}
          </div>
          {days.length === 0 ? (
            <EmptyState
              layout="inline"
              icon={<Clock aria-hidden="true" />}
              title="No open times right now"
              titleAs="h3"
            >
              Our coaches add hours every week. Please look again tomorrow, or write to us.
            </EmptyState>
          ) : (
            <>
              <div
                role="group"
                aria-label="Days with open times"
                className="-mx-4 mt-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0"
              >
                {days.map((d) => {
                  const first = byDay.get(d)![0]!.startsAt;
                  const [wd, ...rest] = dayLabel(first, zone).split(' ');
                  return (
                    <button
                      key={d}
                      type="button"
                      aria-pressed={d === activeDay}
                      onClick={() => (setDay(d), setPicked(null))}
                      className={cn(
                        'flex min-w-24 shrink-0 flex-col items-center rounded-2xl px-3 py-2 text-sm ring-1 transition',
                        d === activeDay
                          ? 'bg-ink text-white ring-ink'
                          : 'bg-white text-ink ring-line hover:ring-ink/40',
                      )}
                    >
                      <span className="font-semibold">{wd}</span>
                      <span>{rest.join(' ')}</span>
                    </button>
                  );
                })}
              </div>
              {activeDay && (
                <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label={`Open times on ${activeDay}`}>
                  {byDay.get(activeDay)!.map((s) => {
                    const on = picked?.startsAt === s.startsAt && picked.coachUserId === s.coachUserId;
                    return (
                      <li key={`${s.coachUserId}-${s.startsAt}`}>
                        <button
                          type="button"
                          aria-pressed={on}
                          onClick={() => setPicked(s)}
                          className={cn(
                            'w-full rounded-2xl px-3 py-2.5 text-left ring-1 transition',
                            on ? 'bg-violet text-white ring-violet' : 'bg-white ring-line hover:ring-violet',
                          )}
                        >
                          <span className="block font-semibold">{timeLabel(s.startsAt, zone)}</span>
                          <span className={cn('block text-xs', on ? 'text-white/80' : 'text-ink-soft')}>
                            with {coachName(s.coachUserId)}
                          </span>
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </>
          )}
        </section>
      )}

      {picked && (
        <div className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-white/95 p-4 backdrop-blur">
          <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-3">
            <p className="text-sm">
              <strong>
                {dayLabel(picked.startsAt, zone)}, {timeLabel(picked.startsAt, zone)}
              </strong>{' '}
              with {coachName(picked.coachUserId)}
            </p>
            <Button variant="coral" loading={busy} onClick={confirm}>
              {moving ? `Move session ${moving.number} here` : 'Book this time'}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
