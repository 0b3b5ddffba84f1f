import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { parentMaySponsorIn } from '@core/age.js';
import { defaultSponsorshipMessage, firstNameOf } from '@core/offers.js';
import type { AppDeps, SessionUser } from '@server/context.js';
import { entitlements, magazineCovers, sponsorships, users, type PaidProduct } from '@server/db/schema.js';
import { ApiError, notFound } from '@server/http/errors.js';
import { newId } from '@server/lib/ids.js';
import { ageOf, assertNoLinks, sendThirdPartyMail } from '@server/features/trust/index.js';
import { formatMoney, sponsorshipRequestMessage } from './emails.js';
import { isActive } from './entitlements.js';
import { PRODUCT_NAMES, type PaymentsDeps } from './orders.js';

export const MISSING_INFO = 'Missing information: Please enter parent names and email address.';
export const MAIL_FAILED = 'Error sending email - Please try again or use another sharing method.';
export const INVALID_SPONSOR = 'This sponsor link is not valid.';
export const SPONSOR_NOT_FOUND =
  "Could not find the person you're sponsoring. They may need to complete their poster first.";

/** A sponsor link works this long after it was sent (decision 066). */
export const SPONSOR_LINK_DAYS = 30;
export const SPONSOR_LINK_EXPIRED = 'This sponsor link has expired. Ask for a new one if you still want to help.';
export const alreadySponsoredMessage = (firstName: string) =>
  `Already sponsored — thank you. ${firstName || 'They'} ${firstName ? 'has' : 'have'} this already.`;

/** 256 random bits, base64url (43 characters). */
export const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const invalidSponsor = () => new ApiError(400, 'invalid_sponsor', INVALID_SPONSOR);
export const sponsorNotFound = () => notFound(SPONSOR_NOT_FOUND, 'sponsor_not_found');

/** The person's newest finished cover (its name and image), if any. */
async function latestCover(deps: PaymentsDeps, userId: string) {
  const [cover] = await deps.database.db
    .select({ id: magazineCovers.id, userName: magazineCovers.userName, imageKey: magazineCovers.imageKey })
    .from(magazineCovers)
    .where(
      and(eq(magazineCovers.userId, userId), eq(magazineCovers.status, 'done'), isNotNull(magazineCovers.imageKey)),
    )
    .orderBy(desc(magazineCovers.createdAt))
    .limit(1);
  return cover ?? null;
}

export interface SponsorshipInput {
  parentNames: string;
  parentEmail: string;
  customMessage?: string;
  serviceType: PaidProduct;
}

/**
 * send-sponsorship-email: stores the request under a new token and mails the parent
 * (docs/product/offers.md#sponsorship-request payload: parent names and e-mail, the person's name, the message, the
 * poster image, the person — as the token — and the service). A mail that cannot be sent removes the request and
 * answers 422 with the spec's message.
 */
export async function createSponsorship(
  deps: PaymentsDeps & Pick<AppDeps, 'auth'>,
  user: SessionUser,
  input: SponsorshipInput,
) {
  const db = deps.database.db;
  const parentNames = input.parentNames.trim();
  const parentEmail = input.parentEmail.trim();
  if (!parentNames || !parentEmail) throw new ApiError(400, 'missing_information', MISSING_INFO);
  assertNoLinks(input.customMessage);
  const cover = await latestCover(deps, user.id);
  const name = cover?.userName?.trim() || (user.isAnonymous ? '' : user.name);
  const firstName = firstNameOf(name, '');
  const brand = deps.config.brandName;
  const message =
    input.customMessage?.trim() || defaultSponsorshipMessage({ name: name || null, service: input.serviceType, brand });
  const token = randomBytes(32).toString('base64url');
  const id = newId();
  await db.insert(sponsorships).values({
    id,
    tokenHash: hashToken(token),
    userId: user.id,
    serviceType: input.serviceType,
    parentNames: parentNames.slice(0, 200),
    parentEmail: parentEmail.slice(0, 254),
    customMessage: input.customMessage?.trim() || null,
    message,
    firstName,
    coverId: cover?.id ?? null,
  });
  const { publicUrl } = deps.config;
  const amount = deps.config.payments.prices[input.serviceType];
  try {
    // Counted against the third-party mail limits (429), skipped silently for an address that unsubscribed, sent
    // with the unsubscribe link (trust feature, decision 037).
    const mail = {
      to: parentEmail,
      ...sponsorshipRequestMessage(
        { brand, publicUrl },
        {
          parentNames,
          userName: firstName || 'Someone close to you',
          message,
          productName: PRODUCT_NAMES[input.serviceType](brand),
          priceLabel:
            input.serviceType === 'talk'
              ? `${formatMoney(amount, 'eur')} per month`
              : `${formatMoney(amount, 'eur')} one-time`,
          posterImageUrl: cover ? `${publicUrl}/api/sponsorships/${token}/poster` : null,
          sponsorUrl: `${publicUrl}/sponsor-checkout?sponsor=${token}&service=${input.serviceType}`,
        },
      ),
    };
    await sendThirdPartyMail(deps, { senderId: user.id, kind: 'sponsorship', message: mail });
  } catch (err) {
    await db.delete(sponsorships).where(eq(sponsorships.id, id));
    if (err instanceof ApiError) throw err; // over a limit: its own 429
    deps.log.warn({ err }, 'sponsorship e-mail failed');
    throw new ApiError(422, 'mail_failed', MAIL_FAILED);
  }
  return { token, id };
}

/** The request behind a token (its person still exists), or 400 for a malformed token, 404 for an unknown one. */
export async function findSponsorship(deps: PaymentsDeps, token: string) {
  if (!TOKEN_RE.test(token)) throw invalidSponsor();
  const [row] = await deps.database.db
    .select({
      id: sponsorships.id,
      userId: sponsorships.userId,
      serviceType: sponsorships.serviceType,
      firstName: sponsorships.firstName,
      message: sponsorships.message,
      parentEmail: sponsorships.parentEmail,
      coverId: sponsorships.coverId,
      createdAt: sponsorships.createdAt,
    })
    .from(sponsorships)
    .innerJoin(users, eq(users.id, sponsorships.userId))
    .where(eq(sponsorships.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) throw sponsorNotFound();
  const now = deps.payments.clock.now().getTime();
  if (row.createdAt.getTime() + SPONSOR_LINK_DAYS * 24 * 60 * 60_000 < now)
    throw new ApiError(410, 'sponsor_link_expired', SPONSOR_LINK_EXPIRED);
  return row;
}

/**
 * Whether the person already has what the link asks for: 'sponsored' (a sponsor paid, this one or another), 'owned'
 * (they paid themselves), or null.
 */
export async function alreadyHas(deps: PaymentsDeps, userId: string, product: PaidProduct) {
  const [ent] = await deps.database.db
    .select()
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), eq(entitlements.product, product)))
    .limit(1);
  if (!ent || !isActive(ent, deps.payments.clock.now())) return null;
  return ent.paidBy === 'sponsor' ? ('sponsored' as const) : ('owned' as const);
}

/** The poster that was shared when the sponsor was asked (not a newer one); null when it is gone. */
async function sharedCover(deps: PaymentsDeps, row: { userId: string; coverId: string | null }) {
  if (!row.coverId) return null;
  const [cover] = await deps.database.db
    .select({ id: magazineCovers.id, imageKey: magazineCovers.imageKey })
    .from(magazineCovers)
    .where(and(eq(magazineCovers.id, row.coverId), eq(magazineCovers.userId, row.userId)))
    .limit(1);
  return cover?.imageKey ? cover : null;
}

/** The sponsor page's data: only what it shows. */
export async function sponsorContext(deps: PaymentsDeps, token: string) {
  const row = await findSponsorship(deps, token);
  const cover = await sharedCover(deps, row);
  return {
    firstName: row.firstName || 'me',
    posterUrl: cover ? `/api/sponsorships/${token}/poster` : null,
    serviceType: row.serviceType,
    message: row.message,
    already: await alreadyHas(deps, row.userId, row.serviceType),
    // A person known to be under 18: the sponsor must confirm they are the parent and consent (decision 066),
    // where the person's country lets a parent consent; elsewhere nobody can pay, and the page says why (087).
    ...(await minorRule(deps, row.userId)),
  };
}

/** For a person under 18: whether a parent may pay with their consent where they live (decision 087). */
export async function minorRule(
  deps: PaymentsDeps,
  userId: string,
): Promise<{ parentConsentNeeded: boolean; parentConsentNotAllowed?: true }> {
  const age = await ageOf(deps, userId);
  if (age.under18 !== true) return { parentConsentNeeded: false };
  if (!parentMaySponsorIn(age.country)) return { parentConsentNeeded: false, parentConsentNotAllowed: true };
  return { parentConsentNeeded: true };
}

/** The sponsor page's parent confirmed their consent for a person under 18: its time is kept on the request. */
export async function recordParentConsent(deps: PaymentsDeps, sponsorshipId: string, now = new Date()) {
  await deps.database.db.update(sponsorships).set({ parentConsentAt: now }).where(eq(sponsorships.id, sponsorshipId));
}

/** The person's latest cover image, readable by whoever holds the token. */
export async function sponsorPoster(deps: PaymentsDeps, token: string) {
  const row = await findSponsorship(deps, token);
  const cover = await sharedCover(deps, row);
  const obj = cover?.imageKey ? await deps.storage.get(cover.imageKey) : null;
  if (!obj) throw notFound('No poster yet.');
  return obj;
}
