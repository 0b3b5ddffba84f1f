import { Download } from 'lucide-react';
import { useState } from 'react';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { utcDay } from '@core/dashboard';
import { buttonClass } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { cohortsCsvUrl, useCohortPerformance } from './dashboard-api';

const SERIES = [
  { key: 'spins', label: 'Spins', color: '#6d4aff' },
  { key: 'covers', label: 'Covers', color: '#ff4f79' },
  { key: 'shares', label: 'Shares', color: '#e0a526' },
  { key: 'conversions', label: 'Conversions', color: '#16122e' },
] as const;

const today = () => utcDay(new Date());
const daysAgo = (n: number) => utcDay(new Date(Date.now() - n * 86_400_000));

function Stat({ label, value, hint }: { label: string; value: string | number; hint?: string }) {
  return (
    <div className="rounded-2xl bg-cream/70 p-4">
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{label}</dt>
      <dd className="mt-1 font-display text-2xl tabular-nums sm:text-3xl">{value}</dd>
      {hint && <dd className="text-xs text-ink-soft">{hint}</dd>}
    </div>
  );
}

/**
 * Spins, covers, shares, conversions and the two rates (docs/product/dashboard.md#rates) per cohort, a chart by day, a
 * date range, CSV.
 */
export function CohortPerformanceTab({ cohort }: { cohort?: string }) {
  const [from, setFrom] = useState(daysAgo(29));
  const [to, setTo] = useState(today());
  const valid = Boolean(from && to && from <= to);
  const range = { from, to, cohort };
  const q = useCohortPerformance(range, valid);

  return (
    <div className="space-y-5">
      <Card className="grid grid-cols-2 items-end gap-3 !p-4 sm:flex sm:flex-wrap">
        <div className="space-y-1">
          <label htmlFor="range-from" className="block text-sm font-semibold">
            From
          </label>
          <input
            id="range-from"
            type="date"
            value={from}
            max={to}
            onChange={(e) => setFrom(e.target.value)}
            className="h-11 w-full rounded-xl border border-line px-3"
          />
        </div>
        <div className="space-y-1">
          <label htmlFor="range-to" className="block text-sm font-semibold">
            To
          </label>
          <input
            id="range-to"
            type="date"
            value={to}
            min={from}
            max={today()}
            onChange={(e) => setTo(e.target.value)}
            className="h-11 w-full rounded-xl border border-line px-3"
          />
        </div>
        <div className="col-span-2 flex gap-1">
          {[7, 30, 90].map((n) => (
            <button
              key={n}
              type="button"
              className={buttonClass('ghost', 'sm')}
              onClick={() => {
                setFrom(daysAgo(n - 1));
                setTo(today());
              }}
            >
              {n} days
            </button>
          ))}
        </div>
        <a
          href={cohortsCsvUrl(range)}
          download
          className={buttonClass('secondary', 'sm', 'ml-auto')}
          aria-label="Export cohort performance as CSV"
        >
          <Download className="size-4" aria-hidden="true" />
          CSV
        </a>
      </Card>

      {!valid ? (
        <p role="alert" className="text-coral-dark">
          Choose a start date before the end date.
        </p>
      ) : q.isPending ? (
        <div className="grid h-60 place-items-center">
          <Spinner className="size-6" label="Loading" />
        </div>
      ) : q.error ? (
        <p role="alert" className="text-coral-dark">
          {q.error.message}
        </p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            <Stat label="Spins" value={q.data.totals.spins} />
            <Stat label="Covers" value={q.data.totals.covers} />
            <Stat label="Shares" value={q.data.totals.shares} />
            <Stat label="Conversions" value={q.data.totals.conversions} />
            <Stat label="Conversion rate" value={`${q.data.totals.conversionRate}%`} hint="conversions / spins" />
            <Stat label="Cohort conversion" value={`${q.data.totals.cohortConversion}%`} hint="covers / spins" />
          </dl>

          <Card role="region" aria-labelledby="chart-title" className="!px-2 sm:!px-5">
            <h2 id="chart-title" className="mb-3 px-3 font-display text-xl sm:px-0">
              Over time
            </h2>
            <div
              className="h-64 sm:h-80"
              role="img"
              aria-label={`Spins, covers, shares and conversions per day from ${from} to ${to}`}
            >
              <ResponsiveContainer width="100%" height="100%">
                <LineChart data={q.data.series} margin={{ top: 5, right: 12, bottom: 0, left: -18 }}>
                  <CartesianGrid strokeDasharray="3 3" stroke="#e7e1d6" />
                  <XAxis
                    dataKey="date"
                    tickFormatter={(d: string) => d.slice(5)}
                    tick={{ fontSize: 12 }}
                    minTickGap={18}
                  />
                  <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
                  <Tooltip />
                  <Legend wrapperStyle={{ fontSize: 13 }} />
                  {SERIES.map((s) => (
                    <Line
                      key={s.key}
                      type="monotone"
                      dataKey={s.key}
                      name={s.label}
                      stroke={s.color}
                      strokeWidth={2}
                      dot={false}
                      isAnimationActive={false}
                    />
                  ))}
                </LineChart>
              </ResponsiveContainer>
            </div>
          </Card>

          <Card role="region" aria-labelledby="cohorts-title" className="overflow-x-auto">
            <h2 id="cohorts-title" className="mb-3 font-display text-xl">
              Cohorts
            </h2>
            {q.data.cohorts.length === 0 ? (
              <p className="py-6 text-center text-ink-soft">No cohorts to show yet.</p>
            ) : (
              <table className="stack-table w-full min-w-[560px] text-left text-sm">
                <thead className="text-xs uppercase tracking-wide text-ink-soft">
                  <tr>
                    <th scope="col" className="py-2 pr-3">
                      Cohort
                    </th>
                    <th scope="col" className="px-2 text-right">
                      Spins
                    </th>
                    <th scope="col" className="px-2 text-right">
                      Covers
                    </th>
                    <th scope="col" className="px-2 text-right">
                      Shares
                    </th>
                    <th scope="col" className="px-2 text-right">
                      Conv.
                    </th>
                    <th scope="col" className="px-2 text-right">
                      Conv. rate
                    </th>
                    <th scope="col" className="pl-2 text-right">
                      Cohort conv.
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line tabular-nums">
                  {q.data.cohorts.map((c) => (
                    <tr key={c.cohortId}>
                      <th scope="row" className="py-2.5 pr-3 font-semibold">
                        {c.name}
                        <span className="block text-xs font-normal text-ink-soft">{c.cohortId}</span>
                      </th>
                      <td data-label="Spins" className="px-2 text-right">
                        {c.spins}
                      </td>
                      <td data-label="Covers" className="px-2 text-right">
                        {c.covers}
                      </td>
                      <td data-label="Shares" className="px-2 text-right">
                        {c.shares}
                      </td>
                      <td data-label="Conversions" className="px-2 text-right">
                        {c.conversions}
                      </td>
                      <td data-label="Conversion rate" className="px-2 text-right">
                        {c.conversionRate}%
                      </td>
                      <td data-label="Cohort conversion" className="pl-2 text-right">
                        {c.cohortConversion}%
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Card>
        </>
      )}
    </div>
  );
}
