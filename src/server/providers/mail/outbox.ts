import { AsyncLocalStorage } from 'node:async_hooks';
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { mailOutbox } from '@server/db/schema-outbox.js';
import { newId } from '@server/lib/ids.js';
import type { Logger } from '@server/lib/logger.js';
import type { Jobs } from '@server/shared/jobs.js';
import type { MailAttachment, Mailer, MailMessage, SentMail } from './mail.js';
import type { RecipientLimitedMailer } from './recipient-limit.js';

/**
 * The durable outbox (decision 065). `send` writes the message as a row of `mail_outbox` (in the
 * caller's transaction when it passes one) and hands its id to the `mail-send` job; the job claims the row, gives
 * it to the mail server and marks it sent. So:
 *
 * - a crash after the row is committed loses nothing: the `mail-sweep` job (every minute, and at start) hands every
 *   due pending row, and every `sending` row whose worker died, to a job again;
 * - a row is sent once: the job claims it with a lease (`pending` → `sending`) in one UPDATE, and a row already
 *   `sent` is skipped. Its id is the Message-ID, so even the one unavoidable duplicate (a crash after the server
 *   accepted it and before the row was marked) is recognisably the same message;
 * - a temporary failure is retried with back-off (MAIL_ATTEMPTS in all); a refusal (an SMTP 5xx: no such mailbox)
 *   or the last failed attempt marks the row `failed`, which GET /api/mail/:ref reports to the page that promised
 *   the mail.
 *
 * Without a job queue in this process (tests, scripts) the row is delivered at once, in the caller's request.
 */
export const MAIL_JOB = 'mail-send';
export const MAIL_SWEEP_JOB = 'mail-sweep';
/** Attempts before a mail is given up as failed (with the job's back-off: about 2 hours). */
export const MAIL_ATTEMPTS = 8;
/** A worker holding a row this long without marking it is taken as dead; the row may be claimed again. */
export const MAIL_LEASE_MS = 2 * 60_000;
/** Settled rows (sent, failed, dropped) are deleted after this many days: the address is personal data. */
export const MAIL_OUTBOX_KEEP_DAYS = 7;

export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'dropped';

/** The outbox rows a request made, read by the middleware that names them in the answer (X-Mail-Ref). */
export const mailRefs = new AsyncLocalStorage<string[]>();

/** The transaction `withMail` runs: a mail sent inside it is stored in it, and delivered once it commits. */
const mailTx = new AsyncLocalStorage<{ tx: Db; ids: string[] }>();

/**
 * Runs `work` in one transaction with the mail it sends: every `deps.mailer.send` inside (however deep) stores its
 * row in this transaction, so the mail exists exactly when what caused it was committed; after the commit the rows
 * are handed to the job (a crash in between leaves them to the sweep). `work` must read and write through `tx`
 * (`withDb(deps, tx)` gives it deps that do).
 */
export async function withMail<T>(
  deps: { database: { db: Db }; mailer: Mailer },
  work: (tx: Db) => Promise<T>,
  opts: { afterCommit?: () => void } = {},
): Promise<T> {
  const ids: string[] = [];
  const result = await deps.database.db.transaction((tx) =>
    mailTx.run({ tx: tx as unknown as Db, ids }, () => work(tx as unknown as Db)),
  );
  opts.afterCommit?.(); // a test's fault point (config.testFault): committed, the mail not yet handed on
  if (deps.mailer instanceof OutboxMailer) for (const id of ids) await deps.mailer.dispatch(id);
  return result;
}

/** The same deps, reading and writing through a transaction. */
export function withDb<D extends { database: { db: Db } }>(deps: D, tx: Db): D {
  return { ...deps, database: { ...deps.database, db: tx } };
}

interface StoredAttachment {
  filename: string;
  contentType: string;
  base64: string;
}
interface StoredMessage {
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  attachments?: StoredAttachment[];
}

const toStored = (msg: MailMessage): StoredMessage => ({
  subject: msg.subject,
  text: msg.text,
  ...(msg.html !== undefined ? { html: msg.html } : {}),
  ...(msg.headers ? { headers: msg.headers } : {}),
  ...(msg.attachments
    ? {
        attachments: msg.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          base64: Buffer.from(a.content).toString('base64'),
        })),
      }
    : {}),
});

const fromStored = (to: string, id: string, m: StoredMessage, cls: string): MailMessage => ({
  to,
  subject: m.subject,
  text: m.text,
  ...(m.html !== undefined ? { html: m.html } : {}),
  headers: { ...m.headers, 'Message-ID': `<${id}@outbox.futureself>` },
  ...(m.attachments
    ? {
        attachments: m.attachments.map((a): MailAttachment => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.base64, 'base64'),
        })),
      }
    : {}),
  class: cls === 'own' ? 'own' : 'requested',
  outboxId: id,
});

/** An SMTP refusal that retrying will not change (5xx: no such mailbox, rejected). */
function refused(err: unknown): boolean {
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** The error's first line, without the address (mail servers often quote it). */
const errorLine = (err: unknown, to: string) =>
  (err instanceof Error ? err.message : String(err)).split('\n')[0]!.split(to).join('<recipient>').slice(0, 300);

export interface OutboxOptions {
  db: Db;
  /** The mail server (local .eml files or SMTP). */
  transport: Mailer;
  /** The per-mailbox cap for 'requested' mail. */
  cap: RecipientLimitedMailer;
  log: Logger;
  /** The job queue once it runs in this process (deps.jobs). */
  jobs: () => Jobs | undefined;
}

export class OutboxMailer implements Mailer {
  /** The mail server itself: tests read the local mailer's `sent` through it. */
  readonly inner: Mailer;
  readonly recent?: () => readonly SentMail[];

  constructor(private readonly opts: OutboxOptions) {
    this.inner = opts.transport;
    if (opts.transport.recent) this.recent = () => opts.transport.recent!();
  }

  get kind() {
    return this.inner.kind;
  }

  /**
   * Stores the message (in `tx` when given: it is sent only if that transaction commits) and has it delivered.
   * Resolves with the row's id once stored (and, without a job queue, once the first attempt is over). Over the
   * per-mailbox cap, a 'requested' mail is stored as `dropped` and not sent.
   */
  async send(msg: MailMessage, opts: { tx?: Db } = {}): Promise<string> {
    const id = newId();
    mailRefs.getStore()?.push(id);
    const ambient = opts.tx ? undefined : mailTx.getStore();
    const tx = opts.tx ?? ambient?.tx;
    const cls = msg.class ?? 'requested';
    const dropped = cls === 'requested' && !(await this.opts.cap.allow(msg.to));
    await (tx ?? this.opts.db).insert(mailOutbox).values({
      id,
      recipient: msg.to,
      message: toStored(msg),
      class: cls,
      status: dropped ? 'dropped' : 'pending',
      settledAt: dropped ? new Date() : null,
    });
    if (dropped) return id;
    if (ambient) {
      ambient.ids.push(id); // withMail hands it on after the commit
      return id;
    }
    // a caller's own transaction: the sweep hands it on after the commit (a rolled-back row never exists)
    if (opts.tx) return id;
    await this.dispatch(id);
    return id;
  }

  /** Hands a stored row to the job queue, or (no queue in this process) delivers it now. */
  async dispatch(id: string): Promise<void> {
    const jobs = this.opts.jobs();
    if (jobs) {
      try {
        await jobs.send(MAIL_JOB, { id }, { key: id });
        return;
      } catch (err) {
        // the row stays pending: the sweep hands it to a job within a minute
        this.opts.log.warn({ err: (err as Error).message, outboxId: id }, 'mail: could not queue; the sweep will');
        return;
      }
    }
    try {
      await this.deliver(id, { lastAttempt: false });
    } catch (err) {
      this.opts.log.warn({ err: (err as Error).message, outboxId: id }, 'mail: delivery failed; will be retried');
    }
  }

  /**
   * One attempt at a row: claim it (pending, or sending with a lapsed lease), send, mark it sent. Returns what
   * happened; throws on a temporary failure so the job is retried (the row is back to pending).
   */
  async deliver(id: string, { lastAttempt }: { lastAttempt: boolean }): Promise<MailStatus | 'gone'> {
    const db = this.opts.db;
    const now = new Date();
    const [row] = await db
      .update(mailOutbox)
      .set({
        status: 'sending',
        attempts: sql`${mailOutbox.attempts} + 1`,
        leaseUntil: new Date(now.getTime() + MAIL_LEASE_MS),
      })
      .where(
        and(
          eq(mailOutbox.id, id),
          or(eq(mailOutbox.status, 'pending'), and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.leaseUntil, now))),
        ),
      )
      .returning();
    if (!row) {
      const [seen] = await db.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.id, id));
      return seen ? (seen.status as MailStatus) : 'gone';
    }
    try {
      await this.inner.send(fromStored(row.recipient, row.id, row.message as StoredMessage, row.class));
    } catch (err) {
      const final = refused(err) || lastAttempt || row.attempts >= MAIL_ATTEMPTS;
      const backoffMs = Math.min(30_000 * 2 ** (row.attempts - 1), 30 * 60_000);
      await db
        .update(mailOutbox)
        .set({
          status: final ? 'failed' : 'pending',
          lastError: errorLine(err, row.recipient),
          leaseUntil: null,
          nextAttemptAt: new Date(Date.now() + backoffMs),
          settledAt: final ? new Date() : null,
        })
        .where(eq(mailOutbox.id, id));
      this.opts.log[final ? 'error' : 'warn'](
        { outboxId: id, attempt: row.attempts, err: errorLine(err, row.recipient) },
        final ? 'mail failed: not sent' : 'mail attempt failed; retried',
      );
      if (final) return 'failed';
      throw err;
    }
    await db
      .update(mailOutbox)
      .set({ status: 'sent', leaseUntil: null, settledAt: new Date(), lastError: null })
      .where(eq(mailOutbox.id, id));
    return 'sent';
  }

  /**
   * The sweep: every due pending row, and every row whose worker died mid-send, is handed to a job again (a row
   * already queued is not queued twice: the job is keyed by the row). Old settled rows are deleted. Returns how many
   * rows were handed on.
   */
  async sweep(now = new Date()): Promise<number> {
    const db = this.opts.db;
    const due = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        or(
          and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)),
          and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.leaseUntil, now)),
        ),
      )
      .orderBy(mailOutbox.createdAt)
      .limit(500);
    for (const { id } of due) await this.dispatch(id);
    await db
      .delete(mailOutbox)
      .where(
        and(
          inArray(mailOutbox.status, ['sent', 'failed', 'dropped']),
          lt(mailOutbox.settledAt, new Date(now.getTime() - MAIL_OUTBOX_KEEP_DAYS * 86_400_000)),
        ),
      );
    return due.length;
  }

  /** A row's status for the page that promised the mail (no address, no content). */
  async status(id: string): Promise<MailStatus | null> {
    const [row] = await this.opts.db
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, id));
    return row ? (row.status as MailStatus) : null;
  }
}
