import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server that speaks the OpenAI transcription API (`POST /v1/audio/transcriptions`) and ElevenLabs speech
 * to text (`POST /v1/speech-to-text`): multipart in, JSON out. It keeps what it received so a test can check the
 * recording arrived byte for byte, and answers as `mode` says: the words, a stall, a refusal, a server error.
 */
export interface ReceivedUpload {
  path: string;
  auth: string | null;
  fields: Record<string, string>;
  file: { name: string; type: string; bytes: Buffer } | null;
}

export interface TranscribeStub {
  /** http://127.0.0.1:port (the OpenAI-compatible base is `${url}/v1`). */
  url: string;
  mode: 'ok' | 'stall' | 'refuse' | 'error';
  /** What the stub "heard". */
  text: string;
  language: string;
  received: ReceivedUpload[];
  /** Milliseconds before it answers (a provider's own time; the bench sets it). */
  delayMs: number;
  close(): Promise<void>;
}

async function readForm(req: IncomingMessage): Promise<FormData> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const request = new Request('http://stub/', {
    method: 'POST',
    headers: { 'content-type': req.headers['content-type'] ?? '' },
    body: Buffer.concat(chunks),
  });
  return request.formData();
}

export async function startTranscribeStub(): Promise<TranscribeStub> {
  const stalled = new Set<ServerResponse>();
  const stub: TranscribeStub = {
    url: '',
    mode: 'ok',
    text: 'I want to work by the sea.',
    language: 'en',
    received: [],
    delayMs: 0,
    close: async () => {
      for (const res of stalled) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? '').split('?')[0]!;
      const openai = path === '/v1/audio/transcriptions';
      const eleven = path === '/v1/speech-to-text';
      if (req.method !== 'POST' || (!openai && !eleven)) {
        res.writeHead(404).end();
        return;
      }
      const form = await readForm(req).catch(() => null);
      const fields: Record<string, string> = {};
      let file: ReceivedUpload['file'] = null;
      for (const [k, v] of form?.entries() ?? []) {
        if (typeof v === 'string') fields[k] = v;
        else file = { name: v.name, type: v.type, bytes: Buffer.from(await v.arrayBuffer()) };
      }
      const auth = openai ? (req.headers.authorization ?? null) : ((req.headers['xi-api-key'] as string) ?? null);
      stub.received.push({ path, auth, fields, file });
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (stub.mode === 'stall') {
        stalled.add(res);
        res.on('close', () => stalled.delete(res));
        return;
      }
      if (stub.delayMs) await new Promise((r) => setTimeout(r, stub.delayMs));
      if (stub.mode === 'error') return json(503, { error: { message: 'overloaded' } });
      if (stub.mode === 'refuse' || !file || !(openai ? fields.model : fields.model_id))
        return json(400, { error: { message: 'Invalid file format.' } });
      if (openai)
        return json(200, {
          text: stub.text,
          ...(fields.response_format === 'verbose_json' ? { language: stub.language } : {}),
        });
      return json(200, { language_code: stub.language, language_probability: 0.98, text: stub.text, words: [] });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return stub;
}
