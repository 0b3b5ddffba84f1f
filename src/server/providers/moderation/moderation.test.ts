import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { readTurnSafety } from '@server/features/talk/turn-safety';
import { createModerator } from './index';

/** A local server that answers like OpenAI's /moderations: flags what contains 'FLAG', stalls on 'STALL'. */
let server: Server;
let base: string;
const seen: { auth: string | undefined; body: { model: string; input: string } }[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw) as { model: string; input: string };
      seen.push({ auth: req.headers.authorization, body });
      if (body.input.includes('STALL')) return; // never answers
      if (body.input.includes('BROKEN')) return void res.writeHead(500).end('{}');
      const flagged = body.input.includes('FLAG');
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          results: [{ flagged, categories: { 'self-harm': flagged, 'self-harm/intent': flagged, violence: false } }],
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const log = { warn: () => undefined };
const config = () =>
  loadConfig({
    AI_PROVIDER: 'openai',
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: base,
    MODERATION_PROVIDER: 'openai',
    MODERATION_TIMEOUT_MS: '300',
  });

describe('a provider’s moderation beside the local safety reader', () => {
  it('is off unless MODERATION_PROVIDER=openai, and that needs the OpenAI provider', () => {
    expect(createModerator(loadConfig({}), log)).toBeNull();
    expect(() => loadConfig({ MODERATION_PROVIDER: 'openai' })).toThrow(/OPENAI_API_KEY is required/);
  });

  it('maps a flagged self-harm answer to the safe path, with the key and the model', async () => {
    const moderate = createModerator(config(), log)!;
    expect(await moderate('FLAG this')).toBe('suicide');
    expect(await moderate('a normal line')).toBeNull();
    expect(seen.at(-1)!.auth).toBe('Bearer sk-test');
    expect(seen.at(-1)!.body.model).toBe('omni-moderation-latest');
  });

  it('a stall or an error leaves the decision to the local reader', async () => {
    const moderate = createModerator(config(), log)!;
    const t0 = Date.now();
    expect(await moderate('STALL')).toBeNull();
    expect(Date.now() - t0).toBeLessThan(3000);
    expect(await moderate('BROKEN')).toBeNull();
  });

  it('either one flags → the crisis path; both quiet → none', async () => {
    const moderate = createModerator(config(), log)!;
    const deps = { moderate, crisisCountry: 'SE' };
    expect(
      (await readTurnSafety(deps, 'u1', 'FLAG words the local reader does not know', null))?.reading.category,
    ).toBe('suicide');
    expect((await readTurnSafety(deps, 'u1', 'i want to kill myself STALL', null))?.help.country).toBe('SE');
    expect(await readTurnSafety(deps, 'u1', 'I like robots STALL', null)).toBeNull();
  });
});
