/**
 * A bounded fetch loop (N requests at concurrency C on loopback) for the bench sections that send
 * bodies or tokens (signed-in reads, door scans); plain public reads are measured with autocannon
 * in `throughput-bench.ts`.
 */
import { ms, printTable } from './bench-table';

export const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
export const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

export interface BenchTarget {
  name: string;
  url: string;
  headers?: Record<string, string>;
  /** A POST with this JSON body (made anew for request number `i`); a GET without. */
  body?: (i: number) => unknown;
  requests?: number;
  concurrency?: number;
}

export interface RateFigures {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

export async function requestRate({
  url,
  headers,
  body,
  requests = REQUESTS,
  concurrency = CONCURRENCY,
}: BenchTarget): Promise<RateFigures> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        const i = next++;
        const t = performance.now();
        const init = body
          ? {
              method: 'POST',
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify(body(i)),
            }
          : { headers };
        const res = await fetch(url, init).catch(() => null);
        if (!res?.ok) errors++;
        await res?.arrayBuffer();
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { perSecond: requests / seconds, p50: at(0.5), p99: at(0.99), errors };
}

/** Measures each target in turn and prints one table. */
export async function printRates(title: string, targets: readonly BenchTarget[]): Promise<void> {
  const rows: string[][] = [];
  for (const target of targets) {
    const r = await requestRate(target);
    rows.push([target.name, r.perSecond.toFixed(0), ms(r.p50), ms(r.p99), String(r.errors)]);
  }
  printTable(title, ['call', 'req/s', 'p50', 'p99', 'errors'], rows);
}
