/** What the campus screen says for each refusal, and what the refusal means for the form. */
import { isApiError, toUserMessage } from 'shared-api';

/** Seconds the server asked to wait (a 429), or null. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!isApiError(error) || error.code !== 'rate_limited') return null;
  const details = error.details as { retryAfterSeconds?: unknown } | undefined;
  return typeof details?.retryAfterSeconds === 'number' ? details.retryAfterSeconds : null;
}

/** The code can no longer be used: a new one must be asked for. */
export const needsNewCode = (error: unknown) =>
  isApiError(error) && (error.code === 'code_locked' || error.code === 'code_expired');

/** The API's own sentences are written for people; a few get a friendlier lead. */
export function campusErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.code === 'code_locked') {
      return 'Too many wrong codes. Send a new code to try again.';
    }
    if (error.code === 'code_expired') return 'This code has expired. Send a new code.';
    if (error.code === 'not_found' && error.message.startsWith('No code')) {
      return 'Send a code to this address first.';
    }
  }
  return toUserMessage(error);
}
