import { Writable } from 'node:stream';
import { logger as betterAuthModuleLogger } from 'better-auth';
import { describe, expect, it } from 'vitest';
import { createLogger } from '@server/lib/logger';
import { betterAuthLogger, routeBetterAuthModuleLogger } from './auth-logger';

function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: createLogger('debug', sink), lines };
}

describe('better-auth logs', () => {
  it('its module-level logger (which ignores the logger option) writes JSON through ours, not coloured text', () => {
    const { log, lines } = capture();
    const printed: unknown[] = [];
    const original = { error: console.error, warn: console.warn };
    console.error = console.warn = (...a: unknown[]) => void printed.push(a);
    try {
      routeBetterAuthModuleLogger(log);
      betterAuthModuleLogger.error('[# Drizzle Adapter]: The model "users" was not found', new Error('boom'));
      betterAuthModuleLogger.warn('Adapter does not correctly implement transaction function');
      betterAuthModuleLogger.info('Falling back to regular query');
    } finally {
      Object.assign(console, original);
    }
    expect(printed).toEqual([]);
    expect(lines.map((l) => JSON.parse(l))).toEqual([
      expect.objectContaining({
        level: 50,
        auth: true,
        msg: '[# Drizzle Adapter]: The model "users" was not found',
        err: expect.objectContaining({ message: 'boom' }),
      }),
      expect.objectContaining({
        level: 40,
        auth: true,
        msg: 'Adapter does not correctly implement transaction function',
      }),
    ]);
  });

  it('the logger option keeps errors, drops other arguments, and takes warnings and up', () => {
    const { log, lines } = capture();
    const opt = betterAuthLogger(log);
    expect(opt.level).toBe('warn');
    opt.log!('error', 'Failed to create user', new Error('insert failed'), {
      where: [{ field: 'email', value: 'kid@example.com' }],
    });
    const line = JSON.parse(lines[0]!);
    expect(line).toMatchObject({
      level: 50,
      auth: true,
      msg: 'Failed to create user',
      err: { message: 'insert failed' },
    });
    expect(lines[0]).not.toContain('kid@example.com');
  });
});
