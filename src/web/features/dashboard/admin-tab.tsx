import { Download, FileText, Plus, Printer } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { RELATION_LABELS } from '@core/contracts/show';
import { Button, buttonClass } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Dialog } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/toast';
import {
  useAdminAmbassadors,
  useAdminCohorts,
  useAdminWrite,
  useApplications,
  useRecommendations,
} from './dashboard-api';
import { QrCode } from '@web/components/ui/qr-code';
import { RevenueSection } from './revenue-section';

const Loading = () => (
  <div className="grid h-24 place-items-center">
    <Spinner className="size-5" label="Loading" />
  </div>
);

function Section({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Card role="region" aria-labelledby={id} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="font-display text-xl">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </Card>
  );
}

function Cohorts() {
  const q = useAdminCohorts(true);
  const write = useAdminWrite();
  const [form, setForm] = useState({ cohortId: '', name: '', watermarkText: '' });
  const create = (e: FormEvent) => {
    e.preventDefault();
    write.mutate(
      { path: '/api/dashboard/admin/cohorts', method: 'POST', json: form },
      {
        onSuccess: () => {
          toast.success('Cohort created');
          setForm({ cohortId: '', name: '', watermarkText: '' });
        },
        onError: (err) => toast.error(err.message),
      },
    );
  };
  return (
    <Section id="admin-cohorts" title="Cohorts">
      <form onSubmit={create} className="grid gap-2 sm:grid-cols-[1fr_1.4fr_1.4fr_auto]">
        <Input
          aria-label="Cohort id"
          placeholder="cohort-id"
          required
          value={form.cohortId}
          onChange={(e) => setForm({ ...form, cohortId: e.target.value })}
        />
        <Input
          aria-label="Cohort name"
          placeholder="Name"
          required
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
        />
        <Input
          aria-label="Watermark text"
          placeholder="Watermark on covers"
          required
          value={form.watermarkText}
          onChange={(e) => setForm({ ...form, watermarkText: e.target.value })}
        />
        <Button type="submit" loading={write.isPending}>
          <Plus className="size-4" aria-hidden="true" />
          Create cohort
        </Button>
      </form>
      {q.isPending ? (
        <Loading />
      ) : (
        <ul className="divide-y divide-line">
          {q.data?.cohorts.map((c) => (
            <li key={c.cohortId} className="flex flex-wrap items-center gap-3 py-2.5">
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{c.name}</span>
                <span className="block text-xs text-ink-soft">
                  {c.cohortId} · watermark “{c.watermarkText}”
                </span>
              </span>
              {c.cohortId !== 'public' && (
                <Button
                  size="sm"
                  variant={c.isActive ? 'secondary' : 'primary'}
                  aria-label={`${c.isActive ? 'Deactivate' : 'Activate'} ${c.name}`}
                  onClick={() =>
                    write.mutate({
                      path: `/api/dashboard/admin/cohorts/${encodeURIComponent(c.cohortId)}`,
                      method: 'PATCH',
                      json: { isActive: !c.isActive },
                    })
                  }
                >
                  {c.isActive ? 'Deactivate' : 'Activate'}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function Ambassadors() {
  const q = useAdminAmbassadors(true);
  const cohorts = useAdminCohorts(true);
  const write = useAdminWrite();
  const [qr, setQr] = useState<{ name: string; link: string } | null>(null);
  const [form, setForm] = useState({ ambassadorCode: '', name: '', email: '', cohortId: '' });
  const create = (e: FormEvent) => {
    e.preventDefault();
    write.mutate(
      { path: '/api/dashboard/admin/ambassadors', method: 'POST', json: form },
      {
        onSuccess: () => {
          toast.success('Ambassador created');
          setForm({ ambassadorCode: '', name: '', email: '', cohortId: form.cohortId });
        },
        onError: (err) => toast.error(err.message),
      },
    );
  };
  return (
    <Section id="admin-ambassadors" title="Ambassadors">
      <form onSubmit={create} className="grid gap-2 sm:grid-cols-[1fr_1.2fr_1.2fr_1.2fr_auto]">
        <Input
          aria-label="Ambassador code"
          placeholder="CODE"
          required
          value={form.ambassadorCode}
          onChange={(e) => setForm({ ...form, ambassadorCode: e.target.value })}
        />
        <Input
          aria-label="Ambassador name"
          placeholder="Name"
          required
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
        />
        <Input
          aria-label="Ambassador e-mail"
          placeholder="E-mail (optional)"
          type="email"
          value={form.email}
          onChange={(e) => setForm({ ...form, email: e.target.value })}
        />
        <select
          aria-label="Ambassador cohort"
          required
          value={form.cohortId}
          onChange={(e) => setForm({ ...form, cohortId: e.target.value })}
          className="h-12 rounded-2xl border border-line bg-white px-3"
        >
          <option value="" disabled>
            Cohort
          </option>
          {cohorts.data?.cohorts.map((c) => (
            <option key={c.cohortId} value={c.cohortId}>
              {c.name}
            </option>
          ))}
        </select>
        <Button type="submit" loading={write.isPending}>
          <Plus className="size-4" aria-hidden="true" />
          Add
        </Button>
      </form>
      {q.isPending ? (
        <Loading />
      ) : (
        <ul className="divide-y divide-line">
          {q.data?.ambassadors.map((a) => (
            <li key={a.ambassadorCode} className="flex flex-wrap items-center gap-3 py-2.5">
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">
                  {a.name} {!a.isActive && <span className="text-xs font-normal text-coral-dark">(inactive)</span>}
                </span>
                <span className="block truncate text-xs text-ink-soft">
                  {a.ambassadorCode} · {a.cohortId} · {a.link}
                </span>
              </span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`QR code for ${a.name}`}
                onClick={() => setQr({ name: a.name, link: a.link })}
              >
                <Printer className="size-4" aria-hidden="true" />
                QR
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`${a.isActive ? 'Deactivate' : 'Activate'} ${a.name}`}
                onClick={() =>
                  write.mutate({
                    path: `/api/dashboard/admin/ambassadors/${encodeURIComponent(a.ambassadorCode)}`,
                    method: 'PATCH',
                    json: { isActive: !a.isActive },
                  })
                }
              >
                {a.isActive ? 'Deactivate' : 'Activate'}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={!!qr}
        onOpenChange={(o) => !o && setQr(null)}
        title={qr ? `Referral link of ${qr.name}` : ''}
        description={qr?.link}
      >
        {qr && (
          <div className="space-y-4">
            <QrCode value={qr.link} label={`QR code of ${qr.link}`} className="mx-auto w-56" />
            <Button className="w-full" onClick={() => window.print()}>
              <Printer className="size-4" aria-hidden="true" />
              Print
            </Button>
          </div>
        )}
      </Dialog>
    </Section>
  );
}

function Applications() {
  const q = useApplications(true);
  return (
    <Section
      id="admin-applications"
      title="Show applications"
      action={
        <a
          href="/api/show/admin/applications.csv"
          download
          className={buttonClass('secondary', 'sm')}
          aria-label="Export show applications as CSV"
        >
          <Download className="size-4" aria-hidden="true" />
          CSV
        </a>
      }
    >
      {q.isPending ? (
        <Loading />
      ) : !q.data?.applications.length ? (
        <p className="py-4 text-center text-ink-soft">No applications yet.</p>
      ) : (
        <ul className="divide-y divide-line">
          {q.data.applications.slice(0, 100).map((a) => (
            <li key={a.id} className="py-3">
              <details>
                <summary className="flex cursor-pointer flex-wrap items-center gap-2">
                  <span className="font-semibold">{a.name}</span>
                  <span className="text-sm text-ink-soft">{a.email}</span>
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${a.status === 'accepted' ? 'bg-violet/10 text-violet' : 'bg-gold/20 text-ink'}`}
                  >
                    {a.status}
                  </span>
                  {a.under18 && (
                    <span className="rounded-full bg-coral/10 px-2 py-0.5 text-xs font-semibold text-coral-dark">
                      under 18
                    </span>
                  )}
                </summary>
                <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
                  <div>
                    <dt className="font-semibold">Phone</dt>
                    <dd>{a.phone}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold">Address</dt>
                    <dd>{a.address}</dd>
                  </div>
                  <div className="sm:col-span-2">
                    <dt className="font-semibold">Motivation</dt>
                    <dd className="whitespace-pre-wrap">{a.motivation}</dd>
                  </div>
                  <div className="sm:col-span-2">
                    <dt className="font-semibold">Expert help</dt>
                    <dd className="whitespace-pre-wrap">{a.expertHelp}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold">Supporter 1</dt>
                    <dd>
                      {[a.supporter1Name, a.supporter1Email, a.supporter1Phone].filter(Boolean).join(' · ') || '—'}
                    </dd>
                  </div>
                  <div>
                    <dt className="font-semibold">Supporter 2</dt>
                    <dd>
                      {[a.supporter2Name, a.supporter2Email, a.supporter2Phone].filter(Boolean).join(' · ') || '—'}
                    </dd>
                  </div>
                </dl>
                {a.hasConsent && (
                  <a
                    href={`/api/show/admin/applications/${a.id}/consent`}
                    className={buttonClass('ghost', 'sm', 'mt-2')}
                    aria-label={`Consent form of ${a.name}`}
                  >
                    <FileText className="size-4" aria-hidden="true" />
                    Consent form
                  </a>
                )}
              </details>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function Recommendations() {
  const q = useRecommendations(true);
  return (
    <Section
      id="admin-recommendations"
      title="Recommendations"
      action={
        <a
          href="/api/recommendations/admin.csv"
          download
          className={buttonClass('secondary', 'sm')}
          aria-label="Export recommendations as CSV"
        >
          <Download className="size-4" aria-hidden="true" />
          CSV
        </a>
      }
    >
      {q.isPending ? (
        <Loading />
      ) : !q.data?.recommendations.length ? (
        <p className="py-4 text-center text-ink-soft">No recommendations yet.</p>
      ) : (
        <ul className="divide-y divide-line">
          {q.data.recommendations.slice(0, 100).map((r) => (
            <li key={r.id} className="py-3 text-sm">
              <p>
                <span className="font-semibold">{r.recommendedName}</span> ({r.recommendedEmail}), recommended by{' '}
                {r.fullName} · {RELATION_LABELS[r.relation]}
              </p>
              <p className="mt-1 whitespace-pre-wrap text-ink-soft">{r.motivation}</p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** Admins only (the server checks every call): cohorts, ambassadors with their links and QR codes, the show's lists. */
export function AdminTab() {
  return (
    <div className="space-y-5">
      <RevenueSection />
      <Applications />
      <Recommendations />
      <Cohorts />
      <Ambassadors />
    </div>
  );
}
