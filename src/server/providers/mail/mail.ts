export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe on e-mails to third parties, decision 037). */
  headers?: Record<string, string>;
  /** Files sent with the message (an .ics invitation, a PDF). */
  attachments?: MailAttachment[];
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
  send(msg: MailMessage): Promise<void>;
  /**
   * The latest messages sent, newest first. Only the local mailer keeps them (for the dev outbox page and tests);
   * a real mailer has no such method.
   */
  recent?(): readonly SentMail[];
}
