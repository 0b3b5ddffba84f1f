/**
 * Face detection and HEIC decoding: time per photo, CPU, event-loop delay and memory.
 *
 * - Face detection: the six real portraits of src/server/lib/faces/fixtures, each plain and under
 *   blue, red, green and dim light (30 photos), upscaled to 1200x1500 JPEG like an upload after its re-encode;
 *   `findFaceFocus` end to end (sharp's downscale to 320 px and colour balance on the main thread, SSD MobileNet v1
 *   in the worker). The first call also starts the worker and loads TensorFlow.js and the weights.
 * - HEIC: bench/fixtures/heic-4032x3024.heic (12 MP, what an iPhone takes) through `decodeHeic` (WASM libheif
 *   in its worker) and through the whole upload pipeline (`processPhoto`: decode, fit in 1600 px, JPEG, face).
 *
 *   node --import tsx bench/face-detect.ts [ROUNDS]   # ROUNDS over the 30 photos, default 2
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { faceDetectorRunning, findFaceFocus, stopFaceDetector } from '@server/lib/faces/face-detect';
import { decodeHeic, processPhoto, stopHeicDecoder } from '@server/features/journey/photos';

const ROUNDS = Number(process.argv[2] ?? 2);
const FIXTURES = new URL('../src/server/lib/faces/fixtures/', import.meta.url);
const FACES = {
  fair: [0.399, 0.4],
  light: [0.399, 0.299],
  olive: [0.5, 0.38],
  medium: [0.55, 0.42],
  tan: [0.449, 0.4],
  brown: [0.621, 0.299],
} as const;
const LIGHTS: Record<string, [number[], number[]] | null> = {
  plain: null,
  blue: [
    [0.35, 0.6, 1.3],
    [0, 10, 40],
  ],
  red: [
    [1.3, 0.45, 0.7],
    [40, 0, 10],
  ],
  green: [
    [0.6, 1.1, 0.5],
    [0, 20, 0],
  ],
  dim: [
    [0.4, 0.4, 0.4],
    [0, 0, 0],
  ],
};

const mb = (b: number) => `${Math.round(b / 1048576)} MB`;
const rss = () => process.memoryUsage().rss;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))]!;
const ms = (x: number) => `${Math.round(x)} ms`;

const photos: { name: string; jpeg: Buffer; face: readonly [number, number] }[] = [];
for (const [tone, face] of Object.entries(FACES)) {
  for (const [light, l] of Object.entries(LIGHTS)) {
    let img = sharp(readFileSync(new URL(`portrait-${tone}.jpg`, FIXTURES)));
    if (l) img = img.linear(l[0], l[1]);
    const lit = await img.png().toBuffer();
    photos.push({
      name: `${tone}/${light}`,
      jpeg: await sharp(lit).resize(1200, 1500).jpeg({ quality: 85 }).toBuffer(),
      face,
    });
  }
}

const load0 = loadavg()[0]!;
const rssStart = rss();
const loop = monitorEventLoopDelay({ resolution: 10 });

// ---- face detection: first call (worker start + model load), then ROUNDS x 30 photos
let t = performance.now();
await findFaceFocus(photos[0]!.jpeg);
const cold = performance.now() - t;
const rssLoaded = rss();
if (!faceDetectorRunning()) throw new Error('the detector did not start');

loop.enable();
const times: number[] = [];
let found = 0;
const cpu0 = process.cpuUsage();
for (let r = 0; r < ROUNDS; r++) {
  for (const p of photos) {
    t = performance.now();
    const f = await findFaceFocus(p.jpeg);
    times.push(performance.now() - t);
    if (r === 0 && f && Math.abs(f.x - p.face[0]) < 0.08 && Math.abs(f.y - p.face[1]) < 0.08) found++;
  }
}
const cpu = process.cpuUsage(cpu0);
loop.disable();
const rssPeak = rss();
await stopFaceDetector();
global.gc?.();
const rssAfterStop = rss();

// ---- HEIC
const heic = readFileSync(new URL('./fixtures/heic-4032x3024.heic', import.meta.url));
t = performance.now();
const first = await decodeHeic(heic);
const heicCold = performance.now() - t;
const rssHeic = rss();
const decodes: number[] = [];
for (let i = 0; i < 5; i++) {
  t = performance.now();
  await decodeHeic(heic);
  decodes.push(performance.now() - t);
}
const pipeline: number[] = [];
for (let i = 0; i < 3; i++) {
  t = performance.now();
  await processPhoto(heic);
  pipeline.push(performance.now() - t);
}
await Promise.all([stopHeicDecoder(), stopFaceDetector()]);
const load1 = loadavg()[0]!;

const n = times.length;
const out = [
  `Run of ${new Date().toISOString().slice(0, 10)}: ${cpus().length} cores (${cpus()[0]?.model.trim()}), load average ${load0.toFixed(1)} → ${load1.toFixed(1)} (shared with other work).`,
  '',
  '| face detection (SSD MobileNet v1, WASM, worker thread) | figure |',
  '| --- | --- |',
  `| first call: worker start + TensorFlow.js + weights + one detection | ${ms(cold)} |`,
  `| per photo (1200x1500 JPEG → 320 px → detector), n = ${n} | median ${ms(median(times))}, p95 ${ms(p95(times))} |`,
  `| CPU per photo, all threads | ${ms(cpu.user / 1000 / n + cpu.system / 1000 / n)} |`,
  `| main event loop delay while detecting | max ${ms(loop.max / 1e6)}, p99 ${ms(loop.percentile(99) / 1e6)} |`,
  `| faces found at the right place, 6 skin tones x 5 lights | ${found} / ${photos.length} |`,
  `| RSS: before / after the first call / after ${n} photos / worker ended | ${mb(rssStart)} / ${mb(rssLoaded)} / ${mb(rssPeak)} / ${mb(rssAfterStop)} |`,
  '',
  '| HEIC, 4032x3024 (12 MP) | figure |',
  '| --- | --- |',
  `| first decode (worker start + WASM libheif) | ${ms(heicCold)} (${first.width}x${first.height}) |`,
  `| decode, warm, n = ${decodes.length} | median ${ms(median(decodes))} |`,
  `| whole upload pipeline (decode, fit in 1600 px, JPEG, face), n = ${pipeline.length} | median ${ms(median(pipeline))} |`,
  `| RSS after the first decode | ${mb(rssHeic)} |`,
].join('\n');
console.log(out);
