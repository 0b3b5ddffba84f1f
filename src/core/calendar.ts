import { createEvent, type EventAttributes } from 'ics';

/** What `ics` accepts beyond its typings: DTSTAMP (it would stamp the wall clock, which tests cannot pin). */
export type CalendarEvent = EventAttributes & { timestamp?: number };

/**
 * The one calendar-file (RFC 5545) writer, over `ics`: it escapes text, folds long lines and validates the event.
 * A refusal means a bug in the caller (a malformed address or date), so it throws rather than send a broken file.
 */
export function calendarFile(event: CalendarEvent): string {
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error('calendar file not built');
  return value;
}

/** A name fit for a quoted parameter (CN=): `ics` quotes it, but a quote or a line break cannot live inside. */
export const calendarName = (s: string) => s.replace(/["\r\n]/g, '');

/** An all-day calendar event (RFC 5545) for an experiment's due date: the experiment card's 'Add to calendar'. */
export function experimentIcs(
  e: { id: string; title: string; description: string; metric: string; due_date: string },
  brand: string,
  now: Date = new Date(),
): string {
  const next = new Date(`${e.due_date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const day = (d: Date): [number, number, number] => [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
  return calendarFile({
    productId: `-//${calendarName(brand)}//Talk//EN`,
    uid: `${e.id}@${brand.toLowerCase().replace(/[^a-z0-9]/g, '')}.talk`,
    timestamp: now.getTime(),
    start: day(new Date(`${e.due_date}T00:00:00Z`)),
    end: day(next),
    title: `Experiment due: ${e.title}`,
    description: `${e.description}\nMeasure: ${e.metric}`,
  });
}
