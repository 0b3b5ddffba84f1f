import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { every } from './every';

describe('every', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs now and at each interval, skips a run while the last is going, reports failures and goes on', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    let finish: (() => void) | null = null;
    const stop = every(
      1000,
      () => {
        calls++;
        if (calls === 2) throw new Error('boom');
        if (calls === 3) return new Promise<void>((r) => (finish = r));
        return Promise.resolve();
      },
      (err) => errors.push(err),
    );
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
    expect(errors).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(3); // still running...
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toBe(3); // ...so these two ticks were skipped
    finish!();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(4);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toBe(4);
  });
});
