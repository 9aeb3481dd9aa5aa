/**
 * Someone's profile (`GET /users/?userId=`): the fetcher, the user key factory and `useUser`.
 * In `src/api/` because the profile page reads it and the campus and edit-profile features
 * refresh it (`userKeys`).
 */
import { queryOptions, useQuery } from 'shared-api/query';
import type { PublicUser } from 'contract';
import { callEndpoint, useSession, type CallOptions, type Viewer } from 'shared-api';

export const userKeys = {
  all: ['users'] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  /** `viewerUid` is null for the public view, which is the same for every viewer. */
  detail: (userId: string, viewerUid: string | null) =>
    [...userKeys.details(), userId, { viewer: viewerUid }] as const,
};

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

/**
 * A profile. Someone else's is fetched without the caller's token (SPEC section 7: the public view,
 * one cache entry for all viewers); one's own with it, so the server returns the full record.
 */
export function userQueryOptions(userId: string, viewer: Viewer | null = null) {
  const self = viewer && viewer.userId === userId ? viewer : null;
  return queryOptions({
    queryKey: userKeys.detail(userId, self ? self.uid : null),
    queryFn: ({ signal }) => getUser(userId, self ? self.token : null, { signal }),
    // request() already retries 5xx by the SPEC policy; a second layer would multiply attempts.
    retry: false,
  });
}

/** A profile by id; idle while `userId` is empty or the session is still resolving. */
export function useUser(userId: string | null | undefined) {
  const { viewer, authResolved } = useSession();
  return useQuery({
    ...userQueryOptions(userId ?? '', viewer),
    enabled: Boolean(userId) && authResolved,
  });
}
