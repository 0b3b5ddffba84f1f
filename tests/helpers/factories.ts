import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppDeps } from '@server/context';
import { coachProfiles, magazineCovers, users } from '@server/db/schema';
import { newId } from '@server/lib/ids';
import type { LocalMailer } from '@server/providers/mail/local-mailer';
import type { OutboxMailer, RecipientLimitedMailer } from '@server/providers/mail/index';
import type { TestApp, TestClient } from './test-app';

/**
 * The one place tests make the people and things they need: e-mail addresses, anonymous visitors,
 * accounts, finished covers, orders, and the e-mails the app sent. Integration tests pass their TestApp; browser tests
 * pass their RunningApp (anything with `deps`) to the database-only factories (covers, orders).
 */
interface HasDeps {
  deps: AppDeps;
}

const failed = (what: string, status: number, body: unknown) =>
  new Error(`${what} answered ${status}: ${JSON.stringify(body)}`);

/** A fresh, valid address: `<prefix>-<id>@example.com` (lower case, letters and digits only). */
export function email(prefix = 'u'): string {
  return `${prefix}-${newId()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}@example.com`;
}

/** An anonymous visitor in a client of its own (better-auth's anonymous sign-in, as the web app's first write). */
export async function visitor(t: TestApp): Promise<{ c: TestClient; id: string }> {
  const c = t.client();
  const res = await c.json<{ user: { id: string } }>('/api/auth/sign-in/anonymous', { method: 'POST', json: {} });
  if (res.status !== 200) throw failed('anonymous sign-in', res.status, res.body);
  return { c, id: res.body.user.id };
}

/** Everything the local mail server was handed (behind the outbox or the per-mailbox cap), or only what went to `to`. */
export function mails(t: HasDeps, to?: string) {
  const sent = ((t.deps.mailer as OutboxMailer | RecipientLimitedMailer).inner as LocalMailer).sent;
  return to === undefined ? sent : sent.filter((m) => m.to === to);
}

export interface AccountOptions {
  name?: string;
  password?: string;
  /** A fresh address made with this prefix (default 'u'), unless `email` is given. */
  prefix?: string;
  email?: string;
  /** Stored on the user row; a coach also gets a coach profile (shown under their name). */
  role?: 'user' | 'coach' | 'admin' | 'organiser';
  /** Open the confirmation link mailed at sign-up in the same client (as clicking it in the same browser). */
  confirm?: boolean;
}

/** A signed-up account in a client of its own, signed in at once (POST /api/auth/sign-up/email). */
export async function account(
  t: TestApp,
  opts: AccountOptions = {},
): Promise<{ c: TestClient; id: string; email: string }> {
  const c = t.client();
  const address = opts.email ?? email(opts.prefix);
  const name = opts.name ?? 'Alex Future';
  const res = await c.json<{ user: { id: string } }>('/api/auth/sign-up/email', {
    method: 'POST',
    json: { email: address, password: opts.password ?? 'secret-pass-1', name },
  });
  if (res.status !== 200) throw failed('sign-up', res.status, res.body);
  const id = res.body.user.id;
  const db = t.deps.database.db;
  if (opts.role && opts.role !== 'user') await db.update(users).set({ role: opts.role }).where(eq(users.id, id));
  if (opts.role === 'coach') await db.insert(coachProfiles).values({ userId: id, displayName: name });
  if (opts.confirm) {
    const link = /(http\S+\/api\/auth\/verify-email\?\S+)/.exec(mails(t, address).at(-1)?.text ?? '')?.[1];
    if (!link) throw new Error(`no confirmation link mailed to ${address}`);
    const url = new URL(link);
    await c.request(url.pathname + url.search);
  }
  return { c, id, email: address };
}

let plainPng: Buffer | null = null;
/** A small plain PNG (a cover's stored image when its pixels do not matter). */
export async function coverPng(): Promise<Buffer> {
  plainPng ??= await sharp({ create: { width: 108, height: 135, channels: 3, background: '#2b1f6e' } })
    .png()
    .toBuffer();
  return plainPng;
}

export interface CoverOptions {
  role?: string;
  /** The name on the cover (null: an anonymous cover). */
  name?: string | null;
  /** false: a cover still being made (no image). Default: finished, with its image stored. */
  done?: boolean;
  /** The stored image (default: a small plain PNG); null: a finished row whose image was never stored. */
  image?: Buffer | null;
  /** Any other column of the row (cohort, answers, contexts...). */
  extra?: Partial<typeof magazineCovers.$inferInsert>;
}

/**
 * A cover row as the pipeline leaves it (finished, its image in storage) without rendering it: for tests that are
 * not about covers (the covers tests render theirs).
 */
export async function makeCover(t: HasDeps, ownerId: string, opts: CoverOptions = {}): Promise<string> {
  const id = newId();
  const done = opts.done ?? true;
  const imageKey = `covers/${id}.png`;
  await t.deps.database.db.insert(magazineCovers).values({
    id,
    sessionId: `s_${newId()}`,
    userId: ownerId,
    userName: opts.name === undefined ? 'Ada' : opts.name,
    roleTitle: opts.role ?? 'Space Janitor',
    watermarkText: 'FutureSelf',
    status: done ? 'done' : 'running',
    stage: done ? 'done' : 'image',
    progress: done ? 100 : 40,
    imageKey: done ? imageKey : null,
    ...opts.extra,
  });
  if (done && opts.image !== null) await t.deps.storage.put(imageKey, opts.image ?? (await coverPng()), 'image/png');
  return id;
}

export interface OrderOptions {
  product?: 'talk' | 'strategy' | 'show';
  amountCents?: number;
  status?: 'open' | 'paid';
  paidBy?: 'self' | 'sponsor';
  sponsorshipId?: string | null;
}

/**
 * A payment order (default: a paid Strategy order, paid by the person). Written out column by column: only the
 * order's own columns, so tests outside payments do not depend on the columns the payments area adds.
 */
export async function makeOrder(t: HasDeps, userId: string, opts: OrderOptions = {}): Promise<string> {
  const id = newId();
  const product = opts.product ?? 'strategy';
  const amount = opts.amountCents ?? (product === 'strategy' ? 9000 : 900);
  const status = opts.status ?? 'paid';
  await t.deps.database.db.execute(
    sql`insert into payment_orders (id, user_id, product, amount_cents, status, paid_by, sponsorship_id, provider, provider_session_id, tracking_session_id, paid_at)
        values (${id}, ${userId}, ${product}, ${amount}, ${status}, ${opts.paidBy ?? 'self'}, ${opts.sponsorshipId ?? null},
                'local', ${`cs_${id}`}, ${`s_${id}`}, ${status === 'paid' ? new Date() : null})`,
  );
  return id;
}
