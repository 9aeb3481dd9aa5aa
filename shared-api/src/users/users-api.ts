/**
 * The `/users/` calls of the session and of sign-up: the caller's own record, whether the account
 * has one, and finishing sign-up (mf-auth and the standalone dev sign-in). React-free.
 */
import type { User, UserInput } from 'contract';
import { callEndpoint } from '../http/call-endpoint';
import type { CallOptions } from '../http/request';

/** The caller's own record. Rejects with ApiError 404 `user_not_found` before sign-up is done. */
export async function getMe(token: string, options: CallOptions = {}): Promise<User> {
  const data = await callEndpoint('GET /users/', { token, ...options });
  return data.user as User;
}

/** Whether this token's account has finished sign-up (has a user record). */
export async function userExists(token: string, options: CallOptions = {}): Promise<boolean> {
  const data = await callEndpoint('GET /users/exists', { token, ...options });
  return data.exists;
}

/** Finishes sign-up: the phone number comes from the token. Rejects 409 `user_exists` if done. */
export async function createUser(
  token: string,
  input: UserInput,
  options: CallOptions = {},
): Promise<User> {
  const data = await callEndpoint('POST /users/', { body: input, token, ...options });
  return data.user;
}
