import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '@server/config';
import { buildDeps, type BootstrapOptions } from '@server/bootstrap';
import { createApp } from '@server/app';
import type { AppDeps } from '@server/context';
import { createLogger } from '@server/lib/logger';
import { pgliteSnapshot } from './pglite-snapshot';

export interface TestApp {
  deps: AppDeps;
  app: ReturnType<typeof createApp>;
  /** A fetch-like call against the app that keeps cookies, like one browser. */
  client(): TestClient;
  close(): Promise<void>;
}

export interface TestClient {
  cookies: Map<string, string>;
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  json<T = unknown>(path: string, init?: RequestInit & { json?: unknown }): Promise<{ status: number; body: T }>;
}

/** The app on in-memory PGlite (or DATABASE_URL when set), files in a temp DATA_DIR, local providers. */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: Pick<BootstrapOptions, 'paymentsClock' | 'log'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fs-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_ENABLED: 'false',
    ...env,
  });
  const deps = await buildDeps(config, {
    inMemoryDb: true,
    pgliteSnapshot: await pgliteSnapshot(),
    log: createLogger('silent'),
    ...opts,
  });
  const app = createApp(deps);
  let ip = 0;
  return {
    deps,
    app,
    client() {
      const cookies = new Map<string, string>();
      const addr = `10.0.0.${++ip}`;
      const request = async (p: string, init: RequestInit & { json?: unknown } = {}) => {
        const headers = new Headers(init.headers);
        if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
        headers.set('origin', 'http://localhost:3000');
        headers.set('x-forwarded-for', addr);
        let body = init.body;
        if (init.json !== undefined) {
          headers.set('content-type', 'application/json');
          body = JSON.stringify(init.json);
        }
        const res = await app.request(p, { ...init, headers, body });
        for (const sc of res.headers.getSetCookie()) {
          const [pair] = sc.split(';');
          const i = pair!.indexOf('=');
          const name = pair!.slice(0, i);
          const value = pair!.slice(i + 1);
          if (!value || /max-age=0/i.test(sc)) cookies.delete(name);
          else cookies.set(name, value);
        }
        return res;
      };
      return {
        cookies,
        request,
        async json<T>(p: string, init?: RequestInit & { json?: unknown }) {
          const res = await request(p, init);
          const text = await res.text();
          return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
        },
      };
    },
    close: async () => {
      await deps.bus.close();
      await deps.database.close();
    },
  };
}
