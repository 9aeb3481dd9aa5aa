/**
 * Friendship (`/friends/…`, `GET /users/friends`): where the viewer stands with someone, the friend
 * action with its cache updates, and a person's friends. In `src/api/` because the shared
 * `FriendButton`, `MessageButton` and `FriendsList` and the profile feature all use it. The keys are
 * shared-api's `friendKeys`: the shell's unread badge lives under the same factory.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from 'shared-api/query';
import type { FriendStatus, PublicUser } from 'contract';
import { callEndpoint, friendKeys, requireToken, useSession, type CallOptions } from 'shared-api';
import { noRetry } from './no-retry';

/** What the friend button can do; each answers the caller's new status with that person. */
export type FriendAction = 'send' | 'cancel' | 'accept' | 'reject' | 'remove';

export async function friendAction(
  action: FriendAction,
  userId: string,
  token: string,
  options: CallOptions = {},
): Promise<FriendStatus> {
  const call = () => {
    switch (action) {
      case 'send':
        return callEndpoint('POST /friends/requests', {
          body: { receiverUserId: userId },
          token,
          ...options,
        });
      case 'accept':
        return callEndpoint('PATCH /friends/requests/accept', {
          body: { senderUserId: userId },
          token,
          ...options,
        });
      case 'reject':
        return callEndpoint('DELETE /friends/requests/reject', {
          query: { senderUserId: userId },
          token,
          ...options,
        });
      case 'cancel':
        return callEndpoint('DELETE /friends/requests/cancel', {
          query: { receiverUserId: userId },
          token,
          ...options,
        });
      case 'remove':
        return callEndpoint('DELETE /friends/', {
          query: { receiverUserId: userId },
          token,
          ...options,
        });
    }
  };
  return (await call()).status;
}

export async function getFriendStatus(
  userId: string,
  token: string,
  options: CallOptions = {},
): Promise<FriendStatus> {
  const data = await callEndpoint('GET /friends/status', { query: { userId }, token, ...options });
  return data.status;
}

/**
 * A person's friends by name: the caller's own without `userId` (token needed); someone else's
 * without a token; `mutualOnly` (token needed) keeps the ones the caller shares with them.
 */
export async function getFriends(
  { userId, mutualOnly, token }: { userId?: string; mutualOnly?: boolean; token?: string | null },
  options: CallOptions = {},
): Promise<PublicUser[]> {
  const query = {
    ...(userId ? { userId } : {}),
    ...(mutualOnly ? { mutualOnly: true } : {}),
  };
  const data = await callEndpoint('GET /users/friends', { query, token, ...options });
  return data.friends;
}

/** Where the signed-in viewer stands with `userId`; idle for visitors. */
export function useFriendStatus(userId: string | null | undefined) {
  const { viewer } = useSession();
  return useQuery({
    ...queryOptions({
      queryKey: friendKeys.status(viewer?.uid ?? '', userId ?? ''),
      queryFn: ({ signal }) =>
        getFriendStatus(userId ?? '', requireToken(viewer?.token), { signal }),
      ...noRetry,
    }),
    enabled: Boolean(userId) && viewer !== null,
  });
}

/**
 * `userId`'s friends (the viewer's own when absent). Someone else's are read without a token.
 * `enabled: false` keeps it idle (a list a screen shows only sometimes).
 */
export function useFriends(userId?: string | null, { mutualOnly = false, enabled = true } = {}) {
  const { viewer, authResolved } = useSession();
  const own = !userId || userId === viewer?.userId;
  const needsToken = own || mutualOnly;
  return useQuery({
    queryKey: friendKeys.list(
      needsToken ? (viewer?.uid ?? null) : null,
      own ? null : userId,
      mutualOnly,
    ),
    queryFn: ({ signal }) =>
      getFriends(
        {
          userId: own ? undefined : userId,
          mutualOnly,
          token: needsToken ? requireToken(viewer?.token) : null,
        },
        { signal },
      ),
    enabled: enabled && authResolved && (!needsToken || viewer !== null),
    ...noRetry,
  });
}

/**
 * A friend action on `userId`. On success the new status is written to the cache at once and the
 * viewer's lists (requests, friends) are fetched again.
 */
export function useFriendAction(userId: string) {
  const { viewer } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: FriendAction) => friendAction(action, userId, requireToken(viewer?.token)),
    onSuccess: (status: FriendStatus) => {
      if (viewer) queryClient.setQueryData(friendKeys.status(viewer.uid, userId), status);
      void queryClient.invalidateQueries({
        queryKey: friendKeys.all,
        predicate: (query) => query.queryKey[1] !== 'status',
      });
    },
  });
}
