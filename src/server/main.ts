import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { ConfigError, loadConfig } from './config.js';
import { createApp, createWorkerApp } from './app.js';
import { buildDeps } from './bootstrap.js';
import { DatabaseUnavailableError } from '@server/db/client.js';
import { createLogger } from '@server/lib/logger.js';
import { configureRenderPool, renderPool } from '@server/render/index.js';
import { releaseLeasesHeldHere } from '@server/features/covers/pipeline.js';
import { startJobs } from '@server/jobs/index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Configuration error: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  const log = createLogger(config.logLevel);
  if (config.renderThreads !== undefined || config.renderNice !== undefined)
    configureRenderPool({ threads: config.renderThreads, nice: config.renderNice });
  let deps;
  try {
    deps = await buildDeps(config, { log });
  } catch (err) {
    // A database that is down or unreachable: one line naming it (without its password), not a stack.
    if (err instanceof DatabaseUnavailableError) {
      console.error(`Database error: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  // APP_ROLE (decision 085): a worker answers only its health checks and metrics (the balancer's and the operator's);
  // web and all answer everything.
  const app =
    config.role === 'worker' ? createWorkerApp(deps) : createApp(deps, { webRoot: path.join(root, 'dist/web') });
  // Background jobs (src/server/jobs/registry.ts): cover generation, retention, share expiry, the weekly leaderboard;
  // each once across instances, retried with back-off. Sets deps.jobs, so the cover routes enqueue there.
  const jobs = await startJobs(deps);

  // Count requests in flight. Node's http.Server, once closed, drops a connection whose request body has arrived
  // but whose answer has not been sent; so on SIGTERM we keep listening, answer new requests 503, let the ones in
  // flight finish, and only then close the server and the database.
  let inFlight = 0;
  let closing = false;
  let drained: (() => void) | null = null;
  const fetch = async (req: Request, env: unknown) => {
    if (closing) {
      return new Response(
        JSON.stringify({
          error: { code: 'shutting_down', message: 'The server is restarting. Please try again in a moment.' },
        }),
        {
          status: 503,
          headers: { 'content-type': 'application/json', connection: 'close', 'retry-after': '2' },
        },
      );
    }
    inFlight++;
    try {
      return await app.fetch(req, env as never);
    } finally {
      inFlight--;
      if (inFlight === 0) drained?.();
    }
  };

  const server = serve({ fetch, port: config.port, hostname: config.host }, (info) => {
    log.info(
      {
        port: info.port,
        role: config.role,
        database: deps.database.engine,
        storage: deps.storage.kind,
        ai: config.ai.provider,
        url: config.publicUrl,
      },
      `${config.brandName} is listening on ${config.publicUrl}`,
    );
  });
  server.on('error', (err: NodeJS.ErrnoException) => {
    log.fatal(
      { err },
      err.code === 'EADDRINUSE' ? `Port ${config.port} is already in use: set PORT to another one` : 'server error',
    );
    process.exit(1);
  });

  // Graceful shutdown: refuse new requests, let in-flight ones finish (at most 10 s), hand this instance's cover
  // runs to the others (release their leases), then close the database.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal, inFlight }, 'shutting down');
    // Stop taking jobs at once; running ones (covers) get 10 s to finish, then their attempts are failed and
    // retried elsewhere (and their leases released below, so a watching visitor's cover resumes at once).
    const jobsStopped = jobs
      .stop({ graceful: true, timeoutMs: 10_000 })
      .catch((err: unknown) => log.warn({ err }, 'job queue stop failed'));
    const allDone = inFlight === 0 ? Promise.resolve() : new Promise<void>((r) => (drained = r));
    const timedOut = await Promise.race([
      allDone.then(() => false),
      new Promise<boolean>((r) => setTimeout(() => r(true), 10_000).unref()),
    ]);
    if (timedOut) log.warn({ inFlight }, 'in-flight requests did not finish within 10 s; closing anyway');
    await jobsStopped;
    // Let the last answers reach their sockets, then close (idle keep-alive connections go at once).
    await new Promise((r) => setTimeout(r, 50));
    const closed = new Promise<void>((r) => server.close(() => r()));
    await Promise.race([closed, new Promise((r) => setTimeout(r, 2000).unref())]);
    (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
    // Release the cover leases before the render threads end: a render cut short then finds its lease gone and
    // leaves the cover to another instance, instead of marking it failed (bench/drills.ts sigterm).
    try {
      const released = await releaseLeasesHeldHere(deps.database.db);
      if (released) log.info({ covers: released }, 'released cover leases; another instance resumes them');
    } catch (err) {
      log.warn({ err }, 'could not release cover leases; they expire on their own');
    }
    // renders already running finish (their covers are then saved or resumed elsewhere); the threads end
    await Promise.race([renderPool.close(), new Promise((r) => setTimeout(r, 5000).unref())]);
    await deps.bus.close().catch(() => undefined);
    try {
      await deps.database.close();
      log.info('database closed; bye');
      process.exit(timedOut ? 1 : 0);
    } catch (err) {
      log.error({ err }, 'error while closing the database');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
