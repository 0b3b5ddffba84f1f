import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PROCESSORS, STORAGE_ITEMS } from '@content/legal';
import { LOCAL_KEYS, SESSION_KEYS } from '@core/attribution';

/**
 * /privacy lists every cookie and browser storage key the product sets ("a test compares the storage keys
 * it lists with those the app sets"). This reads the web app's source: every key handed to localStorage or
 * sessionStorage (directly or through lib/browser-storage) and every 'fs.*' key must be listed, and every listed
 * key of ours must still be set somewhere.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

const code = [...sources(path.join(root, 'web')), ...sources(path.join(root, 'core'))]
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n');

/** Keys as written in the code: 'fs.x' literals, and `fs.x.${id}` templates as 'fs.x.*'. */
function keysInCode(): Set<string> {
  const found = new Set<string>();
  for (const m of code.matchAll(/['"`](fs\.[a-z.]+?)(\.?\$\{[^}]+\})?['"`]/g)) found.add(m[2] ? `${m[1]}.*` : m[1]!);
  for (const v of [...Object.values(LOCAL_KEYS), ...Object.values(SESSION_KEYS)]) found.add(v);
  // Raw Web Storage calls with a literal key.
  for (const m of code.matchAll(/(?:local|session)Storage\.setItem\(\s*['"`]([^'"`$]+)['"`]/g)) found.add(m[1]!);
  return found;
}

describe('/privacy lists what the app stores', () => {
  const listed = new Set(STORAGE_ITEMS.filter((s) => s.kind !== 'cookie').map((s) => s.name));

  it('every key the web app sets is listed', () => {
    const missing = [...keysInCode()].filter((k) => !listed.has(k));
    expect(missing).toEqual([]);
  });

  it('every listed key of ours is still set by the code', () => {
    const inCode = keysInCode();
    const stale = [...listed].filter((k) => !k.startsWith('better-auth.') && !inCode.has(k));
    expect(stale).toEqual([]);
  });

  it('the storage keys of the spec are among them', () => {
    for (const k of ['tempSessionId', 'tempUserId', 'pendingOnboardingAnswers']) expect(listed.has(k)).toBe(true);
    expect([...keysInCode()]).toEqual(expect.arrayContaining(['fs.journey', 'fs.voice.consent.*', 'fs.cohort']));
  });

  it('every provider that can be switched on is named', () => {
    const server = path.join(root, 'server/providers');
    const kinds = readdirSync(server).filter((d) => statSync(path.join(server, d)).isDirectory());
    const named = new Set(PROCESSORS.map((p) => p.provider));
    const map: Record<string, string> = { 'chat-notify': 'chatNotify' };
    for (const k of kinds) expect(named.has((map[k] ?? k) as never), k).toBe(true);
  });
});
