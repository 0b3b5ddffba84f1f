import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/helpers/test-app';
import type { AppDeps } from '@server/context';
import { mailOutbox } from '@server/db/schema';
import { startJobs, type JobQueue } from '@server/jobs/index';
import { newId } from '@server/lib/ids';
import { createLogger } from '@server/lib/logger';
import { LocalMailer } from './local-mailer';
import type { Mailer, MailMessage } from './mail';
import { OutboxMailer, withMail } from './outbox';
import { MAIL_PER_RECIPIENT, RecipientLimitedMailer } from './recipient-limit';

/**
 * The durable outbox (decision 065): a mail committed but not sent (the process killed between the
 * commit and the send) is sent once by the next process; the per-address cap never drops the person's own mail;
 * a mail that cannot be sent is reported to the page that promised it.
 */
let t: TestApp;
const queues: JobQueue[] = [];
beforeAll(async () => {
  t = await createTestApp({ JOBS_MONITOR_SECONDS: '1' });
});
afterAll(async () => {
  for (const q of queues) await q.stop({ graceful: false }).catch(() => undefined);
  await t.close();
});

const addr = () => `o_${newId().toLowerCase()}@example.com`;
const log = createLogger('silent');

/** A new process on the same database: its own mail server (the local mailer) and outbox, nothing in memory. */
function freshProcess(transport: Mailer = new LocalMailer(null, 'FutureSelf <hello@futureself.local>')) {
  const cap = new RecipientLimitedMailer(transport, log, MAIL_PER_RECIPIENT);
  const deps: AppDeps = { ...t.deps };
  deps.mailer = new OutboxMailer({ db: t.deps.database.db, transport, cap, log, jobs: () => deps.jobs });
  return { deps, transport, outbox: deps.mailer as OutboxMailer };
}

async function until<T>(what: string, check: () => Promise<T | false> | T | false, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const receipt = (to: string, n: number): MailMessage => ({
  to,
  subject: `Your receipt ${n}`,
  text: `Order ${n}`,
  class: 'own',
  attachments: [{ filename: `receipt-${n}.pdf`, contentType: 'application/pdf', content: Buffer.from([37, 80, n]) }],
});

describe('a mail committed with what caused it', () => {
  it('killed between the commit and the send: the next process sends each one exactly once, restarts send none again', async () => {
    const to = addr();
    // "process 1": eight receipts committed with their orders, then killed before any job ran (no queue here and
    // nothing handed on: the rows are written in the caller's transaction and the process dies)
    const dying = freshProcess();
    await t.deps.database.db.transaction(async (tx) => {
      for (let n = 1; n <= 8; n++) await dying.outbox.send(receipt(to, n), { tx: tx as never });
    });
    expect((dying.transport as LocalMailer).sent).toHaveLength(0);
    const rows = await t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to));
    expect(rows.map((r) => r.status)).toEqual(Array(8).fill('pending'));

    // process 2 starts its job queue on the same database: the start-up sweep hands every row to the mail-send job
    const second = freshProcess();
    const q = await startJobs(second.deps, { attach: true });
    queues.push(q);
    const sent = (second.transport as LocalMailer).sent;
    await until('eight receipts', () => sent.length >= 8);
    await until('rows marked sent', async () => {
      const r = await t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to));
      return r.every((x) => x.status === 'sent');
    });
    // a second sweep (the next minute's) finds nothing left to send
    expect(await second.outbox.sweep()).toBe(0);
    await q.stop({ graceful: true });
    expect(sent.map((m) => m.subject).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `Your receipt ${n}`).sort());
    // the message as it was stored: attachment bytes intact, the row's id as its Message-ID
    const first = sent.find((m) => m.subject === 'Your receipt 3')!;
    expect(Buffer.from(first.attachments![0]!.content as Buffer)).toEqual(Buffer.from([37, 80, 3]));
    expect(first.headers?.['Message-ID']).toMatch(/^<[A-Za-z0-9_-]+@outbox\.futureself>$/);

    // process 3: another restart sends nothing twice
    const third = freshProcess();
    const q3 = await startJobs(third.deps, { attach: true });
    queues.push(q3);
    await new Promise((r) => setTimeout(r, 1500));
    await q3.stop({ graceful: true });
    expect((third.transport as LocalMailer).sent.filter((m) => m.to === to)).toHaveLength(0);
  });

  it('a rolled-back transaction leaves no mail; a worker that died mid-send is replaced once its lease lapses', async () => {
    const to = addr();
    const p = freshProcess();
    await expect(
      withMail(p.deps, async () => {
        await p.deps.mailer.send(receipt(to, 1));
        throw new Error('the payment did not commit');
      }),
    ).rejects.toThrow('did not commit');
    expect(await t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to))).toEqual([]);

    // a row claimed by a worker that died: not sent again while its lease runs, sent once after it lapsed
    const id = newId();
    await t.deps.database.db.insert(mailOutbox).values({
      id,
      recipient: to,
      message: { subject: 'Booked', text: 'Session 1' },
      class: 'own',
      status: 'sending',
      attempts: 1,
      leaseUntil: new Date(Date.now() + 60_000),
    });
    expect(await p.outbox.sweep()).toBe(0);
    expect(await p.outbox.deliver(id, { lastAttempt: false })).toBe('sending');
    await t.deps.database.db
      .update(mailOutbox)
      .set({ leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, id));
    expect(await p.outbox.sweep()).toBe(1);
    expect(await p.outbox.deliver(id, { lastAttempt: false })).toBe('sent');
    expect((p.transport as LocalMailer).sent.filter((m) => m.to === to).map((m) => m.subject)).toEqual(['Booked']);
  });
});

describe('the per-address cap', () => {
  it("never drops the person's own mail: after 8 receipts the refund and a password reset still arrive", async () => {
    const c = t.client();
    const to = addr();
    expect(
      (
        await c.json('/api/auth/sign-up/email', {
          method: 'POST',
          json: { email: to, password: 'secret-77', name: 'Ada' },
        })
      ).status,
    ).toBe(200);
    for (let n = 1; n <= 8; n++) await t.deps.mailer.send(receipt(to, n));
    await t.deps.mailer.send({ to, subject: 'Your refund', text: 'Refunded', class: 'own' });
    const reset = await t.client().json('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: to, redirectTo: '/auth/reset-password' },
    });
    expect(reset.status).toBe(200);
    const subjects = (t.deps.mailer as OutboxMailer).recent!()
      .filter((m) => m.to === to)
      .map((m) => m.subject);
    expect(subjects).toContain('Your refund');
    expect(subjects).toContain('Reset your FutureSelf password');
    expect(subjects.filter((s) => s.startsWith('Your receipt'))).toHaveLength(8);
  });

  it("still caps mail anyone can make the app write to a stranger's address, counting name+tag@ as one mailbox", async () => {
    const to = addr();
    const [local, domain] = to.split('@') as [string, string];
    for (let n = 0; n < 7; n++)
      await t.deps.mailer.send({
        to: `${n % 2 ? local.toUpperCase() : local}+${n}@${domain}`,
        subject: `Hi ${n}`,
        text: 'x',
      });
    const got = (t.deps.mailer as OutboxMailer).recent!().filter(
      (m) => m.to.toLowerCase().endsWith(`@${domain}`) && m.to.toLowerCase().startsWith(`${local}+`),
    );
    expect(got).toHaveLength(MAIL_PER_RECIPIENT.max);
    const rows = await t.deps.database.db.select({ s: mailOutbox.status }).from(mailOutbox);
    expect(rows.filter((r) => r.s === 'dropped').length).toBeGreaterThanOrEqual(2);
  });
});

describe('a mail that cannot be sent', () => {
  async function resetWith(c: TestClient, to: string) {
    const res = await c.json('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: to, redirectTo: '/auth/reset-password' },
    });
    expect(res.status).toBe(200);
    return (await c.json<{ status: string }>('/api/mail/status')).body.status;
  }

  it('is reported to the page that promised it: refused by the mail server → failed; sent → sent', async () => {
    const to = addr();
    const signup = t.client();
    expect(
      (
        await signup.json('/api/auth/sign-up/email', {
          method: 'POST',
          json: { email: to, password: 'secret-77', name: 'Bo' },
        })
      ).status,
    ).toBe(200);
    expect(await resetWith(t.client(), to)).toBe('sent');

    // the mail server refuses the mailbox (SMTP 550): failed at once, not retried
    const inner = (t.deps.mailer as OutboxMailer).inner as LocalMailer;
    const original = inner.send.bind(inner);
    inner.send = async () => {
      throw Object.assign(new Error(`550 No such mailbox: ${to}`), { responseCode: 550 });
    };
    try {
      expect(await resetWith(t.client(), to)).toBe('failed');
    } finally {
      inner.send = original;
    }
    const [row] = await t.deps.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'failed'))
      .orderBy(mailOutbox.createdAt);
    expect(row!.lastError).toContain('550');
    expect(row!.lastError).not.toContain(to);

    // a temporary failure: still sending (retried), never reported as sent
    inner.send = async () => {
      throw new Error('connection timed out');
    };
    try {
      expect(await resetWith(t.client(), to)).toBe('sending');
    } finally {
      inner.send = original;
    }
  });

  it('an address without an account gets the same answer as one with (no way to tell which addresses exist)', async () => {
    const c = t.client();
    expect(await resetWith(c, addr())).toBe('sent');
    expect((await t.client().json<{ status: string }>('/api/mail/status')).body.status).toBe('none');
  });
});
