import { logger as betterAuthModuleLogger, type BetterAuthOptions } from 'better-auth';
import type { Logger } from '@server/lib/logger.js';

type Level = 'debug' | 'info' | 'success' | 'warn' | 'error';

/**
 * better-auth's log lines as JSON through our logger. Its extra arguments are kept only when they are errors
 * (serialised without query parameters, see lib/logger.ts); other objects it passes may hold an address or a
 * query's where-clause, so they are left out. Its `info` level names e-mail addresses: we take warnings and up.
 */
export function betterAuthLogger(log: Logger): NonNullable<BetterAuthOptions['logger']> {
  return { disabled: false, level: 'warn', log: (level, message, ...args) => write(log, level, message, args) };
}

/**
 * A few parts of better-auth (its Drizzle adapter, JSON and id helpers) log through a module-level logger that
 * ignores the `logger` option and prints coloured text to the console. Point that one at our logger too.
 */
export function routeBetterAuthModuleLogger(log: Logger): void {
  const target = betterAuthModuleLogger as unknown as Record<Level, (message: string, ...args: unknown[]) => void>;
  target.warn = (message, ...args) => write(log, 'warn', message, args);
  target.error = (message, ...args) => write(log, 'error', message, args);
  for (const quiet of ['debug', 'info', 'success'] as const) target[quiet] = () => undefined;
}

/**
 * better-auth's `onAPIError.onError`: by default it logs every APIError it answers at error level, a visitor's
 * mistake (an address already registered, 422) as loudly as a bug. A 4xx is logged at warn with its status, a 5xx
 * or anything not an APIError at error (decision 065). Only the message is kept (no body, no address).
 */
export function betterAuthApiErrorLogger(log: Logger) {
  return (e: unknown) => {
    const status = (e as { statusCode?: unknown } | null)?.statusCode;
    const message = e instanceof Error ? e.message : String(e);
    if (e instanceof Error && e.name === 'APIError' && typeof status === 'number' && status < 500)
      log.warn({ auth: true, status }, message);
    else log.error({ auth: true, status, err: e }, message || 'auth error');
  };
}

function write(log: Logger, level: Level, message: unknown, args: unknown[]) {
  const err = args.find((a) => a instanceof Error);
  const fields = err ? { auth: true, err } : { auth: true };
  const text = typeof message === 'string' ? message : String(message);
  if (level === 'error') log.error(fields, text);
  else if (level === 'warn') log.warn(fields, text);
  else if (level === 'debug') log.debug(fields, text);
  else log.info(fields, text);
}
