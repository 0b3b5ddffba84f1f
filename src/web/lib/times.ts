/**
 * One way to write a session's time on every coach and client page (decision 067): 'Tuesday 24 March,
 * 09:00' in one named zone, 24-hour clock, British day-month order, and the zone written out beside it
 * ('Europe/Stockholm time'). The client's pages use the browser's zone; the coach's pages the coach's own zone.
 */
export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** 'Tuesday 24 March' */
export const dayLabel = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, weekday: 'long', day: 'numeric', month: 'long' }).format(
    new Date(iso),
  );

/** '09:00' */
export const timeLabel = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );

/** 'Tuesday 24 March, 09:00' */
export const whenLabel = (iso: string, zone: string) => `${dayLabel(iso, zone)}, ${timeLabel(iso, zone)}`;

/** '24 March 2026' (a date without a time: a report's or receipt's day) */
export const dateLabel = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(iso),
  );

/** 'Europe/Stockholm' → 'Europe/Stockholm time'; the name people read under every list of times. */
export const zoneLabel = (zone: string) => `${zone.replace(/_/g, ' ')} time`;
