/**
 * The sprint booking page's slot computation (src/core/sprint-slots.ts): every free slot of N coaches over the
 * 30-day horizon, each open 09:00-17:00 Monday-Friday in a different zone with 40 booked sessions.
 *   node --import tsx bench/sprint-slots.ts [coaches=20]
 */
import { coachSlots, type CoachCalendar } from '../src/core/sprint-slots';

const coaches = Number(process.argv[2] ?? 20);
const zones = ['Europe/Stockholm', 'America/New_York', 'Asia/Tokyo', 'Australia/Sydney', 'UTC'];
const now = new Date('2026-03-20T08:00:00Z');
const to = new Date(now.getTime() + 31 * 86_400_000);
const cals: CoachCalendar[] = Array.from({ length: coaches }, (_, i) => ({
  coachUserId: `c${i}`,
  timeZone: zones[i % zones.length]!,
  weekly: [0, 1, 2, 3, 4].map((weekday) => ({ weekday, startMinute: 540, endMinute: 1020 })),
  exceptions: [{ date: '2026-03-25', startMinute: null, endMinute: null, available: false }],
  booked: Array.from({ length: 40 }, (_, k) => {
    const s = new Date(now.getTime() + 86_400_000 + k * 7 * 3_600_000);
    return { startsAt: s, endsAt: new Date(s.getTime() + 45 * 60_000) };
  }),
}));
const runs = 20;
let t0 = performance.now();
let slots = cals.flatMap((c) => coachSlots(c, now, to, now)).length;
const cold = performance.now() - t0;
t0 = performance.now();
for (let r = 0; r < runs; r++) slots = cals.flatMap((c) => coachSlots(c, now, to, now)).length;
const ms = (performance.now() - t0) / runs;
console.log(
  `${coaches} coaches, 30 days: ${slots} slots; first call (Intl warm-up) ${cold.toFixed(0)} ms, then ${ms.toFixed(1)} ms per page load (mean of ${runs})`,
);
