import path from 'node:path';
import type { Config } from '@server/config.js';
import { createLogger, type Logger } from '@server/lib/logger.js';
import { LocalMailer } from './local-mailer.js';
import type { Mailer } from './mail.js';
import { RecipientLimitedMailer } from './recipient-limit.js';
import { SmtpMailer } from './smtp-mailer.js';

export type { Mailer, MailMessage, SentMail } from './mail.js';
export { MAIL_PER_RECIPIENT, RecipientLimitedMailer } from './recipient-limit.js';

/** The configured mailer (local outbox or SMTP), behind the per-recipient limit. */
export function createMailer(config: Config, opts: { outbox?: boolean; log?: Logger } = {}): RecipientLimitedMailer {
  const inner: Mailer =
    config.mail.provider === 'smtp'
      ? new SmtpMailer(config.mail.smtpUrl, config.mail.from)
      : new LocalMailer(opts.outbox === false ? null : path.join(config.dataDir, 'outbox'), config.mail.from);
  return new RecipientLimitedMailer(inner, opts.log ?? createLogger(config.logLevel));
}
