/** The friend calls of the contract (`/friends/…`, `/users/friends`). React-free. */
import type { FriendStatus, PublicUser } from 'contract';
import { callEndpoint } from '../http/call-endpoint';
import type { CallOptions } from '../http/request';

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

/** People who asked the caller (`in`) or whom the caller asked (`out`), newest first. */
export async function getFriendRequests(
  direction: 'in' | 'out',
  token: string,
  options: CallOptions = {},
): Promise<PublicUser[]> {
  const data = await callEndpoint(
    direction === 'in' ? 'GET /friends/requests/in' : 'GET /friends/requests/out',
    { token, ...options },
  );
  return data.users;
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
