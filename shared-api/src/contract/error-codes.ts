/**
 * The error half of the envelope: `{ error: { code, message, details? } }`. Each code has one HTTP
 * status; every endpoint lists the codes it may answer besides the ones every endpoint may
 * (`invalid_request`, `internal`, and `unauthenticated` for anything not public).
 */
export const ERROR_STATUS = {
  invalid_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  user_not_found: 404,
  conflict: 409,
  user_exists: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** The message a person sees for any failure we did not foresee (SPEC section 8). */
export const INTERNAL_ERROR_MESSAGE = 'Sorry, something went wrong';
