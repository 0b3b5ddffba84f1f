/**
 * The Strategy sprint's bookable slots (decision 040), pure: no clock, no database.
 *
 * A coach's weekly hours and exceptions are wall-clock minutes in the coach's own IANA zone, so '09:00-17:00 on
 * Mondays' stays 09:00-17:00 across a daylight-saving change. Slots are 45-minute sessions starting on the hour
 * of each window (a 15-minute pause after each), turned into UTC instants with Intl; a wall time that does not
 * exist on a spring-forward night is skipped, one that exists twice on a fall-back night is taken once (the
 * first). Booked sessions, the past and the lead time are taken out.
 */

export const SESSION_MINUTES = 45;
/** A slot starts every this many minutes inside a window (45 minutes of session, 15 of pause). */
export const SLOT_STEP_MINUTES = 60;
/**
 * The earliest a session can be booked: this long from now. Equal to the change cut-off (decision 067):
 * a slot offered sooner could not be moved or cancelled once booked.
 */
export const BOOKING_LEAD_MS = 24 * 60 * 60_000;
/** The latest: this many days ahead. */
export const BOOKING_HORIZON_DAYS = 30;
/** Rescheduling and cancelling: up to this long before the start. */
export const CHANGE_CUTOFF_MS = 24 * 60 * 60_000;
export const SESSIONS_PER_SPRINT = 3;

export interface WeeklyHours {
  /** 0 = Monday … 6 = Sunday */
  weekday: number;
  startMinute: number;
  endMinute: number;
}

export interface AvailabilityException {
  /** YYYY-MM-DD in the coach's zone */
  date: string;
  startMinute: number | null;
  endMinute: number | null;
  /** false = time off (null minutes: the whole day), true = extra hours */
  available: boolean;
}

export interface CoachCalendar {
  coachUserId: string;
  timeZone: string;
  weekly: readonly WeeklyHours[];
  exceptions: readonly AvailabilityException[];
  /** The coach's sessions that are not cancelled. */
  booked: ReadonlyArray<{ startsAt: Date; endsAt: Date }>;
}

export interface Slot {
  coachUserId: string;
  startsAt: Date;
  endsAt: Date;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Whether Intl knows the zone (an IANA name such as 'Europe/Stockholm', or 'UTC'). */
export function isValidTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  if (partsCache.has(zone)) return true;
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

const partsCache = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string): Intl.DateTimeFormat {
  let f = partsCache.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    partsCache.set(zone, f);
  }
  return f;
}

/** The wall clock of an instant in a zone. */
export function wallClock(instant: Date, zone: string): { date: string; minute: number } {
  const p = Object.fromEntries(
    formatter(zone)
      .formatToParts(instant)
      .map((x) => [x.type, x.value]),
  );
  return { date: `${p.year}-${p.month}-${p.day}`, minute: Number(p.hour) * 60 + Number(p.minute) };
}

/** The zone's offset from UTC at an instant, in minutes (Stockholm in summer: 120). */
function offsetMinutes(instant: number, zone: string): number {
  const w = wallClock(new Date(instant), zone);
  const [y, m, d] = w.date.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(y, m - 1, d) + w.minute * MINUTE;
  return Math.round((asUtc - Math.floor(instant / MINUTE) * MINUTE) / MINUTE);
}

/**
 * The instant a wall-clock time has in a zone, or null when it does not exist there (the hour skipped when the
 * clocks go forward). Of a time that exists twice (clocks going back), the first.
 */
export function zonedInstant(date: string, minute: number, zone: string): Date | null {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const naive = Date.UTC(y, m - 1, d) + minute * MINUTE;
  const candidates = new Set<number>();
  for (const probe of [naive - DAY / 2, naive, naive + DAY / 2]) {
    candidates.add(naive - offsetMinutes(probe, zone) * MINUTE);
  }
  const matches = [...candidates]
    .filter((t) => {
      const w = wallClock(new Date(t), zone);
      return w.date === date && w.minute === minute;
    })
    .sort((a, b) => a - b);
  return matches.length ? new Date(matches[0]!) : null;
}

/** Monday = 0 … Sunday = 6, of a YYYY-MM-DD date. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

function addDays(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + n * DAY).toISOString().slice(0, 10);
}

type Window = [number, number];

/** Subtract [s, e) from a list of windows. */
function subtract(windows: Window[], s: number, e: number): Window[] {
  return windows.flatMap(([a, b]): Window[] => {
    if (e <= a || s >= b) return [[a, b]];
    const out: Window[] = [];
    if (a < s) out.push([a, s]);
    if (e < b) out.push([e, b]);
    return out;
  });
}

/** The coach's open windows (minutes of the day, their zone) on one date: weekly hours, then the exceptions. */
export function windowsOn(date: string, cal: Pick<CoachCalendar, 'weekly' | 'exceptions'>): Window[] {
  const wd = weekdayOf(date);
  let windows: Window[] = cal.weekly
    .filter((h) => h.weekday === wd && h.endMinute > h.startMinute)
    .map((h) => [h.startMinute, h.endMinute]);
  const exceptions = cal.exceptions.filter((x) => x.date === date);
  for (const x of exceptions.filter((x) => x.available && x.startMinute !== null && x.endMinute !== null)) {
    windows.push([x.startMinute!, x.endMinute!]);
  }
  for (const x of exceptions.filter((x) => !x.available)) {
    windows = x.startMinute === null || x.endMinute === null ? [] : subtract(windows, x.startMinute, x.endMinute);
  }
  return windows;
}

const plainDays = new Map<string, number | null>();
/**
 * The instant of a date's midnight in a zone when that day has no clock change (24 h to the next midnight), else null.
 * Cached per zone and date (a few thousand entries at most; cleared past 20,000): Intl is slow.
 */
function plainMidnight(date: string, zone: string): number | null {
  const key = `${zone}|${date}`;
  const hit = plainDays.get(key);
  if (hit !== undefined) return hit;
  const midnight = zonedInstant(date, 0, zone);
  const next = zonedInstant(addDays(date, 1), 0, zone);
  const value = midnight && next && next.getTime() - midnight.getTime() === DAY ? midnight.getTime() : null;
  if (plainDays.size > 20_000) plainDays.clear();
  plainDays.set(key, value);
  return value;
}

/**
 * Every free slot of one coach that starts in [from, to), at least BOOKING_LEAD_MS after `now` and at most
 * BOOKING_HORIZON_DAYS ahead, sorted by start.
 */
export function coachSlots(cal: CoachCalendar, from: Date, to: Date, now: Date): Slot[] {
  const earliest = Math.max(from.getTime(), now.getTime() + BOOKING_LEAD_MS);
  const latest = Math.min(to.getTime(), now.getTime() + BOOKING_HORIZON_DAYS * DAY);
  if (earliest >= latest || !isValidTimeZone(cal.timeZone)) return [];
  const seen = new Set<number>();
  const out: Slot[] = [];
  const first = addDays(wallClock(new Date(earliest), cal.timeZone).date, -1);
  const last = addDays(wallClock(new Date(latest), cal.timeZone).date, 1);
  for (let date = first; date <= last; date = addDays(date, 1)) {
    const windows = windowsOn(date, cal);
    if (!windows.length) continue;
    // A day without a clock change (midnight to midnight is 24 h) maps minutes by one offset; only the two days
    // of a change go through zonedInstant minute by minute (Intl is slow: this keeps a page load in milliseconds).
    const plain = plainMidnight(date, cal.timeZone);
    for (const [a, b] of windows) {
      for (let m = a; m + SESSION_MINUTES <= b; m += SLOT_STEP_MINUTES) {
        const start = plain !== null ? new Date(plain + m * MINUTE) : zonedInstant(date, m, cal.timeZone);
        if (!start) continue;
        const s = start.getTime();
        const e = s + SESSION_MINUTES * MINUTE;
        if (s < earliest || s >= latest || seen.has(s)) continue;
        if (cal.booked.some((x) => s < x.endsAt.getTime() && x.startsAt.getTime() < e)) continue;
        seen.add(s);
        out.push({ coachUserId: cal.coachUserId, startsAt: new Date(s), endsAt: new Date(e) });
      }
    }
  }
  return out.sort((x, y) => x.startsAt.getTime() - y.startsAt.getTime());
}

/** Whether `startsAt` is one of the coach's free slots now. */
export function isFreeSlot(cal: CoachCalendar, startsAt: Date, now: Date): boolean {
  const s = startsAt.getTime();
  return coachSlots(cal, new Date(s), new Date(s + MINUTE), now).some((x) => x.startsAt.getTime() === s);
}

/** The calendar date of an instant in a zone (YYYY-MM-DD): 'three different days' are counted with it. */
export function dayIn(instant: Date, zone: string): string {
  return wallClock(instant, zone).date;
}
