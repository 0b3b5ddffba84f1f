import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/helpers/test-app';
import { account as newAccount, makeOrder } from '../../../../tests/helpers/factories';
import {
  magazineCovers,
  sponsorships,
  sprintReports,
  sprintSessions,
  talkConversations,
  users,
  voiceMessages,
} from '@server/db/schema';
import { newId } from '@server/lib/ids';
import { initialState, type EngineState } from '@core/talk-engine';
import type { ClientDossier, ClientReport, ReportState } from '@core/contracts/sprint-report';
import { outbox } from '@server/features/payments/test-support';
import { withOutboxSpy } from '../../../../tests/helpers/outbox-spy';

/**
 * The coach's dossier and the sprint report, on one app: who may read a client, the voice only by consent,
 * assemble → edit → send (not before the three sessions are done, not twice), the owner-only report page, the PDF,
 * and the sponsor's copy in the outbox.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
type ErrorBody = { error: { code: string; message: string } };

const account = (name: string, role: 'user' | 'coach' | 'admin' = 'user') =>
  newAccount(t, { name, role, prefix: 'sr' });

/** A client with a poster, Talk ratings and letters, a voice message, and a (sponsored) Strategy order. */
async function client(opts: { sponsored: boolean; shareTalk?: boolean }) {
  const me = await account('Maya Lindqvist');
  // Talk reaches the coach only by the client's consent (decision 069; talk-privacy.test.ts tests without it).
  if (opts.shareTalk !== false) {
    const share = await me.c.json<{ shared: boolean }>('/api/sprint/talk-share', {
      method: 'PUT',
      json: { agreed: true },
    });
    expect(share.body.shared).toBe(true);
  }
  const imageKey = `covers/${newId()}.png`;
  await t.deps.storage.put(imageKey, PNG, 'image/png');
  await db()
    .insert(magazineCovers)
    .values({
      id: newId(),
      sessionId: `s_${newId()}`,
      userId: me.id,
      userName: 'Maya Lindqvist',
      roleTitle: 'Ocean Farmer',
      watermarkText: 'FutureSelf',
      answers: { postcard: 'pc_universal_harmony', superpower: 'Talking to anyone' },
      status: 'done',
      stage: 'done',
      progress: 100,
      imageKey,
    });
  const state: EngineState = {
    ...initialState(),
    vision: 'Running a kelp farm co-op by the sea',
    strengths: ['Patience', 'Storytelling'],
    ratings: { 'ai-copilots-everywhere': { impact: 5, certainty: 4 } },
    letters: ['the-first-no'],
  };
  await db().insert(talkConversations).values({ id: newId(), userId: me.id, state, roleTitle: 'Ocean Farmer' });
  const audioKey = `voice/${newId()}.m4a`;
  await t.deps.storage.put(audioKey, Buffer.from('fake-audio-bytes'), 'audio/mp4');
  await db().insert(voiceMessages).values({
    id: newId(),
    userId: me.id,
    audioKey,
    mimeType: 'audio/mp4',
    bytes: 16,
    durationSeconds: 12.4,
    transcript: 'I want to work by the sea.',
  });
  let sponsorshipId: string | null = null;
  if (opts.sponsored) {
    sponsorshipId = newId();
    await db()
      .insert(sponsorships)
      .values({
        id: sponsorshipId,
        tokenHash: newId(),
        userId: me.id,
        serviceType: 'strategy',
        parentNames: 'Anna and Per',
        parentEmail: `parent-${newId().slice(0, 8).toLowerCase()}@example.com`,
        message: 'Please',
        firstName: 'Maya',
      });
  }
  const orderId = await makeOrder(t, me.id, { paidBy: opts.sponsored ? 'sponsor' : 'self', sponsorshipId });

  return { ...me, orderId, sponsorshipId };
}

let slot = Date.now() + 40 * 86_400_000;
async function session(orderId: string, clientId: string, coachId: string, number: number, status = 'booked') {
  const startsAt = new Date((slot += 86_400_000));
  const id = newId();
  await db()
    .insert(sprintSessions)
    .values({
      id,
      orderId,
      clientUserId: clientId,
      coachUserId: coachId,
      number,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 45 * 60_000),
      status: status as 'booked' | 'cancelled' | 'done',
    });
  return id;
}

const markDone = (id: string) => db().update(sprintSessions).set({ status: 'done' }).where(eq(sprintSessions.id, id));
const status = async (c: TestClient, path: string, init?: RequestInit & { json?: unknown }) =>
  (await c.request(path, init)).status;

describe('the client dossier', () => {
  it('is for the coach of the client and admins: 401 signed out, 403 for anyone else, also for an unknown id', async () => {
    const cl = await client({ sponsored: false });
    const coach = await account('Cora Coach', 'coach');
    const other = await account('Otto Coach', 'coach');
    const admin = await account('Ada Admin', 'admin');
    await session(cl.orderId, cl.id, coach.id, 1, 'cancelled');
    const path = `/api/coach/clients/${cl.id}`;

    expect(await status(t.client(), path)).toBe(401);
    expect(await status(cl.c, path)).toBe(403);
    expect(await status(other.c, path)).toBe(403);
    expect(await status(other.c, `${path}/poster`)).toBe(403);
    expect(await status(other.c, `${path}/report`)).toBe(403);
    expect(await status(other.c, `${path}/report`, { method: 'POST' })).toBe(403);
    expect(await status(coach.c, `/api/coach/clients/${newId()}`)).toBe(403);
    // A session of any status, even cancelled, opens it; an admin always.
    expect(await status(coach.c, path)).toBe(200);
    expect(await status(admin.c, path)).toBe(200);
    // A coach whose role is taken away stops at once.
    await db().update(users).set({ role: 'user' }).where(eq(users.id, coach.id));
    expect(await status(coach.c, path)).toBe(403);
  });

  it('shows the poster, answers and Talk highlights; the voice message only while the client shares it', async () => {
    const cl = await client({ sponsored: false });
    const coach = await account('Cora Coach', 'coach');
    await session(cl.orderId, cl.id, coach.id, 1);
    const path = `/api/coach/clients/${cl.id}`;
    const d = await coach.c.json<ClientDossier>(path);
    expect(d.status).toBe(200);
    expect(d.body.client.name).toBe('Maya Lindqvist');
    expect(d.body.poster?.roleTitle).toBe('Ocean Farmer');
    const poster = await coach.c.request(d.body.poster!.imageUrl!);
    expect(poster.status).toBe(200);
    expect(Buffer.from(await poster.arrayBuffer()).equals(PNG)).toBe(true);
    expect(d.body.answers).toContainEqual({ question: expect.any(String), answer: 'Talking to anyone' });
    expect(d.body.answers.some((a) => a.answer.includes('Universal Harmony'))).toBe(true);
    expect(d.body.talk.ratedTrends[0]).toMatchObject({ id: 'ai-copilots-everywhere', impact: 5, certainty: 4 });
    expect(d.body.talk.highlights).toContainEqual({
      label: 'Their vision',
      text: 'Running a kelp farm co-op by the sea',
    });
    expect(d.body.talk.letters).toEqual([{ theme: 'Rejection' }]);
    expect(d.body.sessions).toHaveLength(1);

    // Private by default: no transcript, no audio.
    expect(d.body.voice).toEqual({ status: 'private' });
    expect(JSON.stringify(d.body)).not.toContain('by the sea.');
    expect(await status(coach.c, `${path}/voice`)).toBe(404);

    const share = await cl.c.json<{ shared: boolean }>('/api/sprint/voice-share', {
      method: 'PUT',
      json: { agreed: true },
    });
    expect(share.body.shared).toBe(true);
    const shared = await coach.c.json<ClientDossier>(path);
    expect(shared.body.voice).toMatchObject({ status: 'shared', transcript: 'I want to work by the sea.' });
    const audio = await coach.c.request(`${path}/voice`);
    expect(audio.status).toBe(200);
    expect(await audio.text()).toBe('fake-audio-bytes');

    // Withdrawn: private again.
    await cl.c.request('/api/sprint/voice-share', { method: 'PUT', json: { agreed: false } });
    expect((await coach.c.json<ClientDossier>(path)).body.voice).toEqual({ status: 'private' });
    expect(await status(coach.c, `${path}/voice`)).toBe(404);
  });
});

describe('the sprint report', () => {
  it('assemble → edit → send after three done sessions; the client page, the PDF and the sponsor copy', async () => {
    const cl = await client({ sponsored: true });
    const coach = await account('Cora Coach', 'coach');
    const ids = [
      await session(cl.orderId, cl.id, coach.id, 1),
      await session(cl.orderId, cl.id, coach.id, 2),
      await session(cl.orderId, cl.id, coach.id, 3),
    ];
    const path = `/api/coach/clients/${cl.id}/report`;

    // Not before the third session is done.
    await markDone(ids[0]!);
    await markDone(ids[1]!);
    const early = await coach.c.json<ErrorBody>(path, { method: 'POST' });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('sessions_not_done');
    const earlySend = await coach.c.json<ErrorBody>(`${path}/send`, { method: 'POST' });
    expect(earlySend.status).toBe(409);
    expect(earlySend.body.error.message).toMatch(/three sessions/);
    expect((await coach.c.json<ReportState>(path)).body).toMatchObject({ report: null, sessionsDone: 2 });

    await markDone(ids[2]!);
    const made = await coach.c.json<ReportState>(path, { method: 'POST' });
    expect(made.status).toBe(201);
    const r = made.body.report!;
    expect(r.status).toBe('draft');
    expect(made.body.sponsorEmail).toMatch(/^parent-/);
    expect(r.content.clientName).toBe('Maya');
    expect(r.content.role).toBe('Ocean Farmer');
    expect(r.content.trends).toHaveLength(30);
    expect(r.content.trends[0]).toMatchObject({ id: 'ai-copilots-everywhere', impact: 5, certainty: 4 });
    expect(new Set(r.content.trends.map((x) => x.id)).size).toBe(30);
    expect(r.content.letters).toHaveLength(20);
    expect(r.content.letters[0]!.id).toBe('the-first-no');
    expect(r.content.letters[0]!.content).toContain('Maya');
    expect(r.content.roadmap.map((w) => w.label)).toEqual(['Weeks 1-2', 'Weeks 3-6', 'Weeks 7-10', 'Weeks 11-13']);
    // A second click: the same report, not a second one.
    const again = await coach.c.json<ReportState>(path, { method: 'POST' });
    expect(again.status).toBe(200);
    expect(again.body.report!.id).toBe(r.id);

    // The client cannot see a draft.
    expect(await status(cl.c, `/api/sprint/reports/${r.id}`)).toBe(404);

    const edited = await coach.c.json<ReportState>(path, {
      method: 'PUT',
      json: {
        summary: '  Maya, you are ready to farm the ocean.  ',
        trendNotes: { 'ai-copilots-everywhere': 'Use it for logbooks.', 'not-a-trend': 'ignored' },
        roadmap: [{ focus: 'Visit two kelp farms', tasks: ['Call the co-op', '', 'Book a boat'] }],
      },
    });
    expect(edited.status).toBe(200);
    const ec = edited.body.report!.content;
    expect(ec.summary).toBe('Maya, you are ready to farm the ocean.');
    expect(ec.trends[0]!.note).toBe('Use it for logbooks.');
    expect(ec.roadmap[0]).toEqual({
      label: 'Weeks 1-2',
      focus: 'Visit two kelp farms',
      tasks: ['Call the co-op', 'Book a boat'],
    });
    expect(ec.roadmap[1]!.label).toBe('Weeks 3-6');
    const tooLong = await coach.c.json<ErrorBody>(path, { method: 'PUT', json: { summary: 'x'.repeat(3001) } });
    expect(tooLong.status).toBe(400);
    expect(await status(coach.c, path, { method: 'PUT', json: { content: {} } })).toBe(400);

    const before = outbox(t).length;
    const sent = await coach.c.json<ReportState>(`${path}/send`, { method: 'POST' });
    expect(sent.status).toBe(200);
    expect(sent.body.report!.status).toBe('sent');
    // Once: a second send and an edit after sending are refused.
    expect((await coach.c.json<ErrorBody>(`${path}/send`, { method: 'POST' })).body.error.code).toBe('report_sent');
    expect(await status(coach.c, path, { method: 'PUT', json: { summary: 'late' } })).toBe(409);

    const mails = outbox(t).slice(before);
    expect(mails).toHaveLength(2);
    const toClient = mails.find((m) => m.to === cl.email)!;
    expect(toClient.text).toContain(`http://localhost:3000/sprint/report/${r.id}`);
    const toSponsor = mails.find((m) => m.to === made.body.sponsorEmail)!;
    expect(toSponsor.subject).toBe("A copy of Maya's sprint report");
    expect(toSponsor.text).toContain('Anna and Per');
    expect(toSponsor.text).toContain('Maya, you are ready to farm the ocean.');
    expect(toSponsor.text).toContain('Weeks 1-2: Visit two kelp farms');

    // The page: the owner only (another account, the coach, signed out: 404 / 401).
    const page = await cl.c.json<{ report: ClientReport }>(`/api/sprint/reports/${r.id}`);
    expect(page.status).toBe(200);
    expect(page.body.report.content.summary).toBe('Maya, you are ready to farm the ocean.');
    expect(page.body.report.coachName).toBe('Cora Coach');
    expect(await status((await account('Eve Other')).c, `/api/sprint/reports/${r.id}`)).toBe(404);
    expect(await status(coach.c, `/api/sprint/reports/${r.id}`)).toBe(404);
    expect(await status(coach.c, `/api/sprint/reports/${r.id}/pdf`)).toBe(404);
    expect(await status(t.client(), `/api/sprint/reports/${r.id}`)).toBe(401);
    expect((await cl.c.json<{ reports: { id: string }[] }>('/api/sprint/reports')).body.reports).toEqual([
      { id: r.id, sentAt: expect.any(String) },
    ]);

    // The PDF: a valid document that names the client and the role.
    const pdfRes = await cl.c.request(`/api/sprint/reports/${r.id}/pdf`);
    expect(pdfRes.status).toBe(200);
    expect(pdfRes.headers.get('content-type')).toBe('application/pdf');
    expect(pdfRes.headers.get('content-disposition')).toContain('Maya-sprint-report.pdf');
    // The coach's 'Preview PDF' opens in the browser; their plain PDF link downloads.
    const preview = await coach.c.request(`/api/coach/clients/${cl.id}/report.pdf?view=inline`);
    expect([preview.status, preview.headers.get('content-disposition')]).toEqual([
      200,
      'inline; filename="Maya-sprint-report.pdf"',
    ]);
    await preview.arrayBuffer();
    const download = await coach.c.request(`/api/coach/clients/${cl.id}/report.pdf`);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; /);
    await download.arrayBuffer();
    const bytes = new Uint8Array(await pdfRes.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toContain('Ocean Farmer');
    expect(doc.getTitle()).toContain('Maya');
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(4);

    // The sponsor's copy: by the mailed token only.
    const link = /(http:\/\/localhost:3000\/api\/sprint\/reports\/\S+\/sponsor\.pdf\?token=[A-Za-z0-9_-]{43})/.exec(
      toSponsor.text,
    )![1]!;
    const u = new URL(link);
    const copy = await t.client().request(u.pathname + u.search);
    expect(copy.status).toBe(200);
    expect((await PDFDocument.load(new Uint8Array(await copy.arrayBuffer()))).getTitle()).toContain('Ocean Farmer');
    const wrong = u.search.replace(/token=./, (m) => (m.endsWith('A') ? 'token=B' : 'token=A'));
    expect(await status(t.client(), u.pathname + wrong)).toBe(404);
    expect(await status(t.client(), `${u.pathname}?token=short`)).toBe(400);
    const [row] = await db().select().from(sprintReports).where(eq(sprintReports.id, r.id));
    expect(row!.sponsorTokenHash).not.toContain(u.searchParams.get('token'));
  });

  it('the report is sent exactly when its e-mails are written: one transaction (decision 065)', async () => {
    const cl = await client({ sponsored: true });
    const coach = await account('Cleo Coach', 'coach');
    for (const n of [1, 2, 3]) await markDone(await session(cl.orderId, cl.id, coach.id, n));
    const path = `/api/coach/clients/${cl.id}/report`;
    const made = await coach.c.json<ReportState>(path, { method: 'POST' });
    const spy = await withOutboxSpy(t, async () => {
      expect(await status(coach.c, `${path}/send`, { method: 'POST' })).toBe(200);
    });
    expect(spy.inTheChangesTransaction).toBe(true);
    expect(spy.sent.map((m) => m.to).sort()).toEqual([cl.email, made.body.sponsorEmail].sort());
  });

  it('a self-paid sprint sends no sponsor copy', async () => {
    const cl = await client({ sponsored: false });
    const coach = await account('Cora Coach', 'coach');
    for (const n of [1, 2, 3]) await markDone(await session(cl.orderId, cl.id, coach.id, n));
    const path = `/api/coach/clients/${cl.id}/report`;
    expect((await coach.c.json<ReportState>(path, { method: 'POST' })).body.sponsorEmail).toBeNull();
    const before = outbox(t).length;
    expect(await status(coach.c, `${path}/send`, { method: 'POST' })).toBe(200);
    expect(
      outbox(t)
        .slice(before)
        .map((m) => m.to),
    ).toEqual([cl.email]);
  });
});
