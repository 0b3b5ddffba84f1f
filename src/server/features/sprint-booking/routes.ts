import { availabilitySchema, coachProfileSchema } from '@core/contracts/coach.js';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireVisitor } from '@server/auth/visitor.js';
import type { AppDeps, AppEnv } from '@server/context.js';
import { badRequest, notFound } from '@server/http/errors.js';
import { jsonBody, params } from '@server/http/validate.js';
import { coachSession, markDone, requireCoach, saveAvailability, saveNotes, saveProfile, workspace } from './coach.js';
import { bookSession, bookingState, cancelSession, rescheduleSession } from './service.js';

const choiceSchema = z.object({
  coachUserId: z.string().min(1).max(100),
  startsAt: z.string().max(40),
  timeZone: z.string().min(1).max(64),
});
const idParam = z.object({ id: z.string().min(1).max(100) });
const badId = () => notFound('No such session.', 'session_not_found');

function parseChoice(body: z.infer<typeof choiceSchema>) {
  const startsAt = new Date(body.startsAt);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(body.startsAt) || Number.isNaN(startsAt.getTime()))
    throw badRequest('startsAt: an ISO date and time, e.g. 2026-03-23T08:00:00Z.', 'invalid');
  return { coachUserId: body.coachUserId, startsAt, timeZone: body.timeZone };
}

/** The buyer's side (decision 040), under /api/sprint. */
export function sprintBookingRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get('/booking', async (c) => {
    const user = requireVisitor(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await bookingState(deps, user.id, new Date()));
  });

  app.post('/sessions', jsonBody(choiceSchema), async (c) => {
    const user = requireVisitor(c);
    const id = await bookSession(deps, user.id, parseChoice(c.req.valid('json')), new Date());
    return c.json({ id }, 201);
  });

  app.post('/sessions/:id/reschedule', params(idParam, badId), jsonBody(choiceSchema), async (c) => {
    const user = requireVisitor(c);
    await rescheduleSession(deps, user.id, c.req.valid('param').id, parseChoice(c.req.valid('json')), new Date());
    return c.json({ ok: true });
  });

  app.post('/sessions/:id/cancel', params(idParam, badId), async (c) => {
    const user = requireVisitor(c);
    await cancelSession(deps, user.id, c.req.valid('param').id, new Date());
    return c.json({ ok: true });
  });

  return app;
}

const notesSchema = z.object({ notes: z.string().max(20_000) });

/** The coach's workspace (decision 042), under /api/coach. H3's client dossier and report live beside it. */
export function coachRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get('/workspace', async (c) => {
    const coach = await requireCoach(deps, c);
    c.header('Cache-Control', 'no-store');
    return c.json(await workspace(deps, coach, new Date()));
  });

  app.put('/profile', jsonBody(coachProfileSchema), async (c) => {
    const coach = await requireCoach(deps, c);
    const b = c.req.valid('json');
    await saveProfile(deps, coach.userId, { ...b, videoLink: b.videoLink || null, bio: b.bio || null });
    return c.json({ ok: true });
  });

  app.put('/availability', jsonBody(availabilitySchema), async (c) => {
    const coach = await requireCoach(deps, c);
    const b = c.req.valid('json');
    await saveAvailability(deps, coach.userId, b.weekly, b.exceptions);
    return c.json({ ok: true });
  });

  app.get('/sessions/:id', params(idParam, badId), async (c) => {
    const coach = await requireCoach(deps, c);
    c.header('Cache-Control', 'no-store');
    return c.json({ session: (await coachSession(deps, coach, c.req.valid('param').id)).view });
  });

  app.patch('/sessions/:id', params(idParam, badId), jsonBody(notesSchema), async (c) => {
    const coach = await requireCoach(deps, c);
    await saveNotes(deps, coach, c.req.valid('param').id, c.req.valid('json').notes);
    return c.json({ ok: true });
  });

  app.post('/sessions/:id/done', params(idParam, badId), async (c) => {
    const coach = await requireCoach(deps, c);
    await markDone(deps, coach, c.req.valid('param').id, new Date());
    return c.json({ ok: true });
  });

  return app;
}
