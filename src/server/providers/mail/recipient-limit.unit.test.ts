import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '@server/lib/logger';
import { LocalMailer } from './local-mailer';
import { MAIL_PER_RECIPIENT, RecipientLimitedMailer, recipientHash } from './recipient-limit';

function setup() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  let now = 1_000_000;
  const inner = new LocalMailer(null, 'FutureSelf <hello@futureself.local>');
  const mailer = new RecipientLimitedMailer(inner, createLogger('warn', sink), MAIL_PER_RECIPIENT, () => now);
  return { inner, mailer, lines, advance: (ms: number) => (now += ms) };
}

const msg = (to: string, n = 0) => ({ to, subject: `Confirm ${n}`, text: 'Hello' });

describe('per-recipient mail limit', () => {
  it('sends 5 mails to one address in an hour and drops the rest with a warning that does not name the address', async () => {
    const { inner, mailer, lines } = setup();
    for (let i = 0; i < 8; i++) await mailer.send(msg('kid@example.com', i));
    expect(inner.sent.map((m) => m.subject)).toEqual(['Confirm 0', 'Confirm 1', 'Confirm 2', 'Confirm 3', 'Confirm 4']);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({
      level: 40,
      msg: 'mail dropped: too many mails to one address',
      recipient: recipientHash('kid@example.com'),
    });
    expect(JSON.stringify(lines)).not.toContain('kid@example.com');
  });

  it('counts an address however it is written, and each address on its own', async () => {
    const { inner, mailer } = setup();
    for (const to of [
      'Kid@Example.com',
      ' kid@example.COM',
      'kid@example.com',
      'KID@EXAMPLE.COM',
      'kid@example.com ',
      'kid@example.com',
    ])
      await mailer.send(msg(to));
    await mailer.send(msg('other@example.com'));
    expect(inner.sent.map((m) => m.to)).toEqual([
      'Kid@Example.com',
      ' kid@example.COM',
      'kid@example.com',
      'KID@EXAMPLE.COM',
      'kid@example.com ',
      'other@example.com',
    ]);
  });

  it('lets mail through again as the hour slides', async () => {
    const { inner, mailer, advance } = setup();
    for (let i = 0; i < 5; i++) {
      await mailer.send(msg('kid@example.com', i));
      advance(10 * 60_000); // one every 10 minutes: the first is 50 minutes old after the fifth
    }
    await mailer.send(msg('kid@example.com', 5));
    expect(inner.sent).toHaveLength(5);
    advance(10 * 60_000); // the first is now an hour old
    await mailer.send(msg('kid@example.com', 6));
    expect(inner.sent.map((m) => m.subject).at(-1)).toBe('Confirm 6');
    await mailer.send(msg('kid@example.com', 7));
    expect(inner.sent).toHaveLength(6);
  });
});
