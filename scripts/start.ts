/**
 * `npm start`: build the web app, then run the server in this same process.
 *
 * package.json runs it as `exec node --import tsx scripts/start.ts`. `exec` turns npm's shell into this node
 * process, so the SIGTERM or SIGINT that npm passes on to its child (from a supervisor, `docker stop` or Ctrl-C)
 * reaches the server itself: it drains, releases its cover leases, closes the database and exits with its own code,
 * and npm exits with that code. Without `exec` (or with `a && b`) the shell would die and leave the server running.
 *
 * SKIP_BUILD=1 starts on the dist/web already built.
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (process.env.SKIP_BUILD !== '1') {
  // The same build as `npm run build` (scripts/build-web.ts), as a child process.
  const build = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/build-web.ts')], {
    cwd: root,
    stdio: 'inherit',
  });
  // A stop asked for during the build stops the build, and nothing starts.
  const stop = (signal: NodeJS.Signals) => build.kill(signal);
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    build.once('exit', (c, s) => resolve([c, s])),
  );
  process.off('SIGTERM', stop);
  process.off('SIGINT', stop);
  if (signal) process.exit(128 + (constants.signals[signal] ?? 1));
  if (code !== 0) process.exit(code ?? 1);
}

// The server: listens, and on SIGTERM/SIGINT shuts down gracefully (src/server/main.ts).
await import('@server/main.js');
