/**
 * POST /v2/error: browsers report what broke, per released remote version; POST /v2/error/loads:
 * what loaded, the denominator of each release's error rate (see client-errors/); GET
 * /v2/error/releases/counts: per device and window, what the canary judge compares.
 */
import type { FastifyPluginAsync } from 'fastify';
import { CLIENT_ERROR_LIMITS } from 'contract';
import type { Database } from '../db/database';
import { ApiError, invalidField } from '../http/api-error';
import { createRateLimiter } from '../http/rate-limiter';
import { serve } from '../http/serve-endpoint';
import { recordClientError } from '../client-errors/client-error-store';
import { recordReleaseLoads } from '../client-errors/release-loads';
import {
  DEVICE_WINDOW_SECONDS,
  recordDeviceError,
  recordDeviceLoads,
  releaseCountsSince,
} from '../client-errors/release-device-counts';
import type { Clock } from '../time/clock';

export interface ClientErrorRoutesOptions {
  db: Database;
  clock: Clock;
  /** Reports of each kind one address may send per minute (CLIENT_ERROR_LIMITS, scaled). */
  reportsPerMinute: number;
}

export const clientErrorRoutes: FastifyPluginAsync<ClientErrorRoutesOptions> = async (
  app,
  { db, clock, reportsPerMinute },
) => {
  // Per address: the one thing known about an anonymous reporter, used here and never stored.
  // Loads have a budget of their own: a page that failed must still be able to count its load.
  const limiter = () => createRateLimiter({ limit: reportsPerMinute, windowMs: 60_000, clock });
  const perClient = limiter();
  const loadsPerClient = limiter();

  serve(
    app,
    'POST /error',
    async (request) => {
      if (!perClient.take(request.ip)) {
        throw new ApiError(429, 'rate_limited', 'Too many error reports; try again in a minute');
      }
      const at = clock();
      await recordClientError(db, request.body, at);
      await recordDeviceError(db, request.body, at);
      return { received: true as const };
    },
    { bodyLimit: CLIENT_ERROR_LIMITS.maxBodyBytes },
  );

  serve(
    app,
    'POST /error/loads',
    async (request) => {
      if (!loadsPerClient.take(request.ip)) {
        throw new ApiError(429, 'rate_limited', 'Too many load reports; try again in a minute');
      }
      const at = clock();
      await recordReleaseLoads(db, request.body, at);
      await recordDeviceLoads(db, request.body, at);
      return { received: true as const };
    },
    { bodyLimit: CLIENT_ERROR_LIMITS.maxBodyBytes },
  );

  // The deploy credential only (the access policy checks it): the canary judge's input.
  serve(app, 'GET /error/releases/counts', async (request) => {
    const since = new Date(request.query.since);
    if (Number.isNaN(since.getTime())) {
      throw invalidField('since', 'since is not a time');
    }
    return {
      windowSeconds: DEVICE_WINDOW_SECONDS,
      releases: await releaseCountsSince(db, request.query.package, since),
    };
  });
};
