/**
 * The sweeps a running API does besides answering requests: queued texts go out when their time
 * comes, ended events leave the live indexes, old client error reports, load counts and
 * Idempotency-Keys go. Their failures are logged through the server's logger
 * (`{ err }`, so log-options.ts keeps a failed query's SQL and parameters out of the line).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/database';
import { pruneIdempotencyKeys } from './checkout/prune-idempotency-keys';
import { pruneClientReports } from './client-errors/prune-client-reports';
import { archiveEndedEvents } from './events/archive-sweep';
import { deliverDueTexts } from './host-team/text-delivery';
import { CLOSE_GRACE_MS } from './http/in-flight-handlers';
import type { SmsProvider } from './messaging/sms-provider';
import type { Clock } from './time/clock';
import { settlesWithin } from './time/settles-within';
import { startSweep } from './time/sweep';

/** How often queued texts (quiet hours) are looked at. */
export const TEXT_SWEEP_INTERVAL_MS = 60_000;
/** How often ended events are archived out of the live indexes (events/archive-sweep.ts). */
export const ARCHIVE_SWEEP_INTERVAL_MS = 5 * 60_000;
/** How often client error reports past their retention are deleted. */
export const CLIENT_REPORT_PRUNE_INTERVAL_MS = 60 * 60_000;

export interface BackgroundSweepOptions {
  db: Database;
  sms: SmsProvider;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Intervals; tests shorten them. */
  textsEveryMs?: number;
  archiveEveryMs?: number;
  pruneEveryMs?: number;
}

/**
 * Starts the sweeps. The answer stops them and waits, at most `graceMs`, for the runs in progress:
 * the database must not close under a text that was sent and not yet recorded as sent, which would
 * go again once its claim grew stale.
 */
export function startBackgroundSweeps(
  options: BackgroundSweepOptions,
): (graceMs?: number) => Promise<void> {
  const { db, sms, clock, log } = options;
  const stopTexts = startSweep((now, signal) => deliverDueTexts(db, sms, now, { signal }), {
    clock,
    intervalMs: options.textsEveryMs ?? TEXT_SWEEP_INTERVAL_MS,
    onError: (error) => log.error({ err: error }, 'sending queued texts failed'),
  });
  // Every instance may run it (it skips rows another instance has locked).
  const stopArchive = startSweep((now) => archiveEndedEvents(db, now), {
    clock,
    intervalMs: options.archiveEveryMs ?? ARCHIVE_SWEEP_INTERVAL_MS,
    onError: (error) => log.error({ err: error }, 'archiving ended events failed'),
  });
  const stopPrune = startSweep((now) => pruneClientReports(db, now), {
    clock,
    intervalMs: options.pruneEveryMs ?? CLIENT_REPORT_PRUNE_INTERVAL_MS,
    onError: (error) => log.error({ err: error }, 'pruning client error reports failed'),
  });
  const stopKeyPrune = startSweep((now) => pruneIdempotencyKeys(db, now), {
    clock,
    intervalMs: options.pruneEveryMs ?? CLIENT_REPORT_PRUNE_INTERVAL_MS,
    onError: (error) => log.error({ err: error }, 'pruning old Idempotency-Keys failed'),
  });
  return async (graceMs = CLOSE_GRACE_MS) => {
    const stopped = Promise.all([stopTexts(), stopArchive(), stopPrune(), stopKeyPrune()]);
    if (!(await settlesWithin(stopped, graceMs))) {
      log.error({ graceMs }, 'closing: a sweep still running after the grace period');
    }
  };
}
