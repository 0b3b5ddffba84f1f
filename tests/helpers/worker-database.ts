import pg from 'pg';

/**
 * On PostgreSQL (DATABASE_URL set), each test worker gets a database of its own, `<name>_w<worker>`, made on first
 * use, so test files run in parallel there as they do on PGlite, without seeing each other's rows or racing on
 * migrations. CI drops them with the database they were named after (.ci/run).
 */
export async function workerDatabaseUrl(baseUrl: string, worker: string | number): Promise<string> {
  const url = new URL(baseUrl);
  const base = decodeURIComponent(url.pathname.slice(1)) || 'postgres';
  const name = `${base}_w${worker}`.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 63);
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      await client.query(`CREATE DATABASE "${name}"`).catch((err: { code?: string }) => {
        // Another process made it between the check and here: that is the same outcome.
        if (err.code !== '42P04' && err.code !== '23505') throw err;
      });
    }
  } finally {
    await client.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}
