/**
 * The dashboard's arithmetic (docs/product/dashboard.md#rates): rates as rounded percents, ISO weeks in UTC, the
 * leaderboard's order. Pure: the server computes with it and the web shows what the server sent.
 */

/** Leaderboard length on the dashboard, and how many go to the chat notification. */
export const LEADERBOARD_LIMIT = 10;
export const SLACK_TOP = 5;

/** The events each figure counts (decision 032). */
export const DASHBOARD_EVENTS = {
  spin: 'spin',
  cover: 'cover_generated',
  share: 'share_clicked',
  conversions: ['checkout_succeeded', 'show_application_submitted'],
  /** A refund takes its purchase's conversion back, counted on the day of the refund. */
  refund: 'checkout_refunded',
} as const;

/** n/d as a whole percent (Math.round), 0 when there is nothing to divide by. */
export function percent(n: number, d: number): number {
  if (!Number.isFinite(n) || !Number.isFinite(d) || d <= 0 || n <= 0) return 0;
  return Math.round((n / d) * 100);
}

/**
 * Conversion rate = conversions / spins, rounded to a percent, at most 100: a purchase can come from a spin made
 * before the period (or a person who bought twice), so the ratio of two counts can pass 1; a rate cannot.
 */
export const conversionRate = (conversions: number, spins: number) => Math.min(100, percent(conversions, spins));
/** Cohort conversion = covers / spins, rounded to a percent. */
export const cohortConversion = (covers: number, spins: number) => percent(covers, spins);

/** Monday 00:00 UTC of the ISO week holding `d`. */
export function isoWeekStart(d: Date): Date {
  const day = (d.getUTCDay() + 6) % 7; // Monday 0 ... Sunday 6
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - day));
}

/** The ISO week as 'YYYY-Www' (the year of its Thursday). */
export function isoWeekKey(d: Date): string {
  const start = isoWeekStart(d);
  const thursday = new Date(start.getTime() + 3 * 86_400_000);
  const year = thursday.getUTCFullYear();
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const week1 = isoWeekStart(jan4);
  const week = Math.round((start.getTime() - week1.getTime()) / (7 * 86_400_000)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

export interface LeaderboardCounts {
  ambassadorCode: string;
  name: string;
  spins: number;
  conversions: number;
}

/** Most spins first, then most conversions, then the code (stable), cut to `limit`, ranked 1..n. */
export function rankLeaderboard<T extends LeaderboardCounts>(rows: T[], limit = LEADERBOARD_LIMIT) {
  return [...rows]
    .sort(
      (a, b) =>
        b.spins - a.spins ||
        b.conversions - a.conversions ||
        (a.ambassadorCode < b.ambassadorCode ? -1 : a.ambassadorCode > b.ambassadorCode ? 1 : 0),
    )
    .slice(0, limit)
    .map((r, i) => ({ ...r, rank: i + 1, conversionRate: conversionRate(r.conversions, r.spins) }));
}

/** 'YYYY-MM-DD' of a date in UTC. */
export const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/** Every day from `from` to `to` inclusive ('YYYY-MM-DD'), at most `max` days. */
export function daysBetween(from: string, to: string, max = 400): string[] {
  const out: string[] = [];
  let t = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  while (t <= end && out.length < max) {
    out.push(utcDay(new Date(t)));
    t += 86_400_000;
  }
  return out;
}

/** A value for a CSV cell: quoted when needed; a leading = + - @ is neutralised against spreadsheet formulas. */
export function csvCell(v: string | number | boolean | null | undefined): string {
  if (v === null || v === undefined) return '';
  let s = String(v);
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
export const toCsv = (header: string[], rows: (string | number | boolean | null)[][]) =>
  [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
