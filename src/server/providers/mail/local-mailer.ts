import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { newId } from '@server/lib/ids.js';
import type { Mailer, MailMessage, SentMail } from './mail.js';

/** Messages kept in memory (the .eml files stay until deleted). */
export const LOCAL_MAIL_KEPT = 100;

/**
 * The default mailer: each message becomes a `.eml` file in DATA_DIR/outbox that any mail client opens,
 * and the last 100 are kept in memory so tests and the dev outbox page (GET /dev/outbox) can read them.
 */
export class LocalMailer implements Mailer {
  readonly kind = 'local' as const;
  /** Builds the raw message without sending it anywhere. */
  private static readonly composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  /** Oldest first. */
  readonly sent: SentMail[] = [];
  constructor(
    private readonly dir: string | null,
    private readonly from: string,
  ) {}

  async send(msg: MailMessage): Promise<void> {
    // the outbox's row, given again after a crash: this process has it already (the file name is the row's too)
    if (msg.outboxId && this.sent.some((m) => m.outboxId === msg.outboxId)) return;
    const sentAt = new Date();
    this.sent.push({ ...msg, sentAt });
    if (this.sent.length > LOCAL_MAIL_KEPT) this.sent.shift();
    if (!this.dir) return;
    await mkdir(this.dir, { recursive: true });
    // The same MIME message an SMTP server would get (multipart text + HTML when there is HTML), built by nodemailer.
    const { message } = await LocalMailer.composer.sendMail({
      from: this.from,
      to: msg.to,
      subject: msg.subject,
      text: msg.text,
      html: msg.html,
      date: sentAt,
      headers: msg.headers,
      attachments: msg.attachments,
    });
    const eml = message;
    await writeFile(
      path.join(
        this.dir,
        msg.outboxId
          ? `outbox-${msg.outboxId}.eml`
          : `${sentAt.toISOString().replace(/[:.]/g, '-')}-${newId().slice(0, 8)}.eml`,
      ),
      eml,
    );
  }

  recent(): readonly SentMail[] {
    return this.sent.slice().reverse();
  }
}
