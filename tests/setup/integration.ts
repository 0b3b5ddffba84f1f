// Integration tests run the HTTP app in-process over PGlite in memory, or over PostgreSQL when DATABASE_URL is set:
// then each worker uses a database of its own (tests/helpers/worker-database.ts), so files run in parallel there too.
import { inject } from 'vitest';
import { configureRenderPool } from '@server/render/index';
import { workerDatabaseUrl } from '../helpers/worker-database';

// Render threads at normal priority: here they share the cores with the other test workers (RENDER_NICE, decision 048).
// Once per worker: files share the worker's modules (isolate: false), and a new pool would start new threads.
if (!process.env.FS_RENDER_POOL_SET) {
  configureRenderPool({ nice: 0 });
  process.env.FS_RENDER_POOL_SET = '1';
}

const base = process.env.DATABASE_URL;
if (base && !process.env.FS_WORKER_DATABASE) {
  process.env.DATABASE_URL = await workerDatabaseUrl(base, process.env.VITEST_POOL_ID ?? '1');
  process.env.FS_WORKER_DATABASE = '1';
}

// The migrated PGlite every in-memory test database starts from (tests/setup/global.ts).
const snapshot = inject('pgliteSnapshot');
if (snapshot) process.env.FS_PGLITE_SNAPSHOT = snapshot;
