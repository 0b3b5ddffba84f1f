import { eq } from 'drizzle-orm';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestApp, TestClient } from '../../../../tests/helpers/test-app';

import { localSubscriptions, magazineCovers, paymentOrders, sponsorships } from '@server/db/schema';

import { newId } from '@server/lib/ids';

import { insertCover, visitor } from '../covers/test-support';

import { CARD, DAY, movableClock, outbox, pay, paymentsTestApp, sessionIdOf, startCheckout } from './test-support';

/** Decision 066: after a sponsor pays. */
const clock = movableClock();
let t: TestApp;
beforeAll(async () => (t = await paymentsTestApp(clock)));
afterAll(() => t.close());
const db = () => t.deps.database.db;
const PNG_A = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PNG_B = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function poster(userId: string, png: Buffer) {
  const coverId = await insertCover(t, userId, { status: 'done', userName: 'Maya Lindqvist' });
  const key = `covers/${coverId}.png`;
  await t.deps.storage.put(key, png, 'image/png');
  await db().update(magazineCovers).set({ imageKey: key }).where(eq(magazineCovers.id, coverId));
  return coverId;
}

async function ask(c: TestClient, service: 'talk' | 'strategy' = 'talk') {
  const to = `parent_${newId().toLowerCase()}@example.com`;
  const res = await c.json('/api/sponsorships', {
    method: 'POST',
    json: { parentNames: 'Anna', parentEmail: to, serviceType: service },
  });
  expect(res.status).toBe(200);
  const mail = outbox(t).find((m) => m.to === to)!;
  return { token: /sponsor=([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!, to };
}

type Ctx = { firstName: string; posterUrl: string | null; already?: string | null };

describe('a sponsor link', () => {
  it('shows the poster that was shared when it was asked, not a newer one', async () => {
    const { c, userId } = await visitor(t);
    await poster(userId, PNG_A);
    const { token } = await ask(c);
    await new Promise((r) => setTimeout(r, 5));
    await poster(userId, PNG_B);
    const img = await t.client().request(`/api/sponsorships/${token}/poster`);
    expect(Buffer.from(await img.arrayBuffer()).equals(PNG_A)).toBe(true);
  });

  it('expires after 30 days', async () => {
    const { c, userId } = await visitor(t);
    await poster(userId, PNG_A);
    const { token } = await ask(c);
    await db()
      .update(sponsorships)
      .set({ createdAt: new Date(clock.now().getTime() - 31 * DAY) })
      .where(eq(sponsorships.userId, userId));
    const res = await t.client().json<{ error: { code: string; message: string } }>(`/api/sponsorships/${token}`);
    expect(res.status).toBe(410);
    expect(res.body.error.code).toBe('sponsor_link_expired');
    expect((await startCheckout(t.client(), 'talk', { sponsorToken: token })).status).toBe(410);
  });

  it('once paid: "Already sponsored — thank you", and a second sponsor is told so and cannot pay', async () => {
    const { c, userId } = await visitor(t);
    await poster(userId, PNG_A);
    const first = await ask(c, 'strategy');
    const second = await ask(c, 'strategy');
    const sponsor = t.client();
    const id = sessionIdOf((await startCheckout(sponsor, 'strategy', { sponsorToken: first.token })).body.url);
    expect((await pay(sponsor, id, { ...CARD, email: first.to })).status).toBe(200);
    const again = await t.client().json<Ctx>(`/api/sponsorships/${first.token}`);
    expect(again.body.already).toBe('sponsored');
    const other = t.client();
    const ctx = await other.json<Ctx>(`/api/sponsorships/${second.token}`);
    expect(ctx.status).toBe(200);
    expect(ctx.body.already).toBe('sponsored');
    const refused = await startCheckout(other, 'strategy', { sponsorToken: second.token });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('already_sponsored');
    expect((refused.body as unknown as { error: { message: string } }).error.message).toBe(
      'Already sponsored — thank you. Maya has this already.',
    );
  });

  it('the receipt names the person, the page knows nobody was told, and the sponsor can see and cancel Talk', async () => {
    const { c, userId } = await visitor(t);
    await poster(userId, PNG_A);
    const { token, to } = await ask(c, 'talk');
    const sponsor = t.client();
    const id = sessionIdOf((await startCheckout(sponsor, 'talk', { sponsorToken: token })).body.url);
    expect((await pay(sponsor, id, { ...CARD, email: to })).status).toBe(200);
    const status = await sponsor.json<{ personNotified?: boolean }>(`/api/checkout/sessions/${id}`);
    expect(status.body.personNotified).toBe(false);
    const receipt = outbox(t)
      .filter((m) => m.to === to && /receipt/i.test(m.subject))
      .at(-1)!;
    expect(receipt.text).toContain('for Maya');
    expect(receipt.text).not.toContain('Visitor');
    const m = /(http\S+\/sponsor-manage\?t=[A-Za-z0-9._-]+)/.exec(receipt.text);
    expect(m, 'a manage link in the receipt').not.toBeNull();
    const t2 = new URL(m![1]!).searchParams.get('t')!;

    const view = await t
      .client()
      .json<{ forName: string; status: string; cancelAtPeriodEnd: boolean }>(`/api/sponsor-manage/${t2}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ forName: 'Maya', status: 'active', cancelAtPeriodEnd: false });
    const cancel = await t.client().json<{ cancelAtPeriodEnd: boolean }>(`/api/sponsor-manage/${t2}`, {
      method: 'POST',
      json: { cancelAtPeriodEnd: true },
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body.cancelAtPeriodEnd).toBe(true);
    const [order] = await db().select().from(paymentOrders).where(eq(paymentOrders.providerSessionId, id));
    const [sub] = await db()
      .select()
      .from(localSubscriptions)
      .where(eq(localSubscriptions.id, order!.providerSubscriptionId!));
    expect(sub!.cancelAtPeriodEnd).toBe(true);
    // A forged or altered link shows nothing.
    expect((await t.client().request(`/api/sponsor-manage/${t2.slice(0, -2)}xx`)).status).toBe(404);
    // It expires.
    clock.advance(60 * DAY);
    expect((await t.client().request(`/api/sponsor-manage/${t2}`)).status).toBe(410);
  });
});
