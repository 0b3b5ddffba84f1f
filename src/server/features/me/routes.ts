import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { MeResponse } from '@core/contracts/me.js';
import { questionIdSchema } from '@core/contracts/journey.js';
import {
  answerUpdateRequestSchema,
  profileUpdateRequestSchema,
  type ProfileResponse,
} from '@core/contracts/profile.js';
import type { AppDeps, AppEnv } from '@server/context.js';
import { badRequest, unauthorized } from '@server/http/errors.js';
import { jsonBody, params } from '@server/http/validate.js';
import { listMyShares, readProfile, updateAnswer, updateProfile } from './service.js';
import { sessionsChanged } from '@server/auth/session-cache.js';

/** Profile edits are cheap to send: a tighter rule than the app's write limit. */
const PROFILE_WRITE_LIMIT = { name: 'profile-write', max: 30, windowMs: 60_000 };

/** GET /api/me (who is here), and the signed-in account's profile (src/core/contracts/profile.ts). */
export function meRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const db = deps.database.db;
  const { limiter, config } = deps;

  app.get('/', (c) => {
    const u = c.get('user');
    const body: MeResponse = {
      user: u
        ? { id: u.id, name: u.name, email: u.isAnonymous ? null : u.email, isAnonymous: u.isAnonymous, role: u.role }
        : null,
    };
    return c.json(body);
  });

  /** Everything below: a signed-in account (not an anonymous visitor). */
  const account: MiddlewareHandler<AppEnv> = async (c, next) => {
    const u = c.get('user');
    if (!u || u.isAnonymous) throw unauthorized();
    await next();
  };
  const writeLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
    await limiter.enforce(c, PROFILE_WRITE_LIMIT, `u:${c.get('user')!.id}`);
    await next();
  };

  app.get('/profile', account, async (c) => {
    const body: ProfileResponse = { profile: await readProfile(db, c.get('user')!.id) };
    return c.json(body);
  });

  app.patch('/profile', account, writeLimit, jsonBody(profileUpdateRequestSchema), async (c) => {
    const id = c.get('user')!.id;
    await updateProfile(db, id, c.req.valid('json'));
    await sessionsChanged(deps.bus, id); // the name the session carries
    const body: ProfileResponse = { profile: await readProfile(db, id) };
    return c.json(body);
  });

  app.put(
    '/answers/:questionId',
    account,
    writeLimit,
    params(z.object({ questionId: questionIdSchema }), () => badRequest('Unknown question.', 'invalid_answers')),
    jsonBody(answerUpdateRequestSchema),
    async (c) => {
      const answers = await updateAnswer(
        db,
        c.get('user')!.id,
        c.req.valid('param').questionId,
        c.req.valid('json').answer,
      );
      return c.json({ answers });
    },
  );

  app.get('/shares', account, async (c) =>
    c.json({
      shares: await listMyShares(db, c.get('user')!.id, { publicUrl: config.publicUrl, brand: config.brandName }),
    }),
  );

  return app;
}
