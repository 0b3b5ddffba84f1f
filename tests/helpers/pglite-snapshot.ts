import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@server/db/client';

/**
 * A migrated, empty PGlite data directory, made once per test run and loaded by every in-memory test database
 * (createTestApp, the e2e workers): a new PGlite cluster costs ~2.5 s of CPU (initdb) plus ~0.5 s of migrations,
 * loading this costs ~1 s. The file is keyed by the migrations and PGlite's version, so a changed schema makes a
 * new one. Only for PGlite: on PostgreSQL (DATABASE_URL) each worker migrates its own database.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const migrations = path.join(root, 'src/server/db/migrations');

function key(): string {
  const h = createHash('sha256');
  h.update(JSON.parse(readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')).version);
  for (const f of readdirSync(migrations, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = path.join(migrations, f);
    if (f.endsWith('.sql') || f.endsWith('.json')) h.update(f).update(readFileSync(file));
  }
  return h.digest('hex').slice(0, 16);
}

/** Makes the snapshot file if this schema has none yet; returns its path. */
export async function makePgliteSnapshot(): Promise<string> {
  const file = path.join(tmpdir(), `futureself-pglite-${key()}.tar`);
  if (existsSync(file)) return file;
  const database = await openDatabase({});
  try {
    const dump = await database.pglite!.dumpDataDir('none');
    const part = `${file}.${process.pid}`;
    await writeFile(part, Buffer.from(await dump.arrayBuffer()));
    await rename(part, file);
  } finally {
    await database.close();
  }
  return file;
}

let loaded: Promise<Blob | undefined> | undefined;

/** The snapshot named by FS_PGLITE_SNAPSHOT (set by the test runners' global set-up), read once per process. */
export function pgliteSnapshot(): Promise<Blob | undefined> {
  const file = process.env.FS_PGLITE_SNAPSHOT;
  if (!file || process.env.DATABASE_URL) return Promise.resolve(undefined);
  loaded ??= readFile(file).then((b) => new Blob([b]));
  return loaded;
}
