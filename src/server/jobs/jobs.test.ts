import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import type { AppDeps } from '@server/context';
import { POSTER_PLATFORMS } from '@core/share';
import { magazineCovers, magazineShares } from '@server/db/schema';
import { newId } from '@server/lib/ids';
import { localAi } from '@server/providers/ai/index';
import { COVER_JOB, coverRunsFor } from '@server/features/covers/service';
import { addVisitorRoute, insertCover, visitor } from '@server/features/covers/test-support';
import { purgeExpiredShareFiles } from '@server/features/share/expiry';
import { ogImageKey, posterKey, webCoverKey } from '@server/features/share/service';
import { jobDefinitions, startJobQueue, type JobDefinition, type JobQueue } from './index';

/**
 * Two instances on one database: on PostgreSQL two apps on the same DATABASE_URL; on PGlite (one process by
 * design) two job queues, each with its own deps object (its own cover lease owner), on the one embedded database.
 */
let a: TestApp;
let other: TestApp | null = null;
let aDeps: AppDeps;
let bDeps: AppDeps;
const queues: JobQueue[] = [];
const env = { JOBS_MONITOR_SECONDS: '1' };

beforeAll(async () => {
  a = await createTestApp(env);
  addVisitorRoute(a);
  aDeps = a.deps;
  if (process.env.DATABASE_URL) {
    other = await createTestApp(env);
    bDeps = other.deps;
  } else {
    bDeps = { ...a.deps };
  }
});

afterAll(async () => {
  for (const q of queues) await q.stop({ graceful: false }).catch(() => undefined);
  await other?.close();
  await a.close();
});

async function start(deps: AppDeps, defs: JobDefinition[], attach = false) {
  const q = await startJobQueue(deps, defs, { attach });
  queues.push(q);
  return q;
}

async function until<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  ms = 20_000,
) {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const quick = { retryLimit: 3, retryDelaySeconds: 1, retryDelayMaxSeconds: 4 };
const unique = (name: string) => `t-${name}-${newId().slice(0, 8).toLowerCase()}`;

describe('the durable job queue on two instances', () => {
  it('runs each job once when two instances work the same queue', async () => {
    const runs: string[] = [];
    const def: JobDefinition = {
      name: unique('once'),
      run: async (_deps, data) => void runs.push(String(data.n)),
      concurrency: 2,
      ...quick,
    };
    const qa = await start(aDeps, [def]);
    const qb = await start(bDeps, [def]);
    for (let n = 0; n < 8; n++) await (n % 2 ? qa : qb).send(def.name, { n });
    await until('8 runs', () => runs.length >= 8);
    const jobs = await until('all completed', async () => {
      const all = await qa.boss.findJobs(def.name);
      return all.length === 8 && all.every((j) => j.state === 'completed') && all;
    });
    expect(jobs).toHaveLength(8);
    expect([...runs].sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7']);
  });

  it('retries a failing job with back-off until it succeeds', async () => {
    const attempts: number[] = [];
    const def: JobDefinition = {
      name: unique('retry'),
      run: async () => {
        attempts.push(Date.now());
        if (attempts.length < 3) throw new Error('not yet');
      },
      ...quick,
    };
    const q = await start(aDeps, [def]);
    await q.send(def.name, {});
    const [job] = await until('completed', async () => {
      const all = await q.boss.findJobs(def.name);
      return all[0]?.state === 'completed' && all;
    });
    expect(attempts).toHaveLength(3);
    expect(job!.retryCount).toBe(2);
    // back-off: retryDelay · 2^n / 2 at least, so ≥ 1 s, then ≥ 2 s
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(900);
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(1900);
  });

  it('runs a scheduled job once per period across instances', async () => {
    const slots: string[] = [];
    const def: JobDefinition = {
      name: unique('every'),
      run: async (_deps, _data, job) => void slots.push(String(job.singletonOn?.toISOString())),
      schedule: { everySeconds: 1 },
      ...quick,
    };
    // both instances offer the run of each 1-second slot twice a second
    await start(aDeps, [def]);
    await start(bDeps, [def]);
    await until('runs in 3 slots', () => slots.length >= 3);
    expect(new Set(slots).size).toBe(slots.length);
  });

  it('finishes a cover on the other instance when the one running it dies mid-run', async () => {
    const coverDef = jobDefinitions(aDeps.config).filter((d) => d.name === COVER_JOB);
    // instance A hangs in the description stage (as a process that froze or is being killed)
    let release!: () => void;
    const hung = new Promise<void>((r) => (release = r));
    aDeps.ai = {
      kind: 'local',
      describe: async (input, o) => (await hung, localAi.describe(input, o)),
      portrait: () => localAi.portrait(),
      magazineContent: (input, o) => localAi.magazineContent(input, o),
    };
    const qa = await start(aDeps, coverDef, true);

    const { c, userId } = await visitor(a);
    const id = await insertCover(a, userId);
    const res = await c.json<{ status: string }>(`/api/covers/${id}/generate`, { method: 'POST' });
    expect(res.status).toBe(202);
    const db = aDeps.database.db;
    const held = await until('A holds the lease', async () => {
      const [row] = await db.select().from(magazineCovers).where(eq(magazineCovers.id, id));
      return row?.status === 'running' && row.leaseOwner ? row : undefined;
    });

    // the backstop job comes due (5 s) and A's worker takes it: it waits for A's own run
    await until('A works the cover job', async () => {
      const [job] = await qa.boss.findJobs(COVER_JOB, { key: id });
      return job?.state === 'active';
    });
    // A dies: its lease runs out and its queue stops; its attempt is failed and retried by B
    await db
      .update(magazineCovers)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(magazineCovers.id, id));
    await qa.stop({ graceful: false });
    await start(bDeps, coverDef, true);

    const done = await until(
      'the cover is done',
      async () => {
        const [row] = await db.select().from(magazineCovers).where(eq(magazineCovers.id, id));
        return row?.status === 'done' ? row : undefined;
      },
      150_000,
    ); // the first cover of a process starts the render pool's threads: slow on a busy machine (CI once took over 80 s)
    expect(done.imageKey).toBe(`covers/${id}.png`);
    expect(done.leaseOwner).toBeNull();
    // The row is written by the run; pg-boss marks the job completed once the handler has returned, a moment later.
    const job = await until('the job is completed', async () => {
      const [j] = await queues.at(-1)!.boss.findJobs(COVER_JOB, { key: id });
      return j?.state === 'completed' ? j : undefined;
    });
    expect(job.state).toBe('completed');
    expect(job.retryCount).toBeGreaterThanOrEqual(1);
    // A's frozen run, when it wakes, finds its lease gone and writes nothing
    release();
    await coverRunsFor(aDeps).running.get(id);
    const [after] = await db.select().from(magazineCovers).where(eq(magazineCovers.id, id));
    expect(after!.updatedAt).toEqual(done.updatedAt);
    expect(held.leaseOwner).toBe(coverRunsFor(aDeps).owner);
  }, 200_000);
});

describe('share expiry clean-up (the share-expiry job)', () => {
  it("deletes an expired share's images once, and keeps a live share's", async () => {
    const { userId } = await visitor(a);
    const coverId = await insertCover(a, userId);
    const share = async (expiresAt: Date) => {
      const id = newId();
      await aDeps.database.db.insert(magazineShares).values({
        id,
        coverId,
        ownerId: userId,
        userName: 'Maya',
        userRole: 'Space Janitor',
        expiresAt,
      });
      for (const key of [ogImageKey(id), webCoverKey(id), posterKey(id, POSTER_PLATFORMS[0])])
        await aDeps.storage.put(key, Buffer.from('img'), 'image/png');
      return id;
    };
    const expired = await share(new Date(Date.now() - 3600_000));
    const live = await share(new Date(Date.now() + 86_400_000));

    // The queues of the two apps run the same sweep on their schedule: one of them may have swept it first.
    await purgeExpiredShareFiles(aDeps);
    expect(await aDeps.storage.get(ogImageKey(expired))).toBeNull();
    expect(await aDeps.storage.get(webCoverKey(expired))).toBeNull();
    expect(await aDeps.storage.get(posterKey(expired, POSTER_PLATFORMS[0]))).toBeNull();
    expect(await aDeps.storage.get(ogImageKey(live))).not.toBeNull();
    expect(await aDeps.storage.get(posterKey(live, POSTER_PLATFORMS[0]))).not.toBeNull();
    // the cursor moved past it: the next run has nothing left to sweep
    expect(await purgeExpiredShareFiles(aDeps)).toBe(0);
  });
});

describe('roles apart (APP_ROLE, decision 085)', () => {
  it('a web instance sends the cover to a worker at once and never runs it itself', async () => {
    const coverDef = jobDefinitions(aDeps.config).filter((d) => d.name === COVER_JOB);
    const allConfig = aDeps.config;
    aDeps.config = { ...allConfig, role: 'web' };
    try {
      aDeps.ai = localAi;
      const web = await startJobQueue(aDeps, coverDef, { attach: true, work: false });
      queues.push(web);
      await start(bDeps, coverDef);

      const { c, userId } = await visitor(a);
      const id = await insertCover(a, userId);
      const res = await c.json<{ status: string }>(`/api/covers/${id}/generate`, { method: 'POST' });
      expect(res.status).toBe(202);
      expect(coverRunsFor(aDeps).running.has(id)).toBe(false);
      // due now, not after the backstop's delay: nobody on the web instance is running it
      const [job] = await web.boss.findJobs(COVER_JOB, { key: id });
      expect(job!.startAfter.getTime()).toBeLessThan(Date.now() + 1000);

      const db = aDeps.database.db;
      const done = await until(
        'the worker finished the cover',
        async () => {
          const [row] = await db.select().from(magazineCovers).where(eq(magazineCovers.id, id));
          return row?.status === 'done' ? row : undefined;
        },
        150_000,
      );
      expect(done.imageKey).toBe(`covers/${id}.png`);
      expect(coverRunsFor(aDeps).running.has(id)).toBe(false);
    } finally {
      aDeps.config = allConfig;
    }
  }, 200_000);
});
