/** POST /v2/error: browsers report what broke, per released remote version (see client-errors/). */
import type { FastifyPluginAsync } from 'fastify';
import { CLIENT_ERROR_LIMITS } from 'shared-api/contract';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { createRateLimiter } from '../http/rate-limiter';
import { serve } from '../http/serve-endpoint';
import { recordClientError } from '../client-errors/client-error-store';
import type { Clock } from '../time/clock';

export interface ClientErrorRoutesOptions {
  db: Database;
  clock: Clock;
}

export const clientErrorRoutes: FastifyPluginAsync<ClientErrorRoutesOptions> = async (
  app,
  { db, clock },
) => {
  // Per address: the one thing known about an anonymous reporter, used here and never stored.
  const perClient = createRateLimiter({
    limit: CLIENT_ERROR_LIMITS.perMinutePerClient,
    windowMs: 60_000,
    clock,
  });

  serve(
    app,
    'POST /error',
    async (request) => {
      if (!perClient.take(request.ip)) {
        throw new ApiError(429, 'rate_limited', 'Too many error reports; try again in a minute');
      }
      await recordClientError(db, request.body, clock());
      return { received: true as const };
    },
    { bodyLimit: CLIENT_ERROR_LIMITS.maxBodyBytes },
  );
};
