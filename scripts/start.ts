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
import { buildWeb } from './build-web.js';

// The same build as `npm run build`; a stop asked for during the build stops it, and nothing starts.
if (process.env.SKIP_BUILD !== '1') await buildWeb();

// The server: listens, and on SIGTERM/SIGINT shuts down gracefully (src/server/main.ts).
await import('@server/main.js');
