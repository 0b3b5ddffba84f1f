/**
 * A demo of the measure's effect view (docs/product/measure.md#demo): a cohort of 200 synthetic people who agreed to
 * research (and a group of 6, to show that small groups are withheld), with 'before' and 'after' answers; about 40 %
 * used Talk. Deterministic (a seeded generator): running it again replaces the same people.
 *
 *   node --import tsx scripts/seed-measure-demo.ts [--organiser <email>]
 *
 * Uses the server's configuration (DATABASE_URL or the PGlite folder in DATA_DIR; with PGlite, stop the server
 * first). --organiser makes that (existing) account an organiser of the demo cohorts. The people are accounts with
 * addresses under example.invalid that cannot sign in (no password).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { inArray, like } from 'drizzle-orm';
import { MEASURE_STUDY_ID } from '@content/measure';
import { seededRandom } from '@core/random';
import { loadConfig } from '@server/config';
import { openDatabase, type Db } from '@server/db/client';
import { cohorts, measureResponses, researchConsents, users } from '@server/db/schema';
import { createLogger } from '@server/lib/logger';
import { grantRole } from '@server/auth/roles';

export interface SyntheticPerson {
  before: { fsc: number; vividness?: number; positivity?: number; career?: number } | null;
  after: { fsc: number; vividness?: number; positivity?: number; career?: number } | null;
  talked: boolean;
}

const clamp = (x: number, max = 7) => Math.min(max, Math.max(1, Math.round(x)));

/**
 * Stores synthetic participants of one cohort as the app would (a consent with a pseudonym, answers under it).
 * `prefix` makes their ids; rows of earlier runs with the same prefix are replaced. Also used by the e2e test.
 */
export async function seedParticipants(db: Db, cohortId: string, prefix: string, people: SyntheticPerson[]) {
  const ids = people.map((_, i) => `${prefix}-${i}`);
  const old = await db
    .select({ pseudonym: researchConsents.pseudonym })
    .from(researchConsents)
    .where(inArray(researchConsents.userId, ids));
  const pseudonyms = old.map((o) => o.pseudonym).filter((p): p is string => !!p);
  if (pseudonyms.length) await db.delete(measureResponses).where(inArray(measureResponses.pseudonym, pseudonyms));
  if (ids.length) await db.delete(users).where(inArray(users.id, ids));
  const day = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
  for (const [i, p] of people.entries()) {
    const id = ids[i]!;
    const pseudonym = `${prefix}-p${i}-${Math.random().toString(36).slice(2, 10)}`;
    await db.insert(users).values({
      id,
      name: `Demo ${i + 1}`,
      email: `${id}@example.invalid`,
      emailVerified: true,
    });
    await db.insert(researchConsents).values({
      id: `${id}-consent`,
      userId: id,
      studyId: MEASURE_STUDY_ID,
      pseudonym,
      state: 'given',
      cohortId,
      givenAt: new Date(),
    });
    const waves = [
      ['before', p.before, day(20)],
      ['after', p.after, day(5)],
    ] as const;
    for (const [wave, answers, on] of waves) {
      if (!answers) continue;
      await db.insert(measureResponses).values({
        id: `${id}-${wave}`,
        studyId: MEASURE_STUDY_ID,
        pseudonym,
        wave,
        answers,
        cohortId,
        talked: wave === 'after' && p.talked,
        answeredOn: on,
      });
    }
  }
}

/** 200 people: before around 3.6, after moved up by about 0.4 (poster only) or 1.1 (Talk), with noise. */
export function demoPeople(n: number, seed: number): SyntheticPerson[] {
  const rnd = seededRandom(seed);
  const noise = () => (rnd() + rnd() + rnd() - 1.5) * 1.6;
  return Array.from({ length: n }, () => {
    const talked = rnd() < 0.4;
    const base = 3.6 + noise();
    const lift = (talked ? 1.1 : 0.4) + noise() * 0.7;
    const before = {
      fsc: clamp(base),
      vividness: clamp(base + noise() * 0.5),
      positivity: clamp(4.4 + noise()),
      career: clamp(2.6 + noise() * 0.6, 5),
    };
    const after = {
      fsc: clamp(base + lift),
      vividness: clamp(base + lift * 0.8 + noise() * 0.5),
      positivity: clamp(4.4 + lift * 0.5 + noise()),
      career: clamp(2.6 + lift * 0.4 + noise() * 0.6, 5),
    };
    // some answer only once: 8 % never came back, 3 % answered 'after' without 'before'
    const r = rnd();
    return { talked, before: r < 0.03 ? null : before, after: r > 0.92 ? null : after };
  });
}

/** The demo cohort of 200, and a group of 6 whose figures the effect view withholds. */
export const DEMO_COHORTS = [
  { cohortId: 'demo-cohort', name: 'Demo: Career week 2026', people: 200, seed: 9 },
  { cohortId: 'demo-small', name: 'Demo: Small group', people: 6, seed: 3 },
] as const;

async function main() {
  const args = process.argv.slice(2);
  const organiser = args[args.indexOf('--organiser') + 1];
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    poolSize: 2,
    log: createLogger('warn'),
  });
  try {
    const db = database.db;
    for (const c of DEMO_COHORTS) {
      await db
        .insert(cohorts)
        .values({ cohortId: c.cohortId, name: c.name, watermarkText: c.name.replace('Demo: ', '') })
        .onConflictDoNothing();
      await seedParticipants(db, c.cohortId, `demo-measure-${c.cohortId}`, demoPeople(c.people, c.seed));
    }
    const total = await db.select({ id: users.id }).from(users).where(like(users.id, 'demo-measure-%'));
    console.log(`Seeded ${total.length} synthetic people in ${DEMO_COHORTS.map((c) => c.cohortId).join(', ')}.`);
    if (args.includes('--organiser') && organiser) {
      await grantRole(
        db,
        organiser,
        'organiser',
        DEMO_COHORTS.map((c) => c.cohortId),
      );
      console.log(`${organiser} organises the demo cohorts.`);
    }
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
