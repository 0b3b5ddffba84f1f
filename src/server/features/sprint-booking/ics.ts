import { calendarFile, calendarName } from '@core/calendar.js';

/**
 * An iCalendar invitation for one sprint session: REQUEST when booked or moved (SEQUENCE grows with each change,
 * so calendars replace the old time), CANCEL when cancelled. Times in UTC; `ics` escapes and folds.
 */
export interface IcsEvent {
  uid: string;
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  startsAt: Date;
  endsAt: Date;
  summary: string;
  description: string;
  location: string | null;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  now: Date;
}

const isWebAddress = (s: string) => /^https?:\/\/\S+$/.test(s);

export function sessionIcs(e: IcsEvent): string {
  const location = e.location?.replace(/[\r\n]/g, '') || undefined;
  return calendarFile({
    productId: '-//FutureSelf//Strategy Sprint//EN',
    method: e.method,
    uid: e.uid,
    sequence: e.sequence,
    timestamp: e.now.getTime(),
    start: e.startsAt.getTime(),
    end: e.endsAt.getTime(),
    title: e.summary,
    description: e.description,
    location,
    url: location && isWebAddress(location) ? location : undefined,
    organizer: { name: calendarName(e.organizer.name), email: e.organizer.email },
    attendees: [{ name: calendarName(e.attendee.name), email: e.attendee.email, role: 'REQ-PARTICIPANT', rsvp: false }],
    status: e.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    alarms:
      e.method === 'REQUEST'
        ? [{ action: 'display', description: 'Reminder', trigger: { hours: 1, before: true } }]
        : undefined,
  });
}
