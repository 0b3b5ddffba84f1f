import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ambassadorAdminListSchema,
  cohortAdminListSchema,
  cohortPerformanceSchema,
  dashboardAccessSchema,
  leaderboardSchema,
  slackSendResponseSchema,
  type Timeframe,
} from '@core/contracts/dashboard';
import { effectReportSchema } from '@core/contracts/measure';
import { recommendationListSchema, showApplicationListSchema } from '@core/contracts/show';
import { api } from '@web/lib/api';

/** The dashboard's data layer (decision 017). Every call is role-checked on the server. */
const qs = (o: Record<string, string | undefined>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(o)) if (v) p.set(k, v);
  const s = p.toString();
  return s ? `?${s}` : '';
};

export function useDashboardAccess() {
  return useQuery({
    queryKey: ['dashboard', 'access'],
    queryFn: () => api('/api/dashboard/access', { schema: dashboardAccessSchema }),
    retry: false,
  });
}

export interface Range {
  from: string;
  to: string;
  cohort?: string;
}
export const cohortsCsvUrl = (r: Range) => `/api/dashboard/cohorts.csv${qs({ ...r })}`;
export function useCohortPerformance(r: Range, enabled: boolean) {
  return useQuery({
    queryKey: ['dashboard', 'cohorts', r],
    queryFn: () => api(`/api/dashboard/cohorts${qs({ ...r })}`, { schema: cohortPerformanceSchema }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export const leaderboardCsvUrl = (timeframe: Timeframe, cohort?: string) =>
  `/api/dashboard/leaderboard.csv${qs({ timeframe, cohort })}`;
export function useLeaderboard(timeframe: Timeframe, cohort: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['dashboard', 'leaderboard', timeframe, cohort ?? ''],
    queryFn: () => api(`/api/dashboard/leaderboard${qs({ timeframe, cohort })}`, { schema: leaderboardSchema }),
    enabled,
  });
}

export function useSendToSlack() {
  return useMutation({
    mutationFn: (input: { timeframe: Timeframe; cohort?: string }) =>
      api('/api/dashboard/leaderboard/slack', { method: 'POST', json: input, schema: slackSendResponseSchema }),
  });
}

// ---------- admin ----------
export function useAdminCohorts(enabled: boolean) {
  return useQuery({
    queryKey: ['dashboard', 'admin', 'cohorts'],
    queryFn: () => api('/api/dashboard/admin/cohorts', { schema: cohortAdminListSchema }),
    enabled,
  });
}
export function useAdminAmbassadors(enabled: boolean) {
  return useQuery({
    queryKey: ['dashboard', 'admin', 'ambassadors'],
    queryFn: () => api('/api/dashboard/admin/ambassadors', { schema: ambassadorAdminListSchema }),
    enabled,
  });
}
export function useApplications(enabled: boolean) {
  return useQuery({
    queryKey: ['dashboard', 'admin', 'applications'],
    queryFn: () => api('/api/show/admin/applications', { schema: showApplicationListSchema }),
    enabled,
  });
}
export function useRecommendations(enabled: boolean) {
  return useQuery({
    queryKey: ['dashboard', 'admin', 'recommendations'],
    queryFn: () => api('/api/recommendations/admin', { schema: recommendationListSchema }),
    enabled,
  });
}

/** Create or change a cohort or an ambassador; the lists (and the access's cohorts) are read again. */
export function useAdminWrite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { path: string; method: 'POST' | 'PATCH'; json: unknown }) =>
      api(input.path, { method: input.method, json: input.json }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['dashboard'] }),
  });
}

// ---- the effect view (docs/product/measure.md#the-figures, decision 084) ----

export function useEffectReport(cohort: string | undefined) {
  return useQuery({
    queryKey: ['measure-effect', cohort ?? ''],
    queryFn: ({ signal }) =>
      api(`/api/measure/effect${qs({ cohort })}`, {
        schema: effectReportSchema,
        signal,
      }),
  });
}

export function useSetRandomised() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ cohortId, on }: { cohortId: string; on: boolean }) =>
      api(`/api/measure/cohorts/${encodeURIComponent(cohortId)}/randomised`, { method: 'PUT', json: { on } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['measure-effect'] }),
  });
}

export const measureExportUrl = (format: 'csv' | 'json') => `/api/measure/export.${format}`;
