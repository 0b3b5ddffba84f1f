import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { weeklyViewSchema, type WeeklyAnswerValue, type WeeklyView } from '@core/contracts/weekly-guidance';
import { isValidTimeZone } from '@core/sprint-slots';
import { api } from '@web/lib/api';

/** Weekly guidance on the plan view (decision 078): GET /api/weekly and its changes, each answering the new view. */
const KEY = ['weekly-guidance'] as const;

export function useWeekly(enabled: boolean) {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api('/api/weekly', { schema: weeklyViewSchema, signal }),
    enabled,
  });
}

export type WeeklyChange =
  | { kind: 'settings'; weekday?: number; minuteOfDay?: number; timeZone?: string; active?: boolean }
  | { kind: 'stop' }
  | { kind: 'answer'; week: number; answer: WeeklyAnswerValue }
  | { kind: 'sponsor'; id: string; consent: boolean };

function send(change: WeeklyChange): Promise<WeeklyView> {
  const schema = weeklyViewSchema;
  switch (change.kind) {
    case 'settings': {
      const { kind: _kind, ...json } = change;
      return api('/api/weekly/settings', { method: 'PUT', json, schema });
    }
    case 'stop':
      return api('/api/weekly/stop', { method: 'POST', schema });
    case 'answer':
      return api(`/api/weekly/weeks/${change.week}`, { method: 'PUT', json: { answer: change.answer }, schema });
    case 'sponsor':
      return api(`/api/weekly/sponsors/${encodeURIComponent(change.id)}`, {
        method: 'PUT',
        json: { consent: change.consent },
        schema,
      });
  }
}

export function useWeeklyChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: send,
    // a ticked box shows ticked at once (the answer replaces it; a refusal puts the old view back)
    onMutate: (change) => {
      const before = qc.getQueryData<WeeklyView>(KEY);
      if (change.kind === 'sponsor' && before)
        qc.setQueryData<WeeklyView>(KEY, {
          ...before,
          sponsors: before.sponsors.map((s) => (s.id === change.id ? { ...s, consent: change.consent } : s)),
        });
      return { before };
    },
    onError: (_err, _change, context) => {
      if (context?.before) qc.setQueryData(KEY, context.before);
    },
    onSuccess: (data) => qc.setQueryData(KEY, data),
  });
}

/**
 * The browser's zone (the default for a new schedule), or UTC when it has none the server knows ('Etc/Unknown' in
 * some browsers): the server refuses a zone that is not one.
 */
export function browserZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isValidTimeZone(zone) ? zone : 'UTC';
  } catch {
    return 'UTC';
  }
}
