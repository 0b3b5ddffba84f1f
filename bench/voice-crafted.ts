/**
 * What a crafted voice upload costs the server. Each case starts the real server in its own
 * process (in-memory PGlite, rate limit off), warms the Opus decoder with an honest 12 s upload, then sends one
 * upload while /healthz is asked over and over, and reports the upload's time and answer, the server's peak
 * resident memory above its level just before (VmHWM after resetting it through /proc/<pid>/clear_refs), and the
 * /healthz latencies during the upload.
 *
 *   node --import tsx bench/voice-crafted.ts [--cases ogg,webm,mp4,honest-65s,ogg-8mb,webm-8mb] [--root DIR]
 *
 * --root runs another checkout's server (e.g. an export of the commit before the fix) with this script's files.
 * Do not run the 8 MB cases against a server without the fix: they hold ~90 hours of audio.
 * Prints a markdown table; paste it into docs/benchmarks.md with the command.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  craftedOggOpus,
  craftedWebmOpus,
  fixture,
  repeatedFragmentsMp4,
} from '@server/features/voice/fixtures/build-audio.js';

const arg = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : def;
};
const root = path.resolve(arg('root', process.cwd()));
const cases = arg('cases', 'ogg,webm,mp4,honest-65s,ogg-8mb,webm-8mb').split(',');
const PORT = 3320;
const base = `http://127.0.0.1:${PORT}`;

// Packets that fill an upload to just under the 8 MB cap: 3.1 bytes each in Ogg (with lacing and page headers), about 2.06 in WebM.
const EIGHT_MB_PACKETS = { ogg: 2_700_000, webm: 4_000_000 };
const bodies: Record<string, () => Buffer> = {
  ogg: () => craftedOggOpus({ claimSeconds: 30, packets: 50_000 }),
  webm: () => craftedWebmOpus({ claimSeconds: 30, packets: 50_000 }),
  mp4: () => repeatedFragmentsMp4(60),
  'honest-65s': () => fixture('speech-65s.webm'),
  'ogg-8mb': () => craftedOggOpus({ claimSeconds: 30, packets: EIGHT_MB_PACKETS.ogg }),
  'webm-8mb': () => craftedWebmOpus({ claimSeconds: 30, packets: EIGHT_MB_PACKETS.webm }),
};
const describeCase: Record<string, string> = {
  ogg: 'Ogg Opus, claims 30 s, holds 100 min (2-byte 120 ms packets)',
  webm: 'WebM Opus, claims 30 s, holds 100 min (laced 2-byte packets)',
  mp4: 'fragmented MP4/AAC, claims 12 s, holds 12 min (fragments repeated)',
  'honest-65s': 'honest 65 s WebM recording (for comparison)',
  'ogg-8mb': 'Ogg Opus at the 8 MB cap, claims 30 s (~90 h of packets)',
  'webm-8mb': 'WebM Opus at the 8 MB cap, claims 30 s (~133 h of packets)',
};

function procStatus(pid: number, field: string): number {
  const m = new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : 0;
}

async function waitFor(url: string) {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

const upload = (body: Buffer) =>
  fetch(`${base}/api/voice/messages`, {
    method: 'POST',
    body: new Uint8Array(body),
    headers: { 'content-type': 'audio/webm' },
  });

async function runCase(name: string) {
  const body = bodies[name]!();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fs-bench-voice-'));
  const app = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      RATE_LIMIT_ENABLED: 'false',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const kill = () => app.kill('SIGKILL');
  process.on('exit', kill);
  try {
    await waitFor(`${base}/readyz`);
    const warm = await upload(fixture('speech-12s.webm')); // loads the decoder's WebAssembly once
    if (warm.status !== 201) throw new Error(`warm-up upload answered ${warm.status}`);
    await new Promise((r) => setTimeout(r, 500));

    const pid = app.pid!;
    writeFileSync(`/proc/${pid}/clear_refs`, '5'); // reset VmHWM to the current resident size
    const rssBefore = procStatus(pid, 'VmRSS');
    let done = false;
    const latencies: number[] = [];
    const probe = (async () => {
      while (!done) {
        const t0 = performance.now();
        await (await fetch(`${base}/healthz`)).arrayBuffer();
        latencies.push(performance.now() - t0);
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    const t0 = performance.now();
    const res = await upload(body);
    const text = await res.text();
    const ms = performance.now() - t0;
    done = true;
    await probe;
    const peak = procStatus(pid, 'VmHWM');
    let code = '';
    try {
      code = (JSON.parse(text) as { error?: { code: string } }).error?.code ?? '';
    } catch {
      /* not JSON */
    }
    latencies.sort((a, b) => a - b);
    return {
      name,
      kb: Math.round(body.length / 1024),
      status: `${res.status}${code ? ` ${code}` : ''}`,
      ms: Math.round(ms),
      peakDelta: Math.round(peak - rssBefore),
      healthzMax: latencies.length ? Math.round(latencies[latencies.length - 1]!) : NaN,
      healthzP50: latencies.length ? Math.round(latencies[latencies.length >> 1]!) : NaN,
      probes: latencies.length,
    };
  } finally {
    app.kill('SIGTERM');
    await new Promise((r) => app.once('exit', r));
    process.off('exit', kill);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = [];
for (const name of cases) {
  if (!bodies[name]) throw new Error(`unknown case ${name}`);
  const r = await runCase(name);
  console.error(JSON.stringify(r));
  rows.push(r);
}
console.log(`\nServer from ${root}, ${new Date().toISOString().slice(0, 10)}\n`);
console.log('| upload | size | answer | time | peak RSS above before | /healthz max / p50 during it (probes) |');
console.log('|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${describeCase[r.name]} | ${r.kb} KB | ${r.status} | ${r.ms} ms | +${r.peakDelta} MB | ${r.healthzMax} / ${r.healthzP50} ms (${r.probes}) |`,
  );
}
