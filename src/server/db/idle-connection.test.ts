import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createLogger } from '@server/lib/logger';
import { openDatabase } from './client';

/**
 * PostgreSQL only (DATABASE_URL): a pooled connection that drops while idle (a database restart, here its backend
 * terminated) makes the pool emit 'error'. Without a listener that is an uncaught exception: the process dies.
 */
const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('a PostgreSQL connection lost while idle', () => {
  it('is logged as a warning without data, and the pool carries on with a new connection', async () => {
    const lines: Record<string, unknown>[] = [];
    let logged!: () => void;
    const firstLine = new Promise<void>((resolve) => (logged = resolve));
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(JSON.parse(String(chunk)));
        logged();
        done();
      },
    });
    const database = await openDatabase({ databaseUrl, poolSize: 1, log: createLogger('warn', sink) });
    try {
      const result = (await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
        rows: { pid: number }[];
      };
      const pid = result.rows[0]!.pid;
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      try {
        await admin.query('select pg_terminate_backend($1)', [pid]);
      } finally {
        await admin.end();
      }
      await firstLine;
      expect(lines[0]).toMatchObject({
        level: 40,
        msg: 'database connection lost while idle; the pool opens a new one when needed',
        err: { code: '57P01' },
      });
      // The pool opens a fresh connection for the next query.
      const again = (await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
        rows: { pid: number }[];
      };
      expect(again.rows[0]!.pid).not.toBe(pid);
    } finally {
      await database.close();
    }
  });
});
