import { describe, expect, it } from 'vitest';
import { renderPool } from '@server/render/index';
import { coverSlots } from './service';

describe('cover slots (decision 086)', () => {
  it('runs one more cover than the render threads at once; the rest start in arrival order', async () => {
    const limit = Math.max(1, renderPool.maxThreads) + 1;
    const taken = Array.from({ length: limit + 3 }, () => coverSlots.take());
    expect(taken.filter((t) => t.now)).toHaveLength(limit);
    expect(coverSlots.waiting).toBe(3);
    const started: number[] = [];
    taken.forEach((t, i) => void t.ready.then(() => started.push(i)));
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual(Array.from({ length: limit }, (_, i) => i));
    taken[1]!.release();
    taken[1]!.release(); // twice is once
    await new Promise((r) => setTimeout(r, 0));
    expect(started.at(-1)).toBe(limit);
    expect(coverSlots.waiting).toBe(2);
    for (const t of taken) t.release();
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toHaveLength(limit + 3);
    expect(coverSlots.waiting).toBe(0);
    // all free again
    const again = Array.from({ length: limit }, () => coverSlots.take());
    expect(again.every((t) => t.now)).toBe(true);
    for (const t of again) t.release();
  });
});
