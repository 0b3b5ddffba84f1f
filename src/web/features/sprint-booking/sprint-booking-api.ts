import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { browserZone } from '@web/lib/times';

/** The buyer's side of the sprint booking API (src/server/features/sprint-booking, decision 040). */
export interface BookedSession {
  id: string;
  number: number;
  startsAt: string;
  endsAt: string;
  status: 'booked' | 'cancelled' | 'done';
  coach: { userId: string; name: string; videoLink: string | null };
  changeable: boolean;
}
export interface BookingState {
  eligible: boolean;
  sessions: BookedSession[];
  coaches: Array<{ userId: string; name: string; bio: string | null }>;
  slots: Array<{ coachUserId: string; startsAt: string }>;
}

export const bookingKey = ['sprint-booking'] as const;

export function useBooking() {
  return useQuery({
    queryKey: bookingKey,
    queryFn: ({ signal }) => api<undefined>('/api/sprint/booking', { signal }) as Promise<BookingState>,
    retry: (n, err) => n < 2 && !('status' in err && (err as { status: number }).status < 500),
  });
}

/** The browser's IANA time zone (slots are shown and days counted in it). */
export { browserZone };

export interface Choice {
  coachUserId: string;
  startsAt: string;
}

export function useBookingActions() {
  const qc = useQueryClient();
  const done = () => qc.invalidateQueries({ queryKey: bookingKey });
  const book = useMutation({
    mutationFn: (c: Choice) => api('/api/sprint/sessions', { method: 'POST', json: { ...c, timeZone: browserZone() } }),
    onSettled: done,
  });
  const reschedule = useMutation({
    mutationFn: ({ id, ...c }: Choice & { id: string }) =>
      api(`/api/sprint/sessions/${encodeURIComponent(id)}/reschedule`, {
        method: 'POST',
        json: { ...c, timeZone: browserZone() },
      }),
    onSettled: done,
  });
  const cancel = useMutation({
    mutationFn: (id: string) => api(`/api/sprint/sessions/${encodeURIComponent(id)}/cancel`, { method: 'POST' }),
    onSettled: done,
  });
  return { book, reschedule, cancel };
}

/** 'Tuesday 24 March' / '09:00' in a zone: the one format of every coach and client page (web/lib/times.ts). */
export { dayLabel, timeLabel } from '@web/lib/times';
export const dayKey = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(iso),
  );
