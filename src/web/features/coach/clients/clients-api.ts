import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  clientDossierSchema,
  reportStateSchema,
  type ReportEdit,
  type ReportState,
} from '@core/contracts/sprint-report';
import { api } from '@web/lib/api';

/** The coach's view of one client: the dossier and the sprint report (decisions 043-044). Checked on the server. */
const base = (userId: string) => `/api/coach/clients/${encodeURIComponent(userId)}`;

export function useDossier(userId: string) {
  return useQuery({
    queryKey: ['coach', 'client', userId],
    queryFn: () => api(base(userId), { schema: clientDossierSchema }),
    retry: false,
  });
}

export function useReportState(userId: string) {
  return useQuery({
    queryKey: ['coach', 'client', userId, 'report'],
    queryFn: () => api(`${base(userId)}/report`, { schema: reportStateSchema }),
    retry: false,
  });
}

function useReportMutation<T>(userId: string, fn: (v: T) => Promise<ReportState>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (state) => qc.setQueryData(['coach', 'client', userId, 'report'], state),
  });
}

export const useAssembleReport = (userId: string) =>
  useReportMutation<void>(userId, () => api(`${base(userId)}/report`, { method: 'POST', schema: reportStateSchema }));

export const useSaveReport = (userId: string) =>
  useReportMutation<ReportEdit>(userId, (edit) =>
    api(`${base(userId)}/report`, { method: 'PUT', json: edit, schema: reportStateSchema }),
  );

export const useSendReport = (userId: string) =>
  useReportMutation<void>(userId, () =>
    api(`${base(userId)}/report/send`, { method: 'POST', schema: reportStateSchema }),
  );

/** The report's PDF for the coach: a download, or `inline` to open it in the browser (Preview PDF). */
export const reportPreviewUrl = (userId: string, opts: { inline?: boolean } = {}) =>
  `${base(userId)}/report.pdf${opts.inline ? '?view=inline' : ''}`;
