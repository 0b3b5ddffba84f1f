import { and, asc, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import {
  CONSENT_MAX_BYTES,
  CONSENT_MIME_TYPES,
  SHOW_MESSAGES,
  type ConsentMimeType,
  type ShowApplicationAdmin,
  type ShowApplicationResponse,
  type ShowApplicationStatus,
  type ShowSpotsResponse,
  type showApplicationRequestSchema,
} from '@core/contracts/show.js';
import type { ResolvedAttribution } from '@core/contracts/tracking.js';
import type { z } from 'zod';
import type { AppDeps } from '@server/context.js';
import type { Db } from '@server/db/client.js';
import { showApplications, showConsents } from '@server/db/schema.js';
import { ApiError, badRequest } from '@server/http/errors.js';
import { newId } from '@server/lib/ids.js';
import { withMail } from '@server/providers/mail/outbox.js';
import { renderBrandedEmail } from '@server/providers/mail/template.js';
import { recordEvent } from '@server/shared/events.js';

type ApplicationInput = z.output<typeof showApplicationRequestSchema>;
type ApplicationRow = typeof showApplications.$inferSelect;

const EXT: Record<ConsentMimeType, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/**
 * The consent's type from its bytes (file-type reads the signature): a PDF, JPEG or PNG, whatever the browser or
 * the file name claims. Anything else, an empty file or one over the cap is refused before anything is stored.
 */
export async function sniffConsent(bytes: Buffer): Promise<ConsentMimeType> {
  if (bytes.length > CONSENT_MAX_BYTES) throw new ApiError(413, 'too_large', SHOW_MESSAGES.consentTooLarge);
  if (bytes.length < 8) throw new ApiError(415, 'unsupported_type', SHOW_MESSAGES.consentType);
  const found = await fileTypeFromBuffer(bytes);
  const mime = found?.mime as ConsentMimeType | undefined;
  if (!mime || !CONSENT_MIME_TYPES.includes(mime))
    throw new ApiError(415, 'unsupported_type', SHOW_MESSAGES.consentType);
  return mime;
}

/** Stores the consent under a private key (consents/<random>.<ext>): only the admin route below ever reads it. */
export async function storeConsent(deps: AppDeps, ownerId: string, bytes: Buffer, mimeType: ConsentMimeType) {
  const id = newId();
  const storageKey = `consents/${id}.${EXT[mimeType]}`;
  await deps.storage.put(storageKey, bytes, mimeType);
  try {
    await deps.database.db.insert(showConsents).values({ id, ownerId, storageKey, mimeType, bytes: bytes.length });
  } catch (err) {
    await deps.storage.delete(storageKey).catch(() => undefined);
    throw err;
  }
  return { consentId: id, mimeType, bytes: bytes.length };
}

/** Consents uploaded but never used by an application, older than a day: deleted with their files. */
export async function deleteUnusedConsents(deps: AppDeps, olderThanMs = 24 * 3600_000): Promise<number> {
  const db = deps.database.db;
  const old = await db
    .select()
    .from(showConsents)
    .where(and(isNull(showConsents.applicationId), lt(showConsents.createdAt, new Date(Date.now() - olderThanMs))))
    .limit(500);
  for (const row of old) {
    await deps.storage.delete(row.storageKey).catch(() => undefined);
    await db.delete(showConsents).where(eq(showConsents.id, row.id));
  }
  return old.length;
}

async function acceptedCount(db: Pick<Db, 'select'>): Promise<number> {
  const [row] = await db.select({ n: count() }).from(showApplications).where(eq(showApplications.status, 'accepted'));
  return Number(row?.n ?? 0);
}

export async function spots(deps: AppDeps): Promise<ShowSpotsResponse> {
  const total = deps.config.show.spots;
  const taken = Math.min(total, await acceptedCount(deps.database.db));
  return { total, taken, left: Math.max(0, total - taken) };
}

/**
 * Stores an application: accepted while spots are left, else on the waiting list. One transaction holds an
 * advisory lock, so two applications for the last spot never both get it (PostgreSQL; PGlite has one connection).
 * The consent must be the applicant's own and unused. Then the event and the confirmation e-mail.
 */
export async function submitApplication(
  deps: AppDeps,
  input: {
    userId: string;
    sessionId: string;
    attribution: ResolvedAttribution;
    body: ApplicationInput;
    userAgent?: string | null;
  },
): Promise<ShowApplicationResponse> {
  const { body } = input;
  const id = newId();
  // the confirmation is stored in this transaction: it exists exactly when the application does (decision 065)
  return withMail(deps, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7124001)`);
    let consentId: string | null = null;
    if (body.under18 || body.consentId) {
      if (!body.consentId) throw badRequest(SHOW_MESSAGES.consentRequired, 'consent_required');
      const [consent] = await tx
        .select()
        .from(showConsents)
        .where(and(eq(showConsents.id, body.consentId), eq(showConsents.ownerId, input.userId)));
      if (!consent || consent.applicationId) throw badRequest(SHOW_MESSAGES.consentNotFound, 'consent_not_found');
      consentId = consent.id;
    }
    const accepted = await acceptedCount(tx);
    const status: ShowApplicationStatus = accepted < deps.config.show.spots ? 'accepted' : 'waitlisted';
    await tx.insert(showApplications).values({
      id,
      userId: input.userId,
      name: body.name,
      email: body.email,
      phone: body.phone,
      address: body.address,
      motivation: body.motivation,
      expertHelp: body.expertHelp,
      supporter1Name: body.supporter1Name,
      supporter1Email: body.supporter1Email,
      supporter1Phone: body.supporter1Phone,
      supporter2Name: body.supporter2Name,
      supporter2Email: body.supporter2Email,
      supporter2Phone: body.supporter2Phone,
      under18: body.under18,
      consentId,
      status,
      cohortId: input.attribution.cohortId,
      ambassadorCode: input.attribution.ambassadorCode,
    });
    if (consentId) await tx.update(showConsents).set({ applicationId: id }).where(eq(showConsents.id, consentId));
    let waitlistPosition: number | null = null;
    if (status === 'waitlisted') {
      const [row] = await tx
        .select({ n: count() })
        .from(showApplications)
        .where(eq(showApplications.status, 'waitlisted'));
      waitlistPosition = Number(row?.n ?? 1);
    }
    await recordEvent(tx, {
      eventType: 'show_application_submitted',
      sessionId: input.sessionId,
      userId: input.userId,
      attribution: input.attribution,
      eventData: { status, under18: body.under18 },
      userAgent: input.userAgent,
    });
    const result: ShowApplicationResponse = { id, status, waitlistPosition };
    await sendConfirmation(deps, body.email, body.name, result);
    return result;
  });
}

async function sendConfirmation(deps: AppDeps, to: string, name: string, r: ShowApplicationResponse) {
  const brand = deps.config.brandName;
  const paragraphs =
    r.status === 'accepted'
      ? [
          `Hi ${name},`,
          `thank you for applying to the ${brand} Show. Your application is in, and one of the limited spots is held for you while we read it.`,
          'We will be in touch by e-mail about the next steps.',
        ]
      : [
          `Hi ${name},`,
          `thank you for applying to the ${brand} Show. All spots are taken right now, so you are number ${r.waitlistPosition} on the waiting list.`,
          'If a spot opens up, we will write to you at once.',
        ];
  const { html, text } = renderBrandedEmail({
    brand,
    publicUrl: deps.config.publicUrl,
    preheader: r.status === 'accepted' ? 'Your show application is in.' : 'You are on the waiting list.',
    heading: r.status === 'accepted' ? 'Your application is in' : 'You are on the waiting list',
    paragraphs,
    footnote: 'You receive this e-mail because this address was used to apply to the show.',
  });
  await deps.mailer.send({ to, subject: `Your ${brand} Show application`, text, html });
}

// ---------- admin ----------
const toAdmin = (r: ApplicationRow): ShowApplicationAdmin => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  address: r.address,
  motivation: r.motivation,
  expertHelp: r.expertHelp,
  supporter1Name: r.supporter1Name,
  supporter1Email: r.supporter1Email,
  supporter1Phone: r.supporter1Phone,
  supporter2Name: r.supporter2Name,
  supporter2Email: r.supporter2Email,
  supporter2Phone: r.supporter2Phone,
  under18: r.under18,
  status: r.status,
  cohortId: r.cohortId,
  hasConsent: Boolean(r.consentId),
  createdAt: r.createdAt.toISOString(),
});

export async function listApplications(deps: AppDeps, limit = 500): Promise<ShowApplicationAdmin[]> {
  const rows = await deps.database.db
    .select()
    .from(showApplications)
    .orderBy(asc(showApplications.status), desc(showApplications.createdAt))
    .limit(limit);
  return rows.map(toAdmin);
}

export async function consentOf(deps: AppDeps, applicationId: string) {
  const [row] = await deps.database.db
    .select({ key: showConsents.storageKey, mimeType: showConsents.mimeType })
    .from(showApplications)
    .innerJoin(showConsents, eq(showConsents.id, showApplications.consentId))
    .where(eq(showApplications.id, applicationId));
  if (!row) return null;
  const obj = await deps.storage.get(row.key);
  return obj ? { body: obj.body, mimeType: row.mimeType, ext: row.key.split('.').pop() ?? 'bin' } : null;
}
