import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newId } from '@server/lib/ids.js';
import type { Mailer, MailMessage } from './mail.js';

/**
 * The default mailer: each message becomes a `.eml` file in DATA_DIR/outbox that any mail client opens,
 * and the last few are kept in memory so tests and the dev console can read them.
 */
export class LocalMailer implements Mailer {
  readonly kind = 'local' as const;
  readonly sent: MailMessage[] = [];
  constructor(
    private readonly dir: string | null,
    private readonly from: string,
  ) {}

  async send(msg: MailMessage): Promise<void> {
    this.sent.push(msg);
    if (this.sent.length > 100) this.sent.shift();
    if (!this.dir) return;
    await mkdir(this.dir, { recursive: true });
    const eml = [
      `From: ${this.from}`,
      `To: ${msg.to}`,
      `Subject: ${msg.subject}`,
      `Date: ${new Date().toUTCString()}`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      msg.text,
    ].join('\r\n');
    await writeFile(path.join(this.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${newId().slice(0, 8)}.eml`), eml);
  }
}
