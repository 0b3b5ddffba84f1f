/**
 * JavaScript loaded before the home page is interactive, gzip-compressed as the server sends it. Budget
 * (docs/product/budgets.md#budgets): at most 120 KB gzip. Since decision 057 `/` is dist/web/home.html, its first
 * screen drawn at build time and kept usable by public/start-app.js until the app starts, so two loads are measured:
 *
 * - `/` as most visitors get it: the scripts home.html loads by itself (start-app.js). The app's JavaScript
 *   follows on the first tap, key or focus.
 * - `/` with a query (a cohort, ambassador or UTM link) or a journey under way: start-app.js starts the app at
 *   once, so before the page is interactive it is start-app.js plus the app's entry and every chunk index.html
 *   preloads. The same entry is what any other route loads first.
 *
 *   npm run build && node --import tsx bench/bundle.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const dist = path.resolve('dist/web');
const scripts = (html: string, attr = '(?:src|href)') =>
  [...html.matchAll(new RegExp(`${attr}="(/[^"]+\\.js)"`, 'g'))].map((m) => m[1]!);
const home = readFileSync(path.join(dist, 'home.html'), 'utf8');
const index = readFileSync(path.join(dist, 'index.html'), 'utf8');

type Size = { raw: number; gz: number; br: number };
const sizeOf = (file: string): Size => {
  const buf = readFileSync(path.join(dist, file));
  return { raw: buf.length, gz: gzipSync(buf, { level: 9 }).length, br: brotliCompressSync(buf).length };
};
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const homeFiles = scripts(home, 'src');
const appFiles = scripts(index);
const budget = 120;
let met = true;

function table(title: string, files: string[]): void {
  const total: Size = { raw: 0, gz: 0, br: 0 };
  console.log(`\n${title}\n\n| file | raw | gzip | brotli |\n|---|---|---|---|`);
  for (const f of files) {
    const s = sizeOf(f);
    total.raw += s.raw;
    total.gz += s.gz;
    total.br += s.br;
    console.log(`| ${f} | ${kb(s.raw)} | ${kb(s.gz)} | ${kb(s.br)} |`);
  }
  const ok = total.gz / 1024 <= budget;
  met &&= ok;
  console.log(`| **total (${files.length} files)** | ${kb(total.raw)} | **${kb(total.gz)}** | ${kb(total.br)} |`);
  console.log(`\nBudget ${budget} KB gzip: ${ok ? 'met' : `NOT met (${kb(total.gz - budget * 1024)} over)`}.`);
}

table('`/` (home.html), before the first tap, key or focus:', homeFiles);
table(
  '`/` with a query or a journey under way (start-app.js, then the app at once); the app alone is what any other route loads first:',
  [...homeFiles, ...appFiles],
);
process.exitCode = met ? 0 : 1;
