/**
 * Rate limits per route class with `@fastify/rate-limit` (the values are RATE_LIMITS in the
 * contract's limits.ts). Each request falls in one class, by the endpoint it reaches:
 *
 * - `auth`: sign-up, "does my account exist", chat tokens: per client address, per minute;
 * - `eventCreate`: creating events, per person, per hour;
 * - `upload`: image uploads, per person, per hour (the upload quota);
 * - `write`: every other POST/PATCH/PUT/DELETE, per person (per address when anonymous), per minute;
 * - `read`: GET, per client address, per minute.
 *
 * Payment webhooks (the provider retries on a 429 and must not be refused) and the health check
 * are not limited. The client address is `request.ip`, which believes X-Forwarded-For only from
 * the proxies `trustProxy` names. An answer over the limit is the usual envelope, 429
 * `rate_limited`, with Retry-After and the X-RateLimit-* headers; other answers carry none.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLIENT_ERROR_LIMITS, RATE_LIMITS } from 'contract';
import { ApiError } from './api-error';

/**
 * Every limit the API applies per caller: the route classes' (RATE_LIMITS), and the error and
 * load reports' own budget (routes/client-errors.ts), which runs beside its route class.
 */
export const API_RATE_LIMITS = {
  ...RATE_LIMITS,
  clientReportsPerMinute: CLIENT_ERROR_LIMITS.perMinutePerClient,
} as const;

export type RateLimitValues = { readonly [K in keyof typeof API_RATE_LIMITS]: number };

/**
 * Every limit multiplied by `scale` (RATE_LIMIT_SCALE). The e2e run raises them all: its browsers
 * call from one address, and a limit left out would refuse them once the journeys run fast enough.
 */
export function scaledRateLimits(scale: number): RateLimitValues {
  return Object.fromEntries(
    Object.entries(API_RATE_LIMITS).map(([name, value]) => [name, Math.round(value * scale)]),
  ) as unknown as RateLimitValues;
}

type RouteClass = 'auth' | 'eventCreate' | 'upload' | 'write' | 'read';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

const AUTH_ENDPOINTS = new Set(['POST /users/', 'GET /users/exists', 'GET /chat/token']);
const UNLIMITED_ENDPOINTS = new Set([
  'POST /payments/webhooks/:provider',
  'GET /health',
  'GET /health/ready',
]);

function routeClass(request: FastifyRequest): RouteClass | null {
  const endpoint = request.routeOptions.config.endpoint;
  if (!endpoint || UNLIMITED_ENDPOINTS.has(endpoint)) return null;
  if (AUTH_ENDPOINTS.has(endpoint)) return 'auth';
  if (endpoint === 'POST /events/') return 'eventCreate';
  if (endpoint === 'POST /images/') return 'upload';
  return request.method === 'GET' || request.method === 'HEAD' ? 'read' : 'write';
}

function rule(limits: RateLimitValues, kind: RouteClass): { max: number; windowMs: number } {
  switch (kind) {
    case 'auth':
      return { max: limits.authPerMinute, windowMs: MINUTE_MS };
    case 'eventCreate':
      return { max: limits.eventCreatesPerHour, windowMs: HOUR_MS };
    case 'upload':
      return { max: limits.uploadsPerHour, windowMs: HOUR_MS };
    case 'write':
      return { max: limits.writesPerMinute, windowMs: MINUTE_MS };
    case 'read':
      return { max: limits.readsPerMinute, windowMs: MINUTE_MS };
  }
}

const classOf = (key: string) => key.slice(0, key.indexOf('|')) as RouteClass;

const MESSAGES: Record<RouteClass, string> = {
  auth: 'Too many sign-in requests from this address; try again in a minute',
  eventCreate: 'You have created many events in the last hour; try again later',
  upload: 'You have uploaded many images in the last hour; try again later',
  write: 'Too many changes in a short time; slow down and try again in a minute',
  read: 'Too many requests from this address; try again in a minute',
};

/** Registers the limits on `app` (before its routes). */
export function registerRateLimits(app: FastifyInstance, limits: RateLimitValues): void {
  void app.register(rateLimit, {
    global: true,
    // After onRequest (the access policy knows the caller), before the body is validated.
    hook: 'preValidation',
    // The limit, what is left and the reset only come with a refusal (beside Retry-After): on
    // every other answer they were three headers no client reads, on every request.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    allowList: (request) => routeClass(request) === null,
    keyGenerator: (request) => {
      const kind = routeClass(request) ?? 'read';
      const perPerson = kind === 'eventCreate' || kind === 'upload' || kind === 'write';
      const uid = perPerson ? request.caller?.uid : undefined;
      return `${kind}|${uid ? `u:${uid}` : `ip:${request.ip}`}`;
    },
    max: (_request, key) => rule(limits, classOf(key)).max,
    timeWindow: (_request, key) => rule(limits, classOf(key)).windowMs,
    errorResponseBuilder: (request) =>
      new ApiError(429, 'rate_limited', MESSAGES[routeClass(request) ?? 'read']),
  });
}
