import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyWorker } from './lazy-worker';

const script = new URL('./lazy-worker.fixture.mjs', import.meta.url);
let w: LazyWorker;
const make = (idleMs = 60_000, timeoutMs = 10_000) =>
  (w = new LazyWorker(script, { name: 'test-worker', idleMs, timeoutMs }));
const echo = (value: unknown) => w.run<{ value: unknown; threadId: number }>({ op: 'echo', value });

afterEach(() => w?.close());

describe('LazyWorker', () => {
  it('starts its thread on the first job only, and reuses it', async () => {
    make();
    expect(w.running).toBe(false);
    const a = await echo(1);
    expect(w.running).toBe(true);
    const [b, c] = await Promise.all([echo(2), echo({ x: [3] })]);
    expect([a.value, b.value, c.value]).toEqual([1, 2, { x: [3] }]);
    expect(new Set([a.threadId, b.threadId, c.threadId]).size).toBe(1);
  });

  it('ends the thread after the idle time, and starts a new one for the next job', async () => {
    make(50);
    const a = await echo('a');
    await vi.waitFor(() => expect(w.running).toBe(false), { timeout: 5000 });
    const b = await echo('b');
    expect(b.threadId).not.toBe(a.threadId);
  });

  it('rejects a job the worker answers with an error, and keeps the thread', async () => {
    make();
    const a = await echo(0);
    await expect(w.run({ op: 'fail', value: 'do that' })).rejects.toThrow('test-worker: cannot do that');
    expect((await echo(1)).threadId).toBe(a.threadId);
  });

  it('rejects the jobs in flight when the worker crashes, then starts afresh', async () => {
    make();
    const a = await echo(0);
    const hanging = expect(w.run({ op: 'hang' })).rejects.toThrow('crashed');
    await expect(w.run({ op: 'crash' })).rejects.toThrow('crashed');
    await hanging;
    expect((await echo(1)).threadId).not.toBe(a.threadId);
  });

  it('times a job out, ends the wedged thread, and serves the next job on a new one', async () => {
    make(60_000, 200);
    const a = await echo(0);
    await expect(w.run({ op: 'hang' })).rejects.toThrow('test-worker: timed out after 200 ms');
    expect(w.running).toBe(false);
    expect((await echo(1)).threadId).not.toBe(a.threadId);
  });

  it('close() rejects the jobs in flight and ends the thread', async () => {
    make();
    const hanging = expect(w.run({ op: 'hang' })).rejects.toThrow('test-worker: closed');
    await w.close();
    await hanging;
    expect(w.running).toBe(false);
  });
});
