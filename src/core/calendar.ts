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
