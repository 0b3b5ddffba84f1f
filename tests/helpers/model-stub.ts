import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that streams like the chat models Talk can use (no network): OpenAI's chat completions SSE
 * (`/v1/chat/completions`), Ollama's OpenAI-compatible endpoint (`/ollama/v1/chat/completions`, Ollama's own
 * chunk fields) and Gemini's `streamGenerateContent?alt=sse`. Each request plays the current script: words, tool
 * calls, a refusal, a wait on a promise (to hold the rest of a reply) or a stall (never ends).
 */
export type StubStep =
  | { text: string }
  | { tool: { name: string; args: string } }
  | { refusal: string }
  | { hold: () => Promise<void> }
  | { stall: true }
  | { finish: 'stop' | 'content_filter' | 'tool_calls' | 'SAFETY' | 'STOP' };

export interface ModelStub {
  /** http://127.0.0.1:port */
  origin: string;
  script: StubStep[];
  requests: { path: string; body: Record<string, unknown> }[];
  close(): Promise<void>;
}

export async function startModelStub(): Promise<ModelStub> {
  const stub: ModelStub = { origin: '', script: [], requests: [], close: async () => undefined };
  const open = new Set<import('node:http').ServerResponse>();
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const path = req.url ?? '';
      stub.requests.push({ path, body: JSON.parse(raw || '{}') });
      const script = [...stub.script];
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      open.add(res);
      res.on('close', () => open.delete(res));
      const gemini = path.includes(':streamGenerateContent');
      const ollama = path.startsWith('/ollama/');
      void play(res, script, gemini ? 'gemini' : ollama ? 'ollama' : 'openai');
    });
  });

  async function play(res: import('node:http').ServerResponse, script: StubStep[], kind: string) {
    const write = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
    const openai = (delta: Record<string, unknown>, finish: string | null = null) =>
      write({
        id: 'chatcmpl-1',
        object: 'chat.completion.chunk',
        created: 1,
        model: kind === 'ollama' ? 'llama3.2' : 'gpt-test',
        ...(kind === 'ollama' ? { system_fingerprint: 'fp_ollama' } : {}),
        choices: [{ index: 0, delta, finish_reason: finish }],
      });
    const gemini = (parts: unknown[], finishReason?: string) =>
      write({
        candidates: [{ content: { parts, role: 'model' }, index: 0, ...(finishReason ? { finishReason } : {}) }],
        ...(finishReason
          ? { usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 10, totalTokenCount: 20 } }
          : {}),
      });
    let finished = false;
    let toolIndex = 0;
    for (const step of script) {
      if ('stall' in step) return; // the connection stays open, nothing more comes
      if ('hold' in step) {
        await step.hold();
        continue;
      }
      if (kind === 'gemini') {
        if ('text' in step) gemini([{ text: step.text }]);
        else if ('tool' in step) {
          let args: unknown;
          try {
            args = JSON.parse(step.tool.args);
          } catch {
            args = step.tool.args;
          }
          gemini([{ functionCall: { name: step.tool.name, args } }]);
        } else if ('refusal' in step) gemini([{ text: step.refusal }]);
        else {
          gemini([], step.finish === 'SAFETY' || step.finish === 'content_filter' ? 'SAFETY' : 'STOP');
          finished = true;
        }
      } else {
        if ('text' in step) openai({ role: 'assistant', content: step.text });
        else if ('refusal' in step) openai({ role: 'assistant', refusal: step.refusal });
        else if ('tool' in step)
          openai({
            tool_calls: [
              {
                index: toolIndex,
                id: `call_${++toolIndex}`,
                type: 'function',
                function: { name: step.tool.name, arguments: step.tool.args },
              },
            ],
          });
        else {
          openai({}, step.finish === 'SAFETY' ? 'content_filter' : step.finish === 'STOP' ? 'stop' : step.finish);
          finished = true;
        }
      }
    }
    if (!finished) {
      if (kind === 'gemini') gemini([], 'STOP');
      else openai({}, 'stop');
    }
    if (kind !== 'gemini') res.write('data: [DONE]\n\n');
    res.end();
  }

  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  stub.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.close = () =>
    new Promise<void>((r) => {
      for (const res of open) res.destroy();
      server.close(() => r());
    });
  return stub;
}
