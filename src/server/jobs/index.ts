import type { AppDeps } from '@server/context.js';
import { startJobQueue, type JobQueue, type JobQueueOptions } from './queue.js';
import { jobDefinitions } from './registry.js';
import { OutboxMailer } from '@server/providers/mail/outbox.js';
import { LocalPayments } from '@server/providers/payments/index.js';

/**
 * Background jobs (decision 052): the queue (queue.ts, pg-boss) and the list of jobs (registry.ts).
 * main.ts calls startJobs once the app is built; tests start it with their own definitions.
 */
export { startJobQueue, type JobDefinition, type JobQueue } from './queue.js';
export { jobDefinitions } from './registry.js';

export async function startJobs(deps: AppDeps, opts?: JobQueueOptions): Promise<JobQueue> {
  // a web instance (APP_ROLE=web, decision 085) sends jobs and runs none; the workers sweep
  const work = opts?.work ?? deps.config.role !== 'web';
  const queue = await startJobQueue(deps, jobDefinitions(deps.config), { ...opts, work });
  if (!work) return queue;
  // mail a crash left in the outbox goes now, not at the next sweep slot (decision 065)
  if (deps.mailer instanceof OutboxMailer)
    await deps.mailer.sweep().catch((err: unknown) => deps.log.warn({ err: (err as Error).message }, 'mail: sweep'));
  // so do the local payments' undelivered events (decision 075)
  if (deps.payments instanceof LocalPayments)
    await deps.payments
      .sweepEvents()
      .catch((err: unknown) => deps.log.warn({ err: (err as Error).message }, 'local payments: sweep'));
  return queue;
}
