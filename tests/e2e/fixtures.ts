import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { test as base, expect, type ConsoleMessage } from '@playwright/test';
import { loadConfig } from '@server/config';
import { buildDeps } from '@server/bootstrap';
import { createApp } from '@server/app';
import type { AppDeps } from '@server/context';
import { createLogger } from '@server/lib/logger';
import { configureRenderPool } from '@server/render/index';
import { pgliteSnapshot } from '../helpers/pglite-snapshot';
import { workerDatabaseUrl } from '../helpers/worker-database';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningApp {
  baseURL: string;
  deps: AppDeps;
}

/**
 * The real app for each worker, served over HTTP from the built web app (npm run build), so a test can both drive
 * Chromium and look at the rows it left behind. Browser console errors fail the test.
 */
export const test = base.extend<{ failOnConsoleError: void }, { app: RunningApp }>({
  app: [
    async ({}, use, workerInfo) => {
      // Render threads at normal priority: Chromium and the test runner share these cores (RENDER_NICE).
      configureRenderPool({ nice: 0 });
      const dataDir = mkdtempSync(path.join(tmpdir(), 'fs-e2e-'));
      // On PostgreSQL each worker has a database of its own, as in the integration tests.
      const databaseUrl = process.env.DATABASE_URL
        ? await workerDatabaseUrl(process.env.DATABASE_URL, `e${workerInfo.parallelIndex}`)
        : '';
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: 'silent',
        RATE_LIMIT_ENABLED: 'false',
        // sign-up, reset and report tests open the mailed links on /dev/outbox
        DEV_OUTBOX: 'true',
        PUBLIC_URL: 'http://127.0.0.1:1',
      });
      // PUBLIC_URL must match the port we get; build with a placeholder, then fix it up once listening.
      let server: ServerType | undefined;
      const listening = await new Promise<number>((resolve) => {
        server = serve({ fetch: (req) => appFetch(req), port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
          resolve(info.port),
        );
      });
      const baseURL = `http://127.0.0.1:${listening}`;
      const deps = await buildDeps(
        { ...config, publicUrl: baseURL },
        { inMemoryDb: true, pgliteSnapshot: await pgliteSnapshot(), log: createLogger('silent') },
      );
      const app = createApp(deps, { webRoot: path.join(root, 'dist/web') });
      appFetch = (req) => app.fetch(req);
      await use({ baseURL, deps });
      await new Promise<void>((r) => server!.close(() => r()));
      await deps.database.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ app }, use) => {
    await use(app.baseURL);
  },
  failOnConsoleError: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const onConsole = (m: ConsoleMessage) => {
        if (
          m.type() === 'error' &&
          !/Failed to load resource: the server responded with a status of 4\d\d/.test(m.text())
        )
          errors.push(m.text());
      };
      page.on('console', onConsole);
      page.on('pageerror', (e) => errors.push(String(e)));
      await use();
      expect(errors, 'browser console errors').toEqual([]);
    },
    { auto: true },
  ],
});

let appFetch: (req: Request) => Response | Promise<Response> = () => new Response('starting', { status: 503 });

export { expect };
