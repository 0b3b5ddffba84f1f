import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { browserZone } from '@web/lib/times';

/** The coach's workspace API (/api/coach, decision 042). */
export interface CoachSession {
  id: string;
  number: number;
  startsAt: string;
  endsAt: string;
  status: 'booked' | 'cancelled' | 'done';
  notes: string;
  client: { userId: string; name: string };
}
export interface Weekly {
  weekday: number;
  startMinute: number;
  endMinute: number;
}
export interface Exception {
  date: string;
  startMinute: number | null;
  endMinute: number | null;
  available: boolean;
}
export interface CoachProfile {
  userId: string;
  displayName: string;
  timeZone: string;
  videoLink: string | null;
  bio: string | null;
}
export interface Workspace {
  coach: CoachProfile;
  weekly: Weekly[];
  exceptions: Exception[];
  sessions: CoachSession[];
}

export const workspaceKey = ['coach-workspace'] as const;

export function useWorkspace() {
  return useQuery({
    queryKey: workspaceKey,
    queryFn: ({ signal }) => api('/api/coach/workspace', { signal }) as Promise<Workspace>,
    retry: (n, err) => n < 2 && !('status' in err && (err as { status: number }).status < 500),
  });
}

/** The zone every coach page writes times in: the coach's own (their profile), else the browser's (an admin). */
export function useCoachZone(): string {
  const ws = useWorkspace();
  return ws.data?.coach.timeZone ?? browserZone();
}

export function useCoachActions() {
  const qc = useQueryClient();
  const done = () => qc.invalidateQueries({ queryKey: workspaceKey });
  return {
    saveNotes: useMutation({
      mutationFn: ({ id, notes }: { id: string; notes: string }) =>
        api(`/api/coach/sessions/${encodeURIComponent(id)}`, { method: 'PATCH', json: { notes } }),
      onSettled: done,
    }),
    markDone: useMutation({
      mutationFn: (id: string) => api(`/api/coach/sessions/${encodeURIComponent(id)}/done`, { method: 'POST' }),
      onSettled: done,
    }),
    saveAvailability: useMutation({
      mutationFn: (b: { weekly: Weekly[]; exceptions: Exception[] }) =>
        api('/api/coach/availability', { method: 'PUT', json: b }),
      onSettled: done,
    }),
    saveProfile: useMutation({
      mutationFn: (p: Omit<CoachProfile, 'userId'>) => api('/api/coach/profile', { method: 'PUT', json: p }),
      onSettled: done,
    }),
  };
}

export const toHhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
export const fromHhmm = (s: string) => {
  const [h, m] = s.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};
