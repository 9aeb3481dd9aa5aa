/**
 * The sentence to show a person for any failure: API and sign-in errors already carry one;
 * anything else (a bug, a browser quirk) gets SPEC section 8's generic toast, never a stack trace.
 */
import { GENERIC_ERROR_MESSAGE, isApiError } from './http/api-error';
import { isSessionError } from './session/session-error';

export function toUserMessage(error: unknown): string {
  if ((isApiError(error) || isSessionError(error)) && error.message) return error.message;
  return GENERIC_ERROR_MESSAGE;
}
