import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/helpers/test-app';
import { mails, visitor } from '../../../../tests/helpers/factories';
import { newId } from '@server/lib/ids';
import { MAIL_LIMIT_MESSAGES, NO_LINKS_MESSAGE, THIRD_PARTY_MAIL_LIMITS } from './third-party-mail';

/**
 * The third-party mail limits hold under parallel requests (atomic on PGlite and PostgreSQL),
 * count `name+tag@` and any case as one mailbox, and a sponsor's custom message cannot carry links.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  (t.deps.payments as { close?(): void }).close?.();
  await t.close();
});

type ErrorBody = { error?: { code: string; message: string } };
const sent = () => mails(t);
const parent = () => `parent_${newId().toLowerCase()}@example.com`;
const mailbox = (local: string, domain: string) => (m: { to: string }) => {
  const [l, d] = m.to.toLowerCase().split('@') as [string, string];
  return d === domain && l.split('+')[0] === local;
};

const sponsor = (c: TestClient, parentEmail: string, customMessage?: string) =>
  c.json<ErrorBody>('/api/sponsorships', {
    method: 'POST',
    json: { parentNames: 'Mum', parentEmail, serviceType: 'talk', ...(customMessage ? { customMessage } : {}) },
  });

describe('third-party mail limits', () => {
  it('20 parallel sponsorship requests from one visitor send no more than the limit of 5', async () => {
    const c = (await visitor(t)).c;
    const to = Array.from({ length: 20 }, () => parent());
    const statuses = (await Promise.all(to.map((p) => sponsor(c, p)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(THIRD_PARTY_MAIL_LIMITS.perSenderPerDay);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - THIRD_PARTY_MAIL_LIMITS.perSenderPerDay);
    expect(sent().filter((m) => to.includes(m.to))).toHaveLength(THIRD_PARTY_MAIL_LIMITS.perSenderPerDay);
  });

  it('20 visitors at once to one address: only the per-address limit of mails goes out', async () => {
    const to = parent();
    const clients = await Promise.all(Array.from({ length: 20 }, async () => (await visitor(t)).c));
    const statuses = (await Promise.all(clients.map((c) => sponsor(c, to)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(THIRD_PARTY_MAIL_LIMITS.perRecipientPerDay);
    expect(sent().filter((m) => m.to === to)).toHaveLength(THIRD_PARTY_MAIL_LIMITS.perRecipientPerDay);
  });

  it('counts name+tag@ and any case of an address as one mailbox', async () => {
    const [local, domain] = parent().split('@') as [string, string];
    const spellings = [
      `${local}@${domain}`,
      `${local}+a@${domain}`,
      `${local.toUpperCase()}+b@${domain.toUpperCase()}`,
    ];
    for (const p of spellings) expect((await sponsor((await visitor(t)).c, p)).status).toBe(200);
    const over = await sponsor((await visitor(t)).c, `${local}+zzz@${domain}`);
    expect(over.status).toBe(429);
    expect(over.body.error?.message).toBe(MAIL_LIMIT_MESSAGES.recipient);
    expect(sent().filter(mailbox(local, domain))).toHaveLength(THIRD_PARTY_MAIL_LIMITS.perRecipientPerDay);
  });
});

describe("a sponsor's custom message", () => {
  it('cannot carry links: a clear 400, and nothing is mailed', async () => {
    for (const message of [
      'Please pay here: https://evil.example/pay',
      'see www.evil.example',
      'go to paypa1-secure.com/login now',
      'Click <a href="x">here</a>',
      'open [this](x)',
      'HTTP://EVIL.EXAMPLE',
      'ｈｔｔｐｓ://evil.example',
    ]) {
      const to = parent();
      const res = await sponsor((await visitor(t)).c, to, message);
      expect(res.status, message).toBe(400);
      expect(res.body.error).toEqual({ code: 'message_has_link', message: NO_LINKS_MESSAGE });
      expect(sent().filter((m) => m.to === to)).toHaveLength(0);
    }
    const to = parent();
    expect((await sponsor((await visitor(t)).c, to, 'Mum, this would mean a lot to me. Love, Ada.')).status).toBe(200);
    expect(sent().filter((m) => m.to === to)).toHaveLength(1);
  });
});
