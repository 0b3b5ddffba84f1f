/**
 * Talk by voice: from the end of speech to the first audio of the reply (p50, p95), docs/decisions/081.
 * The person stops speaking; the page uploads the recording (a real 5 s Ogg Opus) to POST /api/talk/voice/transcribe
 * and gets the words; it sends them to POST /api/talk/chat and reads the stream to `done` (the local coach); then
 * GET /api/talk/voice/replies/:id/speech streams the reply in the cloned voice, and the clock stops at its first
 * byte. Providers are local stub servers that speak the OpenAI transcription API and ElevenLabs streaming
 * text-to-speech (tests/helpers), answering after `--stt` and `--tts` ms (0: the app's own share alone). All over
 * real HTTP (the app served by @hono/node-server, in-memory PGlite), one turn at a time.
 *
 *   node --import tsx bench/talk-voice.ts [--turns 40] [--stt 0] [--tts 0]
 *
 * Without a cloned voice the browser speaks as soon as the reply's text is complete: the "reply text" column.
 * Prints a table and one JSON line; figures and the command go into docs/benchmarks.md.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { loadConfig } from '@server/config';
import { buildDeps } from '@server/bootstrap';
import { createApp } from '@server/app';
import { createLogger } from '@server/lib/logger';
import { newId } from '@server/lib/ids';
import { entitlements } from '@server/db/schema';
import type { ChatStreamEvent } from '@core/contracts/talk';
import { CONSENT_TEXT } from '@core/contracts/voice';
import { startTranscribeStub } from '../tests/helpers/transcribe-stub';
import { startTtsStub } from '../tests/helpers/tts-stub';

const arg = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : def;
};
const TURNS = Number(arg('turns', '40'));
const STT_MS = Number(arg('stt', '0'));
const TTS_MS = Number(arg('tts', '0'));

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/server/features/voice/fixtures');
const spoken = readFileSync(path.join(fixtures, 'speech-5s.ogg'));
const voiceStep = readFileSync(path.join(fixtures, 'speech-65s.webm'));
const SAID = [
  'I did one year of physics and now I work at a café.',
  'I like explaining things to the new people at work.',
  'Maybe teaching, or science for kids.',
  'My parents think I wasted a year.',
];

const stt = await startTranscribeStub();
const tts = await startTtsStub();
stt.delayMs = STT_MS;
tts.firstByteDelayMs = TTS_MS;
tts.chunks = 8;
tts.chunkDelayMs = 5;

const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fs-bench-talk-voice-')),
  PUBLIC_URL: 'http://localhost:3000',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_ENABLED: 'false',
  TRANSCRIBE_PROVIDER: 'openai',
  TRANSCRIBE_API_KEY: 'bench',
  TRANSCRIBE_BASE_URL: `${stt.url}/v1`,
  VOICE_PROVIDER: 'elevenlabs',
  ELEVENLABS_API_KEY: 'bench',
  ELEVENLABS_BASE_URL: tts.url,
});
const deps = await buildDeps(config, { inMemoryDb: true, log: createLogger('silent') });
const app = createApp(deps);
const server: ServerType = await new Promise((resolve) => {
  const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
});
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
let cookie = '';
const headers = (type = 'application/json') => ({ 'content-type': type, origin: 'http://localhost:3000', cookie });
async function call(p: string, init: RequestInit & { json?: unknown } = {}) {
  const res = await fetch(`${origin}${p}`, {
    ...init,
    headers: { ...headers(), ...(init.headers as Record<string, string>) },
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
  if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
  return res;
}

// A visitor with Talk, a 65 s recording and a yes to cloning (the stub makes the voice).
const signIn = await call('/api/auth/sign-in/anonymous', { method: 'POST', json: {} });
cookie = signIn.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
const userId = ((await signIn.json()) as { user: { id: string } }).user.id;
await deps.database.db
  .insert(entitlements)
  .values({ id: newId(), userId, product: 'talk', status: 'active', paidBy: 'self', periodEnd: null });
const up = await call('/api/voice/messages', { method: 'POST', body: voiceStep, headers: headers('audio/webm') });
const messageId = ((await up.json()) as { message: { id: string } }).message.id;
await call('/api/trust/age', { method: 'PUT', json: { birthYear: 1995 } });
await call('/api/voice/consent', {
  method: 'POST',
  json: { voiceMessageId: messageId, agreed: true, consentText: CONSENT_TEXT },
});
const start = await call('/api/talk/chat', {
  method: 'POST',
  json: { action: 'start', message: 'START_CONVERSATION', stream: false },
});
const conversationId = ((await start.json()) as { conversationId: string }).conversationId;

/** Reads the chat stream to `done`: the reply's id. */
async function replyOf(res: Response): Promise<string> {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buf = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buf += value;
    let i: number;
    while ((i = buf.indexOf('\n\n')) >= 0) {
      const ev = JSON.parse(buf.slice(6, i)) as ChatStreamEvent;
      buf = buf.slice(i + 2);
      if (ev.type === 'done') {
        await reader.cancel();
        return ev.message.id;
      }
    }
  }
  throw new Error('no done event');
}

interface Timing {
  words: number;
  text: number;
  audio: number;
}

async function turn(i: number): Promise<Timing> {
  stt.text = SAID[i % SAID.length]!;
  const t0 = performance.now();
  const heard = await call('/api/talk/voice/transcribe', {
    method: 'POST',
    body: spoken,
    headers: headers('audio/ogg'),
  });
  const { text } = (await heard.json()) as { text: string };
  const words = performance.now() - t0;
  const chat = await call('/api/talk/chat', {
    method: 'POST',
    json: { action: 'continue', message: text, conversationId, clientMessageId: newId() },
  });
  const replyId = await replyOf(chat);
  const done = performance.now() - t0;
  const speech = await call(`/api/talk/voice/replies/${replyId}/speech`);
  const reader = speech.body!.getReader();
  const first = await reader.read();
  const audio = performance.now() - t0;
  if (!first.value?.byteLength) throw new Error('no audio');
  await reader.cancel();
  return { words, text: done, audio };
}

for (let i = 0; i < 3; i++) await turn(i); // warm up
const timings: Timing[] = [];
for (let i = 0; i < TURNS; i++) timings.push(await turn(i));

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return +s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!.toFixed(1);
};
const stat = (k: keyof Timing) => ({
  p50: pct(
    timings.map((t) => t[k]),
    50,
  ),
  p95: pct(
    timings.map((t) => t[k]),
    95,
  ),
});
const result = {
  turns: TURNS,
  sttMs: STT_MS,
  ttsMs: TTS_MS,
  words: stat('words'),
  text: stat('text'),
  audio: stat('audio'),
};

console.log(`Talk by voice: end of speech → (ms, ${TURNS} turns, stub providers: stt ${STT_MS} ms, tts ${TTS_MS} ms)`);
console.log('                                   p50      p95');
for (const [name, s] of [
  ['words back in the composer', result.words],
  ['reply text complete (browser voice)', result.text],
  ['first audio byte (cloned voice)', result.audio],
] as const)
  console.log(`${name.padEnd(36)}${String(s.p50).padStart(7)}${String(s.p95).padStart(9)}`);
console.log(JSON.stringify(result));

await new Promise<void>((r) => server.close(() => r()));
await stt.close();
await tts.close();
await deps.bus.close();
await deps.database.close();
process.exit(0);
