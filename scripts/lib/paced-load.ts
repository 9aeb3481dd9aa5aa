/**
 * Requests sent at a fixed rate, however long earlier ones take (an open loop, as people send
 * chat messages), each timed from its own send to its answer. autocannon's `overallRate` is not
 * this: at 90 a second over 50 connections it measured a chat message at 51 ms p50 and 175 ms p99
 * where the same messages sent at the same rate with `fetch` took 7 ms and 36 ms, as one at a time
 * (8 ms): its latency counts a request's wait for its turn in the rate.
 */
export interface PacedFigures {
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

/** `send(i)` makes request `i` and says whether it was answered 2xx. */
export type PacedSend = (i: number) => Promise<boolean>;

export async function pacedLoad(
  perSecond: number,
  seconds: number,
  send: PacedSend,
): Promise<PacedFigures> {
  const count = Math.round(perSecond * seconds);
  const times: number[] = [];
  let failures = 0;
  const started = performance.now();
  const requests = Array.from({ length: count }, async (_, i) => {
    await new Promise((resolve) => setTimeout(resolve, (i * 1000) / perSecond));
    const sent = performance.now();
    const ok = await send(i).catch(() => false);
    times.push(performance.now() - sent);
    if (!ok) failures++;
  });
  await Promise.all(requests);
  const elapsedSeconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { perSecond: count / elapsedSeconds, p50: at(0.5), p99: at(0.99), failures };
}
