/** Query keys, `queryOptions` and hooks over users-api. The token comes from the session. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Viewer } from '../session/session';
import { useSession } from '../session/session-context';
import { getUser } from './users-api';

export const userKeys = {
  all: ['users'] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  /** `viewerUid` is null for the public view, which is the same for every viewer. */
  detail: (userId: string, viewerUid: string | null) =>
    [...userKeys.details(), userId, { viewer: viewerUid }] as const,
};

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
