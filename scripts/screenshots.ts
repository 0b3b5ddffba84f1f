/**
 * Screenshots of pages at 390x844 and 1280x800 in Debian's Chromium, for looking at what we build.
 * Usage: node --import tsx scripts/screenshots.ts [baseURL] [outDir] path1 path2 ...
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base = 'http://localhost:3000', out = '/tmp/shots', ...paths] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const [w, h] of [
  [390, 844],
  [1280, 800],
] as const) {
  const page = await browser.newPage({ viewport: { width: w, height: h }, deviceScaleFactor: 1 });
  for (const p of paths.length ? paths : ['/']) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const name = `${out}/${(p.replace(/[^a-z0-9]+/gi, '_') || 'home').replace(/^_|_$/g, '') || 'home'}-${w}.png`;
    await page.screenshot({ path: name });
    console.log(name);
  }
  await page.close();
}
await browser.close();
