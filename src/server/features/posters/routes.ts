import { Hono } from 'hono';
import {
  saveByEmailRequestSchema,
  savePosterRequestSchema,
  type SaveByEmailResponse,
  type SavedPosterResponse,
} from '@core/contracts/posters.js';
import { signUpFromRoute } from '@server/auth/sign-up.js';
import { requireAccount } from '@server/auth/visitor.js';
import { welcomeMessage } from '@server/auth/emails.js';
import type { AppDeps, AppEnv } from '@server/context.js';
import { clientIp } from '@server/http/client-ip.js';
import { badRequest } from '@server/http/errors.js';
import { jsonBody } from '@server/http/validate.js';
import { getSavedPoster, posterPageUrl, savePosterToProfile } from './service.js';

/** Same bucket as POST /api/auth/sign-up/* (app.ts): every sign-up counts once, whichever door it came through. */
const SIGN_UP_LIMIT = { name: 'auth', max: 10, windowMs: 60_000 };
/** Saving a poster is cheap but writes: a person taps it a few times at most. */
const SAVE_LIMIT = { name: 'poster-save', max: 20, windowMs: 60_000 };

/**
 * /api/posters: the profile's saved poster (Save Poster to Profile), and Save Poster to Email, which makes the
 * account, moves the visitor's covers to it, saves the poster and sends the welcome e-mail in one request.
 */
export function posterRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const db = deps.database.db;

  app.get('/saved', async (c) => {
    const user = requireAccount(c);
    const body: SavedPosterResponse = { savedPoster: await getSavedPoster(db, user.id) };
    return c.json(body);
  });

  app.post('/saved', jsonBody(savePosterRequestSchema), async (c) => {
    const user = requireAccount(c, 'Please sign in to save your poster.');
    await deps.limiter.enforce(c, SAVE_LIMIT, `u:${user.id}`);
    const { coverId } = c.req.valid('json');
    const savedPoster = await savePosterToProfile(db, { userId: user.id, coverId, context: 'result' });
    const body: SavedPosterResponse = { savedPoster };
    return c.json(body);
  });

  app.post('/save-by-email', jsonBody(saveByEmailRequestSchema), async (c) => {
    await deps.limiter.enforce(c, SIGN_UP_LIMIT, clientIp(c, deps.config.trustProxy));
    const current = c.get('user');
    if (current && !current.isAnonymous) throw badRequest('You are already signed in.', 'already_signed_in');
    const input = c.req.valid('json');
    const user = await signUpFromRoute(deps, c, {
      email: input.email,
      password: input.password,
      name: input.fullName,
      callbackURL: '/profile',
    });
    const log = c.get('log');
    // The account exists now: a failure of the poster save or of the welcome e-mail is only a warning
    // (docs/product/accounts.md#sign-up), and the answer says whether the poster was saved.
    let posterSaved = false;
    if (input.coverId) {
      try {
        await savePosterToProfile(db, { userId: user.id, coverId: input.coverId, context: 'signup' });
        posterSaved = true;
      } catch (err) {
        log.warn({ err, userId: user.id }, 'poster not saved at sign-up');
      }
    }
    const posterUrl = `${deps.config.publicUrl}${posterSaved && input.coverId ? posterPageUrl(input.coverId) : '/profile'}`;
    void deps.mailer
      .send(
        welcomeMessage(
          { brand: deps.config.brandName, publicUrl: deps.config.publicUrl },
          { email: user.email, full_name: null, poster_url: posterUrl }, // a new address: no typed text (decision 065)
        ),
      )
      .catch((err: unknown) => log.warn({ err, userId: user.id }, 'welcome e-mail failed'));
    const body: SaveByEmailResponse = { user: { id: user.id, name: user.name, email: user.email }, posterSaved };
    return c.json(body);
  });

  return app;
}
