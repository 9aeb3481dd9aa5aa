/**
 * How the API logs, for every line it writes (requests, 500s, background sweeps): no personal data.
 * - `err`/`error` go through errorForLog: a failed query's SQL, its parameters (user ids, phone
 *   numbers) and the values a database message quotes stay out.
 * - `req` is the method and the route pattern (`/v2/users/:userId`), or the path without its query
 *   string when no route matched: a query string carries search words, paging tokens and ids, and
 *   the caller's address is personal data too.
 * - A line with an error but no message would take the error's message (pino's default), which for
 *   a failed query is the SQL; such a line gets a fixed message instead.
 */
import { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { errorForLog } from './error-log';

type ApiLoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Where log lines go: stdout by default; tests pass a stream that keeps them. */
export interface LogDestination {
  write(line: string): void;
}

export interface LoggedRequest {
  method: string;
  url: string;
}

export function requestForLog(request: FastifyRequest): LoggedRequest {
  return {
    method: request.method,
    url: request.routeOptions?.url ?? request.url.split('?')[0] ?? '',
  };
}

/** Arguments of a log call that names no message of its own: it gets this one. */
const NO_MESSAGE = 'error (no message given)';

const hooks: ApiLoggerOptions['hooks'] = {
  logMethod(args, method) {
    const [first, second] = args as unknown[];
    const named = typeof first === 'string' || typeof second === 'string';
    if (named || first === null || typeof first !== 'object') return method.apply(this, args);
    const fields = first instanceof Error ? { err: first } : first;
    return method.apply(this, [fields, NO_MESSAGE]);
  },
};

/**
 * Standard output, written in batches: a line waits until 4 KiB have gathered or 250 ms have
 * passed, and everything left is written when the process exits. One write per request line cost
 * a quarter of the API's throughput on a cached read (issue 14, docs/performance.md); a process
 * killed outright (SIGKILL) loses at most the last 250 ms of lines.
 */
const batchedStdout = () =>
  pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 250 });

/** The Fastify `logger` option: level from LOG_LEVEL (default info), stdout unless `stream`. */
export function apiLoggerOptions(stream?: LogDestination): ApiLoggerOptions {
  return {
    level: process.env.LOG_LEVEL ?? 'info',
    stream: stream ?? batchedStdout(),
    hooks,
    serializers: {
      // Fastify's types ask for a `stack` string; ours is frames only, or absent.
      err: (error) => ({ stack: '', ...errorForLog(error) }),
      error: errorForLog,
      req: (request) => ({ ...requestForLog(request) }),
    },
  };
}

/** pino's levels by name, as numbers: a logger writes a line at or above its own level. */
const LEVELS: Readonly<Record<string, number>> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
};

/** Whether a logger at `loggerLevel` writes a line at `level` (`silent` writes none). */
const writes = (loggerLevel: string, level: string): boolean =>
  (LEVELS[loggerLevel] ?? Infinity) <= (LEVELS[level] ?? 0);

/** An answer slower than this is logged at `info` even when it succeeded (ten times the p99 goal). */
export const SLOW_ANSWER_MS = 250;

/**
 * One line per request, when it is answered: the route (requestForLog), the status and the time
 * taken, instead of Fastify's two (one when a request comes in, another when it is answered).
 *
 * - A refused or failed request (status 400 and up) and a slow answer (SLOW_ANSWER_MS) are logged
 *   at `info`.
 * - Any other answer is logged at `debug`, so not at the default level. The platform in front of
 *   the API (Cloud Run, deploy/README.md) keeps its own log line of every request with its status
 *   and latency; writing ours too cost a fifth of the API's throughput on a cached read (issue 14,
 *   docs/performance.md). `LOG_LEVEL=debug` (as `npm start` runs) writes every line.
 *
 * Everything else Fastify logs about a request (a failed answer, a stream or serializer error)
 * stays as Fastify writes it. A request the client gives up on before its answer leaves no line.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) return super.requestCompleted(error, request, reply);
    const responseTime = reply.elapsedTime;
    const noteworthy = reply.statusCode >= 400 || responseTime >= SLOW_ANSWER_MS;
    const level = noteworthy ? 'info' : 'debug';
    // Built only when written: most answers are not, and this runs for every request.
    if (!writes(request.log.level, level)) return;
    request.log[level](
      { req: request, res: { statusCode: reply.statusCode }, responseTime },
      'request completed',
    );
  }
}
