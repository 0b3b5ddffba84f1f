import path from 'node:path';
import type { Config } from '@server/config.js';
import type { Db } from '@server/db/client.js';
import type { Jobs } from '@server/shared/jobs.js';
import { createLogger, type Logger } from '@server/lib/logger.js';
import type { RateLimiter } from '@server/http/rate-limit.js';
import { LocalMailer } from './local-mailer.js';
import type { Mailer } from './mail.js';
import { MAIL_PER_RECIPIENT, RecipientLimitedMailer } from './recipient-limit.js';
import { SmtpMailer } from './smtp-mailer.js';
import { OutboxMailer } from './outbox.js';

export type { Mailer, MailMessage, SentMail } from './mail.js';
export { MAIL_PER_RECIPIENT, RecipientLimitedMailer, mailboxOf } from './recipient-limit.js';
export { OutboxMailer, MAIL_JOB, MAIL_SWEEP_JOB, mailRefs, type MailStatus } from './outbox.js';

/**
 * The app's mailer: with a database, the durable outbox (outbox.ts, decision 065) in front of the configured mail
 * server (local .eml files or SMTP); the per-mailbox cap for 'requested' mail is counted in the rate limiter's shared
 * store when it has one (several instances) and in this process otherwise. Without a database: the mail server
 * behind the cap, sending at once (scripts, tests of a transport).
 */
export function createMailer(
  config: Config,
  opts: { outbox?: boolean; log?: Logger; limiter?: RateLimiter; db?: Db; jobs?: () => Jobs | undefined } = {},
): RecipientLimitedMailer | OutboxMailer {
  const inner: Mailer =
    config.mail.provider === 'smtp'
      ? new SmtpMailer(config.mail.smtpUrl, config.mail.from)
      : new LocalMailer(opts.outbox === false ? null : path.join(config.dataDir, 'outbox'), config.mail.from);
  const limiter = opts.limiter?.store.kind === 'memory' ? undefined : opts.limiter;
  const log = opts.log ?? createLogger(config.logLevel);
  const capped = new RecipientLimitedMailer(
    inner,
    log,
    MAIL_PER_RECIPIENT,
    Date.now,
    limiter && ((key, limit) => limiter.take(key, { name: 'mail-recipient', ...limit })),
  );
  if (!opts.db) return capped;
  return new OutboxMailer({ db: opts.db, transport: inner, cap: capped, log, jobs: opts.jobs ?? (() => undefined) });
}
