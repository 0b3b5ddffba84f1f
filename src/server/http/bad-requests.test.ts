import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { createApp } from '@server/app';
import { newId } from '@server/lib/ids';

/**
 * Hostile and malformed requests over the whole router (API, share pages, share images, the web app's files):
 * every one gets a 4xx (or the app's 404), never a 5xx. Runs on PGlite and on PostgreSQL (DATABASE_URL).
 */
let t: TestApp;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestApp();
  const web = mkdtempSync(path.join(tmpdir(), 'fs-web-'));
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(
    path.join(web, 'index.html'),
    '<html><head><!--app-head--><title>FutureSelf</title></head><body></body></html>',
  );
  writeFileSync(path.join(web, 'assets', 'app-1.js'), 'console.log(1)');
  app = createApp(t.deps, { webRoot: web });
});
afterAll(() => t.close());

const ORIGIN = 'http://localhost:3000';
const JSON_TYPE = { 'content-type': 'application/json' };
const nested = '['.repeat(30_000) + ']'.repeat(30_000);
const NUL = '\\u0000'; // as written inside a JSON string
const LONE = '\\ud800';

interface Case {
  name: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** The exact status, when the case has one; every case must stay under 500. */
  status?: number;
  code?: string;
}

const cases: Case[] = [
  // Bad percent-encoding, anywhere in the address.
  { name: 'truncated escape in a page path', path: '/%E0%A4%A', status: 400, code: 'bad_url' },
  { name: 'truncated escape in an asset path', path: '/assets/%E0%A4%A.js', status: 400, code: 'bad_url' },
  { name: 'invalid escape in an API path', path: '/api/shares/%ZZ', status: 400, code: 'bad_url' },
  { name: 'encoded lone surrogate in a share path', path: '/share/%ED%A0%80', status: 400, code: 'bad_url' },
  { name: 'bad escape in a share image path', path: '/share-images/%E0/cover.png', status: 400, code: 'bad_url' },
  { name: 'bad escape in a query name', path: '/api/attribution?%E0=1', status: 400, code: 'bad_url' },
  {
    name: 'bad escape in a page-view query',
    method: 'POST',
    path: '/api/track/page-view?x=%',
    headers: JSON_TYPE,
    body: '{}',
    status: 400,
    code: 'bad_url',
  },
  // NUL in path and query.
  { name: 'NUL in a query value', path: '/api/attribution?cohort=%00', status: 400, code: 'invalid_input' },
  { name: 'NUL in a share id', path: '/share/abc%00def', status: 400, code: 'invalid_input' },
  { name: 'NUL in a photo id', path: '/api/photos/%00', status: 400, code: 'invalid_input' },
  { name: 'NUL in a cover events path', path: '/api/covers/%00/events', status: 400, code: 'invalid_input' },
  // Overlong addresses.
  { name: 'overlong page path', path: '/' + 'a'.repeat(10_000), status: 414, code: 'uri_too_long' },
  { name: 'overlong query', path: '/api/attribution?cohort=' + 'x'.repeat(10_000), status: 414 },
  { name: 'long file name under the limit', path: '/assets/' + 'a'.repeat(5000) + '.js' },
  { name: 'long share id', path: '/share/' + 'a'.repeat(4000) },
  { name: 'long API id', path: '/api/shares/' + 'a'.repeat(4000), status: 400 },
  // Path traversal.
  { name: 'encoded traversal', path: '/..%2f..%2fetc%2fpasswd' },
  { name: 'dot-segment traversal', path: '/%2e%2e/%2e%2e/etc/passwd' },
  { name: 'backslash traversal', path: '/assets/..%5c..%5cpackage.json' },
  // JSON bodies: NUL and lone surrogates (which PostgreSQL cannot store), bad JSON, odd shapes.
  {
    name: 'NUL in a page view',
    method: 'POST',
    path: '/api/track/page-view',
    headers: JSON_TYPE,
    body: `{"path":"/a${NUL}b"}`,
    status: 400,
    code: 'invalid_input',
  },
  {
    name: 'NUL in attribution',
    method: 'POST',
    path: '/api/track/page-view',
    headers: JSON_TYPE,
    body: `{"attribution":{"utm_source":"x${NUL}"}}`,
    status: 400,
    code: 'invalid_input',
  },
  {
    name: 'lone surrogate in an event',
    method: 'POST',
    path: '/api/track/event',
    headers: JSON_TYPE,
    body: `{"eventType":"share_clicked","eventData":{"platform":"${LONE}"}}`,
    status: 400,
    code: 'invalid_input',
  },
  {
    name: 'lone low surrogate in an event key',
    method: 'POST',
    path: '/api/track/event',
    headers: JSON_TYPE,
    body: `{"eventType":"share_clicked","eventData":{"\\udc00":"x"}}`,
    status: 400,
    code: 'invalid_input',
  },
  {
    name: 'NUL in an answer key',
    method: 'PUT',
    path: '/api/answers',
    headers: JSON_TYPE,
    body: `{"answers":{"post${NUL}card":"pc_world_summit"}}`,
    status: 400,
    code: 'invalid_input',
  },
  {
    name: 'lone surrogate in an answer',
    method: 'PUT',
    path: '/api/answers',
    headers: JSON_TYPE,
    body: `{"answers":{"superpower":"x${LONE}"}}`,
    status: 400,
    code: 'invalid_input',
  },
  {
    name: 'lone surrogate in a spin',
    method: 'POST',
    path: '/api/spins',
    headers: JSON_TYPE,
    body: `{"answers":{},"spinNumber":1,"userName":"A${LONE}"}`,
    status: 400,
    code: 'invalid_input',
  },
  {
    name: 'NUL in a spin session id',
    method: 'POST',
    path: '/api/spins',
    headers: JSON_TYPE,
    body: `{"answers":{},"spinNumber":1,"sessionId":"${NUL}"}`,
    status: 400,
    code: 'invalid_input',
  },
  {
    name: 'NUL in a share request',
    method: 'POST',
    path: '/api/shares',
    headers: JSON_TYPE,
    body: `{"coverId":"${NUL}"}`,
  },
  {
    name: 'NUL in a sign-up name',
    method: 'POST',
    path: '/api/auth/sign-up/email',
    headers: JSON_TYPE,
    body: `{"email":"a${newId()}@example.com","password":"secret1","name":"A${NUL}"}`,
    status: 400,
    code: 'invalid_input',
  },
  {
    name: 'lone surrogate in a sign-in',
    method: 'POST',
    path: '/api/auth/sign-in/email',
    headers: JSON_TYPE,
    body: `{"email":"a@example.com","password":"${LONE}"}`,
    status: 400,
    code: 'invalid_input',
  },
  {
    name: 'broken JSON to sign-in',
    method: 'POST',
    path: '/api/auth/sign-in/email',
    headers: JSON_TYPE,
    body: '{"email":',
  },
  {
    name: 'broken JSON',
    method: 'POST',
    path: '/api/track/page-view',
    headers: JSON_TYPE,
    body: '{nope',
    status: 400,
    code: 'bad_json',
  },
  {
    name: 'JSON null',
    method: 'POST',
    path: '/api/track/page-view',
    headers: JSON_TYPE,
    body: 'null',
    status: 400,
    code: 'invalid',
  },
  {
    name: 'JSON array',
    method: 'PUT',
    path: '/api/answers',
    headers: JSON_TYPE,
    body: '[]',
    status: 400,
    code: 'invalid',
  },
  {
    name: 'JSON string',
    method: 'POST',
    path: '/api/spins',
    headers: JSON_TYPE,
    body: '"x"',
    status: 400,
    code: 'invalid',
  },
  {
    name: 'deeply nested JSON',
    method: 'POST',
    path: '/api/track/event',
    headers: JSON_TYPE,
    body: nested,
    status: 400,
  },
  {
    name: 'deeply nested JSON in a free field',
    method: 'POST',
    path: '/api/track/page-view',
    headers: JSON_TYPE,
    body: `{"attribution":{"x":${'['.repeat(20_000)}${']'.repeat(20_000)}}}`,
  },
  {
    name: 'prototype keys',
    method: 'POST',
    path: '/api/track/page-view',
    headers: JSON_TYPE,
    body: '{"__proto__":{"x":1},"constructor":{"prototype":{}},"attribution":{"__proto__":"y"}}',
    status: 200,
  },
  {
    name: 'invalid UTF-8 bytes',
    method: 'POST',
    path: '/api/track/page-view',
    headers: JSON_TYPE,
    body: '{"path":"/\xff\xfe"}',
  },
  {
    name: 'body too large',
    method: 'PUT',
    path: '/api/answers',
    headers: JSON_TYPE,
    body: `{"answers":{"superpower":"${'x'.repeat(2 * 1024 * 1024)}"}}`,
    status: 413,
    code: 'too_large',
  },
  // Wrong content types.
  {
    name: 'text/plain JSON body',
    method: 'POST',
    path: '/api/track/page-view',
    headers: { 'content-type': 'text/plain' },
    body: '{}',
    status: 415,
    code: 'unsupported_media_type',
  },
  {
    name: 'form body',
    method: 'PUT',
    path: '/api/answers',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'answers=1',
    status: 415,
  },
  { name: 'body with no content type', method: 'POST', path: '/api/spins', body: '{"answers":{}}', status: 415 },
  {
    name: 'text/plain sign-in',
    method: 'POST',
    path: '/api/auth/sign-in/email',
    headers: { 'content-type': 'text/plain' },
    body: '{"email":"a@b.c","password":"x"}',
    status: 415,
    code: 'unsupported_media_type',
  },
  {
    name: 'JSON sent as a photo',
    method: 'POST',
    path: '/api/photos',
    headers: JSON_TYPE,
    body: '{"x":1}',
    status: 415,
  },
  {
    name: 'text sent as a recording',
    method: 'POST',
    path: '/api/voice/messages',
    headers: { 'content-type': 'text/plain' },
    body: 'hello',
  },
  { name: 'empty photo', method: 'POST', path: '/api/photos', headers: { 'content-type': 'image/jpeg' }, body: '' },
  // Headers: cookies and others.
  {
    name: 'garbage session cookie',
    path: '/api/me',
    headers: { cookie: 'better-auth.session_token=%E0%A4%A.%%%; =; ;;' },
    status: 200,
  },
  {
    name: 'huge cookie',
    path: '/api/covers',
    headers: { cookie: 'better-auth.session_token=' + 'x'.repeat(60_000) },
    status: 200,
  },
  {
    name: 'forged signed cookie',
    method: 'PUT',
    path: '/api/answers',
    headers: { ...JSON_TYPE, cookie: 'better-auth.session_token=abc.def' },
    body: '{"answers":{}}',
  },
  { name: 'huge header', path: '/api/attribution', headers: { 'x-filler': 'y'.repeat(100_000) }, status: 200 },
  {
    name: 'odd accept-encoding',
    path: '/assets/app-1.js',
    headers: { 'accept-encoding': 'br;q=abc, *;q=-1, ' + ','.repeat(1000) },
    status: 200,
  },
  { name: 'odd if-none-match', path: '/share/' + 'A'.repeat(22), headers: { 'if-none-match': '"' + 'x'.repeat(5000) } },
  {
    name: 'non-numeric content-length',
    method: 'POST',
    path: '/api/track/page-view',
    headers: { ...JSON_TYPE, 'x-content-length': 'abc' },
    body: '{}',
    status: 200,
  },
  { name: 'garbage range', path: '/api/covers/' + newId() + '/image', headers: { range: 'bytes=abc-def' } },
  // Unknown or unexpected methods.
  { name: 'PROPFIND', method: 'PROPFIND', path: '/' },
  { name: 'PATCH on answers', method: 'PATCH', path: '/api/answers', headers: JSON_TYPE, body: '{}', status: 404 },
  { name: 'OPTIONS on the API', method: 'OPTIONS', path: '/api/spins' },
  { name: 'made-up method', method: 'BREW', path: '/api/answers' },
  { name: 'DELETE on a page', method: 'DELETE', path: '/share/x' },
  { name: 'PUT on the web app', method: 'PUT', path: '/', headers: JSON_TYPE, body: '{}' },
  { name: 'DELETE a malformed photo id', method: 'DELETE', path: '/api/photos/not-an-id', status: 404 },
  { name: 'generate a cover that is not there', method: 'POST', path: `/api/covers/${newId()}/generate` },
  { name: 'HEAD on an asset', method: 'HEAD', path: '/assets/app-1.js', status: 200 },
];

/**
 * The write routes of the accounts, payments, Talk, show, trust, sprint booking, coach and sprint report areas, each sent the same hostile bodies: a NUL,
 * a lone surrogate, 10,000 characters, HTML, deep nesting and a text/plain body. Signed out, most answer 401 before
 * reading; the feature tests send the same inputs signed in. Whatever the answer, it is a 4xx.
 */
const WAVE_WRITES: [method: string, path: string, field: string][] = [
  ['POST', '/api/checkout/talk', 'sponsorToken'],
  ['POST', '/api/checkout/strategy', 'sponsorToken'],
  ['POST', '/api/sponsorships', 'parentNames'],
  ['POST', '/api/billing/portal', 'x'],
  ['POST', '/api/purchases/x/refund', 'x'],
  ['POST', '/api/subscriptions/talk', 'cancelAtPeriodEnd'],
  ['POST', '/api/payments/webhook', 'type'],
  ['POST', '/api/pay/local/sessions/x/pay', 'cardNumber'],
  ['POST', '/api/talk/chat', 'message'],
  ['POST', '/api/show/applications', 'name'],
  ['POST', '/api/recommendations', 'fullName'],
  ['PATCH', '/api/me/profile', 'fullName'],
  ['POST', '/api/account/delete', 'confirm'],
  ['POST', '/api/posters/save-by-email', 'email'],
  ['POST', '/api/posters/saved', 'coverId'],
  ['PUT', '/api/trust/age', 'birthYear'],
  ['POST', '/api/dashboard/admin/cohorts', 'name'],
  ['POST', '/api/sprint/sessions', 'startsAt'],
  ['POST', '/api/sprint/sessions/x/reschedule', 'startsAt'],
  ['POST', '/api/sprint/sessions/x/cancel', 'x'],
  ['PUT', '/api/sprint/voice-share', 'share'],
  ['PUT', '/api/coach/profile', 'displayName'],
  ['PUT', '/api/coach/availability', 'weekly'],
  ['PATCH', '/api/coach/sessions/x', 'notes'],
  ['POST', '/api/coach/sessions/x/done', 'x'],
  ['POST', '/api/coach/clients/x/report', 'x'],
  ['PUT', '/api/coach/clients/x/report', 'summary'],
  ['POST', '/api/coach/clients/x/report/send', 'x'],
];
for (const [method, path, field] of WAVE_WRITES) {
  cases.push(
    { name: `NUL in ${method} ${path}`, method, path, headers: JSON_TYPE, body: `{"${field}":"a${NUL}b"}` },
    { name: `lone surrogate in ${method} ${path}`, method, path, headers: JSON_TYPE, body: `{"${field}":"${LONE}"}` },
    {
      name: `10,000 characters in ${method} ${path}`,
      method,
      path,
      headers: JSON_TYPE,
      body: JSON.stringify({ [field]: 'x'.repeat(10_000) }),
    },
    {
      name: `HTML in ${method} ${path}`,
      method,
      path,
      headers: JSON_TYPE,
      body: JSON.stringify({ [field]: '<img src=x onerror=alert(1)>' }),
    },
    { name: `deeply nested JSON to ${method} ${path}`, method, path, headers: JSON_TYPE, body: nested },
    {
      name: `text/plain body to ${method} ${path}`,
      method,
      path,
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    },
  );
}

async function send(cs: Case): Promise<Response> {
  const headers = new Headers(cs.headers);
  headers.set('origin', ORIGIN);
  return app.request(cs.path, { method: cs.method ?? 'GET', headers, body: cs.body });
}

describe('malformed and hostile requests over the whole router', () => {
  it.each(cases.map((cs) => [cs.name, cs] as const))('%s: a 4xx or the 404 page, never a 5xx', async (_name, cs) => {
    const res = await send(cs);
    expect(res.status, `${cs.method ?? 'GET'} ${cs.path.slice(0, 80)}`).toBeLessThan(500);
    if (cs.status) expect(res.status).toBe(cs.status);
    if (cs.code) expect(((await res.json()) as { error: { code: string } }).error.code).toBe(cs.code);
    else await res.arrayBuffer();
  });

  it('keeps a well-formed request working next to them: emoji (surrogate pairs), UTF-8 and a charset parameter', async () => {
    const res = await app.request('/api/track/page-view?utm_source=caf%C3%A9+bar', {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ path: '/🚀/café', attribution: { utm_source: 'ig✨' } }),
    });
    expect(res.status).toBe(200);
    expect((await app.request('/some/page?q=%F0%9F%9A%80')).status).toBe(200);
  });

  it('gives a page whose query carries a NUL or a bad escape without that parameter, not a JSON 400', async () => {
    for (const [bad, clean] of [
      ['/?cohort=%00', '/'],
      ['/?utm_source=%E0%A4%A&cohort=class-9', '/?cohort=class-9'],
      ['/?cohort=class-9&x=a%00b&utm_medium=mail', '/?cohort=class-9&utm_medium=mail'],
      ['/share/abc?ref=%00', '/share/abc'],
    ] as const) {
      const res = await app.request(bad);
      expect([res.status, res.headers.get('location')], bad).toEqual([302, clean]);
      const page = await app.request(clean);
      expect(page.status, clean).toBeLessThan(500);
      expect(page.headers.get('content-type') ?? '', clean).not.toContain('application/json');
    }
    // Never a redirect to another site.
    for (const evil of ['//evil.example/?x=%00', '/%5Cevil.example/?x=%00'])
      expect((await app.request(`http://localhost:3000${evil}`)).status, evil).toBe(400);
    // The API keeps its clear 400: a client that sent it must hear about it.
    const api = await app.request('/api/attribution?cohort=%00');
    expect(api.status).toBe(400);
  });

  it('answers a NUL in JSON with the same message on every engine', async () => {
    const res = await send(cases.find((c) => c.name === 'NUL in a page view')!);
    expect(await res.json()).toEqual({
      error: { code: 'invalid_input', message: 'The request contains characters that are not allowed.' },
    });
  });
});
