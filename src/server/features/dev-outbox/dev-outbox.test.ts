import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { createApp } from '@server/app';
import { loadConfig } from '@server/config';
import { newId } from '@server/lib/ids';
import { createLogger } from '@server/lib/logger';
import { createMailer } from '@server/providers/mail/index';

/** The local outbox page: on with the local mailer outside production, absent (404) otherwise. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: 'development', DEV_OUTBOX: 'true' });
});
afterAll(() => t?.close());

const address = () => `o_${newId().toLowerCase()}@example.com`;
/** The same database and mailer under another configuration (the route only reads config and mailer). */
const appWith = (env: Record<string, string>, opts: { smtp?: boolean; webRoot?: string } = {}) => {
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: t.deps.config.dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    DEV_OUTBOX: 'true',
    ...env,
  });
  const mailer = opts.smtp ? createMailer(config, { log: createLogger('silent') }) : t.deps.mailer;
  return createApp({ ...t.deps, config, mailer }, { webRoot: opts.webRoot });
};
/** The <ol> of messages: what the mails put on the page (the header and footer hold links of their own). */
const listOf = (html: string) => /<ol class="mails">([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? '';
const hrefs = (html: string) => [...html.matchAll(/<a href="([^"]*)">/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

describe('GET /dev/outbox with the local mailer in development', () => {
  it('shows the sign-up e-mail to that address, whose link confirms the address and signs in', async () => {
    const addr = address();
    const other = address();
    const c = t.client();
    expect(
      (
        await c.request('/api/auth/sign-up/email', {
          method: 'POST',
          json: { email: other, password: 'secret1', name: 'Other Person' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await c.request('/api/auth/sign-up/email', {
          method: 'POST',
          json: { email: addr, password: 'secret1', name: 'Robin Future' },
        })
      ).status,
    ).toBe(200);

    const res = await t.app.request(`/dev/outbox?to=${encodeURIComponent(addr.toUpperCase())}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).not.toMatch(/<script/i);
    const list = listOf(html);
    expect(list).toContain('<h2>Confirm your FutureSelf account</h2>');
    expect(list).toContain(`<dd>${addr}</dd>`);
    expect(list).not.toContain(other);
    const [link, ...more] = hrefs(list);
    expect(more).toEqual([]);
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);

    const browser = t.client();
    const url = new URL(link!);
    const verified = await browser.request(url.pathname + url.search);
    expect(verified.status).toBe(302);
    const me = await browser.json<{ user: { email: string; isAnonymous: boolean } | null }>('/api/me');
    expect(me.body.user).toMatchObject({ email: addr, isAnonymous: false });
  });

  it('lists the newest first, with the time, and says so when there is nothing for an address yet', async () => {
    const addr = address();
    for (const n of [1, 2, 3]) await t.deps.mailer.send({ to: addr, subject: `Message ${n}`, text: `Body ${n}` });
    const html = await (await t.app.request(`/dev/outbox?to=${addr}`)).text();
    expect([...listOf(html).matchAll(/<h2>(.*?)<\/h2>/g)].map((m) => m[1])).toEqual([
      'Message 3',
      'Message 2',
      'Message 1',
    ]);
    expect(listOf(html)).toMatch(
      /<time datetime="\d{4}-\d\d-\d\dT[\d:.]+Z">\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC<\/time>/,
    );
    expect(html).not.toContain('http-equiv="refresh"');

    const empty = await (await t.app.request(`/dev/outbox?to=${address()}`)).text();
    expect(empty).toContain('No messages to <strong>');
    expect(empty).toContain('<meta http-equiv="refresh" content="3" />');
    // Without a filter: every address (ours among them).
    expect(listOf(await (await t.app.request('/dev/outbox')).text())).toContain('<h2>Message 3</h2>');
  });

  it('escapes a hostile subject, body and filter, and makes links only to our own origin', async () => {
    const addr = `x_${newId().toLowerCase()}@example.com`;
    await t.deps.mailer.send({
      to: addr,
      subject: '<script>alert("s")</script> & <b>bold</b>',
      text: [
        '<img src=x onerror=alert(1)> "quoted" \'single\'',
        'Ours: http://localhost:3000/profile?a=1&b=2. And (http://localhost:3000/auth).',
        'Not ours: https://evil.example/x http://localhost:3000.evil.example/ http://localhost:3000@evil.example/',
        'Nor: https://localhost:3000/x http://user:pw@localhost:3000/x javascript:alert(1) data:text/html,<b>',
      ].join('\n'),
    });
    const list = listOf(await (await t.app.request(`/dev/outbox?to=${encodeURIComponent(addr)}`)).text());
    expect(list).toContain('<h2>&lt;script&gt;alert(&quot;s&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;</h2>');
    expect(list).toContain('&lt;img src=x onerror=alert(1)&gt; &quot;quoted&quot; &#39;single&#39;');
    expect(list).not.toMatch(/<(script|img|b>)/);
    expect(hrefs(list)).toEqual(['http://localhost:3000/profile?a=1&b=2', 'http://localhost:3000/auth']);
    // The sentence's full stop and bracket stay outside the link; the other URLs stay text.
    expect(list).toContain(
      '<a href="http://localhost:3000/profile?a=1&amp;b=2">http://localhost:3000/profile?a=1&amp;b=2</a>. And (<a href="http://localhost:3000/auth">http://localhost:3000/auth</a>).',
    );
    expect(list).toContain(
      'Not ours: https://evil.example/x http://localhost:3000.evil.example/ http://localhost:3000@evil.example/',
    );

    const hostileFilter = await (
      await t.app.request(`/dev/outbox?to=${encodeURIComponent('"><script>alert(1)</script>')}`)
    ).text();
    expect(hostileFilter).not.toContain('<script>');
    expect(hostileFilter).toContain('No messages to <strong>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</strong>');
    expect(hostileFilter).toContain('href="/dev/outbox?to=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E"');
  });

  it('serves the two brand typefaces it names, and nothing else from that folder', async () => {
    const font = await t.app.request('/dev/outbox/fonts/display.woff2');
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect(
      Buffer.from(await font.arrayBuffer())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('wOF2');
    expect((await t.app.request('/dev/outbox/fonts/sans.woff2')).status).toBe(200);
    for (const p of [
      '/dev/outbox/fonts/constructor',
      '/dev/outbox/fonts/..%2F..%2Fpackage.json',
      '/dev/outbox/fonts/x.woff2',
    ]) {
      expect((await t.app.request(p)).status, p).toBe(404);
    }
  });
});

describe('where there is no local outbox', () => {
  it('is a 404 in production, even with the local mailer', async () => {
    const app = appWith({ NODE_ENV: 'production' });
    await t.deps.mailer.send({
      to: address(),
      subject: 'Secret link',
      text: 'http://localhost:3000/api/auth/verify-email?token=abc',
    });
    for (const p of ['/dev/outbox', '/dev/outbox?to=a@example.com', '/dev/outbox/fonts/display.woff2']) {
      const res = await app.request(p);
      expect(res.status, p).toBe(404);
      expect(await res.text()).not.toContain('Secret link');
    }
  });

  it('is a 404 unless DEV_OUTBOX=true, and always with TRUST_PROXY (behind a proxy everyone is "this machine")', async () => {
    const to = address();
    await t.deps.mailer.send({ to, subject: 'Reset link', text: 'http://localhost:3000/api/auth/reset-password/abc' });
    const envs: Record<string, string>[] = [
      { DEV_OUTBOX: '' },
      { DEV_OUTBOX: 'false' },
      { DEV_OUTBOX: 'true', TRUST_PROXY: 'true' },
      { DEV_OUTBOX: 'true', TRUST_PROXY: '2' },
    ];
    for (const env of envs) {
      const app = appWith(env);
      for (const p of ['/dev/outbox', `/dev/outbox?to=${encodeURIComponent(to)}`, '/dev/outbox/fonts/display.woff2']) {
        const res = await app.request(p, { headers: { 'x-forwarded-for': '127.0.0.1' } });
        expect(res.status, `${JSON.stringify(env)} ${p}`).toBe(404);
        expect(await res.text()).not.toContain('Reset link');
      }
    }
    expect((await appWith({}).request(`/dev/outbox?to=${encodeURIComponent(to)}`)).status).toBe(200);
  });

  it('is a 404 with SMTP, in development too', async () => {
    const app = appWith({ MAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://127.0.0.1:2525' }, { smtp: true });
    expect((await app.request('/dev/outbox')).status).toBe(404);
  });

  it('is named in the served index.html only when it is on', async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'fs-outbox-web-'));
    writeFileSync(
      path.join(webRoot, 'index.html'),
      '<html><head><!--app-head--><title>FutureSelf</title></head><body></body></html>',
    );
    const meta = '<meta name="fs:dev-outbox" content="/dev/outbox" />';
    expect(await (await appWith({}, { webRoot }).request('/auth?tab=signup')).text()).toContain(meta);
    expect(await (await appWith({ DEV_OUTBOX: '' }, { webRoot }).request('/auth?tab=signup')).text()).not.toContain(
      'fs:dev-outbox',
    );
    expect(
      await (await appWith({ NODE_ENV: 'production' }, { webRoot }).request('/auth?tab=signup')).text(),
    ).not.toContain('fs:dev-outbox');
    expect(
      await (
        await appWith({ MAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://127.0.0.1:2525' }, { smtp: true, webRoot }).request(
          '/auth',
        )
      ).text(),
    ).not.toContain('fs:dev-outbox');
    // In production the path is the web app's own not-found page, not the outbox.
    expect(await (await appWith({ NODE_ENV: 'production' }, { webRoot }).request('/dev/outbox')).text()).not.toContain(
      'Local outbox',
    );
  });
});
