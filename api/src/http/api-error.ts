/**
 * The error half of the contract's envelope: `{ error: { code, message, details? } }`.
 * Throw an `ApiError` anywhere in a request (hook, handler, repository call site) and the error
 * handler sends it as is; anything else becomes a 500 `internal`.
 */
import { INTERNAL_ERROR_MESSAGE, type ErrorCode } from 'contract';

export { INTERNAL_ERROR_MESSAGE };
export type { ErrorCode };

export interface ErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown };
}

export class ApiError extends Error {
  constructor(
    /** Named like Fastify's own errors, so Fastify keeps the status when the error passes through it. */
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.details === undefined ? {} : { details: this.details }),
      },
    };
  }
}

export const invalidRequest = (message: string, details?: unknown) =>
  new ApiError(400, 'invalid_request', message, details);

/** A 400 about one field of the body or query: the message names it, `details.field` too. */
export const invalidField = (field: string, message: string) => invalidRequest(message, { field });

export const unauthenticated = (message: 'No token provided' | 'Invalid or expired token') =>
  new ApiError(401, 'unauthenticated', message);

export const forbidden = (message: string) => new ApiError(403, 'forbidden', message);
export const notFound = (message: string) => new ApiError(404, 'not_found', message);
export const userNotFound = () => new ApiError(404, 'user_not_found', 'No user');
export const conflict = (message: string, details?: unknown) =>
  new ApiError(409, 'conflict', message, details);
export const userExists = () =>
  new ApiError(409, 'user_exists', 'An account already exists for this sign-in');
export const rateLimited = (message: string) => new ApiError(429, 'rate_limited', message);
export const internalError = () => new ApiError(500, 'internal', INTERNAL_ERROR_MESSAGE);
