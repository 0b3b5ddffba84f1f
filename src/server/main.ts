import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { ConfigError, loadConfig } from './config.js';
import { createApp } from './app.js';
import { buildDeps } from './bootstrap.js';
import { createLogger } from './lib/logger.js';

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
  const deps = await buildDeps(config, { log });
  const app = createApp(deps, { webRoot: path.join(root, 'dist/web') });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    log.info({ port: info.port, database: deps.database.engine, storage: deps.storage.kind, ai: config.ai.provider, url: config.publicUrl }, `${config.brandName} is listening on ${config.publicUrl}`);
  });
  server.on('error', (err: NodeJS.ErrnoException) => {
    log.fatal({ err }, err.code === 'EADDRINUSE' ? `Port ${config.port} is already in use: set PORT to another one` : 'server error');
    process.exit(1);
  });

  // Graceful shutdown: stop accepting, let in-flight requests finish, then close the database cleanly.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      log.warn('in-flight requests did not finish within 10 s; closing anyway');
      void deps.database.close().finally(() => process.exit(1));
    }, 10_000);
    force.unref();
    server.close(async () => {
      try {
        await deps.database.close();
        log.info('database closed; bye');
        process.exit(0);
      } catch (err) {
        log.error({ err }, 'error while closing the database');
        process.exit(1);
      }
    });
    // Idle keep-alive sockets would hold close() open.
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
