import { createHash } from 'node:crypto';
import type { Logger } from '@server/lib/logger.js';
import type { Mailer, MailMessage, SentMail } from './mail.js';

export interface RecipientLimit {
  /** Mails one address may receive within the window. */
  max: number;
  windowMs: number;
}

/** At most 5 mails to one address per hour: enough for sign-up, a resend and a password change; not a flood. */
export const MAIL_PER_RECIPIENT: RecipientLimit = { max: 5, windowMs: 60 * 60_000 };

/** Addresses remembered at once; past it the oldest is forgotten (memory stays bounded under a flood of addresses). */
const MAX_TRACKED = 50_000;

/**
 * Counts one mail to a recipient (named by its hash) in a store every instance shares; true when it may go.
 * createMailer backs it with the app's rate limiter when that is shared (PostgreSQL or Redis).
 */
export type SharedRecipientCounter = (recipientKey: string, limit: RecipientLimit) => Promise<boolean>;

/**
 * A limit on outgoing mail per recipient, around any mailer. Anyone can make the app write to an address
 * (sign-up, a verification resend, a sign-in to an unconfirmed account), so past the limit a message is dropped
 * with a warning: the caller is not told, and the answer to the request does not change. With a shared counter
 * (several instances: the rate limiter's PostgreSQL table or Redis, keyed by the address's hash) the limit holds
 * across instances; without one (PGlite, one instance) the counts live in this process.
 */
export class RecipientLimitedMailer implements Mailer {
  private readonly sentAt = new Map<string, number[]>();
  /** The inner mailer's latest messages, newest first: present only when it keeps them (the local mailer). */
  readonly recent?: () => readonly SentMail[];

  constructor(
    readonly inner: Mailer,
    private readonly log: Logger,
    private readonly limit: RecipientLimit = MAIL_PER_RECIPIENT,
    private readonly now: () => number = Date.now,
    private readonly shared?: SharedRecipientCounter,
  ) {
    if (inner.recent) this.recent = () => inner.recent!();
  }

  get kind() {
    return this.inner.kind;
  }

  async send(msg: MailMessage): Promise<void> {
    if (!(await this.allow(msg.to))) return;
    await this.inner.send(msg);
  }

  /** Counts one mail to the address's mailbox; false (with a warning) when it is over the limit and must be dropped. */
  async allow(address: string): Promise<boolean> {
    const to = mailboxOf(address);
    if (!(this.shared ? await this.shared(recipientHash(to), this.limit) : this.take(to))) {
      // The address is personal data: the log names it by a short hash only.
      this.log.warn(
        { recipient: recipientHash(to), limit: this.limit.max, windowMs: this.limit.windowMs },
        'mail dropped: too many mails to one address',
      );
      return false;
    }
    return true;
  }

  /** Count one mail to `to` if the window has room. */
  private take(to: string): boolean {
    const now = this.now();
    const recent = (this.sentAt.get(to) ?? []).filter((t) => now - t < this.limit.windowMs);
    if (recent.length >= this.limit.max) {
      this.sentAt.set(to, recent);
      return false;
    }
    recent.push(now);
    this.sentAt.delete(to); // re-insert: the Map's order is then least recently mailed first
    this.sentAt.set(to, recent);
    if (this.sentAt.size > MAX_TRACKED) this.sentAt.delete(this.sentAt.keys().next().value!);
    return true;
  }
}

/**
 * The mailbox an address reaches, for counting: trimmed, lower case, without a `+tag` in the local part
 * (`Ada+1@Example.com` and `ada@example.com` are one mailbox at every common provider).
 */
export function mailboxOf(address: string): string {
  const a = address.trim().toLowerCase();
  const at = a.lastIndexOf('@');
  if (at <= 0) return a;
  const local = a.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${a.slice(at)}`;
}

export const recipientHash = (address: string) => createHash('sha256').update(address).digest('hex').slice(0, 12);
