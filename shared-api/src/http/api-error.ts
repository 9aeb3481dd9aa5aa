/**
 * The one error type every API call rejects with. It carries the server's `error` envelope
 * (docs/contracts.md) so callers branch on `code`, never on message text, and can show `message`
 * to a person as is.
 */

import { CODE_OF_STATUS } from 'contract/values';

export const GENERIC_ERROR_MESSAGE = 'Sorry, something went wrong';
export const NETWORK_ERROR_MESSAGE = "Can't reach the server. Check your connection.";

/** Status used when no HTTP response arrived at all. */
export const NETWORK_ERROR_STATUS = 0;
export const NETWORK_ERROR_CODE = 'network_error';
/** A 2xx whose body is not the `{ data }` envelope: a proxy page, or a contract drift. */
export const INVALID_RESPONSE_CODE = 'invalid_response';

export interface ApiErrorBody {
  code: string;
  message: string;
  details?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or 0 when the server could not be reached. */
  readonly status: number;
  /** The server's snake_case code, e.g. `user_not_found`; see docs/contracts.md. */
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, body: ApiErrorBody, options?: { cause?: unknown }) {
    super(body.message, options);
    this.status = status;
    this.code = body.code;
    this.details = body.details;
  }

  /** The server's error envelope, as it was sent. */
  toJSON(): ApiErrorBody & { status: number } {
    return { status: this.status, code: this.code, message: this.message, details: this.details };
  }
}

/**
 * Duck-typed on purpose: a remote whose shared-api failed to load as the singleton would hold a
 * second ApiError class, and `instanceof` would then say no to a genuine API error.
 */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof Error &&
    error.name === 'ApiError' &&
    typeof (error as Partial<ApiError>).status === 'number' &&
    typeof (error as Partial<ApiError>).code === 'string'
  );
}

/** An ApiError for a failed response whose body is not the `{ error }` envelope. */
export function apiErrorFromStatus(status: number): ApiError {
  const code = CODE_OF_STATUS[status] ?? (status >= 500 ? 'internal' : 'http_error');
  return new ApiError(status, { code, message: GENERIC_ERROR_MESSAGE });
}

/** Reads `{ error: { code, message, details? } }`; anything else yields null. */
export function parseErrorEnvelope(body: unknown): ApiErrorBody | null {
  if (!isRecord(body) || !isRecord(body.error)) return null;
  const { code, message, details } = body.error;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  return details === undefined ? { code, message } : { code, message, details };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
