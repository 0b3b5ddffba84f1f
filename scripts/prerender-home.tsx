/**
 * Writes dist/web/home.html from the app's dist/web/index.html: the first screen's own small stylesheet (built by
 * `vite build --mode pages`) in place of the app's, the home page's first screen (the layout and the welcome step,
 * drawn by the app's own React components) in <div id="root">, and public/start-app.js, which starts the app (its
 * stylesheet, its JavaScript and their preloads) on the visitor's first tap, key or focus instead of with the page
 * (decision 057). The server sends it for `/` only (src/server/http/static.ts); every other route gets
 * index.html.
 *
 * Run by `npm run build` after both vite builds. The components render in Node with React's static prerender (which
 * waits for the lazy parts, such as the fan of covers) in a jsdom window at http://localhost/, signed out, with no
 * stored journey and no network.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist/web');

// A browser-like global scope for the modules that read window, document or storage while they render.
const dom = new JSDOM('<!doctype html><html><head></head><body><div id="root"></div></body></html>', {
  url: 'http://localhost/',
});
const g = globalThis as Record<string, unknown>;
// The drawn screen holds still (src/web/lib/prerender.ts): read by the app's modules when they are imported below.
g.__FS_PRERENDER__ = true;
for (const key of ['window', 'document', 'localStorage', 'sessionStorage', 'HTMLElement', 'Node', 'navigator']) {
  if (key === 'navigator' && 'navigator' in globalThis) continue;
  g[key] = (dom.window as unknown as Record<string, unknown>)[key];
}
// Nothing is fetched while prerendering (the session and the page view wait for the browser).
g.fetch = () => Promise.reject(new Error('no network while prerendering'));

const { createElement: h } = await import('react');
const { prerenderToNodeStream } = await import('react-dom/static');
const { createMemoryRouter, RouterProvider } = await import('react-router');
const { AppLayout } = await import('@web/app/layout');
const { Providers } = await import('@web/app/providers');
const { HomePage } = await import('@web/features/journey/home-page');
const { JOURNEY_STORAGE_KEY, JOURNEY_VERSION } = await import('@web/features/journey/journey-peek');
const { ACCOUNT_HINT_KEY } = await import('@web/lib/account-hint');
const { PageFallback } = await import('@web/components/ui/page-fallback');
const { renderToStaticMarkup } = await import('react-dom/server');

const router = createMemoryRouter(
  [{ element: h(AppLayout), children: [{ index: true, element: h(HomePage), handle: { strip: 'see' } }] }],
  { initialEntries: ['/'] },
);
const { prelude } = await prerenderToNodeStream(h(Providers, null, h(RouterProvider, { router })));
let markup = '';
for await (const chunk of prelude) markup += String(chunk);

// Only the markup. React may send a finished Suspense boundary's content apart (a hidden <div id="S:n"> that its
// inline script moves into <template id="B:n">): moved into place here, since the content security policy allows no
// inline script, and the scripts and React's comment markers dropped (the app draws the page itself once it starts).
const holder = dom.window.document.createElement('div');
holder.innerHTML = markup.replace(/<script\b[\s\S]*?<\/script>/g, '');
for (const segment of Array.from(holder.querySelectorAll<HTMLElement>('div[hidden][id^="S:"]'))) {
  const slot = holder.querySelector(`template[id="B:${segment.id.slice(2)}"]`);
  if (!slot) continue;
  slot.replaceWith(...Array.from(segment.childNodes));
  segment.remove();
}
markup = holder.innerHTML.replace(/<!--\/?\$[!?]?-->/g, '');
if (!markup.includes('Spin My Future') || !markup.includes('aria-label="How it works"'))
  throw new Error('prerender-home: the welcome step is missing from the markup');
if (/<div hidden id="S:|<template id="B:/.test(markup))
  throw new Error('prerender-home: a part of the screen is left hidden (a Suspense boundary not moved into place)');

// home.html is index.html (its head: title, description, font preloads) with the first screen's stylesheet inlined
// in place of the app's, the screen in its root, and start-app.js in place of the app's module script and preloads.
const index = await readFile(path.join(dist, 'index.html'), 'utf8');
const assets = await readdir(path.join(dist, 'assets'));
/** The one file of the build named like this (the app's stylesheet stays beside index.html, which inlines it). */
const only = (re: RegExp) => {
  const found = assets.filter((f) => re.test(f));
  if (found.length !== 1)
    throw new Error(`prerender-home: expected one ${re.source} in dist/web/assets, found ${found.length}`);
  return found[0]!;
};
const appCss = only(/^index-[\w-]+\.css$/);
const firstScreenCss = await readFile(path.join(dist, 'assets', only(/^first-screen-[\w-]+\.css$/)), 'utf8');
const app = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(index);
if (!app) throw new Error('prerender-home: no module script in dist/web/index.html');
const preloads: string[] = [];
const style = /<style>[\s\S]*?<\/style>/;
if (!style.test(index) || !index.includes('<div id="root"></div>'))
  throw new Error('prerender-home: dist/web/index.html is not the built shell (no inlined stylesheet or empty root)');
const html = index
  .replace(app[0], '')
  .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href: string) => {
    preloads.push(href);
    return '';
  })
  .replace(style, () => `<style>${firstScreenCss.replace(/<\/style/gi, '<\\/style')}</style>`)
  .replace(
    '<div id="root"></div>',
    // The app's loading state, which start-app.js shows in place of the welcome for a journey under way.
    () =>
      `<div id="root" data-prerendered="home">${markup}</div>\n    <template id="fs-resuming">${renderToStaticMarkup(h(PageFallback))}</template>`,
  )
  .replace(
    /<\/body>/i,
    () =>
      `  <script src="/start-app.js" data-app="${app[1]}" data-css="/assets/${appCss}" data-preload="${preloads.join(' ')}" data-journey="${JOURNEY_STORAGE_KEY}" data-journey-version="${JOURNEY_VERSION}" data-account="${ACCOUNT_HINT_KEY}" defer></script>\n  </body>`,
  );
await writeFile(path.join(dist, 'home.html'), html);
console.log(`prerender-home: dist/web/home.html (${(markup.length / 1024).toFixed(1)} KB of markup)`);
process.exit(0);
