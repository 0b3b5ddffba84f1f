import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { validateAnswers } from '@core/answers.js';
import { cleanAttribution } from '@core/attribution.js';
import {
  PHOTO_MAX_BYTES,
  answersPutRequestSchema,
  spinRequestSchema,
  type AnswersResponse,
  type PhotoResponse,
} from '@core/contracts/journey.js';
import { ensureVisitor } from '@server/auth/visitor.js';
import type { AppDeps, AppEnv } from '@server/context.js';
import { clientIp } from '@server/http/client-ip.js';
import { badRequest, notFound } from '@server/http/errors.js';
import type { RateLimitRule } from '@server/http/rate-limit.js';
import { jsonBody } from '@server/http/validate.js';
import { ID_PATTERN } from '@server/lib/ids.js';
import { PHOTO_ERRORS, processPhoto } from './photos.js';
import { createPhoto, createSpin, deletePhoto, findOwnedPhoto, getAnswers, saveAnswers } from './service.js';

/**
 * Uploads and spins are limited per visitor (cookie) and, more loosely, per IP: a class or an event behind one
 * school network must be able to play together, while clearing cookies to dodge the visitor limit still hits the
 * IP ceiling.
 */
const LIMITS = {
  upload: { name: 'photo-upload', max: 20, windowMs: 60_000 },
  uploadIp: { name: 'photo-upload-ip', max: 200, windowMs: 60_000 },
  spin: { name: 'spin', max: 30, windowMs: 60_000 },
  spinIp: { name: 'spin-ip', max: 300, windowMs: 60_000 },
} satisfies Record<string, RateLimitRule>;

const PHOTO_NOT_FOUND = 'Photo not found.';

/**
 * The journey API (documented in src/core/contracts/journey.ts; the list of covers, GET /api/covers, is the covers
 * feature's). Mounted at /api.
 */
export function journeyRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const { database, storage, limiter, config } = deps;
  const db = database.db;

  const rateLimit =
    (perVisitor: RateLimitRule, perIp: RateLimitRule): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      const ip = clientIp(c, config.trustProxy);
      const user = c.get('user');
      await limiter.enforce(c, perIp, ip);
      await limiter.enforce(c, perVisitor, user ? `u:${user.id}` : `ip:${ip}`);
      await next();
    };

  // ---------- answers ----------
  app.get('/answers', async (c) => {
    const user = c.get('user');
    const body: AnswersResponse = { answers: user ? await getAnswers(db, user.id) : {} };
    return c.json(body);
  });

  app.put('/answers', jsonBody(answersPutRequestSchema), async (c) => {
    const { answers } = c.req.valid('json');
    const checked = validateAnswers(answers, { complete: false });
    if (!checked.ok) throw badRequest(checked.message, 'invalid_answers');
    const user = await ensureVisitor(deps, c);
    const body: AnswersResponse = { answers: await saveAnswers(db, user.id, checked.answers) };
    return c.json(body);
  });

  // ---------- photos ----------
  /**
   * The image bytes as the body. Exempt from the 1 MB API body limit (app.ts): capped at 10 MB here, a declared
   * Content-Length over it before reading, a streamed body as soon as it passes it (docs/decisions/016).
   */
  const photoLimit = bodyLimit({
    maxSize: PHOTO_MAX_BYTES,
    onError: () => {
      throw PHOTO_ERRORS.tooLarge();
    },
  });
  app.post('/photos', rateLimit(LIMITS.upload, LIMITS.uploadIp), photoLimit, async (c) => {
    const processed = await processPhoto(Buffer.from(await c.req.arrayBuffer()));
    const user = await ensureVisitor(deps, c);
    const body: PhotoResponse = { photo: await createPhoto(db, storage, user.id, processed) };
    return c.json(body, 201);
  });

  const ownedPhoto = async (c: Context<AppEnv>) => {
    const id = c.req.param('id') ?? '';
    const user = c.get('user');
    const row = user && ID_PATTERN.test(id) ? await findOwnedPhoto(db, id, user.id) : null;
    if (!row) throw notFound(PHOTO_NOT_FOUND);
    return row;
  };

  app.get('/photos/:id', async (c) => {
    const row = await ownedPhoto(c);
    const obj = await storage.get(row.storageKey);
    if (!obj) throw notFound(PHOTO_NOT_FOUND);
    c.header('Content-Type', 'image/jpeg');
    c.header('Cache-Control', 'private, no-store');
    return c.body(new Uint8Array(obj.body));
  });

  app.delete('/photos/:id', async (c) => {
    const row = await ownedPhoto(c);
    await deletePhoto(db, storage, row);
    return c.body(null, 204);
  });

  // ---------- spins ----------
  app.post('/spins', rateLimit(LIMITS.spin, LIMITS.spinIp), jsonBody(spinRequestSchema), async (c) => {
    const req = c.req.valid('json');
    const checked = validateAnswers(req.answers, { complete: true });
    if (!checked.ok) throw badRequest(checked.message, 'invalid_answers');
    const photoId = req.photoId ?? null;
    if (photoId && (!c.get('user') || !ID_PATTERN.test(photoId))) throw notFound(PHOTO_NOT_FOUND);
    const user = await ensureVisitor(deps, c);
    const body = await createSpin(db, deps.attribution, {
      userId: user.id,
      answers: checked.answers,
      spinNumber: req.spinNumber,
      userName: req.userName ?? null,
      photoId,
      sessionId: req.sessionId,
      attribution: cleanAttribution(req.attribution),
      referrer: c.req.header('referer') ?? null,
      userAgent: c.req.header('user-agent') ?? null,
    });
    return c.json(body, 201);
  });

  return app;
}
