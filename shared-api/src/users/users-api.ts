/** The `/users/` calls of the contract. React-free. */
import type { PublicUser, User, UserInput, UserPatch } from 'contract';
import { callEndpoint } from '../http/call-endpoint';
import type { CallOptions } from '../http/request';

/** The caller's own record. Rejects with ApiError 404 `user_not_found` before sign-up is done. */
export async function getMe(token: string, options: CallOptions = {}): Promise<User> {
  const data = await callEndpoint('GET /users/', { token, ...options });
  return data.user as User;
}

/**
 * Someone's profile. Leave the token out for another user's public view (SPEC section 7); with the
 * caller's own id and token the server answers with the full `User`.
 */
export async function getUser(
  userId: string,
  token?: string | null,
  options: CallOptions = {},
): Promise<PublicUser> {
  const data = await callEndpoint('GET /users/', { query: { userId }, token, ...options });
  return data.user;
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

export async function updateUser(
  token: string,
  patch: UserPatch,
  options: CallOptions = {},
): Promise<User> {
  const data = await callEndpoint('PATCH /users/', { body: patch, token, ...options });
  return data.user;
}

/** Whether this token's account has finished sign-up (has a user record). */
export async function userExists(token: string, options: CallOptions = {}): Promise<boolean> {
  const data = await callEndpoint('GET /users/exists', { token, ...options });
  return data.exists;
}
