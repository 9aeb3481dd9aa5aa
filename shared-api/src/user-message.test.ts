import { describe, expect, it } from 'vitest';
import { ApiError } from './http/api-error';
import { SessionError } from './session/session-error';
import { toUserMessage } from './user-message';

describe('toUserMessage', () => {
  it('uses the message of API and sign-in errors', () => {
    expect(toUserMessage(new ApiError(404, { code: 'user_not_found', message: 'No user' }))).toBe(
      'No user',
    );
    expect(toUserMessage(new SessionError('code_expired'))).toBe(
      'That code has expired. Send a new one.',
    );
  });

  it('hides anything else behind the generic message', () => {
    expect(toUserMessage(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(
      'Sorry, something went wrong',
    );
    expect(toUserMessage(undefined)).toBe('Sorry, something went wrong');
  });
});
