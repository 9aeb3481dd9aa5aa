/**
 * The handlers still running, so that closing the server waits for them before the database
 * closes. Fastify's `close` waits for open connections, not for handlers: a request whose client
 * went away (a phone that lost signal, a proxy's timeout, a load generator stopped) keeps running
 * with no connection left, and `close` resolved under it. The database then closed mid-request.
 * That was seen at the end of the RSVP bench: the orders were written, but their Idempotency-Keys
 * were never answered, and the keys were never freed either.
 */
import type { FastifyInstance } from 'fastify';
import { settlesWithin } from '../time/settles-within';

/**
 * How long closing waits for running handlers. Hosts give a stopping process about 10–30 s after
 * SIGTERM; a handler still running after this is stuck, and the process must still stop.
 */
export const CLOSE_GRACE_MS = 8_000;

export interface InFlightHandlers {
  /** Counts one handler as running until the function it answers is called (once). */
  begin(): () => void;
  /** How many are running now. */
  running(): number;
  /** Resolves true once none is running, or false after `graceMs` with some still running. */
  drained(graceMs: number): Promise<boolean>;
}

export function createInFlightHandlers(): InFlightHandlers {
  let running = 0;
  /** Resolved when `running` next falls to zero; made by the first `drained` that waits. */
  let idle: { settled: Promise<void>; resolve: () => void } | null = null;
  const end = () => {
    running -= 1;
    if (running > 0) return;
    idle?.resolve();
    idle = null;
  };
  return {
    begin() {
      running += 1;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        end();
      };
    },
    running: () => running,
    drained(graceMs) {
      if (running === 0) return Promise.resolve(true);
      if (!idle) {
        let resolve!: () => void;
        const settled = new Promise<void>((done) => (resolve = done));
        idle = { settled, resolve };
      }
      return settlesWithin(idle.settled, graceMs);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by buildServer; `serve` counts every endpoint's handler in it. */
    inFlightHandlers: InFlightHandlers;
  }
}

/**
 * Decorates `app` with the tracker and makes its close wait for the running handlers first, before
 * any `onClose` hook or the server's own close. By `preClose` Fastify is already closing: a request
 * that arrives now is answered 503 without reaching a handler, so the count only falls.
 */
export function registerInFlightHandlers(
  app: FastifyInstance,
  graceMs: number = CLOSE_GRACE_MS,
): InFlightHandlers {
  const handlers = createInFlightHandlers();
  app.decorate('inFlightHandlers', handlers);
  app.addHook('preClose', async () => {
    const still = handlers.running();
    if (still === 0) return;
    app.log.info({ running: still }, 'closing: waiting for running requests to finish');
    if (!(await handlers.drained(graceMs))) {
      app.log.error(
        { running: handlers.running(), graceMs },
        'closing: requests still running after the grace period; the database closes under them',
      );
    }
  });
  return handlers;
}
