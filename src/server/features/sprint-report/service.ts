import { safeToReuse } from '@core/safety-reader.js';
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  SPRINT_REPORT_MESSAGES as M,
  TALK_SHARE_TEXT,
  VOICE_SHARE_TEXT,
  type ClientDossier,
  type ClientReport,
  type ReportContent,
  type ReportEdit,
  type ReportState,
  type SprintReport,
  type TalkShare,
  type VoiceShare,
} from '@core/contracts/sprint-report.js';
import { initialState, type EngineState, type TalkProfile } from '@core/talk-engine/index.js';
import { cleanName } from '@core/text-clean.js';
import { questions } from '@content/quiz.js';
import { SESSIONS } from '@content/offers.js';
import { roleOf } from '@server/auth/roles.js';
import type { AppDeps, SessionUser } from '@server/context.js';
import type { Db } from '@server/db/client.js';
import {
  coachProfiles,
  magazineCovers,
  paymentOrders,
  sponsorships,
  sprintReports,
  sprintSessions,
  talkConversations,
  talkShareConsents,
  users,
  voiceConsents,
  voiceMessages,
} from '@server/db/schema.js';
import { ApiError, forbidden, notFound, unauthorized } from '@server/http/errors.js';
import { newId } from '@server/lib/ids.js';
import { withMail } from '@server/providers/mail/outbox.js';
import { resolveCover } from '@server/features/talk/index.js';
import { applyEdit, assembleReport, NOTHING_OF_TALK, talkHighlights } from './assemble.js';
import { reportReadyMessage, sponsorCopyMessage } from './emails.js';

type ReportRow = typeof sprintReports.$inferSelect;

export const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const notDone = () => new ApiError(409, 'sessions_not_done', M.notDone);
const alreadySent = () => new ApiError(409, 'report_sent', M.sent);
export const reportNotFound = () => notFound(M.notFound);

// ---------- who may read a client ----------

export interface CoachAccess {
  viewerId: string;
  admin: boolean;
}

/**
 * A coach (role 'coach') with a session of any status with this client, or an admin. Signed out: 401; anyone else,
 * including a coach of other clients and an unknown client id: 403 (the same answer, so nothing is probed).
 */
export async function coachAccess(
  deps: Pick<AppDeps, 'config' | 'database'>,
  user: SessionUser | null,
  clientUserId: string,
): Promise<CoachAccess> {
  if (!user || user.isAnonymous) throw unauthorized();
  const db = deps.database.db;
  const staff = await roleOf(deps, user.id);
  if (staff?.role === 'admin') return { viewerId: user.id, admin: true };
  const [row] = await db
    .select({ id: sprintSessions.id })
    .from(sprintSessions)
    .innerJoin(users, eq(users.id, sprintSessions.coachUserId))
    .where(
      and(
        eq(sprintSessions.coachUserId, user.id),
        eq(sprintSessions.clientUserId, clientUserId),
        eq(users.role, 'coach'),
      ),
    )
    .limit(1);
  if (!row) throw forbidden(M.notAllowed);
  return { viewerId: user.id, admin: false };
}

// ---------- the client's Talk data ----------

interface ClientTalk {
  /** The conversation the state comes from (the newest), or null. */
  conversationId: string | null;
  name: string;
  firstName: string;
  email: string;
  isAnonymous: boolean;
  profile: TalkProfile;
  state: EngineState;
}

async function clientTalk(db: Db, clientUserId: string): Promise<ClientTalk> {
  const [u] = await db
    .select({ name: users.name, email: users.email, anon: users.isAnonymous })
    .from(users)
    .where(eq(users.id, clientUserId));
  const [conv] = await db
    .select()
    .from(talkConversations)
    .where(eq(talkConversations.userId, clientUserId))
    .orderBy(desc(talkConversations.updatedAt))
    .limit(1);
  const cover = await resolveCover(db, clientUserId, conv?.coverId ?? undefined);
  const [voice] = await db
    .select({ transcript: voiceMessages.transcript })
    .from(voiceMessages)
    .where(eq(voiceMessages.userId, clientUserId))
    .orderBy(desc(voiceMessages.createdAt))
    .limit(1);
  const name = cleanName(cover?.userName || (u && !u.anon ? u.name : '')) ?? '';
  const firstName = name.split(/\s+/)[0] ?? '';
  return {
    conversationId: conv?.id ?? null,
    name,
    firstName,
    email: u?.email ?? '',
    isAnonymous: u?.anon ?? true,
    profile: {
      seed: conv?.id ?? clientUserId,
      name: firstName,
      role: cover?.roleTitle ?? conv?.roleTitle ?? null,
      contexts: cover?.contexts ?? [],
      superpower: cover?.superpower ?? null,
      transcript: safeToReuse(voice?.transcript),
    },
    state: conv?.state ?? initialState(),
  };
}

/** The client's newest finished poster. */
export async function clientPoster(db: Db, clientUserId: string) {
  const [cover] = await db
    .select({
      id: magazineCovers.id,
      roleTitle: magazineCovers.roleTitle,
      imageKey: magazineCovers.imageKey,
      answers: magazineCovers.answers,
    })
    .from(magazineCovers)
    .where(
      and(
        eq(magazineCovers.userId, clientUserId),
        eq(magazineCovers.status, 'done'),
        isNotNull(magazineCovers.imageKey),
      ),
    )
    .orderBy(desc(magazineCovers.createdAt))
    .limit(1);
  return cover ?? null;
}

function answerLines(answers: Record<string, string | undefined>): ClientDossier['answers'] {
  const out: ClientDossier['answers'] = [];
  for (const q of questions) {
    const value = answers[q.id];
    if (!value) continue;
    if (q.type === 'text') out.push({ question: q.question, answer: value });
    else {
      const card = q.cards.find((c) => c.id === value);
      out.push({ question: q.question, answer: card ? `${card.emoji} ${card.title}: ${card.description}` : value });
    }
  }
  return out;
}

// ---------- the voice message, shared with the coach only by the client's consent ----------

/** The client's newest voice message while their latest answer to VOICE_SHARE_TEXT is yes; else null. */
export async function sharedVoice(db: Db, clientUserId: string) {
  const [consent] = await db
    .select({ agreed: voiceConsents.agreed })
    .from(voiceConsents)
    .where(and(eq(voiceConsents.userId, clientUserId), eq(voiceConsents.consentText, VOICE_SHARE_TEXT)))
    .orderBy(desc(voiceConsents.createdAt), desc(voiceConsents.id))
    .limit(1);
  const [voice] = await db
    .select()
    .from(voiceMessages)
    .where(eq(voiceMessages.userId, clientUserId))
    .orderBy(desc(voiceMessages.createdAt))
    .limit(1);
  return { voice: voice ?? null, shared: !!voice && consent?.agreed === true };
}

export async function voiceShareOf(db: Db, userId: string): Promise<VoiceShare> {
  const { voice, shared } = await sharedVoice(db, userId);
  return { hasVoice: !!voice, shared, text: VOICE_SHARE_TEXT };
}

/** Records the client's answer with the exact text and time (a row per answer: the latest one counts). */
export async function setVoiceShare(db: Db, userId: string, agreed: boolean): Promise<VoiceShare> {
  const { voice } = await sharedVoice(db, userId);
  await db.insert(voiceConsents).values({
    id: newId(),
    userId,
    voiceMessageId: voice?.id ?? null,
    agreed,
    consentText: VOICE_SHARE_TEXT,
  });
  return voiceShareOf(db, userId);
}

// ---------- Talk, shared with the coach only by the client's consent (decision 069) ----------

/** True while the client's latest answer to TALK_SHARE_TEXT is yes. */
export async function talkShared(db: Db, clientUserId: string): Promise<boolean> {
  const [consent] = await db
    .select({ agreed: talkShareConsents.agreed })
    .from(talkShareConsents)
    .where(and(eq(talkShareConsents.userId, clientUserId), eq(talkShareConsents.consentText, TALK_SHARE_TEXT)))
    .orderBy(desc(talkShareConsents.createdAt), desc(talkShareConsents.id))
    .limit(1);
  return consent?.agreed === true;
}

/** The client's answer, and exactly what their coach sees (or would see) of Talk. */
export async function talkShareOf(db: Db, userId: string): Promise<TalkShare> {
  const talk = await clientTalk(db, userId);
  return {
    shared: await talkShared(db, userId),
    text: TALK_SHARE_TEXT,
    highlights: talkHighlights(talk.profile, talk.state).highlights,
    conversationId: talk.conversationId,
  };
}

/** Records the client's answer with the exact text and time (a row per answer: the latest one counts). */
export async function setTalkShare(db: Db, userId: string, agreed: boolean): Promise<TalkShare> {
  await db.insert(talkShareConsents).values({ id: newId(), userId, agreed, consentText: TALK_SHARE_TEXT });
  return talkShareOf(db, userId);
}

// ---------- the dossier ----------

export async function dossierOf(deps: Pick<AppDeps, 'database'>, clientUserId: string): Promise<ClientDossier> {
  const db = deps.database.db;
  const talk = await clientTalk(db, clientUserId);
  const cover = await clientPoster(db, clientUserId);
  const { voice, shared } = await sharedVoice(db, clientUserId);
  const base = `/api/coach/clients/${clientUserId}`;
  const sessions = await db
    .select({
      id: sprintSessions.id,
      number: sprintSessions.number,
      startsAt: sprintSessions.startsAt,
      status: sprintSessions.status,
      coachName: coachProfiles.displayName,
    })
    .from(sprintSessions)
    .leftJoin(coachProfiles, eq(coachProfiles.userId, sprintSessions.coachUserId))
    .where(eq(sprintSessions.clientUserId, clientUserId))
    .orderBy(sprintSessions.startsAt);
  return {
    client: { id: clientUserId, name: talk.name || 'Client' },
    poster: cover ? { coverId: cover.id, roleTitle: cover.roleTitle, imageUrl: `${base}/poster` } : null,
    answers: answerLines(cover?.answers ?? {}),
    voice: !voice
      ? { status: 'none' }
      : shared
        ? {
            status: 'shared',
            audioUrl: `${base}/voice`,
            durationSeconds: Math.round(voice.durationSeconds),
            transcript: safeToReuse(voice.transcript),
          }
        : { status: 'private' },
    talk: (await talkShared(db, clientUserId)) ? talkHighlights(talk.profile, talk.state) : NOTHING_OF_TALK,
    sessions: sessions.map((s) => ({ ...s, startsAt: s.startsAt.toISOString() })),
  };
}

// ---------- the report ----------

interface OrderFacts {
  orderId: string;
  sessionsDone: number;
  sponsorEmail: string | null;
  sponsorNames: string | null;
}

/** The Strategy order the viewer works on with this client (their newest with sessions; an admin: any), or null. */
async function orderOf(db: Db, access: CoachAccess, clientUserId: string): Promise<OrderFacts | null> {
  const [latest] = await db
    .select({ orderId: sprintSessions.orderId })
    .from(sprintSessions)
    .where(
      and(
        eq(sprintSessions.clientUserId, clientUserId),
        access.admin ? undefined : eq(sprintSessions.coachUserId, access.viewerId),
      ),
    )
    .orderBy(desc(sprintSessions.startsAt))
    .limit(1);
  if (!latest) return null;
  const [done] = await db
    .select({ n: sql<number>`count(distinct ${sprintSessions.number})::int` })
    .from(sprintSessions)
    .where(and(eq(sprintSessions.orderId, latest.orderId), eq(sprintSessions.status, 'done')));
  const [order] = await db
    .select({
      paidBy: paymentOrders.paidBy,
      payerEmail: paymentOrders.payerEmail,
      parentEmail: sponsorships.parentEmail,
      parentNames: sponsorships.parentNames,
    })
    .from(paymentOrders)
    .leftJoin(sponsorships, eq(sponsorships.id, paymentOrders.sponsorshipId))
    .where(eq(paymentOrders.id, latest.orderId));
  const sponsored = order?.paidBy === 'sponsor';
  return {
    orderId: latest.orderId,
    sessionsDone: Number(done?.n ?? 0),
    sponsorEmail: sponsored ? (order?.parentEmail ?? order?.payerEmail ?? null) : null,
    sponsorNames: sponsored ? (order?.parentNames ?? null) : null,
  };
}

const toReport = (r: ReportRow): SprintReport => ({
  id: r.id,
  orderId: r.orderId,
  status: r.status,
  content: r.content,
  sentAt: r.sentAt?.toISOString() ?? null,
  updatedAt: r.updatedAt.toISOString(),
});

async function reportOfOrder(db: Db, orderId: string): Promise<ReportRow | null> {
  const [row] = await db.select().from(sprintReports).where(eq(sprintReports.orderId, orderId));
  return row ?? null;
}

function stateOf(order: OrderFacts | null, row: ReportRow | null): ReportState {
  return {
    report: row ? toReport(row) : null,
    sessionsDone: order?.sessionsDone ?? 0,
    canAssemble: (order?.sessionsDone ?? 0) >= SESSIONS,
    sponsorEmail: order?.sponsorEmail ?? null,
  };
}

export async function reportState(db: Db, access: CoachAccess, clientUserId: string): Promise<ReportState> {
  const order = await orderOf(db, access, clientUserId);
  return stateOf(order, order ? await reportOfOrder(db, order.orderId) : null);
}

/**
 * Assembles the draft from the client's Talk data (once the three sessions are done). Idempotent: a report that
 * exists for the order is returned as it is (two clicks, two coaches: one report).
 */
export async function assemble(
  db: Db,
  access: CoachAccess,
  clientUserId: string,
): Promise<{ state: ReportState; created: boolean }> {
  const order = await orderOf(db, access, clientUserId);
  if (!order || order.sessionsDone < SESSIONS) throw notDone();
  const existing = await reportOfOrder(db, order.orderId);
  if (existing) return { state: stateOf(order, existing), created: false };
  const talk = await clientTalk(db, clientUserId);
  // Talk's answers, ratings, ideas and letters read only while the client shares Talk; else the poster and role
  // alone, and the coach writes the rest.
  const shared = await talkShared(db, clientUserId);
  const content = assembleReport(talk.profile, shared ? talk.state : initialState());
  const inserted = await db
    .insert(sprintReports)
    .values({ id: newId(), orderId: order.orderId, clientUserId, coachUserId: access.viewerId, content })
    .onConflictDoNothing()
    .returning();
  const row = inserted[0] ?? (await reportOfOrder(db, order.orderId));
  return { state: stateOf(order, row), created: inserted.length > 0 };
}

export async function editReport(
  db: Db,
  access: CoachAccess,
  clientUserId: string,
  edit: ReportEdit,
): Promise<ReportState> {
  const order = await orderOf(db, access, clientUserId);
  const row = order ? await reportOfOrder(db, order.orderId) : null;
  if (!order || !row) throw reportNotFound();
  if (row.status !== 'draft') throw alreadySent();
  const content: ReportContent = applyEdit(row.content, edit);
  const [updated] = await db
    .update(sprintReports)
    .set({ content, updatedAt: new Date() })
    .where(and(eq(sprintReports.id, row.id), eq(sprintReports.status, 'draft')))
    .returning();
  if (!updated) throw alreadySent();
  return stateOf(order, updated);
}

/**
 * Sends the report: only after the three sessions are done, only once (the status moves draft → sent in one
 * conditional update, so two clicks send one e-mail). The client gets a link to the page; a sponsor gets the copy
 * the sponsor page promised, by a link with its own token. Both e-mails are stored in the update's transaction
 * (withMail, decision 065) and delivered by the outbox with retries; one that cannot be stored leaves a draft (422).
 */
export async function sendReport(deps: AppDeps, access: CoachAccess, clientUserId: string): Promise<ReportState> {
  const db = deps.database.db;
  const order = await orderOf(db, access, clientUserId);
  if (!order || order.sessionsDone < SESSIONS) throw notDone();
  const row = await reportOfOrder(db, order.orderId);
  if (!row) throw new ApiError(409, 'no_report', M.noReport);
  if (row.status !== 'draft') throw alreadySent();
  const token = order.sponsorEmail ? randomBytes(32).toString('base64url') : null;
  const now = new Date();
  const b = { brand: deps.config.brandName, publicUrl: deps.config.publicUrl };
  const talk = await clientTalk(db, clientUserId);
  const coachName = await coachNameOf(db, row.coachUserId);
  let sent: typeof row;
  try {
    // the report is sent exactly when its e-mails are stored, in one transaction (decision 065): the outbox delivers
    // them with retries; a mail that cannot even be stored leaves the report a draft (422, try again)
    sent = await withMail(deps, async (tx) => {
      const [done] = await tx
        .update(sprintReports)
        .set({
          status: 'sent',
          sentAt: now,
          updatedAt: now,
          sponsorEmail: order.sponsorEmail,
          sponsorTokenHash: token ? hashToken(token) : null,
        })
        .where(and(eq(sprintReports.id, row.id), eq(sprintReports.status, 'draft')))
        .returning();
      if (!done) throw alreadySent();
      if (!talk.isAnonymous && talk.email)
        await deps.mailer.send({
          to: talk.email,
          class: 'own',
          ...reportReadyMessage(b, {
            firstName: talk.firstName,
            coachName,
            url: `${b.publicUrl}/sprint/report/${done.id}`,
          }),
        });
      if (order.sponsorEmail && token)
        await deps.mailer.send({
          to: order.sponsorEmail,
          class: 'own',
          ...sponsorCopyMessage(b, {
            sponsorNames: order.sponsorNames,
            firstName: talk.firstName || 'your sponsored person',
            content: done.content,
            pdfUrl: `${b.publicUrl}/api/sprint/reports/${done.id}/sponsor.pdf?token=${token}`,
          }),
        });
      return done;
    });
  } catch (err) {
    if (err instanceof ApiError) throw err;
    deps.log.warn({ err, reportId: row.id }, 'sprint report: e-mail not stored, still a draft');
    throw new ApiError(422, 'mail_failed', M.mailFailed);
  }
  deps.log.info({ reportId: sent.id, orderId: sent.orderId, sponsorCopy: !!token }, 'sprint report sent');
  return stateOf(order, sent);
}

async function coachNameOf(db: Db, coachUserId: string): Promise<string | null> {
  const [p] = await db
    .select({ name: coachProfiles.displayName })
    .from(coachProfiles)
    .where(eq(coachProfiles.userId, coachUserId));
  return p?.name ?? null;
}

// ---------- the client's side ----------

/** The client's own sent report, else 404 (a draft, someone else's, or none: the same answer). */
export async function ownReport(db: Db, userId: string, id: string): Promise<ReportRow> {
  const [row] = await db
    .select()
    .from(sprintReports)
    .where(and(eq(sprintReports.id, id), eq(sprintReports.clientUserId, userId), eq(sprintReports.status, 'sent')));
  if (!row) throw reportNotFound();
  return row;
}

export async function clientReport(db: Db, row: ReportRow): Promise<ClientReport> {
  return {
    id: row.id,
    content: row.content,
    sentAt: (row.sentAt ?? row.updatedAt).toISOString(),
    coachName: await coachNameOf(db, row.coachUserId),
  };
}

export async function listOwnReports(db: Db, userId: string) {
  const rows = await db
    .select({ id: sprintReports.id, sentAt: sprintReports.sentAt })
    .from(sprintReports)
    .where(and(eq(sprintReports.clientUserId, userId), eq(sprintReports.status, 'sent')))
    .orderBy(desc(sprintReports.sentAt));
  return rows.map((r) => ({ id: r.id, sentAt: r.sentAt?.toISOString() ?? '' }));
}

/** The sponsor's copy by its mailed token (400 for a malformed token, 404 for a wrong one). */
export async function sponsorReport(db: Db, id: string, token: string): Promise<ReportRow> {
  if (!TOKEN_RE.test(token)) throw new ApiError(400, 'invalid_token', 'This link is not valid.');
  const [row] = await db
    .select()
    .from(sprintReports)
    .where(
      and(
        eq(sprintReports.id, id),
        eq(sprintReports.status, 'sent'),
        eq(sprintReports.sponsorTokenHash, hashToken(token)),
      ),
    );
  if (!row) throw reportNotFound();
  return row;
}
