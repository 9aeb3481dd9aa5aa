/**
 * Work that is due at a time (queued texts) is done by a sweep: one function of "now", called
 * every interval by the running server and called directly by tests with a clock they advance.
 */
import type { Clock } from './clock';

/**
 * `signal` is aborted when the sweep is stopped: a task that works through many items stops
 * between two of them, after finishing the one in hand.
 */
export type SweepTask = (now: Date, signal: AbortSignal) => Promise<unknown>;

/**
 * Runs `task` every `intervalMs` (never two at once). The answer stops it: no run starts after,
 * the one running is asked to stop, and the promise it returns settles once that run has ended.
 */
export function startSweep(
  task: SweepTask,
  {
    clock,
    intervalMs,
    onError,
  }: { clock: Clock; intervalMs: number; onError: (e: unknown) => void },
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const stopping = new AbortController();
  const timer = setInterval(() => {
    if (running) return;
    running = task(clock(), stopping.signal)
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  // The sweep alone must not keep the process alive.
  timer.unref();
  return async () => {
    clearInterval(timer);
    stopping.abort();
    await running;
  };
}
