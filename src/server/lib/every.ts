/**
 * Runs `task` now and then every `intervalMs`, in this process: a run is skipped while the previous one is still
 * going, a failure goes to `onError` and the next run comes all the same, and the timer is unref'd (it never keeps
 * the process alive). Returns a function that stops it. The in-process schedules (voice retention, trust retention,
 * the weekly leaderboard) use it until a durable job queue takes them over (issue 15).
 */
export function every(intervalMs: number, task: () => Promise<unknown>, onError: (err: unknown) => void): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await task();
    } catch (err) {
      onError(err);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
