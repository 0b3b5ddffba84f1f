import type { TestApp } from './test-app';
import { createLogger } from '@server/lib/logger';
import { LocalMailer } from '@server/providers/mail/local-mailer';
import type { MailMessage } from '@server/providers/mail/mail';
import { OutboxMailer } from '@server/providers/mail/outbox';
import { MAIL_PER_RECIPIENT, RecipientLimitedMailer } from '@server/providers/mail/recipient-limit';

/**
 * Gives a test app the durable outbox (decision 065) for the length of `run`, with no job queue (rows are delivered
 * once handed on), and reports the order of what it did: `stored` when a row was written, `handed` when a row was
 * handed on for delivery. A mail written in the transaction of what caused it (`withMail`) is stored with its
 * siblings and handed on only after the commit; a mail sent after the commit is handed on as it is stored.
 */
export async function withOutboxSpy(t: TestApp, run: () => Promise<unknown>) {
  const log = createLogger('silent');
  const transport = new LocalMailer(null, 'FutureSelf <hello@futureself.local>');
  const outbox = new OutboxMailer({
    db: t.deps.database.db,
    transport,
    cap: new RecipientLimitedMailer(transport, log, MAIL_PER_RECIPIENT),
    log,
    jobs: () => undefined,
  });
  const steps: string[] = [];
  const send = outbox.send.bind(outbox);
  const dispatch = outbox.dispatch.bind(outbox);
  outbox.send = async (msg: MailMessage, opts) => {
    const id = await send(msg, opts);
    steps.push('stored');
    return id;
  };
  outbox.dispatch = async (id: string) => {
    steps.push('handed');
    return dispatch(id);
  };
  const original = t.deps.mailer;
  t.deps.mailer = outbox;
  try {
    await run();
  } finally {
    t.deps.mailer = original;
  }
  return {
    steps,
    sent: transport.sent,
    /** Every mail was stored before any was handed on: they were written in one transaction with the change. */
    inTheChangesTransaction: steps.length > 0 && steps.lastIndexOf('stored') < steps.indexOf('handed'),
  };
}
