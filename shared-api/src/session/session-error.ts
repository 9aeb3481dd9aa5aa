/**
 * Sign-in failures as the person should read them. Firebase reports `auth/...` codes with developer
 * wording; the auth screens show `message` as is and branch on `code` (e.g. back to the phone step
 * when the code has expired).
 */
import { GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from '../http/api-error';

export type SessionErrorCode =
  | 'invalid_code'
  | 'missing_code'
  | 'code_expired'
  | 'no_pending_code'
  | 'invalid_phone_number'
  | 'too_many_requests'
  | 'captcha_failed'
  | 'network_error'
  | 'user_disabled'
  | 'not_initialized'
  | 'unknown';

export const SESSION_ERROR_MESSAGES: Readonly<Record<SessionErrorCode, string>> = {
  invalid_code: "That code isn't right. Check it and try again.",
  missing_code: 'Enter the code we sent you.',
  code_expired: 'That code has expired. Send a new one.',
  no_pending_code: 'Your code expired or was already used. Send a new one.',
  invalid_phone_number: "That phone number doesn't look right. Check it and try again.",
  too_many_requests: 'Too many attempts. Wait a few minutes and try again.',
  captcha_failed: "We couldn't verify this browser. Reload the page and try again.",
  network_error: NETWORK_ERROR_MESSAGE,
  user_disabled: 'This account has been disabled.',
  not_initialized: GENERIC_ERROR_MESSAGE,
  unknown: GENERIC_ERROR_MESSAGE,
};

export class SessionError extends Error {
  override readonly name = 'SessionError';
  readonly code: SessionErrorCode;

  constructor(code: SessionErrorCode, options?: { cause?: unknown; message?: string }) {
    super(options?.message ?? SESSION_ERROR_MESSAGES[code], { cause: options?.cause });
    this.code = code;
  }
}

/** Duck-typed for the same reason as `isApiError`: a second copy of the class must still match. */
export function isSessionError(error: unknown): error is SessionError {
  return (
    error instanceof Error &&
    error.name === 'SessionError' &&
    typeof (error as Partial<SessionError>).code === 'string'
  );
}

const CODE_BY_FIREBASE_CODE: Readonly<Record<string, SessionErrorCode>> = {
  'auth/invalid-verification-code': 'invalid_code',
  'auth/missing-verification-code': 'missing_code',
  'auth/code-expired': 'code_expired',
  // Firebase says "session expired" when the SMS code's verification session has lapsed.
  'auth/session-expired': 'code_expired',
  'auth/invalid-verification-id': 'no_pending_code',
  'auth/missing-verification-id': 'no_pending_code',
  'auth/invalid-phone-number': 'invalid_phone_number',
  'auth/missing-phone-number': 'invalid_phone_number',
  'auth/too-many-requests': 'too_many_requests',
  'auth/quota-exceeded': 'too_many_requests',
  'auth/captcha-check-failed': 'captcha_failed',
  'auth/invalid-app-credential': 'captcha_failed',
  'auth/missing-app-credential': 'captcha_failed',
  'auth/network-request-failed': 'network_error',
  'auth/user-disabled': 'user_disabled',
};

/** Any failure from the sign-in flow as a SessionError; SessionErrors pass through unchanged. */
export function toSessionError(error: unknown): SessionError {
  if (isSessionError(error)) return error;
  const firebaseCode = firebaseCodeOf(error);
  const code = (firebaseCode ? CODE_BY_FIREBASE_CODE[firebaseCode] : undefined) ?? 'unknown';
  return new SessionError(code, { cause: error });
}

function firebaseCodeOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const { code } = error as { code: unknown };
  return typeof code === 'string' && code.startsWith('auth/') ? code : null;
}
