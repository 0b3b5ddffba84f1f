import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { trackingEvents } from './db/schema';
import { newId } from './lib/ids';

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
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: process.env.TEST_LOG ?? 'silent', DATABASE_URL: process.env.DATABASE_URL ?? '' },
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
      socket.write(`POST /api/track/page-view HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`);
      socket.write(body.slice(0, 10));
      await new Promise((r) => setTimeout(r, 200));
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      socket.write(body.slice(10));
      await closed;
      expect(response).toMatch(/^HTTP\/1\.1 200/);
      expect(await exited).toBe(0);

      const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: path.join(dataDir, 'pglite') });
      const rows = await db.db.select().from(trackingEvents).where(and(eq(trackingEvents.sessionId, sessionId), eq(trackingEvents.eventType, 'page_view')));
      await db.close();
      expect(rows).toHaveLength(1);
    } finally {
      child.kill('SIGKILL');
    }
  }, 120_000);
});
