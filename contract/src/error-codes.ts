/**
 * The error half of the envelope: `{ error: { code, message, details? } }`. Each code has one HTTP
 * status; every endpoint lists the codes it may answer besides the ones every endpoint may
 * (`invalid_request`, `internal`, and `unauthenticated` for anything not public).
 */
export const ERROR_STATUS = {
  invalid_request: 400,
  /** A school email whose domain is not one of the campus's. */
  email_domain_mismatch: 400,
  /** A verification code that does not match (details: triesLeft). */
  code_incorrect: 400,
  unauthenticated: 401,
  forbidden: 403,
  /** Joining a campus without a verified school email of it. */
  email_not_verified: 403,
  not_found: 404,
  user_not_found: 404,
  conflict: 409,
  user_exists: 409,
  /** A verification code past its lifetime: ask for a new one. */
  code_expired: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  /** A verification code tried wrong too many times: ask for a new one. */
  code_locked: 423,
  rate_limited: 429,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** The message a person sees for any failure we did not foresee (SPEC section 8). */
export const INTERNAL_ERROR_MESSAGE = 'Sorry, something went wrong';

/**
 * The code that goes with a bare HTTP status, on both sides: the API answers it when a refusal
 * carries only a status (the framework's own: a bad Content-Length, a body too large), and a client
 * reads it from an answer without the envelope (a proxy's HTML page, an empty 502).
 */
export const CODE_OF_STATUS: Readonly<Partial<Record<number, ErrorCode>>> = {
  400: 'invalid_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  500: 'internal',
};
