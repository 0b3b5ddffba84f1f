import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * Structured JSON logs on stdout. Logs carry ids, never a visitor's data: an error is logged through
 * `safeError`, which keeps a failed query's SQL but not its parameters (answers, names, user agents...), and
 * the keys below are censored wherever they appear.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'futureself' },
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: safeError, error: safeError },
      redact: { paths: REDACTED, censor: '[redacted]' },
    },
    destination,
  );
}

const REDACTED = [
  'password',
  'newPassword',
  'token',
  'cookie',
  'authorization',
  'params',
  'headers.cookie',
  'headers.authorization',
];

/** Fields of an error (and of a PostgreSQL error) that say what failed without carrying the data involved. */
const KEPT = [
  'code',
  'errno',
  'syscall',
  'severity',
  'routine',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'status',
  'statusCode',
];

/**
 * An error as a log object: type, message, stack, its `cause` chain and the fields above. Dropped: a failed
 * query's `params` (Drizzle also writes them into its message, and so into the stack) and PostgreSQL's `detail`
 * ("Key (email)=(...) already exists"), `where` and `internalQuery`.
 */
export function safeError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error)) return err;
  const e = err as Error & Record<string, unknown>;
  const message = withoutParams(e.message);
  const out: Record<string, unknown> = { type: e.constructor?.name ?? e.name, message };
  if (e.stack) out.stack = e.stack.replace(e.message, message);
  if (typeof e.query === 'string') out.query = e.query;
  for (const k of KEPT) if (e[k] !== undefined && e[k] !== null && typeof e[k] !== 'object') out[k] = e[k];
  if (err instanceof AggregateError) out.errors = err.errors.slice(0, 5).map((x) => safeError(x, depth + 1));
  if (e.cause !== undefined && depth < 5) out.cause = safeError(e.cause, depth + 1);
  return out;
}

/** Drizzle: "Failed query: <sql>\nparams: <values>" → "Failed query: <sql>". */
function withoutParams(message: string): string {
  const i = message.indexOf('\nparams:');
  return i === -1 ? message : message.slice(0, i);
}
