/**
 * JavaScript loaded before the home page is interactive: the entry script and every chunk index.html preloads,
 * gzip-compressed as the server sends them. Budget (design.md): at most 120 KB gzip.
 *
 *   npm run build && node --import tsx bench/bundle.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';

const dist = path.resolve('dist/web');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
let gz = 0;
let br = 0;
let raw = 0;
console.log('| file | raw | gzip | brotli |\n|---|---|---|---|');
for (const f of files) {
  const buf = readFileSync(path.join(dist, f));
  const g = gzipSync(buf, { level: 9 }).length;
  const b = brotliCompressSync(buf).length;
  raw += buf.length;
  gz += g;
  br += b;
  console.log(
    `| ${f} | ${(buf.length / 1024).toFixed(1)} KB | ${(g / 1024).toFixed(1)} KB | ${(b / 1024).toFixed(1)} KB |`,
  );
}
console.log(
  `| **total (${files.length} files)** | ${(raw / 1024).toFixed(1)} KB | **${(gz / 1024).toFixed(1)} KB** | ${(br / 1024).toFixed(1)} KB |`,
);
const budget = 120;
console.log(`\nBudget ${budget} KB gzip: ${gz / 1024 <= budget ? 'met' : 'NOT met'}.`);
process.exitCode = gz / 1024 <= budget ? 0 : 1;
