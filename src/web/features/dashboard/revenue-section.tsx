import { useQuery } from '@tanstack/react-query';
import { revenueReportSchema, type RevenueReport } from '@core/contracts/purchases';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { api } from '@web/lib/api';

const euro = (cents: number) => `€${(cents / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`;
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
const PRODUCT: Record<string, string> = { talk: 'Talk', strategy: 'Strategy Sprint' };

type Row = RevenueReport['totals'];

function FiguresTable({ caption, rows }: { caption: string; rows: { key: string; label: string; r: Row }[] }) {
  if (!rows.length) return <p className="text-sm text-ink-soft">{caption}: no payments yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="stack-table w-full min-w-[520px] text-left text-sm">
        <caption className="mb-2 text-left font-semibold">{caption}</caption>
        <thead className="text-xs uppercase tracking-wide text-ink-soft">
          <tr>
            <th scope="col" className="py-1 pr-3 font-semibold"></th>
            <th scope="col" className="py-1 pr-3 text-right font-semibold">
              Payments
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-semibold">
              Gross
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-semibold">
              Refunded
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-semibold">
              Kept
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              Net of VAT
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line/70">
          {rows.map(({ key, label, r }) => (
            <tr key={key}>
              <th scope="row" className="py-1.5 pr-3 font-medium break-words">
                {label}
              </th>
              <td data-label="Payments" className="py-1.5 pr-3 text-right tabular-nums">
                {r.payments}
              </td>
              <td data-label="Gross" className="py-1.5 pr-3 text-right tabular-nums">
                {euro(r.grossCents)}
              </td>
              <td data-label="Refunded" className="py-1.5 pr-3 text-right tabular-nums">
                {r.refunds ? `${euro(r.refundedCents)} (${r.refunds})` : '–'}
              </td>
              <td data-label="Kept" className="py-1.5 pr-3 text-right font-semibold tabular-nums">
                {euro(r.keptCents)}
              </td>
              <td data-label="Net of VAT" className="py-1.5 text-right tabular-nums">
                {euro(r.netOfVatCents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Admins: revenue from orders (by product, cohort, ambassador), refunds, and booked sessions ahead per coach. */
export function RevenueSection() {
  const q = useQuery({
    queryKey: ['dashboard', 'admin', 'revenue'],
    queryFn: () => api('/api/dashboard/admin/revenue', { schema: revenueReportSchema }),
  });
  return (
    <Card role="region" aria-labelledby="revenue-title" className="space-y-5">
      <h2 id="revenue-title" className="font-display text-xl">
        Revenue
      </h2>
      {q.isPending ? (
        <div className="grid h-24 place-items-center">
          <Spinner className="size-5" label="Loading" />
        </div>
      ) : q.isError ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p className="text-ink-soft">The revenue could not be loaded.</p>
          <Button size="sm" variant="secondary" onClick={() => void q.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <RevenueBody r={q.data} />
      )}
    </Card>
  );
}

function RevenueBody({ r }: { r: RevenueReport }) {
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(
          [
            ['Gross', euro(r.totals.grossCents)],
            ['Refunded', euro(r.totals.refundedCents)],
            ['Kept', euro(r.totals.keptCents)],
            ['Net of VAT', euro(r.totals.netOfVatCents)],
          ] as const
        ).map(([k, v]) => (
          <div key={k} className="rounded-2xl bg-cream/60 p-3 ring-1 ring-line/60">
            <dt className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{k}</dt>
            <dd className="font-display text-2xl tabular-nums">{v}</dd>
          </div>
        ))}
      </dl>
      <FiguresTable
        caption="By product"
        rows={r.byProduct.map((x) => ({ key: x.product, label: PRODUCT[x.product] ?? x.product, r: x }))}
      />
      <FiguresTable caption="By cohort" rows={r.byCohort.map((x) => ({ key: x.cohortId, label: x.name, r: x }))} />
      <FiguresTable
        caption="By ambassador"
        rows={r.byAmbassador.map((x) => ({ key: x.ambassadorCode, label: `${x.name} (${x.ambassadorCode})`, r: x }))}
      />
      <div>
        <h3 className="mb-2 font-semibold">Refunds</h3>
        {r.refunds.length ? (
          <ul className="divide-y divide-line/70 text-sm">
            {r.refunds.map((x) => (
              <li key={x.orderId} className="flex flex-wrap justify-between gap-2 py-1.5">
                <span>
                  {PRODUCT[x.product] ?? x.product} · {x.cohortId}
                  {x.ambassadorCode ? ` · ${x.ambassadorCode}` : ''}
                  {x.paidBy === 'sponsor' ? ' · sponsored' : ''}
                </span>
                <span className="tabular-nums">
                  {euro(x.refundedCents)} on {when(x.refundedAt)}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-soft">No refunds.</p>
        )}
      </div>
      <div>
        <h3 className="mb-2 font-semibold">Upcoming sessions per coach</h3>
        {r.upcomingSessions.length ? (
          <ul className="space-y-2 text-sm">
            {r.upcomingSessions.map((c) => (
              <li key={c.coachUserId}>
                <span className="font-medium">{c.coachName}</span>: {c.count} booked
                <span className="text-ink-soft"> · next {c.next.map(when).join(', ')}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-soft">No sessions booked ahead.</p>
        )}
      </div>
    </>
  );
}
