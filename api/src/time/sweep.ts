/**
 * Work that is due at a time (queued texts) is done by a sweep: one function of "now", called
 * every interval by the running server and called directly by tests with a clock they advance.
 */
import type { Clock } from './clock';

export type SweepTask = (now: Date) => Promise<unknown>;

/** Runs `task` every `intervalMs` (never two at once); the answer stops it. */
export function startSweep(
  task: SweepTask,
  {
    clock,
    intervalMs,
    onError,
  }: { clock: Clock; intervalMs: number; onError: (e: unknown) => void },
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    task(clock())
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  // The sweep alone must not keep the process alive.
  timer.unref();
  return () => clearInterval(timer);
}
