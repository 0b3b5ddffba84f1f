import path from 'node:path';
import type { Config } from '@server/config.js';
import { createLogger, type Logger } from '@server/lib/logger.js';
import type { RateLimiter } from '@server/http/rate-limit.js';
import { LocalMailer } from './local-mailer.js';
import type { Mailer } from './mail.js';
import { MAIL_PER_RECIPIENT, RecipientLimitedMailer } from './recipient-limit.js';
import { SmtpMailer } from './smtp-mailer.js';

export type { Mailer, MailMessage, SentMail } from './mail.js';
export { MAIL_PER_RECIPIENT, RecipientLimitedMailer } from './recipient-limit.js';

/**
 * The configured mailer (local outbox or SMTP), behind the per-recipient limit, counted in the rate limiter's shared
 * store when it has one (several instances) and in this process otherwise.
 */
export function createMailer(
  config: Config,
  opts: { outbox?: boolean; log?: Logger; limiter?: RateLimiter } = {},
): RecipientLimitedMailer {
  const inner: Mailer =
    config.mail.provider === 'smtp'
      ? new SmtpMailer(config.mail.smtpUrl, config.mail.from)
      : new LocalMailer(opts.outbox === false ? null : path.join(config.dataDir, 'outbox'), config.mail.from);
  const limiter = opts.limiter?.store.kind === 'memory' ? undefined : opts.limiter;
  return new RecipientLimitedMailer(
    inner,
    opts.log ?? createLogger(config.logLevel),
    MAIL_PER_RECIPIENT,
    Date.now,
    limiter && ((key, limit) => limiter.take(key, { name: 'mail-recipient', ...limit })),
  );
}
