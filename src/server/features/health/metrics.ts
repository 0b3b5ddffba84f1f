import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { renderPool, type RenderQueueStats } from '@server/render/index.js';

/**
 * GET /metrics (decision 048): this process's event-loop delay, memory and render queue, for the load test and
 * the operator. Process figures only: no ids, no personal data, nothing about requests.
 *
 * The event-loop delay is measured by perf_hooks' histogram (10 ms sampling timer, so ~10 ms is the floor of what
 * it sees) and covers the time **since the previous GET /metrics** (or since the process's first app started):
 * each read starts a new window, so a load test reads once before and once after its run.
 */
export interface Metrics {
  eventLoopDelayP99Ms: number;
  eventLoopDelayMaxMs: number;
  eventLoopDelayMeanMs: number;
  /** Length of the window the delay figures cover. */
  windowMs: number;
  rssBytes: number;
  heapUsedBytes: number;
  renderQueue: RenderQueueStats;
}

let histogram: IntervalHistogram | null = null;
let windowStart = 0;

/** Starts the histogram (once per process; every app built in it shares it). */
export function startEventLoopMonitor(): void {
  if (histogram) return;
  histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  windowStart = performance.now();
}

const ms = (ns: number) => Math.round(ns / 1e4) / 100; // ns → ms, 2 decimals

/** The figures of the window now ending; the next window starts at once. */
export function readMetrics(): Metrics {
  startEventLoopMonitor();
  const h = histogram!;
  const now = performance.now();
  const seen = h.count > 0;
  const m = process.memoryUsage();
  const out: Metrics = {
    eventLoopDelayP99Ms: seen ? ms(h.percentile(99)) : 0,
    eventLoopDelayMaxMs: seen ? ms(h.max) : 0,
    eventLoopDelayMeanMs: seen ? ms(h.mean) : 0,
    windowMs: Math.round(now - windowStart),
    rssBytes: m.rss,
    heapUsedBytes: m.heapUsed,
    renderQueue: renderPool.stats(),
  };
  h.reset();
  windowStart = now;
  return out;
}
