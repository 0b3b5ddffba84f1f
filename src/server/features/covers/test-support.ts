import sharp from 'sharp';
import { and, eq, sql } from 'drizzle-orm';
import type { TestApp, TestClient } from '../../../../tests/helpers/test-app';
import { ensureVisitor, loadSession } from '@server/auth/visitor';
import { magazineCovers, photos, trackingEvents } from '@server/db/schema';
import { newId } from '@server/lib/ids';
import { localAi, type AiProvider } from '@server/providers/ai/index';
import { makeTestPhoto, TEST_PHOTO_FACE } from './test-photo';

/** Helpers for the covers tests (not imported by the app). */

/** Adds `POST /test/visitor` to a test app: the first write makes an anonymous visitor; answers its id. */
export function addVisitorRoute(t: TestApp) {
  t.app.post('/test/visitor', async (c) => {
    const s = await loadSession(t.deps, c.req.raw.headers);
    if (s) c.set('user', s.user);
    const u = await ensureVisitor(t.deps, c);
    return c.json({ id: u.id });
  });
}

export async function visitor(t: TestApp): Promise<{ c: TestClient; userId: string }> {
  const c = t.client();
  const res = await c.json<{ id: string }>('/test/visitor', { method: 'POST' });
  return { c, userId: res.body.id };
}

let photoCache: Buffer | null = null;
/** A stored selfie owned by the user: the photos row id. */
export async function insertPhoto(t: TestApp, userId: string): Promise<string> {
  photoCache ??= await makeTestPhoto();
  const id = newId();
  const key = `photos/${id}.jpg`;
  await t.deps.storage.put(key, photoCache, 'image/jpeg');
  const meta = await sharp(photoCache).metadata();
  await t.deps.database.db.insert(photos).values({
    id,
    ownerId: userId,
    storageKey: key,
    mimeType: 'image/jpeg',
    width: meta.width!,
    height: meta.height!,
    bytes: photoCache.length,
    focusX: TEST_PHOTO_FACE.x,
    focusY: TEST_PHOTO_FACE.y,
  });
  return id;
}

/** A cover row as POST /api/spins makes it (status pending). */
export async function insertCover(
  t: TestApp,
  userId: string,
  extra: Partial<typeof magazineCovers.$inferInsert> = {},
): Promise<string> {
  const id = newId();
  await t.deps.database.db.insert(magazineCovers).values({
    id,
    sessionId: `s_${newId()}`,
    userId,
    userName: 'Maya Lindqvist',
    roleTitle: 'Space Janitor',
    cohortId: 'demo-academy',
    ambassadorCode: 'DEMO1',
    watermarkText: 'Demo Academy · Class of 2026',
    answers: {
      postcard: 'pc_orbiting_earth',
      bhag: 'carbon',
      purpose: 'drive_solve_puzzles',
      workplace: 'spaceship',
      superpower: 'Explaining anything to anyone in a minute',
    },
    postcardContext: 'watching sixteen sunrises a day from orbit',
    bhagContext: 'pulling carbon back out of the sky',
    purposeContext: 'cracking problems that make everyone else give up',
    workplaceContext: 'working from the bridge of a starship',
    ...extra,
  });
  return id;
}

export async function coverEvents(t: TestApp, coverId: string) {
  return t.deps.database.db
    .select()
    .from(trackingEvents)
    .where(
      and(
        eq(trackingEvents.eventType, 'cover_generated'),
        sql`${trackingEvents.eventData}->>'magazine_id' = ${coverId}`,
      ),
    );
}

export interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Read server-sent events until `stop` says so (or the stream ends). */
export async function readSse(
  res: Response,
  stop: (e: SseEvent, all: SseEvent[]) => boolean = () => false,
  timeoutMs = 25_000,
): Promise<SseEvent[]> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: SseEvent[] = [];
  let buf = '';
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      buf += decoder.decode(value, { stream: true });
      let i: number;
      while ((i = buf.indexOf('\n\n')) >= 0) {
        const block = buf.slice(0, i);
        buf = buf.slice(i + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = block
          .split('\n')
          .filter((l) => l.startsWith('data: '))
          .map((l) => l.slice(6))
          .join('\n');
        if (!event) continue;
        const e = { event, data: JSON.parse(data) as Record<string, unknown> };
        events.push(e);
        if (stop(e, events)) return events;
      }
    }
    return events;
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

export interface FakeAi extends AiProvider {
  calls: { describe: number; portrait: number; content: number };
}

/** A remote-looking provider: counts its calls, and can be slow, fail or hang (ignoring its abort signal). */
export function fakeAi(mode: { delayMs?: number; fail?: boolean; hang?: boolean } = {}): FakeAi {
  const calls = { describe: 0, portrait: 0, content: 0 };
  const step = async () => {
    if (mode.hang) await new Promise(() => undefined);
    if (mode.delayMs) await new Promise((r) => setTimeout(r, mode.delayMs));
    if (mode.fail) throw new Error('provider exploded');
  };
  return {
    kind: 'openai',
    calls,
    async describe(input) {
      calls.describe++;
      await step();
      return `An AI description of ${input.futureRole}: confident, kind and busy.`;
    },
    async portrait(req) {
      calls.portrait++;
      await step();
      if (!req.photo) return null;
      return sharp(req.photo).resize(1024, 1536, { fit: 'cover' }).modulate({ hue: 40 }).jpeg().toBuffer();
    },
    async magazineContent(input, o) {
      calls.content++;
      await step();
      const copy = await localAi.magazineContent(input, o);
      return { ...copy, headline: 'An AI headline about orbit and brooms' };
    },
  };
}

/** Poll GET /api/covers/:id until the cover is done or failed. */
export async function waitForCover(c: TestClient, id: string, timeoutMs = 25_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const res = await c.json<{ status: string } & Record<string, unknown>>(`/api/covers/${id}`);
    if (res.body.status === 'done' || res.body.status === 'failed') return res.body;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`cover ${id} did not finish`);
}
