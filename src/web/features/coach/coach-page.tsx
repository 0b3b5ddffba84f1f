import { CalendarClock, Check, ExternalLink, Lock, Plus, Trash2, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '@web/components/ui/button';
import { EmptyState, LoadFailed } from '@web/components/ui/empty-state';
import { Input, TextArea, TextField } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { Tabs } from '@web/components/ui/tabs';
import { toast } from '@web/components/ui/toast';
import { useFieldArray } from 'react-hook-form';
import { availabilityFormSchema, coachProfileSchema, WEEKDAY_NAMES } from '@core/contracts/coach';
import { ApiError } from '@web/lib/api';
import { anyError, useZodForm } from '@web/lib/zod-form';
import { cn } from '@web/lib/cn';
import { dayLabel, timeLabel, zoneLabel } from '@web/lib/times';
import {
  fromHhmm,
  toHhmm,
  useCoachActions,
  useWorkspace,
  type CoachSession,
  type Exception,
  type Weekly,
  type Workspace,
} from './coach-api';

const DAYS = WEEKDAY_NAMES;

/**
 * /coach: the coach's workspace (decision 042): upcoming sessions with private notes and 'Mark as done', weekly
 * hours and exceptions, and the profile (time zone, video link). Each session links to the client's dossier
 * (/coach/clients/:userId, src/web/features/coach/clients).
 */
export function CoachPage() {
  const q = useWorkspace();
  const [tab, setTab] = useState('sessions');
  useEffect(() => {
    document.title = 'Coach workspace';
  }, []);
  if (q.isPending)
    return (
      <div className="grid min-h-[50vh] place-items-center">
        <Spinner label="Loading your workspace" />
      </div>
    );
  if (q.isError) {
    const status = q.error instanceof ApiError ? q.error.status : 0;
    if (status === 401 || status === 403)
      return (
        <EmptyState
          layout="page"
          icon={<Lock aria-hidden="true" />}
          title={status === 401 ? 'Please sign in' : 'Not allowed'}
          titleAs="h1"
          action={status === 401 ? <ButtonLink to="/auth?next=/coach">Sign in</ButtonLink> : undefined}
        >
          {q.error.message}
        </EmptyState>
      );
    return (
      <LoadFailed title="We could not load your workspace" message={q.error.message} onRetry={() => void q.refetch()} />
    );
  }
  const ws = q.data;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 pb-16 pt-8 sm:px-6 sm:pt-12">
      <p className="text-sm font-semibold uppercase tracking-wider text-violet">Coach workspace</p>
      <h1 className="mt-1 font-display text-[2.2rem] leading-[1.05] tracking-tight sm:text-5xl">
        Hello, {ws.coach.displayName}
      </h1>
      <p className="mt-2 text-ink-soft">
        All times are <strong className="text-ink">{zoneLabel(ws.coach.timeZone)}</strong> (your profile’s time zone)
      </p>
      <Tabs
        className="mt-6"
        value={tab}
        onValueChange={setTab}
        tabs={[
          { value: 'sessions', label: 'Sessions', content: <Sessions ws={ws} /> },
          {
            value: 'hours',
            label: 'Hours',
            content: <Hours key={JSON.stringify([ws.weekly, ws.exceptions])} ws={ws} />,
          },
          { value: 'profile', label: 'Profile', content: <Profile key={JSON.stringify(ws.coach)} ws={ws} /> },
        ]}
      />
    </div>
  );
}

function Sessions({ ws }: { ws: Workspace }) {
  if (!ws.sessions.length)
    return (
      <EmptyState layout="inline" icon={<CalendarClock aria-hidden="true" />} title="No sessions yet" titleAs="h2">
        When a client books a time in your hours, it shows here and you get an e-mail with the invitation.
      </EmptyState>
    );
  return (
    <ol className="space-y-3" aria-label="Your sessions">
      {ws.sessions.map((s) => (
        <SessionRow key={s.id} s={s} zone={ws.coach.timeZone} />
      ))}
    </ol>
  );
}

function SessionRow({ s, zone }: { s: CoachSession; zone: string }) {
  const { saveNotes, markDone } = useCoachActions();
  const [notes, setNotes] = useState(s.notes);
  const when = `${dayLabel(s.startsAt, zone)}, ${timeLabel(s.startsAt, zone)}–${timeLabel(s.endsAt, zone)}`;
  const started = new Date(s.startsAt).getTime() <= Date.now();
  return (
    <li data-testid="coach-session" className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-line/70">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-semibold text-ink">{when}</p>
          <p className="text-sm text-ink-soft">
            {s.client.name} · Session {s.number} of 3
          </p>
          <Link
            to={`/coach/clients/${encodeURIComponent(s.client.userId)}`}
            className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-violet underline"
          >
            <UserRound className="size-4" aria-hidden="true" /> Client dossier
          </Link>
        </div>
        {s.status === 'done' ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-mint/15 px-3 py-1 text-sm font-semibold text-[#0f7a5a]">
            <Check className="size-4" aria-hidden="true" /> Done
          </span>
        ) : (
          <div className="flex flex-col items-start gap-1 sm:items-end">
            <Button
              size="sm"
              variant="secondary"
              loading={markDone.isPending}
              disabled={!started}
              aria-describedby={started ? undefined : `not-started-${s.id}`}
              aria-label={`Mark session ${s.number} with ${s.client.name} as done`}
              onClick={() => {
                // Done cannot be undone, and three done sessions let the report go out: asked first.
                if (!window.confirm(`Mark session ${s.number} with ${s.client.name} as done? This cannot be undone.`))
                  return;
                markDone.mutate(s.id, {
                  onSuccess: () => toast.success('Marked as done.'),
                  onError: (e) => toast.error(e.message),
                });
              }}
            >
              Mark as done
            </Button>
            {started ? null : (
              <p id={`not-started-${s.id}`} className="text-xs text-ink-soft">
                Once the session has started
              </p>
            )}
          </div>
        )}
      </div>
      <label className="mt-3 block text-sm font-semibold" htmlFor={`notes-${s.id}`}>
        Private notes <span className="font-normal text-ink-soft">(only you see them)</span>
      </label>
      <TextArea
        id={`notes-${s.id}`}
        className="mt-1 min-h-20"
        value={notes}
        maxLength={20_000}
        onChange={(e) => setNotes(e.target.value)}
      />
      <div className="mt-2 flex justify-end">
        <Button
          size="sm"
          disabled={notes === s.notes}
          loading={saveNotes.isPending}
          onClick={() =>
            saveNotes.mutate(
              { id: s.id, notes },
              { onSuccess: () => toast.success('Notes saved.'), onError: (e) => toast.error(e.message) },
            )
          }
        >
          Save notes
        </Button>
      </div>
    </li>
  );
}

/** A time input's value for an end minute: 24:00 is written 00:00. */
const endValue = (m: number) => (m >= 24 * 60 ? '00:00' : toHhmm(m));
const endMinute = (v: string) => fromHhmm(v) || 24 * 60;

function Hours({ ws }: { ws: Workspace }) {
  const { saveAvailability } = useCoachActions();
  // The hours are checked as the server checks them (core/contracts/coach.ts) before they are sent.
  const form = useZodForm(availabilityFormSchema, { weekly: ws.weekly, exceptions: ws.exceptions });
  const weeklyRows = useFieldArray({ control: form.control, name: 'weekly' });
  const exceptionRows = useFieldArray({ control: form.control, name: 'exceptions' });
  const weekly = form.watch('weekly');
  const exceptions = form.watch('exceptions');
  const setW = (i: number, p: Partial<Weekly>) => weeklyRows.update(i, { ...weekly[i]!, ...p });
  const setX = (i: number, p: Partial<Exception>) => exceptionRows.update(i, { ...exceptions[i]!, ...p });
  const save = form.handleSubmit(
    (value) =>
      saveAvailability.mutate(value, {
        onSuccess: () => toast.success('Hours saved.'),
        onError: (e) => toast.error(e.message),
      }),
    (errors) => toast.error(anyError(errors) ?? 'Please check the hours.'),
  );
  return (
    <div className="space-y-8">
      <section aria-labelledby="weekly-hours">
        <h2 id="weekly-hours" className="text-xl font-semibold">
          Weekly hours
        </h2>
        <p className="text-sm text-ink-soft">
          Clients book 45-minute sessions starting on the hour inside these hours.
        </p>
        <ul className="mt-3 divide-y divide-line rounded-2xl bg-white ring-1 ring-line/70">
          {DAYS.map((day, wd) => (
            <li key={day} className="flex flex-wrap items-center gap-3 p-3">
              <span className="w-full font-semibold sm:w-28">{day}</span>
              <div className="flex min-w-0 basis-full flex-col gap-2 sm:flex-1 sm:basis-auto">
                {weekly.every((w) => w.weekday !== wd) && <span className="text-sm text-ink-soft">Unavailable</span>}
                {weekly.map((w, i) =>
                  w.weekday !== wd ? null : (
                    <div key={i} className="flex min-w-0 items-center gap-2">
                      <Input
                        type="time"
                        aria-label={`${day} from`}
                        className="h-10 w-36 min-w-0 shrink px-2.5"
                        value={toHhmm(w.startMinute)}
                        onChange={(e) => setW(i, { startMinute: fromHhmm(e.target.value) })}
                      />
                      <span aria-hidden="true">–</span>
                      <Input
                        type="time"
                        aria-label={`${day} until`}
                        className="h-10 w-36 min-w-0 shrink px-2.5"
                        value={endValue(w.endMinute)}
                        onChange={(e) => setW(i, { endMinute: endMinute(e.target.value) })}
                      />
                      <Button
                        size="sm"
                        variant="ghost"
                        className="shrink-0 px-2.5"
                        aria-label={`Remove these ${day} hours`}
                        onClick={() => weeklyRows.remove(i)}
                      >
                        <Trash2 className="size-4" aria-hidden="true" />
                      </Button>
                    </div>
                  ),
                )}
              </div>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Add hours on ${day}`}
                onClick={() => weeklyRows.append({ weekday: wd, startMinute: 9 * 60, endMinute: 17 * 60 })}
              >
                <Plus className="size-4" aria-hidden="true" /> Add
              </Button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="exceptions">
        <h2 id="exceptions" className="text-xl font-semibold">
          Exceptions
        </h2>
        <p className="text-sm text-ink-soft">A day off, some hours off, or extra hours on one date.</p>
        {exceptions.length > 0 && (
          <ul className="mt-3 space-y-2">
            {exceptions.map((x, i) => {
              const kind = x.available ? 'extra' : x.startMinute === null ? 'day' : 'off';
              return (
                <li key={i} className="flex flex-wrap items-center gap-2 rounded-2xl bg-white p-3 ring-1 ring-line/70">
                  <Input
                    type="date"
                    aria-label="Date"
                    className="h-10 w-44"
                    value={x.date}
                    onChange={(e) => setX(i, { date: e.target.value })}
                  />
                  <select
                    aria-label="Kind of exception"
                    className="h-10 rounded-2xl border border-line bg-white px-3"
                    value={kind}
                    onChange={(e) =>
                      setX(
                        i,
                        e.target.value === 'day'
                          ? { available: false, startMinute: null, endMinute: null }
                          : {
                              available: e.target.value === 'extra',
                              startMinute: x.startMinute ?? 9 * 60,
                              endMinute: x.endMinute ?? 12 * 60,
                            },
                      )
                    }
                  >
                    <option value="day">Whole day off</option>
                    <option value="off">Hours off</option>
                    <option value="extra">Extra hours</option>
                  </select>
                  {kind !== 'day' && (
                    <>
                      <Input
                        type="time"
                        aria-label="From"
                        className="h-10 w-32"
                        value={toHhmm(x.startMinute ?? 0)}
                        onChange={(e) => setX(i, { startMinute: fromHhmm(e.target.value) })}
                      />
                      <Input
                        type="time"
                        aria-label="Until"
                        className="h-10 w-32"
                        value={endValue(x.endMinute ?? 0)}
                        onChange={(e) => setX(i, { endMinute: endMinute(e.target.value) })}
                      />
                    </>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove the exception on ${x.date}`}
                    onClick={() => exceptionRows.remove(i)}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        <Button
          className="mt-3"
          size="sm"
          variant="secondary"
          onClick={() =>
            exceptionRows.append({
              date: new Date().toISOString().slice(0, 10),
              startMinute: null,
              endMinute: null,
              available: false,
            })
          }
        >
          <Plus className="size-4" aria-hidden="true" /> Add an exception
        </Button>
      </section>
      <div className="flex justify-end">
        <Button variant="coral" loading={saveAvailability.isPending} onClick={() => void save()}>
          Save hours
        </Button>
      </div>
    </div>
  );
}

function Profile({ ws }: { ws: Workspace }) {
  const { saveProfile } = useCoachActions();
  const { register, handleSubmit, watch } = useZodForm(coachProfileSchema, {
    displayName: ws.coach.displayName,
    timeZone: ws.coach.timeZone,
    videoLink: ws.coach.videoLink ?? '',
    bio: ws.coach.bio ?? '',
  });
  const [timeZone, videoLink] = watch(['timeZone', 'videoLink']);
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [timeZone];
  const submit = handleSubmit(
    (p) =>
      saveProfile.mutate(
        { ...p, videoLink: p.videoLink || null, bio: p.bio || null },
        { onSuccess: () => toast.success('Profile saved.'), onError: (err) => toast.error(err.message) },
      ),
    (errors) => toast.error(anyError(errors) ?? 'Please check the profile.'),
  );
  return (
    <form className="max-w-xl space-y-4" onSubmit={submit}>
      <TextField label="Name shown to clients" maxLength={80} required {...register('displayName')} />
      <div className="space-y-1.5">
        <label htmlFor="coach-zone" className="block text-sm font-semibold">
          Time zone
        </label>
        <select
          id="coach-zone"
          className={cn('h-12 w-full rounded-2xl border border-line bg-white px-4')}
          {...register('timeZone')}
        >
          {[...new Set(['UTC', timeZone, ...zones])].map((z) => (
            <option key={z} value={z}>
              {z.replace(/_/g, ' ')}
            </option>
          ))}
        </select>
        <p className="text-xs text-ink-soft">
          Your weekly hours are in this zone, also across daylight-saving changes.
        </p>
      </div>
      <TextField
        label="Video call link"
        type="url"
        placeholder="https://meet.example.com/your-room"
        hint="Sent with every invitation and reminder."
        {...register('videoLink')}
      />
      {videoLink && /^https:\/\//.test(videoLink) && (
        <a
          href={videoLink}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 text-sm text-violet underline"
        >
          <ExternalLink className="size-4" aria-hidden="true" /> Test the link
        </a>
      )}
      <div className="space-y-1.5">
        <label htmlFor="coach-bio" className="block text-sm font-semibold">
          About you
        </label>
        <TextArea id="coach-bio" maxLength={2000} {...register('bio')} />
      </div>
      <Button type="submit" variant="coral" loading={saveProfile.isPending}>
        Save profile
      </Button>
    </form>
  );
}
