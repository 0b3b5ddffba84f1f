import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No dead ends: every internal link the product writes (links and navigations in the web app, paths
 * in content/, links in the server's e-mails) leads to a route of the web app's route table or to a server route,
 * never to the 404 page. Reads the source, so it is cheap and covers links a crawl would only reach behind a login.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return files(p);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}
const read = (dir: string) =>
  files(path.join(root, dir)).map((f) => ({ f: path.relative(root, f), text: readFileSync(f, 'utf8') }));

/** The web app's routes ('/share/:shareId'), and the files it serves as they are (favicon, robots.txt). */
function routes(): string[] {
  const router = readFileSync(path.join(root, 'src/web/app/router.tsx'), 'utf8');
  const paths = [...router.matchAll(/path:\s*'([^']+)'/g)].map((m) => `/${m[1]!}`).filter((p) => p !== '/*');
  return ['/', ...paths, ...readdirSync(path.join(root, 'src/web/public')).map((f) => `/${f}`)];
}

/** A template's `${...}` stands for one path segment's text, as a route's `:param` does. */
const HOLE = '\u0000';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
function leadsTo(link: string, route: string): boolean {
  const routeRe = new RegExp(`^${escape(route).replace(/:[A-Za-z]+/g, '[^/]+')}/?$`);
  if (routeRe.test(link.replaceAll(HOLE, 'x'))) return true;
  return new RegExp(`^${escape(link).replaceAll(HOLE, '[^/]+')}/?$`).test(route);
}

/** Paths the server answers itself (not the web app's routes). */
const SERVER_PATHS = [
  /^\/api(\/|$)/,
  /^\/unsubscribe\/[^/]+$/,
  /^\/weekly\/[^/]+\/[^/]+$/,
  /^\/dev\/outbox$/,
  /^\/health/,
];

const LINK_PATTERNS = [
  /(?:\bto|\bhref)=\{?\s*[`'"](\/[^`'"\s]*)/g,
  /\bnavigate\(\s*[`'"](\/[^`'"\s]*)/g,
  /\b(?:to|href|path|url|link|retryTo|backTo)\??:\s*[`'"](\/[^`'"\s]*)/g,
  /publicUrl\}(\/[^`'"\s<>)]*)/g,
];

function linksIn(sources: Array<{ f: string; text: string }>) {
  const found: Array<{ f: string; link: string }> = [];
  for (const { f, text } of sources)
    for (const re of LINK_PATTERNS)
      for (const m of text.matchAll(re)) {
        const link = m[1]!.replace(/\$\{[^}]*\}/g, HOLE).split(/[?#]/)[0]!;
        if (link.startsWith('//')) continue; // another site
        found.push({ f, link: link || '/' });
      }
  return found;
}

describe('every internal link leads to a real page', () => {
  const table = routes();
  const all = linksIn([...read('src/web'), ...read('content'), ...read('src/server')]);

  it('finds the links (the patterns still match the code)', () => {
    const links = new Set(all.map((l) => l.link.replaceAll(HOLE, 'x')));
    for (const l of ['/', '/privacy', '/terms', '/talk', '/strategy-checkout', '/show-application', '/share/x'])
      expect(links).toContain(l);
  });

  it('each is a route of the web app or of the server', () => {
    const dead = all.filter(
      ({ link }) =>
        !table.some((r) => leadsTo(link, r)) && !SERVER_PATHS.some((r) => r.test(link.replaceAll(HOLE, 'x'))),
    );
    expect(dead).toEqual([]);
  });
});
