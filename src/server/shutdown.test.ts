import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@server/db/client';
import { magazineCovers, trackingEvents } from '@server/db/schema';
import { newId } from '@server/lib/ids';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

describe('graceful shutdown', () => {
  it('on SIGTERM lets an in-flight request finish, keeps what it wrote, and exits 0', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fs-shutdown-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: process.env.TEST_LOG ?? 'silent',
        DATABASE_URL: process.env.DATABASE_URL ?? '',
      },
      stdio: process.env.TEST_LOG ? 'inherit' : 'ignore',
    });
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    try {
      for (let i = 0; ; i++) {
        try {
          if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) break;
        } catch {
          /* starting */
        }
        if (i > 600) throw new Error('server did not start');
        await new Promise((r) => setTimeout(r, 100));
      }

      const sessionId = `shutdown_${newId()}`;
      const body = JSON.stringify({ sessionId, path: '/bye', attribution: {} });
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((r) => socket.once('connect', r));
      let response = '';
      socket.on('data', (d) => (response += d.toString()));
      const closed = new Promise((r) => socket.once('close', r));
      // Headers and half the body, then SIGTERM, then the rest: the request is in flight when the signal lands.
      socket.write(
        `POST /api/track/page-view HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
      );
      socket.write(body.slice(0, 10));
      await new Promise((r) => setTimeout(r, 200));
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      socket.write(body.slice(10));
      await closed;
      expect(response).toMatch(/^HTTP\/1\.1 200/);
      expect(await exited).toBe(0);

      const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: path.join(dataDir, 'pglite') });
      const rows = await db.db
        .select()
        .from(trackingEvents)
        .where(and(eq(trackingEvents.sessionId, sessionId), eq(trackingEvents.eventType, 'page_view')));
      await db.close();
      expect(rows).toHaveLength(1);
    } finally {
      child.kill('SIGKILL');
    }
  }, 120_000);
});

/** Resolves once the server answers /healthz. */
async function waitForHealth(port: number, child: ChildProcess) {
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      /* starting */
    }
    if (i > 1500) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Whether something accepts connections on the port. */
function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('npm start under a supervisor', () => {
  // One `npm start` (no build: SKIP_BUILD=1) whose cover run is stuck in an AI call when SIGTERM arrives.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fs-npm-start-'));
  let port = 0;
  let npm: ChildProcess;
  let serverPid = 0;
  let serverCmd = '';
  let npmExit: number | null = null;
  let coverId = '';
  let ai: Server;
  const aiCalls: string[] = [];

  beforeAll(async () => {
    // An OpenAI-compatible endpoint that takes the request and never answers: the cover stays in its first stage.
    ai = createServer((req) => void aiCalls.push(req.url ?? ''));
    await new Promise<void>((r) => ai.listen(0, '127.0.0.1', () => r()));
    const aiPort = (ai.address() as net.AddressInfo).port;
    port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    npm = spawn('npm', ['start', '--silent'], {
      env: {
        ...process.env,
        SKIP_BUILD: '1',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: origin,
        DATA_DIR: dataDir,
        LOG_LEVEL: process.env.TEST_LOG ?? 'silent',
        DATABASE_URL: process.env.DATABASE_URL ?? '',
        RATE_LIMIT_ENABLED: 'false',
        AI_PROVIDER: 'openai',
        OPENAI_API_KEY: 'test-key',
        OPENAI_BASE_URL: `http://127.0.0.1:${aiPort}/v1`,
        AI_TIMEOUT_MS: '120000',
      },
      stdio: process.env.TEST_LOG ? 'inherit' : 'ignore',
    });
    const exited = new Promise<number | null>((r) => npm.once('exit', (code) => r(code)));
    await waitForHealth(port, npm);

    // The process npm started (and signals): read from /proc before it is gone.
    serverPid = Number(readFileSync(`/proc/${npm.pid}/task/${npm.pid}/children`, 'utf8').trim().split(/\s+/)[0]);
    serverCmd = readFileSync(`/proc/${serverPid}/cmdline`, 'utf8').split('\0').join(' ');

    // A visitor spins and starts their cover: the server takes the cover's lease and calls the AI.
    const headers = { 'content-type': 'application/json', origin };
    const spin = await fetch(`${origin}/api/spins`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        answers: {
          postcard: 'pc_ocean_explorer',
          bhag: 'carbon',
          purpose: 'explore',
          workplace: 'underwater',
          superpower: 'Talking to whales',
        },
        spinNumber: 0,
      }),
    });
    expect(spin.status).toBe(201);
    coverId = ((await spin.json()) as { cover: { id: string } }).cover.id;
    const cookie = spin.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const gen = await fetch(`${origin}/api/covers/${coverId}/generate`, {
      method: 'POST',
      headers: { ...headers, cookie },
    });
    expect(gen.status).toBe(202);
    for (let i = 0; aiCalls.length === 0; i++) {
      if (i > 600) throw new Error('the cover run never called the AI');
      await new Promise((r) => setTimeout(r, 100));
    }

    npm.kill('SIGTERM');
    npmExit = await exited;
  }, 240_000);

  afterAll(async () => {
    if (serverPid && alive(serverPid)) process.kill(serverPid, 'SIGKILL');
    npm?.kill('SIGKILL');
    ai?.closeAllConnections();
    await new Promise((r) => ai?.close(r));
  });

  it('runs the server as npm’s own child, node itself rather than a shell', () => {
    expect(serverCmd).toMatch(/node .*scripts\/start\.ts/);
  });

  it('on SIGTERM to npm, the server shuts down: npm exits 0, the port closes and no server process remains', async () => {
    expect(npmExit).toBe(0);
    expect(await portOpen(port)).toBe(false);
    expect(alive(serverPid)).toBe(false);
  });

  it('releases the cover lease it held, so another instance resumes the cover at once', async () => {
    const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: path.join(dataDir, 'pglite') });
    const [row] = await db.db.select().from(magazineCovers).where(eq(magazineCovers.id, coverId));
    await db.close();
    expect(row).toMatchObject({ leaseOwner: null, leaseUntil: null, status: 'running', description: null });
  });
});

describe('a database that cannot be reached at start', () => {
  it('prints one line naming it, without its password, and exits 1', async () => {
    const port = await freePort(); // nothing listens there
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(await freePort()),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fs-nodb-')),
        LOG_LEVEL: 'silent',
        DATABASE_URL: `postgres://app:hunter2@127.0.0.1:${port}/futureself`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (out += d));
    const code = await new Promise<number | null>((r) => child.once('exit', (c) => r(c)));
    expect(code).toBe(1);
    expect(out).toBe(
      `Database error: cannot connect to postgres://app:…@127.0.0.1:${port}/futureself (ECONNREFUSED)\n`,
    );
  }, 60_000);
});
