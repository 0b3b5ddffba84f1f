import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { createLogger, type Logger } from '@server/lib/logger.js';
import * as schema from './schema.js';

/**
 * One SQL dialect, two engines. PGlite (embedded PostgreSQL in DATA_DIR, or in memory for tests) by default,
 * a real PostgreSQL pool when DATABASE_URL is set. Both run the same migrations folder at start.
 */
export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** The embedded engine itself (PGlite only): the job queue (src/server/jobs) runs its SQL on it. */
  pglite?: PGlite;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** An arbitrary constant so two instances starting together do not migrate at the same time. */
const MIGRATION_LOCK = 727_001;

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Directory for PGlite's files; `memory://` or undefined keeps it in memory. */
  pgliteDir?: string;
  poolSize?: number;
  /**
   * An in-memory PGlite starts from this data directory (PGlite's `dumpDataDir` of a migrated database) instead of
   * a new cluster: ~1 s instead of ~3 s, and no initdb heap. Tests only (tests/helpers/pglite-snapshot.ts).
   */
  pgliteSnapshot?: Blob;
  /** Where a lost idle connection is reported (PostgreSQL); a warn-level logger on stdout when omitted. */
  log?: Pick<Logger, 'warn'>;
}

/** The database cannot be reached or opened at start: its message is one line, without any password. */
export class DatabaseUnavailableError extends Error {}

/** postgres://user:secret@host:5432/db → postgres://user:…@host:5432/db (for messages and logs). */
export function redactDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '…';
    return decodeURIComponent(u.toString());
  } catch {
    return 'the DATABASE_URL (not a valid URL)';
  }
}

/** What went wrong, in a few words: a system error code (ECONNREFUSED, ENOTFOUND...) or PostgreSQL's message. */
function reason(err: unknown): string {
  const e = err as { code?: unknown; message?: unknown; errors?: unknown[] };
  if (typeof e.code === 'string' && /^E[A-Z]+$/.test(e.code)) return e.code;
  // Node tries every address of "localhost" (::1, 127.0.0.1) and reports them together.
  if (Array.isArray(e.errors) && e.errors.length) return reason(e.errors[0]);
  return typeof e.message === 'string' && e.message ? e.message.split('\n')[0]! : String(err);
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
    });
    // An idle connection can drop after start (database restart, failover, a killed backend). The pool then
    // emits 'error', which would crash the process without a listener; the pool replaces the connection when
    // next needed, so a warning is enough. The error carries no query and no data (logged through safeError).
    const log = opts.log ?? createLogger('warn');
    pool.on('error', (err) =>
      log.warn({ err }, 'database connection lost while idle; the pool opens a new one when needed'),
    );
    const db = drizzlePg(pool, { schema });
    const client = await pool.connect().catch(async (err: unknown) => {
      await pool.end().catch(() => undefined);
      throw new DatabaseUnavailableError(`cannot connect to ${redactDatabaseUrl(opts.databaseUrl!)} (${reason(err)})`, {
        cause: err,
      });
    });
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      client.release();
    }
    return {
      db,
      engine: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
    };
  }
  const dir = opts.pgliteDir && opts.pgliteDir !== 'memory://' ? opts.pgliteDir : undefined;
  let client: PGlite;
  try {
    if (dir) {
      mkdirSync(dir, { recursive: true });
      if (!existsSync(path.join(dir, 'PG_VERSION'))) createPgliteCluster(dir);
    }
    client = dir ? new PGlite(dir) : new PGlite(opts.pgliteSnapshot ? { loadDataDir: opts.pgliteSnapshot } : {});
    await client.waitReady;
  } catch (err) {
    throw new DatabaseUnavailableError(`cannot open the embedded database in ${dir ?? 'memory'} (${reason(err)})`, {
      cause: err,
    });
  }
  // The PGlite driver speaks the same query builder; its type differs only in the result HKT.
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  return {
    db,
    engine: 'pglite',
    pglite: client,
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  };
}

/**
 * Creating a new PGlite cluster (initdb) grows the WebAssembly heap to ~850 MB, and a heap never shrinks. So the
 * first start creates it in a short-lived child process; this process then opens the ready cluster at ~300 MB.
 */
function createPgliteCluster(dir: string) {
  const script =
    "import { PGlite } from '@electric-sql/pglite'; const db = new PGlite(process.argv[1]); await db.query('select 1'); await db.close();";
  execFileSync(process.execPath, ['--input-type=module', '-e', script, path.resolve(dir)], {
    stdio: 'inherit',
    cwd: path.dirname(fileURLToPath(import.meta.url)),
  });
}
