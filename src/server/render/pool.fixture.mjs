// A stand-in render worker for pool.unit.test.ts: answers after `ms` with its thread id.
import { threadId } from 'node:worker_threads';

export default ({ input }) => new Promise((resolve) => setTimeout(() => resolve({ n: input.n, threadId }), input.ms));
