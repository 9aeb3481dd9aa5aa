/**
 * Whether a username or Instagram handle is free (`GET /users/username/exists`,
 * `GET /users/instagram`), checked as the person types (debounce the input first).
 */
import { useQuery } from 'shared-api/query';
import { callEndpoint, useSession, type CallOptions } from 'shared-api';
import { userKeys } from '../../../api/users';

export const profileCheckKeys = {
  username: (username: string) => [...userKeys.all, 'username-exists', username] as const,
  instagram: (handle: string, viewerUid: string | null) =>
    [...userKeys.all, 'instagram-taken', handle, { viewer: viewerUid }] as const,
};

/** Whether anyone (the caller included) has this username; compare with your own first. */
export async function usernameExists(
  username: string,
  options: CallOptions = {},
): Promise<boolean> {
  const data = await callEndpoint('GET /users/username/exists', {
    query: { username },
    ...options,
  });
  return data.exists;
}

/** Whether another person's profile already shows this Instagram handle. */
export async function instagramTaken(
  instagram: string,
  token?: string | null,
  options: CallOptions = {},
): Promise<boolean> {
  const data = await callEndpoint('GET /users/instagram', {
    query: { instagram },
    token,
    ...options,
  });
  return data.taken;
}

/**
 * Whether `username` (already trimmed and lower-cased) is taken; idle while it is empty. Debounce
 * the input before passing it (see useDebouncedValue).
 */
export function useUsernameExists(username: string) {
  return useQuery({
    queryKey: profileCheckKeys.username(username),
    queryFn: ({ signal }) => usernameExists(username, { signal }),
    enabled: username.length > 0,
    retry: false,
    staleTime: 30_000,
  });
}

/**
 * Whether another person's profile already shows this Instagram handle (bare, debounced); idle
 * while it is empty. With the caller's token, their own profile does not count.
 */
export function useInstagramTaken(handle: string) {
  const { viewer, authResolved } = useSession();
  return useQuery({
    queryKey: profileCheckKeys.instagram(handle, viewer?.uid ?? null),
    queryFn: ({ signal }) => instagramTaken(handle, viewer?.token ?? null, { signal }),
    enabled: handle.length > 0 && authResolved,
    retry: false,
    staleTime: 30_000,
  });
}
