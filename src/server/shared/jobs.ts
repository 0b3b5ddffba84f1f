/**
 * What a feature sees of the durable job queue (src/server/jobs, decision 052): `deps.jobs`, set once the queue
 * runs in this process (main.ts starts it). Tests and scripts that build an app without starting it have no
 * `deps.jobs`; a feature then does the work in this process, as the only instance there is.
 */
export interface Jobs {
  /**
   * Enqueue a job for any instance's worker. `key` makes it a singleton on its queue (a cover id: at most one
   * queued and one running); `delaySeconds` makes it due that much later. Resolves once the job is stored (false: an
   * equal job was already queued, or the queue is stopping).
   */
  send(name: string, data: Record<string, unknown>, opts?: { key?: string; delaySeconds?: number }): Promise<boolean>;
}

/** Thrown by a job that should simply run again later (not a fault): retried with back-off, logged at debug. */
export class RetryLater extends Error {}
