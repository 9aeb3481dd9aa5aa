/** The `/users` calls of SPEC section 7 (slice of docs/contracts.md). React-free. */
import { request } from '../http/request';
import type { CallOptions } from '../http/request';
import type { PublicUser, User, UserInput, UserPatch } from '../types/user';

const USERS = '/users/';

/** The caller's own record. Rejects with ApiError 404 `user_not_found` before sign-up is done. */
export async function getMe(token: string, options: CallOptions = {}): Promise<User> {
  const data = await request<{ user: User }>({ path: USERS, token, ...options });
  return data.user;
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
  const data = await request<{ user: PublicUser }>({
    path: USERS,
    query: { userId },
    token: token ?? null,
    ...options,
  });
  return data.user;
}

/** Finishes sign-up: the phone number comes from the token. Rejects 409 `user_exists` if done. */
export async function createUser(
  token: string,
  input: UserInput,
  options: CallOptions = {},
): Promise<User> {
  const data = await request<{ user: User }>({
    method: 'POST',
    path: USERS,
    token,
    body: input,
    ...options,
  });
  return data.user;
}

export async function updateUser(
  token: string,
  patch: UserPatch,
  options: CallOptions = {},
): Promise<User> {
  const data = await request<{ user: User }>({
    method: 'PATCH',
    path: USERS,
    token,
    body: patch,
    ...options,
  });
  return data.user;
}

/** Whether this token's account has finished sign-up (has a user record). */
export async function userExists(token: string, options: CallOptions = {}): Promise<boolean> {
  const data = await request<{ exists: boolean }>({ path: `${USERS}exists`, token, ...options });
  return data.exists;
}
