/**
 * `npm run build` (and `npm start` before it starts the server): the web app into dist/web, in three steps
 * (decision 057): the app (`vite build`), what the two pages that paint without the app need (`vite build --mode
 * pages`: share.html, and the home page's first-screen stylesheet), and home.html, made from index.html with the
 * first screen drawn in (scripts/prerender-home.tsx). Each step is a child process; a stop asked for during the build stops it.
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vite = path.join(root, 'node_modules/vite/bin/vite.js');
const steps: string[][] = [
  [vite, 'build'],
  [vite, 'build', '--mode', 'pages'],
  ['--import', 'tsx', path.join(root, 'scripts/prerender-home.tsx')],
];

/** One step as a child process; a stop asked for while it runs stops it, and this process exits with it. */
async function runStep(args: string[]): Promise<void> {
  const step = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
  const stop = (signal: NodeJS.Signals) => step.kill(signal);
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    step.once('exit', (c, s) => resolve([c, s])),
  );
  process.off('SIGTERM', stop);
  process.off('SIGINT', stop);
  if (signal) process.exit(128 + (constants.signals[signal] ?? 1));
  if (code !== 0) process.exit(code ?? 1);
}

export async function buildWeb(): Promise<void> {
  for (const args of steps) await runStep(args);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildWeb();
