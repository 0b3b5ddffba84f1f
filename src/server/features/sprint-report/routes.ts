import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { reportEditSchema, talkShareRequestSchema, voiceShareRequestSchema } from '@core/contracts/sprint-report.js';
import type { AppDeps, AppEnv } from '@server/context.js';
import { ApiError, badRequest, notFound, unauthorized } from '@server/http/errors.js';
import { jsonBody, params } from '@server/http/validate.js';
import { renderReportPdf } from './pdf.js';
import {
  assemble,
  clientPoster,
  clientReport,
  coachAccess,
  dossierOf,
  editReport,
  listOwnReports,
  ownReport,
  reportNotFound,
  reportState,
  sendReport,
  setTalkShare,
  setVoiceShare,
  sharedVoice,
  sponsorReport,
  talkShareOf,
  voiceShareOf,
} from './service.js';

/**
 * The coach's client dossier and the sprint report (decisions 043-044). Two mounts:
 * coachClientRoutes at /api/coach/clients (coach of the client or admin) and sprintReportRoutes at /api/sprint
 * (the client's own report, the sponsor's copy by token, the client's voice-sharing answer).
 */

const ID = /^[A-Za-z0-9_-]{8,64}$/;
const userParam = z.object({ userId: z.string().regex(ID) });
const reportParam = z.object({ id: z.string().regex(ID) });
const invalidClient = () => badRequest('Invalid client id.', 'invalid_id');
const PDF_LIMIT = { name: 'sprint-report-pdf', max: 10, windowMs: 60_000 };
const PRIVATE = 'private, no-store';

/** A report PDF: a download, or shown in the browser's viewer with `inline` (the coach's Preview PDF). */
function pdfResponse(c: Context<AppEnv>, pdf: Uint8Array, name: string, inline = false) {
  const file = `${name || 'sprint'}-sprint-report.pdf`.replace(/[^A-Za-z0-9._-]+/g, '-');
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${file}"`,
    'Cache-Control': PRIVATE,
  });
}

async function posterBytes(deps: AppDeps, clientUserId: string): Promise<Buffer | null> {
  const cover = await clientPoster(deps.database.db, clientUserId);
  if (!cover?.imageKey) return null;
  return (await deps.storage.get(cover.imageKey).catch(() => null))?.body ?? null;
}

export function coachClientRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const db = deps.database.db;
  const access = (c: Context<AppEnv>, clientUserId: string) => coachAccess(deps, c.get('user'), clientUserId);

  app.get('/:userId', params(userParam, invalidClient), async (c) => {
    const { userId } = c.req.valid('param');
    await access(c, userId);
    c.header('Cache-Control', PRIVATE);
    return c.json(await dossierOf(deps, userId));
  });

  app.get('/:userId/poster', params(userParam, invalidClient), async (c) => {
    const { userId } = c.req.valid('param');
    await access(c, userId);
    const cover = await clientPoster(db, userId);
    const obj = cover?.imageKey ? await deps.storage.get(cover.imageKey) : null;
    if (!obj) throw notFound('No poster yet.');
    return c.body(new Uint8Array(obj.body), 200, { 'Content-Type': obj.contentType, 'Cache-Control': PRIVATE });
  });

  /** The voice message: only while the client's latest answer to the sharing consent is yes. */
  app.get('/:userId/voice', params(userParam, invalidClient), async (c) => {
    const { userId } = c.req.valid('param');
    await access(c, userId);
    const { voice, shared } = await sharedVoice(db, userId);
    if (!voice || !shared) throw notFound('The client has not shared a voice message.');
    const obj = await deps.storage.get(voice.audioKey);
    if (!obj) throw notFound('The client has not shared a voice message.');
    return c.body(new Uint8Array(obj.body), 200, { 'Content-Type': voice.mimeType, 'Cache-Control': PRIVATE });
  });

  app.get('/:userId/report', params(userParam, invalidClient), async (c) => {
    const { userId } = c.req.valid('param');
    return c.json(await reportState(db, await access(c, userId), userId));
  });

  app.post('/:userId/report', params(userParam, invalidClient), async (c) => {
    const { userId } = c.req.valid('param');
    const { state, created } = await assemble(db, await access(c, userId), userId);
    return c.json(state, created ? 201 : 200);
  });

  app.put('/:userId/report', params(userParam, invalidClient), jsonBody(reportEditSchema), async (c) => {
    const { userId } = c.req.valid('param');
    return c.json(await editReport(db, await access(c, userId), userId, c.req.valid('json')));
  });

  app.post('/:userId/report/send', params(userParam, invalidClient), async (c) => {
    const { userId } = c.req.valid('param');
    return c.json(await sendReport(deps, await access(c, userId), userId));
  });

  /** The draft as the client will get it (a preview for the coach). */
  app.get('/:userId/report.pdf', params(userParam, invalidClient), async (c) => {
    const { userId } = c.req.valid('param');
    const a = await access(c, userId);
    await deps.limiter.enforce(c, PDF_LIMIT, `u:${a.viewerId}`);
    const state = await reportState(db, a, userId);
    if (!state.report) throw reportNotFound();
    const pdf = await renderReportPdf(state.report.content, await posterBytes(deps, userId), deps.config.brandName);
    return pdfResponse(c, pdf, state.report.content.clientName, c.req.query('view') === 'inline');
  });

  return app;
}

export function sprintReportRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const db = deps.database.db;
  const signedIn = (c: Context<AppEnv>) => {
    const user = c.get('user');
    if (!user) throw unauthorized();
    return user;
  };

  app.get('/reports', async (c) => {
    const user = c.get('user');
    return c.json({ reports: user ? await listOwnReports(db, user.id) : [] });
  });

  app.get('/reports/:id', params(reportParam, reportNotFound), async (c) => {
    const user = signedIn(c);
    const row = await ownReport(db, user.id, c.req.valid('param').id);
    c.header('Cache-Control', PRIVATE);
    return c.json({ report: await clientReport(db, row) });
  });

  app.get('/reports/:id/pdf', params(reportParam, reportNotFound), async (c) => {
    const user = signedIn(c);
    await deps.limiter.enforce(c, PDF_LIMIT, `u:${user.id}`);
    const row = await ownReport(db, user.id, c.req.valid('param').id);
    const pdf = await renderReportPdf(row.content, await posterBytes(deps, row.clientUserId), deps.config.brandName);
    return pdfResponse(c, pdf, row.content.clientName);
  });

  /** The sponsor's copy: no account, the token from the e-mail. */
  app.get('/reports/:id/sponsor.pdf', params(reportParam, reportNotFound), async (c) => {
    const token = c.req.query('token') ?? '';
    await deps.limiter.enforce(c, PDF_LIMIT, `t:${token.slice(0, 12)}`);
    const row = await sponsorReport(db, c.req.valid('param').id, token);
    const pdf = await renderReportPdf(row.content, await posterBytes(deps, row.clientUserId), deps.config.brandName);
    return pdfResponse(c, pdf, row.content.clientName);
  });

  app.get('/voice-share', async (c) => {
    const user = signedIn(c);
    return c.json(await voiceShareOf(db, user.id));
  });

  app.put('/voice-share', jsonBody(voiceShareRequestSchema), async (c) => {
    const user = signedIn(c);
    const share = await voiceShareOf(db, user.id);
    if (!share.hasVoice && c.req.valid('json').agreed)
      throw new ApiError(409, 'no_voice', 'There is no voice message to share yet.');
    return c.json(await setVoiceShare(db, user.id, c.req.valid('json').agreed));
  });

  /** The client's Talk highlights as their coach would see them, and whether they share them (decision 069). */
  app.get('/talk-share', async (c) => {
    const user = signedIn(c);
    c.header('Cache-Control', PRIVATE);
    return c.json(await talkShareOf(db, user.id));
  });

  app.put('/talk-share', jsonBody(talkShareRequestSchema), async (c) => {
    const user = signedIn(c);
    c.header('Cache-Control', PRIVATE);
    return c.json(await setTalkShare(db, user.id, c.req.valid('json').agreed));
  });

  return app;
}
