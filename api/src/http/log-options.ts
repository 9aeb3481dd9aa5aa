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

/**
 * One line per request, when it is answered: the route (requestForLog), the status and the time
 * taken, instead of Fastify's two (one when a request comes in, another when it is answered).
 * Everything else Fastify logs about a request (a failed answer, a stream or serializer error, a
 * 404) stays as Fastify writes it. A request the client gives up on before its answer leaves no
 * line.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) return super.requestCompleted(error, request, reply);
    request.log.info(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}
