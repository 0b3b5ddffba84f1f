import path from 'node:path';
import type { Config } from '../../config.js';
import { LocalMailer } from './local-mailer.js';
import type { Mailer } from './mail.js';
import { SmtpMailer } from './smtp-mailer.js';

export type { Mailer, MailMessage } from './mail.js';

export function createMailer(config: Config, opts: { outbox?: boolean } = {}): Mailer {
  if (config.mail.provider === 'smtp') return new SmtpMailer(config.mail.smtpUrl, config.mail.from);
  return new LocalMailer(opts.outbox === false ? null : path.join(config.dataDir, 'outbox'), config.mail.from);
}
