// A worker for lazy-worker.unit.test.ts: echoes, fails, crashes or never answers, as asked.
import { parentPort, threadId } from 'node:worker_threads';

parentPort.on('message', ({ id, op, value }) => {
  if (op === 'echo') parentPort.postMessage({ id, result: { value, threadId } });
  else if (op === 'fail') parentPort.postMessage({ id, error: `cannot ${value}` });
  else if (op === 'crash') throw new Error('crashed');
  // 'hang': no answer
});
