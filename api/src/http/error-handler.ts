/**
 * Every failure leaves the server as the contract's `{ error }` envelope. Bad input of any kind
 * (malformed JSON, wrong content type, oversized body, unknown route) is a 4xx with a sentence a
 * person understands; a write that lost a race for a unique row (a unique violation no handler
 * caught) is a 409 `conflict`; only what we did not foresee is a 500, logged with its stack.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { ApiError, conflict, internalError, notFound } from './api-error';
import { CODE_OF_STATUS } from 'contract';
import { uniqueViolationConstraint } from '../db/postgres-errors';

export function registerErrorHandling(app: FastifyInstance, options: { bodyLimit: number }): void {
  app.setErrorHandler((error, request, reply) => {
    const apiError = toApiError(error, options.bodyLimit);
    if (apiError.statusCode === 409 && !(error instanceof ApiError)) {
      // A race no handler foresaw: worth knowing which constraint (never the SQL or its values).
      request.log.warn({ err: error }, 'a unique violation answered as a conflict');
    }
    if (apiError.statusCode >= 500) {
      // The `err` serializer (log-options.ts) keeps a failed query's SQL and parameters out.
      request.log.error({ err: error }, 'unexpected error while handling the request');
    }
    return reply.status(apiError.statusCode).send(apiError.toBody());
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    return reply.status(404).send(notFound(`No route for ${request.method} ${path}`).toBody());
  });
}

/**
 * Errors the router raises before any route runs (a path parameter longer than `maxParamLength`, a
 * URL that does not decode): without this Fastify answers them in its own shape, outside the envelope.
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  const apiError =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new ApiError(414, 'invalid_request', 'A part of the address is too long')
      : error.code === 'FST_ERR_BAD_URL'
        ? new ApiError(400, 'invalid_request', 'The address is not valid')
        : toApiError(error, 0);
  void reply.status(apiError.statusCode).send(apiError.toBody());
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (an address or headers over the
 * 16 KB limit, a malformed request line, a client too slow to send its headers): answered in the
 * envelope too, as an `invalid_request` with the status Node would use (431, 408 or 400), then the
 * connection is closed as Node does.
 */
export function clientErrors(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The address or the headers of the request are too long']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive']
        : [400, 'The request is not valid HTTP'];
  const body = JSON.stringify(new ApiError(status, 'invalid_request', message).toBody());
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

function toApiError(error: unknown, bodyLimit: number): ApiError {
  if (error instanceof ApiError) return error;
  // Two requests made the same unique row at once and this one lost: the database refused it
  // (SQLSTATE 23505, the transaction rolled back), so nothing was written. The caller may retry.
  if (uniqueViolationConstraint(error) !== undefined) {
    return conflict('Someone else made the same change at the same moment; try again');
  }
  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError(400, 'invalid_request', 'The request body is not valid JSON');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(
        400,
        'invalid_request',
        'The request body is empty but its Content-Type is JSON',
      );
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(
        415,
        'unsupported_media_type',
        'The request body must be JSON (Content-Type: application/json)',
      );
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(
        413,
        'payload_too_large',
        `The request body is larger than ${Math.round(bodyLimit / 1024)} KB`,
      );
  }
  // Other client errors Fastify raises itself (bad Content-Length, bad URL encoding, ...) keep their
  // status and message; they are about the request, not about us.
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new ApiError(
      status,
      CODE_OF_STATUS[status] ?? 'invalid_request',
      fastifyError.message || 'The request is invalid',
    );
  }
  return internalError();
}
