import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestClient } from '../../../tests/helpers/test-app';
import { account } from '../../../tests/helpers/factories';
import { WEEKLY_PAGES } from '@content/weekly-guidance';
import { TRANSCRIPT_MESSAGES } from '@core/contracts/voice-transcript';
import { initialState, type EngineState } from '@core/talk-engine';
import { entitlements, talkConversations, talkShareConsents, users, weeklyGuidance } from '@server/db/schema';
import { newId } from '@server/lib/ids';
import { outbox } from '@server/features/payments/test-support';
import { sendDueWeeks } from '@server/features/weekly-guidance/service';
import { signLink } from '@server/features/weekly-guidance/tokens';
import { fixture } from '@server/features/voice/fixtures/build-audio';
import { FORBIDDEN_ORIGIN_MESSAGE } from './same-origin';
import { INVALID_INPUT_MESSAGE } from './validate';

/**
 * The hostile-input table of the paid part (what a person who paid uses after the purchase): lone surrogates, HTML,
 * NUL, 10,000 characters, a foreign Origin on writes and replayed one-tap links, on /api/weekly, the weekly e-mail's
 * one-tap pages, the voice transcript, Talk's memory, the Talk share with the coach and /api/mail/status. Each gets
 * a clear 4xx in the words the app uses for it (or, where the input is legitimate text such as HTML typed by the
 * person, is kept as text), never a 5xx, and a refused write changes nothing.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const db = () => t.deps.database.db;

type ErrorBody = { error?: { code: string; message: string } };
const LONE = '\\ud800'; // as written inside a JSON string: a lone surrogate
const NUL = '\\u0000';
const LONG = 'a'.repeat(10_000);
const HTML = '<img src=x onerror=alert(1)><script>alert(1)</script>';
const FOREIGN = 'https://evil.example';

interface Person {
  c: TestClient;
  id: string;
  email: string;
  conversationId: string;
  voiceId: string;
  answerPath: string;
  stopPath: string;
}
let p: Person;

/** A person who paid for Talk: a 90-day plan, weekly guidance with week 1 sent, a remembered fact, a recording. */
async function paidPerson(): Promise<Person> {
  const { c, id, email } = await account(t, { name: 'Maya Lindqvist', prefix: 'bad' });
  const state: EngineState = {
    ...initialState(),
    step: 'done',
    vision: 'Running a kelp farm co-op by the sea',
    person: {
      facts: [{ id: 'f1-1', kind: 'place', text: 'Uppsala', source: { turn: 1, messageId: null } }],
      forgotten: [],
    },
    experiments: [
      {
        id: 'e1',
        ideaId: 'i1',
        title: 'Two weekends on a kelp farm',
        description: 'Help out and keep notes',
        metric: 'Would I go back?',
        due_date: '2026-12-20',
        started: true,
      },
    ],
  } as EngineState;
  const conversationId = newId();
  await db().insert(talkConversations).values({ id: conversationId, userId: id, state, roleTitle: 'Ocean Farmer' });
  await db()
    .insert(entitlements)
    .values({ id: newId(), userId: id, product: 'talk', status: 'active', paidBy: 'self', periodEnd: null });
  expect((await c.json('/api/weekly/settings', { method: 'PUT', json: { timeZone: 'Europe/Stockholm' } })).status).toBe(
    200,
  );
  const [row] = await db().select().from(weeklyGuidance).where(eq(weeklyGuidance.userId, id));
  await sendDueWeeks(t.deps, new Date(row!.nextDueAt!.getTime() + 1000));
  const mail = outbox(t).find((m) => m.to === email && /^Week /.test(m.subject));
  expect(mail).toBeDefined();
  const link = (kind: string) => new RegExp(`https?://[^/\\s]+(/weekly/${kind}/\\S+)`).exec(mail!.text)![1]!;
  const up = await c.json<{ message: { id: string } }>('/api/voice/messages', {
    method: 'POST',
    body: fixture('speech-12s.webm'),
    headers: { 'content-type': 'audio/webm' },
  });
  expect(up.status).toBe(201);
  return {
    c,
    id,
    email,
    conversationId,
    voiceId: up.body.message.id,
    answerPath: link('answer'),
    stopPath: link('stop'),
  };
}

beforeAll(async () => {
  p = await paidPerson();
}, 60_000);

/** A JSON body written out by hand, so it can carry what JSON.stringify would not (a lone surrogate, NUL). */
const raw = (c: TestClient, method: string, path: string, body: string) =>
  c.json<ErrorBody>(path, { method, body, headers: { 'content-type': 'application/json' } });

/** The same request from a page on another site: the person's cookie, a foreign Origin. */
const fromAnotherSite = (c: TestClient, method: string, path: string, json?: unknown) =>
  t.app.request(path, {
    method,
    headers: {
      origin: FOREIGN,
      cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'content-type': 'application/json',
      'x-forwarded-for': '10.9.9.9',
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });

/** The JSON writes of the paid part, each with a body whose one text field carries `v` (already JSON-escaped). */
const writes = () =>
  [
    { method: 'PUT', path: '/api/weekly/settings', body: (v: string) => `{"timeZone":"${v}"}` },
    { method: 'PUT', path: '/api/weekly/weeks/1', body: (v: string) => `{"answer":"${v}"}` },
    { method: 'PUT', path: `/api/weekly/sponsors/${newId()}`, body: (v: string) => `{"consent":"${v}"}` },
    { method: 'PUT', path: `/api/voice/messages/${p.voiceId}/transcript`, body: (v: string) => `{"text":"${v}"}` },
    {
      method: 'PATCH',
      path: `/api/talk/conversations/${p.conversationId}/memory/f1-1`,
      body: (v: string) => `{"text":"${v}"}`,
    },
    { method: 'PUT', path: '/api/sprint/talk-share', body: (v: string) => `{"agreed":"${v}"}` },
  ] as const;

describe('the bad-input table after the purchase', () => {
  it('a lone surrogate or a NUL in any write: 400 invalid_input, "The request contains characters that are not allowed."', async () => {
    for (const w of writes())
      for (const bad of [LONE, `ok${NUL}ok`]) {
        const res = await raw(p.c, w.method, w.path, w.body(bad));
        expect(res.status, `${w.method} ${w.path} ${bad}`).toBe(400);
        expect(res.body.error).toEqual({ code: 'invalid_input', message: INVALID_INPUT_MESSAGE });
      }
    // the same in a path or a query: 4xx, never 5xx
    for (const path of [
      `/api/voice/messages/%00/transcript`,
      `/api/voice/messages/%ED%A0%80/transcript`,
      `/api/talk/conversations/%00/memory`,
      `/api/talk/conversations/${p.conversationId}/memory?x=%00`,
      `/api/weekly?x=%ED%A0%80`,
      `/api/mail/status?x=%00`,
    ]) {
      const res = await p.c.request(path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
  });

  it('10,000 characters: 400 in the field’s own words, and nothing is stored', async () => {
    const transcript = await raw(p.c, 'PUT', `/api/voice/messages/${p.voiceId}/transcript`, `{"text":"${LONG}"}`);
    expect(transcript.status).toBe(400);
    expect(transcript.body.error?.message).toContain(TRANSCRIPT_MESSAGES.tooLong);
    const memory = await raw(
      p.c,
      'PATCH',
      `/api/talk/conversations/${p.conversationId}/memory/f1-1`,
      `{"text":"${LONG}"}`,
    );
    expect(memory.status).toBe(400);
    expect(memory.body.error?.message).toContain('Please keep it under 60 characters.');
    for (const w of writes()) {
      const res = await raw(p.c, w.method, w.path, w.body(LONG));
      expect(res.status, w.path).toBe(400);
      expect(res.body.error?.message, w.path).toBeTruthy();
    }
    // an id of 10,000 characters in a path: 4xx
    for (const path of [`/api/voice/messages/${LONG}/transcript`, `/api/talk/conversations/${LONG}/memory`]) {
      const res = await p.c.request(path);
      expect(res.status, path.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    const facts = await p.c.json<{ facts: { id: string; text: string }[] }>(
      `/api/talk/conversations/${p.conversationId}/memory`,
    );
    expect(facts.body.facts.find((f) => f.id === 'f1-1')!.text).toBe('Uppsala');
  });

  it('HTML typed by the person is kept as text (JSON, never markup); HTML where a zone or answer belongs is a 400', async () => {
    const transcript = await p.c.json<{ transcript: { text: string } }>(`/api/voice/messages/${p.voiceId}/transcript`, {
      method: 'PUT',
      json: { text: HTML },
    });
    expect(transcript.status).toBe(200);
    expect(transcript.body.transcript.text).toBe(HTML);
    const read = await p.c.request(`/api/voice/messages/${p.voiceId}/transcript`);
    expect(read.headers.get('content-type')).toMatch(/^application\/json/);
    const memory = await p.c.json<{ facts: { id: string; text: string }[] }>(
      `/api/talk/conversations/${p.conversationId}/memory/f1-1`,
      { method: 'PATCH', json: { text: '<b>Oslo</b>' } },
    );
    expect(memory.status).toBe(200);
    expect(memory.body.facts.find((f) => f.id === 'f1-1')!.text).toBe('<b>Oslo</b>');
    // a zone must be a zone: said, not silently kept as the old one
    const zone = await p.c.json<ErrorBody>('/api/weekly/settings', {
      method: 'PUT',
      json: { timeZone: HTML.slice(0, 60) },
    });
    expect(zone.status).toBe(400);
    expect(zone.body.error).toEqual({ code: 'invalid_time_zone', message: 'Unknown time zone.' });
    const [row] = await db().select().from(weeklyGuidance).where(eq(weeklyGuidance.userId, p.id));
    expect(row!.timeZone).toBe('Europe/Stockholm');
    const answer = await p.c.json<ErrorBody>('/api/weekly/weeks/1', { method: 'PUT', json: { answer: HTML } });
    expect(answer.status).toBe(400);
    // HTML in a one-tap link: the link-is-not-valid page, the markup not echoed
    for (const path of [`/weekly/answer/${encodeURIComponent(HTML)}`, `/weekly/stop/${encodeURIComponent(HTML)}`]) {
      const res = await t.client().request(path);
      expect(res.status).toBe(400);
      const page = await res.text();
      expect(page).toContain(WEEKLY_PAGES.invalid.title);
      expect(page).not.toContain('<script>alert');
      expect(page).not.toContain('onerror');
    }
  });

  it('a write from another site: 403 forbidden_origin, "This request came from another site and was refused.", nothing changed', async () => {
    const cases: [string, string, unknown][] = [
      ['PUT', '/api/weekly/settings', { active: false }],
      ['POST', '/api/weekly/stop', undefined],
      ['PUT', '/api/weekly/weeks/1', { answer: 'change' }],
      ['PUT', `/api/voice/messages/${p.voiceId}/transcript`, { text: 'written by another site' }],
      ['PATCH', `/api/talk/conversations/${p.conversationId}/memory/f1-1`, { text: 'Elsewhere' }],
      ['DELETE', `/api/talk/conversations/${p.conversationId}/memory/f1-1`, undefined],
      ['PUT', '/api/sprint/talk-share', { agreed: true }],
      ['POST', '/api/mail/status', {}],
    ];
    const before = await p.c.json<{ transcript: { text: string } }>(`/api/voice/messages/${p.voiceId}/transcript`);
    for (const [method, path, json] of cases) {
      const res = await fromAnotherSite(p.c, method, path, json);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.json()).toEqual({
        error: { code: 'forbidden_origin', message: FORBIDDEN_ORIGIN_MESSAGE },
      });
    }
    const [row] = await db().select().from(weeklyGuidance).where(eq(weeklyGuidance.userId, p.id));
    expect(row!.active).toBe(true);
    const after = await p.c.json<{ transcript: { text: string } }>(`/api/voice/messages/${p.voiceId}/transcript`);
    expect(after.body.transcript.text).toBe(before.body.transcript.text);
    const facts = await p.c.json<{ facts: { id: string }[] }>(`/api/talk/conversations/${p.conversationId}/memory`);
    expect(facts.body.facts.map((f) => f.id)).toContain('f1-1');
    expect(await db().select().from(talkShareConsents).where(eq(talkShareConsents.userId, p.id))).toHaveLength(0);
    // the week was not answered from there
    const view = await p.c.json<{ weeks: { week: number; answer: string | null }[] }>('/api/weekly');
    expect(view.body.weeks.find((w) => w.week === 1)?.answer ?? null).toBeNull();
  });

  it('one-tap links replayed, swapped, expired or cut: the first tap stands, the others are told in words, never a 5xx', async () => {
    const browser = t.client(); // the e-mail's link works in any browser
    const first = await browser.request(p.answerPath);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('Week 1: done');
    // replayed: already noted, nothing new
    const again = await browser.request(p.answerPath);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain(WEEKLY_PAGES.already.title);
    // a stop token on the answer page, an answer token on the stop page: not valid
    const stopToken = p.stopPath.split('/').pop()!;
    const answerToken = p.answerPath.split('/').pop()!;
    for (const path of [`/weekly/answer/${stopToken}`, `/weekly/stop/${answerToken}`]) {
      const res = await browser.request(path);
      expect(res.status, path).toBe(400);
      expect(await res.text()).toContain(WEEKLY_PAGES.invalid.title);
    }
    // expired (signed 31 days ago) and cut short: not valid
    const old = await signLink(t.deps, { u: p.id, w: 1, a: 'done' }, new Date(Date.now() - 31 * 86_400_000));
    for (const token of [old, answerToken.slice(0, -4), `${answerToken}x`, '']) {
      const res = await browser.request(`/weekly/answer/${token}`);
      expect(res.status, token.slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    // stop, replayed: off, then already off
    const stop = await browser.request(p.stopPath);
    expect(await stop.text()).toContain(WEEKLY_PAGES.stopped.title);
    const stopAgain = await browser.request(p.stopPath);
    expect(stopAgain.status).toBe(200);
    expect(await stopAgain.text()).toContain(WEEKLY_PAGES.alreadyStopped.title);
    // a link of a deleted account: not valid, not a 5xx
    const gone = await account(t, { prefix: 'badgone' });
    const goneToken = await signLink(t.deps, { u: gone.id, w: 1, a: 'done' }, new Date());
    await db().delete(users).where(eq(users.id, gone.id));
    const res = await browser.request(`/weekly/answer/${goneToken}`);
    expect(res.status).toBeGreaterThanOrEqual(200);
    expect(res.status).toBeLessThan(500);
  });

  it('/api/mail/status with a cookie it did not make (HTML, escapes, 10,000 characters): "none"', async () => {
    const c = t.client();
    for (const value of [HTML, '%00', '%ED%A0%80', LONG, '..', '']) {
      c.cookies.set('fs_mail', encodeURIComponent(value));
      const res = await c.json<{ status: string }>('/api/mail/status');
      expect(res.status, value.slice(0, 20)).toBe(200);
      expect(res.body).toEqual({ status: 'none' });
    }
    // the person's own answer names no address (only none/sending/sent/failed)
    const res = await p.c.json<{ status: string }>('/api/mail/status');
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain(p.email);
  });
});
