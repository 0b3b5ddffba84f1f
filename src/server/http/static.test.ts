import { randomBytes } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { serveWebApp } from './static';

function site(maxBytes?: number, devOutboxPath?: string) {
  const root = mkdtempSync(path.join(tmpdir(), 'fs-web-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(
    path.join(root, 'index.html'),
    '<html><head><!--app-head--><title>FutureSelf</title></head><body>' + 'x'.repeat(2000) + '</body></html>',
  );
  writeFileSync(path.join(root, 'assets', 'app-abc123.js'), 'console.log("hi");'.repeat(200));
  const app = new Hono();
  app.use('*', serveWebApp(root, 'Futura <b>', { maxBytes, devOutboxPath }));
  return Object.assign(app, { root });
}

describe('serveWebApp', () => {
  it('serves hashed assets immutable and compressed for the client that accepts it', async () => {
    const app = site();
    const br = await app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toContain('immutable');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe('console.log("hi");'.repeat(200));
    const gz = await app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toHaveLength(3600);
    const plain = await app.request('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toHaveLength(3600);
  });

  it('answers any other path with index.html carrying the escaped brand, and a missing asset with next()', async () => {
    const app = site();
    const res = await app.request('/some/route');
    const html = await res.text();
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(html).toContain('<meta name="fs:brand" content="Futura &lt;b&gt;" />');
    expect(html).toContain('<title>Futura &lt;b&gt;</title>');
    expect((await app.request('/assets/missing-123.js')).status).toBe(404);
  });

  it('answers / with the prerendered home page when it is built (branded), every other route with index.html; the pages are no files', async () => {
    const app = site();
    // Not built: / is the app's shell like any route.
    expect(await (await app.request('/')).text()).toContain('xxxx');
    const fresh = site();
    writeFileSync(
      path.join(fresh.root, 'home.html'),
      '<html><head><!--app-head--></head><body>Meet FutureSelf</body></html>',
    );
    const home = await (await fresh.request('/')).text();
    expect(home).toContain('Meet Futura &lt;b&gt;');
    expect(home).toContain('<meta name="fs:brand" content="Futura &lt;b&gt;" />');
    expect(await (await fresh.request('/?cohort=demo-academy')).text()).toContain('Meet Futura');
    expect(await (await fresh.request('/auth')).text()).toContain('xxxx');
    // /home.html and /index.html are routes (the 404 page in the app), not files.
    for (const p of ['/home.html', '/index.html', '/share.html'])
      expect(await (await fresh.request(p)).text()).toContain('xxxx');
  });

  it('names the local outbox page in index.html only when it is on', async () => {
    expect(await (await site().request('/auth')).text()).not.toContain('fs:dev-outbox');
    expect(await (await site(undefined, '/dev/outbox').request('/auth')).text()).toContain(
      '<meta name="fs:dev-outbox" content="/dev/outbox" />',
    );
  });

  it('never serves a file outside its folder', async () => {
    const app = site();
    const res = await app.request('/..%2f..%2fetc%2fpasswd');
    expect(await res.text()).not.toContain('root:');
  });

  it('remembers only files that exist: a path asked for before its file appears is served once it does', async () => {
    const app = site();
    expect((await app.request('/assets/late-1.js')).status).toBe(404);
    for (let i = 0; i < 50; i++) await app.request(`/assets/random-${i}.js`);
    writeFileSync(path.join(app.root, 'assets', 'late-1.js'), 'late()');
    const res = await app.request('/assets/late-1.js');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('late()');
  });

  it('keeps at most its byte budget: the least recently used file is dropped and read again', async () => {
    const app = site(5000);
    const file = (name: string) => path.join(app.root, 'assets', name);
    const [a1, a2, b1, b2] = [randomBytes(3000), randomBytes(3000), randomBytes(3000), randomBytes(3000)];
    writeFileSync(file('a.png'), a1);
    writeFileSync(file('b.png'), b1);
    const body = async (p: string) => Buffer.from(await (await app.request(p)).arrayBuffer());
    expect((await body('/assets/a.png')).equals(a1)).toBe(true);
    expect((await body('/assets/b.png')).equals(b1)).toBe(true); // 6000 bytes > 5000: a.png leaves the cache
    writeFileSync(file('a.png'), a2);
    writeFileSync(file('b.png'), b2);
    expect((await body('/assets/b.png')).equals(b1)).toBe(true); // still cached
    expect((await body('/assets/a.png')).equals(a2)).toBe(true); // read again
  });

  it('passes a malformed percent-encoding on to the app (its 404) instead of throwing', async () => {
    const app = site();
    expect((await app.request('/%E0%A4%A')).status).toBe(404);
    expect((await app.request('/assets/%ZZ.js')).status).toBe(404);
  });

  it("sends the build's .br and .gz files beside an asset as they are, and compresses index.html itself", async () => {
    const app = site();
    const js = 'export const x = 1;'.repeat(100);
    const br = brotliCompressSync(js);
    const gz = gzipSync(js);
    writeFileSync(path.join(app.root, 'assets', 'pre-1.js'), js);
    writeFileSync(path.join(app.root, 'assets', 'pre-1.js.br'), br);
    writeFileSync(path.join(app.root, 'assets', 'pre-1.js.gz'), gz);
    const [a, b] = await Promise.all([
      app.request('/assets/pre-1.js', { headers: { 'accept-encoding': 'br' } }),
      app.request('/assets/pre-1.js', { headers: { 'accept-encoding': 'br' } }),
    ]);
    expect(Buffer.from(await a.arrayBuffer()).equals(br)).toBe(true);
    expect(Buffer.from(await b.arrayBuffer()).equals(br)).toBe(true);
    const g = await app.request('/assets/pre-1.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(Buffer.from(await g.arrayBuffer()).equals(gz)).toBe(true);
    writeFileSync(path.join(app.root, 'index.html.br'), br); // never sent: the served index.html is rewritten
    const html = await app.request('/', { headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(Buffer.from(await html.arrayBuffer())).toString()).toContain('Futura &lt;b&gt;');
  });
});
