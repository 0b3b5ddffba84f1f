/**
 * `npm run bench`: the benchmarks one after another, each in its own Node process (so one's memory or a hung
 * server cannot skew the next), with a summary at the end. Figures and the commands go into docs/benchmarks.md.
 *
 *   npm run bench                  the quick set (no build, no PostgreSQL needed)
 *   npm run bench -- --all         also those that need a build (bundle, lighthouse) or take minutes (face-detect)
 *   npm run bench -- cover http    only these
 *
 * Benches that need PostgreSQL (dashboard) run only with `--pg URL`, which is passed to them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
interface Bench {
  name: string;
  args?: string[];
  node?: string[];
  /** Only with --all. */
  slow?: boolean;
  /** Needs --pg URL. */
  pg?: boolean;
}
const BENCHES: Bench[] = [
  { name: 'http' },
  { name: 'session-check' },
  { name: 'share-page' },
  { name: 'cover', args: ['20'] },
  { name: 'voice-crafted' },
  { name: 'webhooks' },
  { name: 'safety-reader' },
  { name: 'talk-voice', args: ['--turns', '20'] },
  { name: 'bundle', slow: true },
  { name: 'face-detect', node: ['--expose-gc'], slow: true },
  { name: 'lighthouse', slow: true },
  { name: 'dashboard', pg: true, slow: true },
  // PostgreSQL of this machine and haproxy (scripts/multi-instance.sh installs it); minutes each
  { name: 'journey', slow: true },
  { name: 'drills', slow: true },
];

const argv = process.argv.slice(2);
const all = argv.includes('--all');
const pgAt = argv.indexOf('--pg');
const pg = pgAt >= 0 ? argv[pgAt + 1] : undefined;
const only = argv.filter((a, i) => !a.startsWith('--') && argv[i - 1] !== '--pg');

const chosen = BENCHES.filter((b) =>
  only.length ? only.includes(b.name) : (all || !b.slow) && (!b.pg || pg !== undefined),
);
const results: Array<{ name: string; status: string; seconds: number }> = [];
for (const b of chosen) {
  const file = path.join(dir, `${b.name}.ts`);
  if (!existsSync(file)) {
    results.push({ name: b.name, status: 'missing', seconds: 0 });
    continue;
  }
  if (b.pg && !pg) {
    results.push({ name: b.name, status: 'skipped (needs --pg URL)', seconds: 0 });
    continue;
  }
  console.log(`\n=== bench/${b.name}.ts ===`);
  const started = Date.now();
  const run = spawnSync(
    process.execPath,
    [...(b.node ?? []), '--import', 'tsx', file, ...(b.args ?? []), ...(b.pg && pg ? ['--pg', pg] : [])],
    { stdio: 'inherit' },
  );
  results.push({
    name: b.name,
    status: run.status === 0 ? 'ok' : `failed (${run.status ?? run.signal})`,
    seconds: Math.round((Date.now() - started) / 1000),
  });
}
console.log('\n=== summary ===');
for (const r of results) console.log(`${r.name.padEnd(16)} ${r.status.padEnd(28)} ${r.seconds} s`);
process.exitCode = results.some((r) => r.status.startsWith('failed') || r.status === 'missing') ? 1 : 0;
