import { useEffect, useRef, useState } from 'react';
import { WEEKDAYS, WEEKLY_ANSWER_LABELS, WEEKLY_SETTINGS as T } from '@content/weekly-guidance';
import { fillOfferText } from '@core/offers';
import type { WeeklyAnswerValue, WeeklyView } from '@core/contracts/weekly-guidance';
import { Button } from '@web/components/ui/button';
import { browserZone, useWeekly, useWeeklyChange } from './weekly-api';

const ANSWERS: WeeklyAnswerValue[] = ['done', 'not_yet', 'change'];
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const minutes = (v: string) => {
  const [h, m] = v.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};
const zones = (): string[] => {
  try {
    return (Intl as unknown as { supportedValuesOf(k: string): string[] }).supportedValuesOf('timeZone');
  } catch {
    return [];
  }
};

/**
 * Weekly guidance on the plan (decision 078): the weeks sent with one-tap answers ("done" counted as weeks done),
 * the day, time and zone (Monday 09:00 in the browser's zone to start), stop/start, and the sponsor's monthly note.
 */
export function WeeklyPanel({ open }: { open: boolean }) {
  const weekly = useWeekly(open);
  const change = useWeeklyChange();
  const started = useRef(false);
  const v = weekly.data;

  // The first time the plan is shown, weekly guidance starts on Monday 09:00 in the browser's zone.
  useEffect(() => {
    if (v && !v.settings && !started.current) {
      started.current = true;
      change.mutate({ kind: 'settings', timeZone: browserZone() });
    }
  }, [v, change]);

  if (!v?.settings) return null;
  return <WeeklyBody view={v} settings={v.settings} busy={change.isPending} onChange={change.mutate} />;
}

type Settings = NonNullable<WeeklyView['settings']>;

function WeeklyBody({
  view,
  settings,
  busy,
  onChange,
}: {
  view: WeeklyView;
  settings: Settings;
  busy: boolean;
  onChange: ReturnType<typeof useWeeklyChange>['mutate'];
}) {
  const [weekday, setWeekday] = useState(settings.weekday);
  const [time, setTime] = useState(hhmm(settings.minuteOfDay));
  const [zone, setZone] = useState(settings.timeZone);
  const done = view.weeks.filter((w) => w.answer === 'done').length;
  const allZones = zones();

  return (
    <section aria-labelledby="plan-weekly" className="space-y-4 rounded-2xl bg-cream/70 p-4">
      <div>
        <h3 id="plan-weekly" className="font-display text-xl">
          {T.title}
        </h3>
        <p className="text-sm text-ink-soft">{T.intro}</p>
        <p className="mt-1 font-semibold" data-testid="weeks-done">
          {fillOfferText(T.weeksDone, { done: String(done), weeks: String(view.totalWeeks) })}
        </p>
        {!view.talkActive ? <p className="text-sm text-coral-dark">{T.notPaid}</p> : null}
      </div>

      {view.weeks.length ? (
        <ol className="space-y-3">
          {view.weeks.map((w) => (
            <li key={w.week} className="rounded-xl bg-white p-3">
              <p className="text-[15px]">
                <span className="font-semibold">{fillOfferText(T.thisWeek, { week: String(w.week) })}:</span> {w.task}
              </p>
              <div
                role="group"
                aria-label={fillOfferText(T.thisWeek, { week: String(w.week) })}
                className="mt-2 flex flex-wrap gap-2"
              >
                {ANSWERS.map((a) => (
                  <Button
                    key={a}
                    size="sm"
                    variant={w.answer === a ? 'primary' : 'secondary'}
                    aria-pressed={w.answer === a}
                    disabled={busy}
                    onClick={() => onChange({ kind: 'answer', week: w.week, answer: a })}
                  >
                    {WEEKLY_ANSWER_LABELS[a]}
                  </Button>
                ))}
              </div>
            </li>
          ))}
        </ol>
      ) : null}

      {settings.active ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            onChange({ kind: 'settings', weekday, minuteOfDay: minutes(time), timeZone: zone });
          }}
        >
          <label className="text-sm">
            {T.when}
            <select
              className="mt-1 block h-10 rounded-2xl border border-line bg-white px-3"
              value={weekday}
              onChange={(e) => setWeekday(Number(e.target.value))}
            >
              {WEEKDAYS.map((d, i) => (
                <option key={d} value={i}>
                  {d}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm">
            {T.at}
            <input
              type="time"
              required
              className="mt-1 block h-10 rounded-2xl border border-line bg-white px-3"
              value={time}
              onChange={(e) => setTime(e.target.value)}
            />
          </label>
          <label className="text-sm">
            {T.zone}
            <select
              className="mt-1 block h-10 max-w-56 rounded-2xl border border-line bg-white px-3"
              value={zone}
              onChange={(e) => setZone(e.target.value)}
            >
              {(allZones.includes(zone) ? allZones : [zone, ...allZones]).map((z) => (
                <option key={z} value={z}>
                  {z.replace(/_/g, ' ')}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" size="md" disabled={busy}>
            {T.save}
          </Button>
          <Button variant="ghost" size="md" disabled={busy} onClick={() => onChange({ kind: 'stop' })}>
            {T.stop}
          </Button>
        </form>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm">{T.off}</p>
          <Button size="sm" disabled={busy} onClick={() => onChange({ kind: 'settings', active: true })}>
            {T.start}
          </Button>
        </div>
      )}

      {view.sponsors.map((s) => (
        <label key={s.id} className="flex items-start gap-3 rounded-xl bg-white p-3 text-sm">
          <input
            type="checkbox"
            className="mt-1 size-4"
            checked={s.consent === true}
            disabled={busy}
            onChange={(e) => onChange({ kind: 'sponsor', id: s.id, consent: e.target.checked })}
          />
          <span>
            <span className="block font-semibold">{fillOfferText(T.sponsorTitle, { sponsorName: s.parentNames })}</span>
            {fillOfferText(T.sponsorAsk, { sponsorName: s.parentNames })}
          </span>
        </label>
      ))}
    </section>
  );
}
