import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';
import { seed } from './seed';
import { cohorts, shareTemplates, ambassadors } from './schema';

describe('migrations and seeds', () => {
  it('running them twice changes nothing', async () => {
    // A relative folder, as DATA_DIR=./data gives: the first start creates the cluster in a child process.
    const dir = process.env.DATABASE_URL
      ? undefined
      : path.relative(process.cwd(), path.join(mkdtempSync(path.join(tmpdir(), 'fs-mig-')), 'pglite'));
    const count = async () => {
      const d = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: dir });
      await seed(d.db, 'FutureSelf');
      const [c] = await d.db.select({ n: sql<number>`count(*)::int` }).from(cohorts);
      const [t] = await d.db.select({ n: sql<number>`count(*)::int` }).from(shareTemplates);
      const [a] = await d.db.select({ n: sql<number>`count(*)::int` }).from(ambassadors);
      const pub = (await d.db.select().from(cohorts)).find((r) => r.cohortId === 'public');
      await d.close();
      return { c: c!.n, t: t!.n, a: a!.n, pub };
    };
    const first = await count();
    const second = await count();
    expect(second).toEqual(first);
    expect(first.pub).toMatchObject({ watermarkText: 'FutureSelf', isActive: true });
    expect(first.t).toBeGreaterThanOrEqual(4);
  }, 120_000);
});
