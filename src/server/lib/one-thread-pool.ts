import { Piscina } from 'piscina';

/**
 * A piscina pool of one thread for a heavy WASM job (HEIC decoding, face detection; decision 012): no thread until
 * the first job, the thread ended after `idleMs` without one (its WASM memory goes with it). piscina rejects a job
 * whose thread crashes and starts a fresh thread for the next; a job given an AbortSignal that fires has its
 * thread ended. The worker module's default export answers each job.
 */
export function oneThreadPool(worker: URL, idleMs: number): Piscina {
  return new Piscina({
    filename: worker.href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: idleMs,
    // the jobs await (WASM loading, decoding): the thread keeps its event loop running between them
    atomics: 'disabled',
  });
}
