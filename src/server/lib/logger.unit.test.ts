import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: createLogger('info', sink), lines };
}

/** What PostgreSQL answers for a duplicate: its `detail` repeats the value. */
function pgError() {
  return Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
    code: '23505',
    severity: 'ERROR',
    constraint: 'users_email_unique',
    table: 'users',
    detail: 'Key (email)=(kid@example.com) already exists.',
    where: 'SQL statement "insert ... kid@example.com"',
  });
}

describe('logger', () => {
  it('logs a failed query with its SQL and its cause, but not its parameters', () => {
    const { log, lines } = capture();
    const answers = JSON.stringify({ superpower: 'Talking to whales' });
    const err = new DrizzleQueryError(
      'insert into "tracking_events" ("id", "user_agent", "event_data") values ($1, $2, $3)',
      ['ev_1', 'Mozilla/5.0 (Kid phone)', answers],
      pgError(),
    );
    expect(err.message).toContain('Mozilla/5.0'); // Drizzle writes the values into the message (and so the stack)
    log.error({ err, path: '/api/track/page-view' }, 'unhandled error');

    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!);
    expect(line.err).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into "tracking_events" ("id", "user_agent", "event_data") values ($1, $2, $3)',
      query: 'insert into "tracking_events" ("id", "user_agent", "event_data") values ($1, $2, $3)',
      cause: {
        code: '23505',
        constraint: 'users_email_unique',
        table: 'users',
        message: 'duplicate key value violates unique constraint "users_email_unique"',
      },
    });
    expect(line.err.stack).toContain('at ');
    for (const secret of ['Mozilla/5.0', 'Talking to whales', 'ev_1', 'kid@example.com', 'params'])
      expect(lines[0], secret).not.toContain(secret);
  });

  it('keeps an aggregate error’s parts (a connection refused on every address)', () => {
    const { log, lines } = capture();
    const refused = (address: string) =>
      Object.assign(new Error(`connect ECONNREFUSED ${address}:5432`), { code: 'ECONNREFUSED', syscall: 'connect' });
    log.error({ err: new AggregateError([refused('::1'), refused('127.0.0.1')]) }, 'database');
    expect(JSON.parse(lines[0]!).err.errors).toEqual([
      expect.objectContaining({ code: 'ECONNREFUSED', syscall: 'connect' }),
      expect.objectContaining({ code: 'ECONNREFUSED' }),
    ]);
  });

  it('censors passwords, tokens and cookies wherever they are logged', () => {
    const { log, lines } = capture();
    log.warn({ password: 'secret1', token: 'tok', headers: { cookie: 'a=b', 'user-agent': 'x' } }, 'request');
    const line = JSON.parse(lines[0]!);
    expect(line).toMatchObject({ password: '[redacted]', token: '[redacted]', headers: { cookie: '[redacted]' } });
  });
});
