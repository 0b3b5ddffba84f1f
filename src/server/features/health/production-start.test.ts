import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerDatabaseUrl } from '../../../../tests/helpers/worker-database';

/**
 * The production path (decision 049): `npm run build:server` compiles the server, and `node dist/server/main.js`
 * starts it with no TypeScript loader. Built here once into a scratch folder inside the repository (so
 * node_modules resolves as from dist/server).
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const outdir = path.join(root, 'node_modules/.cache', `fs-server-build-${process.pid}`);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

beforeAll(() => {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts', '--outdir', outdir], {
    cwd: root,
    stdio: 'ignore',
  });
});
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('production start', () => {
  it('node main.js (no tsx) answers /readyz and /metrics, and stops on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fs-prod-start-'));
    const port = await freePort();
    // A database of its own on PostgreSQL: the worker's database is shared by the files before this one, and a cover
    // job one of them left queued would start a render thread in this server (the check below).
    const databaseUrl = process.env.DATABASE_URL ? await workerDatabaseUrl(process.env.DATABASE_URL, 'prodstart') : '';
    const child = spawn(process.execPath, [path.join(outdir, 'main.js')], {
      cwd: root,
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: process.env.TEST_LOG ?? 'silent',
        DATABASE_URL: databaseUrl,
      },
      stdio: process.env.TEST_LOG ? 'inherit' : 'ignore',
    });
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    try {
      for (let i = 0; ; i++) {
        if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}`);
        try {
          if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) break;
        } catch {
          /* starting */
        }
        if (i > 1200) throw new Error('server did not start');
        await new Promise((r) => setTimeout(r, 100));
      }
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(await ready.json()).toMatchObject({ status: 'ready' });

      const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(metrics.status).toBe(200);
      expect(metrics.headers.get('cache-control')).toBe('no-store');
      const m = (await metrics.json()) as Record<string, unknown>;
      expect(Object.keys(m).sort()).toEqual(
        [
          'eventLoopDelayMaxMs',
          'eventLoopDelayMeanMs',
          'eventLoopDelayP99Ms',
          'heapUsedBytes',
          'renderQueue',
          'rssBytes',
          'windowMs',
        ].sort(),
      );
      expect(m.rssBytes).toBeGreaterThan(10_000_000);
      // no render yet: no thread started
      expect(m.renderQueue).toMatchObject({ threads: 0, active: 0, completed: 0 });
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  }, 120_000);

  it('the compiled render worker draws without a TypeScript loader', () => {
    const worker = path.join(outdir, 'render-worker.js');
    const script = `const { default: run } = await import(${JSON.stringify(worker)});
const r = await run({ task: 'localArt', input: { id: 'prod', style: 'forbes', theme: 'ocean', photo: null } });
const art = r[Symbol.for('Piscina.valueOf')];
console.log(JSON.stringify({ jpeg: art.jpeg.byteLength, raw: art.raw.byteLength }));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: root,
      env: { ...process.env, NODE_OPTIONS: '' },
    }).toString();
    const sizes = JSON.parse(out.trim().split('\n').pop()!) as { jpeg: number; raw: number };
    expect(sizes.raw).toBe(1080 * 1350 * 3);
    expect(sizes.jpeg).toBeGreaterThan(20_000);
  }, 60_000);
});
