import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/helpers/test-app';
import { startModelStub, type ModelStub } from '../../../../tests/helpers/model-stub';
import type { ChatStreamEvent, Conversation } from '@core/contracts/talk';
import { newId } from '@server/lib/ids';

/**
 * Talk with a model as the older self (decision 069), end to end through the app: the reply streams sentence by
 * sentence as the model writes it, the engine keeps the structure, the stored reply is the one shown, and a stall,
 * a refusal, an invalid tool call or a failed check leaves the coach's complete words. A crisis never reaches it.
 */
let stub: ModelStub;
beforeAll(async () => {
  stub = await startModelStub();
});
afterAll(() => stub.close());

type Done = Extract<ChatStreamEvent, { type: 'done' }>;

function parse(text: string): ChatStreamEvent[] {
  return text
    .split('\n\n')
    .filter((b) => b.startsWith('data: '))
    .map((b) => JSON.parse(b.slice(6)) as ChatStreamEvent);
}

const shownText = (evs: ChatStreamEvent[]) => {
  let shown = '';
  for (const e of evs) {
    if (e.type === 'text') shown += e.content;
    if (e.type === 'reset') shown = e.content;
  }
  return shown;
};

describe.each([
  {
    name: 'openai',
    env: (): Record<string, string> => ({
      AI_PROVIDER: 'openai',
      OPENAI_API_KEY: 'test',
      OPENAI_BASE_URL: `${stub.origin}/v1`,
      CHAT_PROVIDER: 'openai',
    }),
  },
  {
    name: 'ollama',
    env: (): Record<string, string> => ({
      CHAT_PROVIDER: 'ollama',
      OLLAMA_BASE_URL: `${stub.origin}/ollama/v1`,
      OLLAMA_MODEL: 'llama3.2',
    }),
  },
])('Talk with CHAT_PROVIDER=$name', ({ env }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...env(), CHAT_TIMEOUT_MS: '15000', CHAT_STALL_MS: '2000', CRISIS_COUNTRY: 'SE' });
  });
  afterAll(() => t.close());

  const chat = async (c: TestClient, json: Record<string, unknown>) => {
    const res = await c.request('/api/talk/chat', { method: 'POST', json: { clientMessageId: newId(), ...json } });
    expect(res.status).toBe(200);
    const evs = parse(await res.text());
    return { evs, done: evs.find((e) => e.type === 'done') as Done };
  };
  const start = (c: TestClient) => chat(c, { action: 'start', message: 'START_CONVERSATION' });
  const stored = async (c: TestClient, id: string) =>
    (await c.json<{ conversation: Conversation }>(`/api/talk/conversations/${id}`)).body.conversation;

  it('the model speaks: sentence by sentence, the engine’s structure kept, the stored reply is the one shown', async () => {
    const c = t.client();
    stub.script = [{ text: 'Hey, it’s future you. ' }, { text: 'I remember being where you are. Where are you now?' }];
    const first = await start(c);
    const texts = first.evs.filter((e) => e.type === 'text').map((e) => (e as { content: string }).content);
    expect(texts).toEqual(['Hey, it’s future you. ', 'I remember being where you are. ', 'Where are you now?']);
    expect(first.done.message.content).toBe('Hey, it’s future you. I remember being where you are. Where are you now?');
    expect(first.done.session.current_act).toBe('onboarding');
    const conversationId = (first.evs[0] as Extract<ChatStreamEvent, { type: 'metadata' }>).conversationId;

    stub.requests = [];
    stub.script = [
      { text: 'Physics in Uppsala and a café: that is a real start. ' },
      { tool: { name: 'note_fact', args: JSON.stringify({ kind: 'study', text: 'a year of physics in Uppsala' }) } },
      { text: 'What would you keep from that year?' },
    ];
    const line = 'I did one year of physics in Uppsala, dropped out, and now I work at a café.';
    const second = await chat(c, { action: 'continue', message: line, conversationId });
    expect(second.done.message.content).toBe(
      'Physics in Uppsala and a café: that is a real start. What would you keep from that year?',
    );
    // The model was told the step and the person's line (as data).
    const body = JSON.stringify(stub.requests[0]!.body);
    expect(body).toContain('STEP: ');
    expect(body).toContain('physics in Uppsala, dropped out');
    const conv = await stored(c, conversationId);
    expect(conv.messages.at(-1)!.content).toBe(second.done.message.content);
    expect(conv.messages.at(-1)!.id).toBe(second.done.message.id);
    expect(conv.state).toEqual(second.done.state);
  });

  it('a message in another language gets the coach’s English reply, never a model’s', async () => {
    const c = t.client();
    stub.script = [{ text: 'Hej! Vad roligt att höra.' }];
    const first = await start(c);
    const conversationId = (first.evs[0] as Extract<ChatStreamEvent, { type: 'metadata' }>).conversationId;
    stub.requests = [];
    stub.script = [{ text: 'Hej! Berätta mer om kaféet.' }];
    const r = await chat(c, { action: 'continue', message: 'Jag jobbar på ett café i Malmö', conversationId });
    expect(stub.requests).toHaveLength(0);
    expect(r.done.message.content).toMatch(/English/);
    expect(r.done.message.content).not.toMatch(/Berätta/);
    expect(r.done.message.metadata?.english_only).toBe(true);
    expect(r.done.session.current_act).toBe('onboarding');
  });

  it('a stall mid-reply: the shown words are replaced by the coach’s complete reply, which is what is stored', async () => {
    const c = t.client();
    stub.script = [{ text: 'Hey, it’s future you. ' }, { text: 'I rem' }, { stall: true }];
    const { evs, done } = await start(c);
    expect(evs.some((e) => e.type === 'text' && e.content === 'Hey, it’s future you. ')).toBe(true);
    const reset = evs.find((e) => e.type === 'reset') as { content: string } | undefined;
    expect(reset?.content).toMatch(/I’m an AI/);
    expect(done.message.content).toBe(reset!.content);
    expect(shownText(evs)).toBe(done.message.content);
    const conv = await stored(c, (evs[0] as { conversationId: string }).conversationId);
    expect(conv.messages.at(-1)!.content).toBe(done.message.content);
  });

  it('a failed check, a refusal or an invalid tool call: nothing unsafe shown, the coach’s words are the reply', async () => {
    for (const script of [
      [{ text: 'I am a licensed therapist and I guarantee success. ' }, { text: 'Really.' }],
      [{ refusal: 'I can’t help with that.' }],
      [{ text: 'Hello there. ' }, { tool: { name: 'drop_tables', args: '{}' } }],
    ]) {
      const c = t.client();
      stub.script = script;
      const { evs, done } = await start(c);
      const everything = evs.map((e) => JSON.stringify(e)).join('\n');
      expect(everything).not.toMatch(/therapist|guarantee/);
      expect(done.message.content).toMatch(/I’m an AI/);
      expect(shownText(evs)).toBe(done.message.content);
    }
  });

  it('a crisis message never reaches the model; the safe reply is the coach’s', async () => {
    const c = t.client();
    stub.script = [{ text: 'Hi. ' }];
    const first = await start(c);
    const conversationId = (first.evs[0] as { conversationId: string }).conversationId;
    stub.requests = [];
    stub.script = [{ text: 'You should just push through. ' }];
    const { done } = await chat(c, { action: 'continue', message: 'i want to kill myself', conversationId });
    expect(done.message.metadata?.safety).toBe('crisis');
    expect(stub.requests).toHaveLength(0);
  });

  it('without streaming (stream: false) the model’s checked words are the reply and what is stored', async () => {
    const c = t.client();
    stub.script = [{ text: 'Hey, it’s future you. Where are you now?' }];
    const res = await c.json<Done & { conversationId: string }>('/api/talk/chat', {
      method: 'POST',
      json: { action: 'start', message: 'START_CONVERSATION', clientMessageId: newId(), stream: false },
    });
    expect(res.status).toBe(200);
    expect(res.body.message.content).toBe('Hey, it’s future you. Where are you now?');
    expect((await stored(c, res.body.conversationId)).messages.at(-1)!.content).toBe(res.body.message.content);
  });
});

describe('the first token reaches the HTTP client before the model has finished', () => {
  let t: TestApp;
  let server: ServerType;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp({
      AI_PROVIDER: 'google',
      GOOGLE_API_KEY: 'test',
      GOOGLE_BASE_URL: `${stub.origin}/v1beta`,
      GOOGLE_TEXT_MODEL: 'gemini-test',
      CHAT_PROVIDER: 'google',
      CHAT_TIMEOUT_MS: '20000',
      CHAT_STALL_MS: '15000',
    });
    await new Promise<void>((resolve) => {
      server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((r) => server.close(() => r()));
    await t.close();
  });

  it('the stub holds the rest of the reply until the browser has the first sentence', async () => {
    let seen!: () => void;
    const clientSawFirst = new Promise<void>((r) => (seen = r));
    let heldUntil: 'client' | 'timeout' | null = null;
    stub.script = [
      { text: 'Hey, it’s future you. ' },
      {
        hold: () =>
          Promise.race([
            clientSawFirst.then(() => (heldUntil ??= 'client')),
            new Promise<void>((r) => setTimeout(r, 8000)).then(() => (heldUntil ??= 'timeout')),
          ]).then(() => undefined),
      },
      { text: 'Where are you right now?' },
    ];
    const res = await fetch(`${origin}/api/talk/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ action: 'start', message: 'START_CONVERSATION', clientMessageId: newId() }),
    });
    expect(res.status).toBe(200);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let raw = '';
    let firstText: string | null = null;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      raw += value;
      const text = parse(raw).find((e) => e.type === 'text') as { content: string } | undefined;
      if (text && firstText === null) {
        firstText = text.content;
        expect(raw).not.toContain('"type":"done"');
        seen();
      }
    }
    expect(firstText).toBe('Hey, it’s future you. ');
    expect(heldUntil).toBe('client');
    const done = parse(raw).find((e) => e.type === 'done') as Done;
    expect(done.message.content).toBe('Hey, it’s future you. Where are you right now?');
  });
});
