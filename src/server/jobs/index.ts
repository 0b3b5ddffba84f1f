import type { AppDeps } from '@server/context.js';
import { startJobQueue, type JobQueue, type JobQueueOptions } from './queue.js';
import { jobDefinitions } from './registry.js';

/**
 * Background jobs (issue 15, decision 052): the queue (queue.ts, pg-boss) and the list of jobs (registry.ts).
 * main.ts calls startJobs once the app is built; tests start it with their own definitions.
 */
export { startJobQueue, type JobDefinition, type JobQueue } from './queue.js';
export { jobDefinitions } from './registry.js';

export function startJobs(deps: AppDeps, opts?: JobQueueOptions): Promise<JobQueue> {
  return startJobQueue(deps, jobDefinitions(deps.config), opts);
}
