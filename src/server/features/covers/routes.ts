import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { COVER_GENERATION_FAILED } from '@core/contracts/cover-generation.js';
import type { CoversResponse } from '@core/contracts/journey.js';
import type { AppDeps, AppEnv } from '@server/context.js';
import { requireVisitor } from '@server/auth/visitor.js';
import { notFound } from '@server/http/errors.js';
import { ID_PATTERN } from '@server/lib/ids.js';
import { coverFileName } from '@core/share.js';
import {
  coverRunsFor,
  findCoverShare,
  findOwnedCover,
  generateCover,
  listCovers,
  loadCover,
  resumeIfStalled,
  retryCover,
  toCoverEvent,
  toCoverState,
  watchCover,
} from './service.js';

const GENERATE_LIMIT = { name: 'cover-generate', max: 30, windowMs: 60_000 };
/** Streams wake on the bus (decision 050); this slow read only covers a message lost while the bus was away. */
const SAFETY_POLL_MS = 5000;
const KEEPALIVE_MS = 15_000;
const STREAM_MAX_MS = 10 * 60_000;

/**
 * Every /api/covers route: the visitor's list (contract: src/core/contracts/journey.ts), the generation API
 * (src/core/contracts/cover-generation.ts) and the cover's share link (src/core/contracts/share.ts).
 */
export function coverRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const db = deps.database.db;
  const runs = coverRunsFor(deps);
  const limit = deps.limiter.middleware(GENERATE_LIMIT, deps.config.trustProxy);

  /** The visitor's own cover, or 404 for anything else (a missing cover and someone else's look the same). */
  const owned = async (c: Context<AppEnv>) => {
    const user = requireVisitor(c);
    const id = c.req.param('id') ?? '';
    const row = ID_PATTERN.test(id) ? await findOwnedCover(db, id, user.id) : null;
    if (!row) throw notFound('Cover not found.');
    return row;
  };

  /** The visitor's own newest 10 ({ covers: [] } without a session). */
  app.get('/', async (c) => {
    const user = c.get('user');
    const body: CoversResponse = { covers: user ? await listCovers(db, user.id) : [] };
    return c.json(body);
  });

  app.get('/:id', async (c) => c.json(toCoverState(await owned(c))));

  app.post('/:id/generate', limit, async (c) =>
    c.json(toCoverState(await generateCover(deps, runs, await owned(c))), 202),
  );

  app.post('/:id/retry', limit, async (c) => c.json(toCoverState(await retryCover(deps, runs, await owned(c))), 202));

  app.get('/:id/events', async (c) => {
    const first = await owned(c);
    resumeIfStalled(deps, runs, first);
    return streamSSE(
      c,
      async (stream) => {
        const stop = new AbortController();
        stream.onAbort(() => stop.abort());
        const watch = watchCover(deps, first.id);
        try {
          const started = Date.now();
          let last = '';
          let lastWrite = Date.now();
          let row = first;
          while (!stop.signal.aborted) {
            const ev = toCoverEvent(row);
            const data = JSON.stringify(ev);
            if (data !== last) {
              await stream.writeSSE({ event: 'progress', data, id: String(ev.progress) });
              last = data;
              lastWrite = Date.now();
            }
            if (row.status === 'done') {
              await stream.writeSSE({ event: 'done', data });
              return;
            }
            if (row.status === 'failed') {
              await stream.writeSSE({
                event: 'error',
                data: JSON.stringify({ ...ev, message: row.error || COVER_GENERATION_FAILED }),
              });
              return;
            }
            if (Date.now() - started > STREAM_MAX_MS) return; // the browser reconnects and resumes
            if (Date.now() - lastWrite > KEEPALIVE_MS) {
              await stream.write(': keep-alive\n\n');
              lastWrite = Date.now();
            }
            await watch.next(SAFETY_POLL_MS, stop.signal);
            if (stop.signal.aborted) return;
            const fresh = await loadCover(db, row.id);
            if (!fresh) {
              await stream.writeSSE({
                event: 'error',
                data: JSON.stringify({
                  ...ev,
                  status: 'failed',
                  error: 'Cover not found.',
                  message: 'Cover not found.',
                }),
              });
              return;
            }
            row = fresh;
            resumeIfStalled(deps, runs, row);
          }
        } finally {
          watch.close();
        }
      },
      async (err) => {
        deps.log.error({ err }, 'cover event stream failed');
      },
    );
  });

  app.get('/:id/image', async (c) => {
    const row = await owned(c);
    const obj = row.status === 'done' && row.imageKey ? await deps.storage.get(row.imageKey) : null;
    if (!obj) throw notFound('The cover image is not ready yet.');
    const headers: Record<string, string> = {
      'Content-Type': 'image/png',
      'Content-Length': String(obj.body.length),
      'Cache-Control': 'private, max-age=31536000, immutable',
    };
    if (c.req.query('download'))
      headers['Content-Disposition'] = `attachment; filename="${coverFileName(deps.config.brandName, row.roleTitle)}"`;
    return c.body(new Uint8Array(obj.body), 200, headers);
  });

  /** The owner's active share link of this cover (the /magazine/{id} page), or 404. */
  app.get('/:id/share', async (c) => {
    const user = requireVisitor(c);
    const share = await findCoverShare(deps, user.id, c.req.param('id').slice(0, 100));
    if (!share) throw notFound('No share link for this cover yet.');
    return c.json(share);
  });

  return app;
}
