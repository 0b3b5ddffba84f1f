import type { Db } from '@server/db/client.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe on e-mails to third parties, decision 037). */
  headers?: Record<string, string>;
  /** Files sent with the message (an .ics invitation, a PDF). */
  attachments?: MailAttachment[];
  /**
   * Whose mail it is (decision 065). 'own': the person's own receipt, refund, booking, reminder, report: never
   * dropped by the per-address cap and not counted against it. 'requested' (the default): a mail anyone can make
   * the app write to an address (sign-up confirmation, password reset, a poster sent to an address): capped per
   * mailbox, 5 an hour, so nobody can flood a stranger; own mails never use up that allowance.
   */
  class?: 'own' | 'requested';
  /** The outbox row's id (set by the outbox): the Message-ID, so a resend after a crash is recognisably the same. */
  outboxId?: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string | Buffer;
}

/** A message as the local mailer keeps it: what was sent and when. */
export interface SentMail extends MailMessage {
  sentAt: Date;
}

export interface Mailer {
  readonly kind: 'local' | 'smtp';
  /**
   * Sends (or, the app's outbox, stores and has delivered: decision 065). `tx`: store it in the caller's transaction,
   * so it is sent only if that commits. The outbox resolves with the row's id.
   */
  send(msg: MailMessage, opts?: { tx?: Db }): Promise<string | void>;
  /**
   * The latest messages sent, newest first. Only the local mailer keeps them (for the dev outbox page and tests);
   * a real mailer has no such method.
   */
  recent?(): readonly SentMail[];
}
