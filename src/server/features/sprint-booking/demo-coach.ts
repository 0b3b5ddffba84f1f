import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { accounts, coachAvailability, users } from '@server/db/schema.js';
import { newId } from '@server/lib/ids.js';
import { makeCoach } from './coach.js';

/** The demo coach of a development start (README): sign in with these to open /coach. */
export const DEMO_COACH = {
  email: 'coach@futureself.local',
  password: 'coach-demo-123',
  name: 'Alex Rivera',
  timeZone: 'Europe/Stockholm',
  videoLink: 'https://meet.jit.si/futureself-demo-coach',
} as const;

/**
 * With NODE_ENV=development only: one confirmed coach account with weekly hours (Monday-Friday 09:00-17:00,
 * Saturday 10:00-14:00, Stockholm time), so the local product's booking has slots. Idempotent: an existing account
 * with that address is left as it is.
 */
export async function seedDemoCoach(db: Db): Promise<void> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_COACH.email));
  if (existing) return;
  const id = newId();
  await db.insert(users).values({ id, name: DEMO_COACH.name, email: DEMO_COACH.email, emailVerified: true });
  await db.insert(accounts).values({
    id: newId(),
    userId: id,
    accountId: id,
    providerId: 'credential',
    password: await hashPassword(DEMO_COACH.password),
  });
  await makeCoach(db, DEMO_COACH.email, {
    displayName: DEMO_COACH.name,
    timeZone: DEMO_COACH.timeZone,
    videoLink: DEMO_COACH.videoLink,
  });
  const weekly = [0, 1, 2, 3, 4].map((weekday) => ({ weekday, startMinute: 9 * 60, endMinute: 17 * 60 }));
  weekly.push({ weekday: 5, startMinute: 10 * 60, endMinute: 14 * 60 });
  await db.insert(coachAvailability).values(weekly.map((w) => ({ id: newId(), coachUserId: id, ...w })));
}
