import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server that speaks ElevenLabs voices and streaming text to speech: `POST /v1/voices/add` (a voice id),
 * `POST /v1/text-to-speech/{voice_id}/stream` (audio/mpeg in chunks, chunked transfer), `DELETE /v1/voices/{id}`.
 * It keeps what it received, and answers as `mode` says: audio, a stall before any byte, a stall after the first
 * chunk, a refusal, a server error.
 */
export interface TtsRequest {
  method: string;
  path: string;
  query: string;
  key: string | null;
  json: Record<string, unknown> | null;
}

export interface TtsStub {
  url: string;
  mode: 'ok' | 'stall' | 'stall-mid' | 'refuse' | 'error';
  /** The audio it streams (by default a second of silent MP3), in `chunks` pieces `chunkDelayMs` apart. */
  audio: Buffer;
  contentType: string;
  chunks: number;
  chunkDelayMs: number;
  /** Milliseconds before the first byte (a provider's time to first audio; the bench sets it). */
  firstByteDelayMs: number;
  received: TtsRequest[];
  /** Voice ids added and not deleted. */
  voices: Set<string>;
  close(): Promise<void>;
}

/**
 * `frames` MPEG-1 Layer III frames of silence (44.1 kHz, 128 kbit/s, mono, 26 ms each): a header and zeroed side
 * information decode as silence in every MP3 decoder, so a browser plays it.
 */
export function silentMp3(frames = 40): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0xc4]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

export async function startTtsStub(): Promise<TtsStub> {
  const held = new Set<ServerResponse>();
  let next = 0;
  const stub: TtsStub = {
    url: '',
    mode: 'ok',
    audio: silentMp3(),
    contentType: 'audio/mpeg',
    chunks: 4,
    chunkDelayMs: 20,
    firstByteDelayMs: 0,
    received: [],
    voices: new Set(),
    close: async () => {
      for (const res of held) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const hold = (res: ServerResponse) => {
    held.add(res);
    res.on('close', () => held.delete(res));
  };
  const server = createServer((req, res) => {
    void (async () => {
      const [path = '', query = ''] = (req.url ?? '').split('?');
      const json = req.method === 'POST' && path.endsWith('/stream') ? await readJson(req) : null;
      if (!json) for await (const _ of req); // drain a multipart upload
      stub.received.push({
        method: req.method ?? '',
        path,
        query,
        key: (req.headers['xi-api-key'] as string | undefined) ?? null,
        json,
      });
      const answer = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.method === 'POST' && path === '/v1/voices/add') {
        const id = `stub-voice-${++next}`;
        stub.voices.add(id);
        return answer(200, { voice_id: id });
      }
      const del = /^\/v1\/voices\/([^/]+)$/.exec(path);
      if (req.method === 'DELETE' && del) {
        const found = stub.voices.delete(decodeURIComponent(del[1]!));
        return found ? answer(200, { status: 'ok' }) : answer(404, { detail: { status: 'voice_not_found' } });
      }
      const tts = /^\/v1\/text-to-speech\/([^/]+)\/stream$/.exec(path);
      if (req.method !== 'POST' || !tts) return answer(404, { detail: 'not found' });
      if (stub.mode === 'stall') return hold(res);
      if (stub.mode === 'error') return answer(503, { detail: { status: 'system_busy' } });
      if (stub.mode === 'refuse' || typeof json?.text !== 'string' || !json.text)
        return answer(400, { detail: { status: 'voice_not_found', message: 'A voice with that id was not found.' } });
      if (stub.firstByteDelayMs) await new Promise((r) => setTimeout(r, stub.firstByteDelayMs));
      res.writeHead(200, { 'content-type': stub.contentType, 'transfer-encoding': 'chunked' });
      const size = Math.ceil(stub.audio.length / stub.chunks);
      for (let i = 0; i < stub.chunks; i++) {
        if (res.destroyed) return;
        res.write(stub.audio.subarray(i * size, (i + 1) * size));
        if (stub.mode === 'stall-mid') return hold(res);
        await new Promise((r) => setTimeout(r, stub.chunkDelayMs));
      }
      res.end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return stub;
}
