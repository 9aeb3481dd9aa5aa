import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { SessionError, isSessionError, toSessionError } from './session-error';

function firebaseError(code: string): Error {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}

describe('toSessionError', () => {
  it.each([
    [
      'auth/invalid-verification-code',
      'invalid_code',
      "That code isn't right. Check it and try again.",
    ],
    ['auth/code-expired', 'code_expired', 'That code has expired. Send a new one.'],
    [
      'auth/invalid-verification-id',
      'no_pending_code',
      'Your code expired or was already used. Send a new one.',
    ],
    [
      'auth/invalid-phone-number',
      'invalid_phone_number',
      "That phone number doesn't look right. Check it and try again.",
    ],
    [
      'auth/too-many-requests',
      'too_many_requests',
      'Too many attempts. Wait a few minutes and try again.',
    ],
    [
      'auth/network-request-failed',
      'network_error',
      "Can't reach the server. Check your connection.",
    ],
  ])('maps %s to %s with a human message', (firebaseCode, code, message) => {
    const error = toSessionError(firebaseError(firebaseCode));
    expect(error).toBeInstanceOf(SessionError);
    expect(error).toMatchObject({ code, message });
    expect((error.cause as { code: string }).code).toBe(firebaseCode);
  });

  it('falls back to the generic message for unknown failures', () => {
    expect(toSessionError(firebaseError('auth/something-new'))).toMatchObject({
      code: 'unknown',
      message: 'Sorry, something went wrong',
    });
    expect(toSessionError('boom').code).toBe('unknown');
    expect(toSessionError(new ApiError(500, { code: 'internal', message: 'x' })).code).toBe(
      'unknown',
    );
  });

  it('passes a SessionError through', () => {
    const error = new SessionError('no_pending_code');
    expect(toSessionError(error)).toBe(error);
    expect(isSessionError(error)).toBe(true);
    expect(error.message).toBe('Your code expired or was already used. Send a new one.');
  });
});
