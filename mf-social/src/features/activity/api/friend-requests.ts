/** `GET /friends/requests/in|out`: the people who asked the viewer, or whom the viewer asked. */
import { useQuery } from 'shared-api/query';
import type { PublicUser } from 'contract';
import { callEndpoint, friendKeys, requireToken, useSession, type CallOptions } from 'shared-api';

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

/** The viewer's requests; the friend action (src/api/friends.ts) refetches them under friendKeys. */
export function useFriendRequests(direction: 'in' | 'out') {
  const { viewer } = useSession();
  return useQuery({
    queryKey: friendKeys.requests(viewer?.uid ?? '', direction),
    queryFn: ({ signal }) => getFriendRequests(direction, requireToken(viewer?.token), { signal }),
    enabled: viewer !== null,
    // request() already retries 5xx by the SPEC policy
    retry: false,
  });
}
