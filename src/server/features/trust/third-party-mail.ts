import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '@server/context.js';
import { emailSuppressions, thirdPartyEmails } from '@server/db/schema.js';
import { ApiError } from '@server/http/errors.js';
import { newId } from '@server/lib/ids.js';
import { escapeHtml } from '@server/providers/mail/template.js';
import { mailboxOf, type MailMessage } from '@server/providers/mail/index.js';
import { withDb, withMail } from '@server/providers/mail/outbox.js';

/**
 * E-mails a visitor asks us to send to someone else (decision 037): today the sponsorship request;
 * a recommendation or a supporter contact mail goes through here too when one is added. Each one is counted against
 * the limits below, skipped silently when the address asked not to be mailed again, and carries an unsubscribe link.
 */

/** THE limits, per 24 hours: what one visitor may send, and what one address may receive, from all visitors. */
export const THIRD_PARTY_MAIL_LIMITS = { perSenderPerDay: 5, perRecipientPerDay: 3 } as const;
const DAY_MS = 86_400_000;

/** A message someone writes for a stranger's inbox carries no links: no phishing through us. */
export const NO_LINKS_MESSAGE = 'Your message cannot contain links or web addresses. Please remove them and try again.';

/** http(s)://, www., or a bare domain such as example.com/path or evil.co (a dot between letters and a known shape). */
const LINK_PATTERN =
  /(?:[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|co|ly|me|info|biz|xyz|app|link|site|online|top|ru|cn|de|uk|se|fi|no|dk|eu|us|gg|to|tk|ml|ga|cf|gq|click|page|dev)\b|\b\d{1,3}(?:\.\d{1,3}){3}\b|<\s*a\b|\]\s*\()/i;

/** 400 with NO_LINKS_MESSAGE when the text (a sponsor's custom message) holds a link or a web address. */
export function assertNoLinks(text: string | undefined | null): void {
  if (text && LINK_PATTERN.test(text.normalize('NFKC'))) throw new ApiError(400, 'message_has_link', NO_LINKS_MESSAGE);
}

/** The mailbox an address reaches, hashed for the limits: `Ada+x@Example.com` counts as `ada@example.com`. */
export const mailboxHash = (address: string) => createHash('sha256').update(mailboxOf(address)).digest('hex');

export const MAIL_LIMIT_MESSAGES = {
  sender: 'You have sent a lot of e-mails today. Please try again tomorrow or use another sharing method.',
  recipient: 'This address has had enough e-mails from us today. Please try again tomorrow.',
} as const;

export type ThirdPartyMailKind = 'sponsorship' | 'recommendation' | 'supporter' | 'research_parent';

/** The form an address is compared in: trimmed, lower case. */
export const addressHash = (address: string) => createHash('sha256').update(address.trim().toLowerCase()).digest('hex');

// ---------- the unsubscribe token ----------

/**
 * `<address hash, base64url>.<HMAC-SHA256 of it with the auth secret, base64url>`: it names the address without
 * holding it, and nobody without the secret can make one for another address.
 */
function secretOf(deps: Pick<AppDeps, 'auth'>): string {
  const secret = deps.auth.options.secret;
  if (!secret) throw new Error('auth secret missing');
  return secret;
}

const mac = (secret: string, hash: Buffer) => createHmac('sha256', secret).update('unsubscribe:').update(hash).digest();

export function unsubscribeToken(deps: Pick<AppDeps, 'auth'>, address: string): string {
  const hash = Buffer.from(addressHash(address), 'hex');
  return `${hash.toString('base64url')}.${mac(secretOf(deps), hash).toString('base64url')}`;
}

/** The address hash a token names, or null for anything tampered, truncated or made up. Never throws. */
export function verifyUnsubscribeToken(deps: Pick<AppDeps, 'auth'>, token: string): string | null {
  const m = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const hash = Buffer.from(m[1]!, 'base64url');
  const given = Buffer.from(m[2]!, 'base64url');
  if (hash.length !== 32 || given.length !== 32) return null;
  // base64url has several spellings of the last character's spare bits: only the canonical one is ours.
  if (hash.toString('base64url') !== m[1] || given.toString('base64url') !== m[2]) return null;
  return timingSafeEqual(given, mac(secretOf(deps), hash)) ? hash.toString('hex') : null;
}

export const unsubscribeUrl = (deps: Pick<AppDeps, 'auth' | 'config'>, address: string) =>
  `${deps.config.publicUrl}/unsubscribe/${unsubscribeToken(deps, address)}`;

// ---------- the suppression list ----------

export async function isSuppressed(deps: Pick<AppDeps, 'database'>, hash: string): Promise<boolean> {
  const [row] = await deps.database.db
    .select({ h: emailSuppressions.addressHash })
    .from(emailSuppressions)
    .where(eq(emailSuppressions.addressHash, hash));
  return !!row;
}

/** Adds an address (by hash) to the list; doing it twice is fine. */
export async function suppress(deps: Pick<AppDeps, 'database'>, hash: string): Promise<void> {
  await deps.database.db.insert(emailSuppressions).values({ addressHash: hash }).onConflictDoNothing();
}

// ---------- sending ----------

/** The unsubscribe line under the message (text and HTML) and the one-click headers (RFC 8058). */
function withUnsubscribe(msg: MailMessage, url: string, brand: string): MailMessage {
  const line = `Don't want e-mails like this? Unsubscribe: ${url}`;
  const html = msg.html
    ? msg.html.replace(
        /<\/body>/i,
        `<p style="margin:0 auto;padding:0 12px 24px;max-width:560px;font-size:12px;line-height:1.5;color:#4a4566;text-align:center">You got this because someone entered your address on ${escapeHtml(brand)}. <a href="${escapeHtml(url)}" style="color:#16122e">Unsubscribe</a>: you will not get e-mails from us again.</p>\n</body>`,
      )
    : undefined;
  return {
    ...msg,
    text: `${msg.text}\n\n--\n${line}\n`,
    html,
    headers: { ...msg.headers, 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/**
 * Counts the e-mail against the limits (a clear 429 past them, suppressed or not, so the answer tells nothing about
 * the list), then sends it with the unsubscribe link, unless the address asked not to be mailed again: then nothing
 * is sent and the caller answers as if it had been ('sent: false' is for logs and tests only).
 */
export async function sendThirdPartyMail(
  deps: Pick<AppDeps, 'database' | 'mailer' | 'log' | 'config' | 'auth'>,
  input: { senderId: string | null; kind: ThirdPartyMailKind; message: MailMessage },
  now = new Date(),
): Promise<{ sent: boolean }> {
  // the address as written (the suppression list), and its mailbox (the limits: name+tag@ and case are one mailbox)
  const hash = addressHash(input.message.to);
  const box = mailboxHash(input.message.to);
  const since = new Date(now.getTime() - DAY_MS);
  // Atomic: the sender's and the mailbox's counts are read and the new row written in one
  // transaction that holds both advisory locks, so parallel requests queue instead of each seeing room. The mail's
  // outbox row is written in the same transaction: a mail that cannot be stored does not count.
  return withMail(deps, async (tx) => {
    const keys = [box, ...(input.senderId ? [`sender:${input.senderId}`] : [])].sort();
    for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(727002, hashtext(${key}))`);
    if (input.senderId) {
      const [mine] = await tx
        .select({ n: count() })
        .from(thirdPartyEmails)
        .where(and(eq(thirdPartyEmails.senderId, input.senderId), gte(thirdPartyEmails.createdAt, since)));
      if (Number(mine?.n ?? 0) >= THIRD_PARTY_MAIL_LIMITS.perSenderPerDay)
        throw new ApiError(429, 'mail_limit', MAIL_LIMIT_MESSAGES.sender);
    }
    const [theirs] = await tx
      .select({ n: count() })
      .from(thirdPartyEmails)
      .where(and(eq(thirdPartyEmails.recipientHash, box), gte(thirdPartyEmails.createdAt, since)));
    if (Number(theirs?.n ?? 0) >= THIRD_PARTY_MAIL_LIMITS.perRecipientPerDay)
      throw new ApiError(429, 'mail_limit', MAIL_LIMIT_MESSAGES.recipient);
    await tx
      .insert(thirdPartyEmails)
      .values({ id: newId(), senderId: input.senderId, recipientHash: box, kind: input.kind, createdAt: now });
    if (await isSuppressed(withDb(deps, tx), hash)) {
      deps.log.info({ kind: input.kind, senderId: input.senderId }, 'third-party e-mail skipped: address unsubscribed');
      return { sent: false };
    }
    await deps.mailer.send(
      withUnsubscribe(input.message, unsubscribeUrl(deps, input.message.to), deps.config.brandName),
    );
    return { sent: true };
  });
}

/** The limit log is needed for a day: older rows are deleted by the retention job. */
export async function purgeMailLog(deps: Pick<AppDeps, 'database'>, now = new Date()): Promise<number> {
  const rows = await deps.database.db
    .delete(thirdPartyEmails)
    .where(lt(thirdPartyEmails.createdAt, new Date(now.getTime() - 2 * DAY_MS)))
    .returning({ id: thirdPartyEmails.id });
  return rows.length;
}
