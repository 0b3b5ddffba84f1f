import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
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
  /** Oldest first. */
  readonly sent: SentMail[] = [];
  constructor(
    private readonly dir: string | null,
    private readonly from: string,
  ) {}

  async send(msg: MailMessage): Promise<void> {
    const sentAt = new Date();
    this.sent.push({ ...msg, sentAt });
    if (this.sent.length > LOCAL_MAIL_KEPT) this.sent.shift();
    if (!this.dir) return;
    await mkdir(this.dir, { recursive: true });
    const eml = [
      `From: ${this.from}`,
      `To: ${msg.to}`,
      `Subject: ${msg.subject}`,
      `Date: ${sentAt.toUTCString()}`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      msg.text,
    ].join('\r\n');
    await writeFile(
      path.join(this.dir, `${sentAt.toISOString().replace(/[:.]/g, '-')}-${newId().slice(0, 8)}.eml`),
      eml,
    );
  }

  recent(): readonly SentMail[] {
    return this.sent.slice().reverse();
  }
}
