import { BarChart3, Lock, UserRound } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { ButtonLink } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageFallback } from '@web/components/ui/page-fallback';
import { Spinner } from '@web/components/ui/spinner';
import { Tabs } from '@web/components/ui/tabs';
import { ApiError } from '@web/lib/api';
import { useDashboardAccess } from './dashboard-api';
import { AmbassadorLeaderboard } from './leaderboard-tab';

/** recharts is large: the chart's code loads after the page. */
const CohortPerformanceTab = lazy(() => import('./cohort-tab').then((m) => ({ default: m.CohortPerformanceTab })));
const EffectTab = lazy(() => import('./effect-tab').then((m) => ({ default: m.EffectTab })));
const AdminTab = lazy(() => import('./admin-tab').then((m) => ({ default: m.AdminTab })));

const Loading = () => (
  <div className="grid min-h-40 place-items-center">
    <Spinner className="size-6" label="Loading" />
  </div>
);

/**
 * /dashboard (docs/product/dashboard.md#the-dashboard): 'Cohort Performance' and 'Ambassador Leaderboard' for
 * organisers (their cohorts) and admins (all, plus the admin tab). Signed out: a sign-in prompt; a plain account: not
 * allowed. The server refuses the data too (401/403), so nothing leaks if this page is bypassed.
 */
export function DashboardPage() {
  const access = useDashboardAccess();
  const [tab, setTab] = useState('cohorts');
  const [cohort, setCohort] = useState<string>('');

  if (access.isPending) return <PageFallback />;
  if (access.error) {
    const status = access.error instanceof ApiError ? access.error.status : 0;
    if (status === 401)
      return (
        <EmptyState
          icon={<UserRound aria-hidden="true" />}
          tone="soft"
          title="Please sign in"
          action={
            <ButtonLink to="/auth" size="lg" className="w-full">
              Sign In
            </ButtonLink>
          }
        >
          <p>The analytics dashboard is for cohort organisers and admins. Sign in to continue.</p>
        </EmptyState>
      );
    return (
      <EmptyState icon={<BarChart3 aria-hidden="true" />} title="Unable to load the dashboard">
        <p>{access.error.message}</p>
      </EmptyState>
    );
  }
  const { role, cohorts } = access.data;
  if (role === 'user')
    return (
      <EmptyState
        icon={<Lock aria-hidden="true" />}
        title="Not allowed"
        data-testid="dashboard-forbidden"
        action={
          <ButtonLink to="/" size="lg" className="w-full">
            Back to home
          </ButtonLink>
        }
      >
        <p>The analytics dashboard is for cohort organisers and admins. Ask an admin if you need access.</p>
      </EmptyState>
    );

  const selected = cohort || undefined;
  const tabs = [
    {
      value: 'cohorts',
      label: 'Cohort Performance',
      content: (
        <Suspense fallback={<Loading />}>
          <CohortPerformanceTab cohort={selected} />
        </Suspense>
      ),
    },
    { value: 'leaderboard', label: 'Ambassador Leaderboard', content: <AmbassadorLeaderboard cohort={selected} /> },
    {
      value: 'effect',
      label: 'Does it help?',
      content: (
        <Suspense fallback={<Loading />}>
          <EffectTab cohort={selected} admin={role === 'admin'} />
        </Suspense>
      ),
    },
  ];
  if (role === 'admin')
    tabs.push({
      value: 'admin',
      label: 'Admin',
      content: (
        <Suspense fallback={<Loading />}>
          <AdminTab />
        </Suspense>
      ),
    });

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-violet">
            {role === 'admin' ? 'Admin' : 'Organiser'}
          </p>
          <h1 className="font-display text-3xl sm:text-4xl">Analytics</h1>
        </div>
        <div className="w-full space-y-1.5 sm:w-72">
          <label htmlFor="cohort-filter" className="block text-sm font-semibold text-ink">
            Cohort
          </label>
          <select
            id="cohort-filter"
            value={cohort}
            onChange={(e) => setCohort(e.target.value)}
            className="h-11 w-full rounded-2xl border border-line bg-white px-3 text-[15px] focus:border-violet focus:outline-none focus:ring-4 focus:ring-violet/15"
          >
            <option value="">{role === 'admin' ? 'All cohorts' : 'All my cohorts'}</option>
            {cohorts.map((c) => (
              <option key={c.cohortId} value={c.cohortId}>
                {c.name}
                {c.isActive ? '' : ' (inactive)'}
              </option>
            ))}
          </select>
        </div>
      </header>
      <Tabs value={tab} onValueChange={setTab} tabs={tabs} />
    </div>
  );
}
