import { Download, FlaskConical, Users } from 'lucide-react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { EFFECT_TEXT, MEASURE_ITEMS } from '@content/measure';
import type { EffectGroup, EffectReport } from '@core/contracts/measure';
import { buttonClass } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { measureExportUrl, useEffectReport, useSetRandomised } from './dashboard-api';

/**
 * 'Does it help?' (docs/product/measure.md#the-figures, decision 084): per cohort and overall, the people with a
 * before and an after, the mean change of future self-continuity with its 95 % interval, and the distribution of
 * changes; Talk users against poster-only people (observational), and each randomised cohort with its method. Every
 * figure of a group under the minimum size is withheld on the server, not hidden here.
 */

const fmt = (x: number) => (x > 0 ? `+${x.toFixed(2)}` : x.toFixed(2));
const count = (n: number | null, min: number) => (n === null ? `<${min}` : String(n));

function ChangeText({ g, min }: { g: EffectGroup; min: number }) {
  if (!g.change.shown) return <span className="text-ink-soft">{EFFECT_TEXT.tooFew(min)}</span>;
  return (
    <span>
      <span className="font-display text-2xl tabular-nums">{fmt(g.change.mean)}</span>{' '}
      <span className="whitespace-nowrap text-sm tabular-nums text-ink-soft">
        95 % CI {fmt(g.change.low)} to {fmt(g.change.high)}
      </span>
    </span>
  );
}

function GroupStats({ g, min }: { g: EffectGroup; min: number }) {
  return (
    <dl className="grid grid-cols-3 gap-3">
      <div className="rounded-2xl bg-cream/70 p-3">
        <dt className="text-xs font-semibold uppercase tracking-wide text-ink-soft">Before</dt>
        <dd className="mt-1 font-display text-2xl tabular-nums">{count(g.withBefore, min)}</dd>
      </div>
      <div className="rounded-2xl bg-cream/70 p-3">
        <dt className="text-xs font-semibold uppercase tracking-wide text-ink-soft">After</dt>
        <dd className="mt-1 font-display text-2xl tabular-nums">{count(g.withAfter, min)}</dd>
      </div>
      <div className="rounded-2xl bg-cream/70 p-3">
        <dt className="text-xs font-semibold uppercase tracking-wide text-ink-soft">Both</dt>
        <dd className="mt-1 font-display text-2xl tabular-nums">{count(g.paired, min)}</dd>
      </div>
    </dl>
  );
}

function Distribution({ g, title }: { g: EffectGroup; title: string }) {
  if (!g.distribution.length) return null;
  const total = g.distribution.reduce((s, d) => s + d.people, 0);
  return (
    <div
      className="h-56 sm:h-64"
      role="img"
      aria-label={`${title}: ${g.distribution
        .filter((d) => d.people)
        .map((d) => `${d.people} of ${total} changed by ${d.change > 0 ? '+' : ''}${d.change}`)
        .join(', ')}`}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={g.distribution} margin={{ top: 5, right: 8, bottom: 14, left: -18 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e7e1d6" vertical={false} />
          <XAxis
            dataKey="change"
            tickFormatter={(c: number) => (c > 0 ? `+${c}` : String(c))}
            tick={{ fontSize: 12 }}
            label={{ value: 'change (steps of the circles)', position: 'insideBottom', offset: -10, fontSize: 12 }}
            height={40}
          />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(v) => [v, 'people']} labelFormatter={(c) => `change ${Number(c) > 0 ? '+' : ''}${c}`} />
          <Bar dataKey="people" fill="#6d4aff" radius={[6, 6, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

function ItemChanges({ g, min }: { g: EffectGroup; min: number }) {
  return (
    <ul className="grid gap-2 text-sm sm:grid-cols-3">
      {MEASURE_ITEMS.filter((i) => i.id !== 'fsc').map((i) => {
        const c = g.items[i.id];
        return (
          <li key={i.id} className="rounded-2xl bg-cream/50 p-3">
            <span className="block font-semibold">{i.category}</span>
            {c?.shown ? (
              <span className="tabular-nums">
                {fmt(c.mean)}{' '}
                <span className="text-ink-soft">
                  ({fmt(c.low)} to {fmt(c.high)})
                </span>
              </span>
            ) : (
              <span className="text-ink-soft">under {min} people</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Difference({ d, labels }: { d: EffectReport['observational']['difference']; labels: [string, string] }) {
  if (!d.shown)
    return <p className="text-sm text-ink-soft">Both groups need enough people before a difference is shown.</p>;
  return (
    <p className="text-sm">
      Difference ({labels[0]} − {labels[1]}): <span className="font-semibold tabular-nums">{fmt(d.difference)}</span>{' '}
      <span className="tabular-nums text-ink-soft">
        95 % CI {fmt(d.low)} to {fmt(d.high)} (Welch, df {d.df.toFixed(1)})
      </span>
    </p>
  );
}

export function EffectTab({ cohort, admin }: { cohort?: string; admin: boolean }) {
  const q = useEffectReport(cohort);
  const setRandomised = useSetRandomised();
  if (q.isPending)
    return (
      <div className="grid h-60 place-items-center">
        <Spinner className="size-6" label="Loading" />
      </div>
    );
  if (q.error)
    return (
      <p role="alert" className="text-coral-dark">
        {q.error.message}
      </p>
    );
  const r = q.data;
  const min = r.minGroup;
  const main = cohort ? (r.cohorts.find((c) => c.key === cohort) ?? r.overall) : r.overall;
  const rand = cohort ? r.randomised.find((x) => x.cohortId === cohort) : undefined;

  return (
    <div className="space-y-5">
      <Card role="region" aria-labelledby="effect-title" className="space-y-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="effect-title" className="font-display text-2xl">
              {EFFECT_TEXT.title} {cohort ? main.label : 'Overall'}
            </h2>
            <p className="mt-1 max-w-2xl text-sm text-ink-soft">{EFFECT_TEXT.intro}</p>
          </div>
          {admin ? (
            <div className="flex gap-2">
              <a href={measureExportUrl('csv')} download className={buttonClass('secondary', 'sm')}>
                <Download className="size-4" aria-hidden="true" /> Research CSV
              </a>
              <a href={measureExportUrl('json')} download className={buttonClass('secondary', 'sm')}>
                <Download className="size-4" aria-hidden="true" /> JSON + codebook
              </a>
            </div>
          ) : null}
        </div>
        <div className="grid gap-5 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <div className="space-y-4">
            <GroupStats g={main} min={min} />
            <div>
              <p className="text-xs font-semibold uppercase tracking-wide text-ink-soft">Mean change</p>
              <ChangeText g={main} min={min} />
            </div>
            <ItemChanges g={main} min={min} />
          </div>
          <div>
            <Distribution g={main} title="How many people changed by how much" />
          </div>
        </div>
      </Card>

      {!cohort ? (
        <Card role="region" aria-labelledby="effect-cohorts" className="overflow-x-auto">
          <h2 id="effect-cohorts" className="mb-3 font-display text-xl">
            Per cohort
          </h2>
          {r.cohorts.length === 0 ? (
            <p className="py-6 text-center text-ink-soft">No research answers yet.</p>
          ) : (
            <table className="stack-table w-full min-w-[560px] text-left text-sm">
              <thead className="text-xs uppercase tracking-wide text-ink-soft">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    Cohort
                  </th>
                  <th scope="col" className="px-2 text-right">
                    Before
                  </th>
                  <th scope="col" className="px-2 text-right">
                    After
                  </th>
                  <th scope="col" className="px-2 text-right">
                    Both
                  </th>
                  <th scope="col" className="pl-2 text-right">
                    Mean change (95 % CI)
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line tabular-nums">
                {r.cohorts.map((c) => (
                  <tr key={c.key}>
                    <th scope="row" className="py-2.5 pr-3 font-semibold">
                      {c.label}
                    </th>
                    <td data-label="Before" className="px-2 text-right">
                      {count(c.withBefore, min)}
                    </td>
                    <td data-label="After" className="px-2 text-right">
                      {count(c.withAfter, min)}
                    </td>
                    <td data-label="Both" className="px-2 text-right">
                      {count(c.paired, min)}
                    </td>
                    <td data-label="Mean change" className="pl-2 text-right">
                      {c.change.shown
                        ? `${fmt(c.change.mean)} (${fmt(c.change.low)} to ${fmt(c.change.high)})`
                        : `not shown (under ${min})`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Card>
      ) : null}

      <Card role="region" aria-labelledby="effect-observational" className="space-y-4">
        <div className="flex items-start gap-3">
          <Users className="mt-1 size-5 shrink-0 text-violet" aria-hidden="true" />
          <div>
            <h2 id="effect-observational" className="font-display text-xl">
              Talk users and poster-only
            </h2>
            <p className="mt-1 inline-block rounded-full bg-gold/20 px-3 py-0.5 text-sm font-semibold text-[#8a5600]">
              {EFFECT_TEXT.observational}
            </p>
            <p className="mt-2 max-w-2xl text-sm text-ink-soft">{EFFECT_TEXT.observationalNote}</p>
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {[r.observational.talk, r.observational.poster].map((g) => (
            <div key={g.key} className="space-y-2 rounded-2xl ring-1 ring-line/70 p-4">
              <h3 className="font-semibold">{g.label}</h3>
              <p className="text-sm text-ink-soft">Both answers: {count(g.paired, min)}</p>
              <ChangeText g={g} min={min} />
            </div>
          ))}
        </div>
        <Difference d={r.observational.difference} labels={['Talk', 'poster only']} />
      </Card>

      <Card role="region" aria-labelledby="effect-randomised" className="space-y-4">
        <div className="flex items-start gap-3">
          <FlaskConical className="mt-1 size-5 shrink-0 text-violet" aria-hidden="true" />
          <div>
            <h2 id="effect-randomised" className="font-display text-xl">
              {EFFECT_TEXT.randomisedTitle}
            </h2>
            <p className="mt-1 max-w-2xl text-sm text-ink-soft">{EFFECT_TEXT.randomisedMethod}</p>
          </div>
        </div>
        {cohort ? (
          <label className="flex items-center gap-3 text-sm font-semibold">
            <input
              type="checkbox"
              className="size-5 accent-violet"
              checked={rand?.on ?? false}
              disabled={setRandomised.isPending}
              onChange={(e) => setRandomised.mutate({ cohortId: cohort, on: e.target.checked })}
            />
            {EFFECT_TEXT.randomisedSwitch}
          </label>
        ) : (
          <p className="text-sm text-ink-soft">Choose a cohort above to switch it on or off.</p>
        )}
        {(cohort ? (rand ? [rand] : []) : r.randomised).map((x) => (
          <div key={x.cohortId} className="space-y-3 rounded-2xl p-4 ring-1 ring-line/70">
            <h3 className="font-semibold">
              {x.label} {x.on ? '' : '(switched off)'}
            </h3>
            <div className="grid gap-4 sm:grid-cols-2">
              {[x.now, x.later].map((g) => (
                <div key={g.key}>
                  <p className="text-sm font-semibold">{g.label}</p>
                  <p className="text-sm text-ink-soft">Both answers: {count(g.paired, min)}</p>
                  <ChangeText g={g} min={min} />
                </div>
              ))}
            </div>
            <Difference d={x.difference} labels={['at once', 'a week later']} />
          </div>
        ))}
      </Card>
    </div>
  );
}
