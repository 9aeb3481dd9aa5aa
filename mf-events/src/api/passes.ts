/**
 * The caller's passes (`GET /users/pass/events`, `GET /users/pass`): the fetchers, their keys and
 * hooks. Here rather than in one feature: the pass pages list them, the checkout's call to action
 * reads them, and completed orders refresh them (`passKeys.all`). Keyed by viewer uid, never the
 * token (it rotates hourly and would empty the cache each time).
 */
import { queryOptions, useQuery } from 'shared-api/query';
import type { PassDetail, PassEventGroup } from 'contract';
import { callEndpoint, useSession, type CallOptions, type Viewer } from 'shared-api';

/** The caller's passes grouped by event: upcoming first (soonest first), then past. */
export async function getMyPassEvents(
  token: string,
  options: CallOptions = {},
): Promise<PassEventGroup[]> {
  const data = await callEndpoint('GET /users/pass/events', { token, ...options });
  return data.events;
}

/** One of the caller's passes with its event; 404 when it is not theirs. */
export async function getMyPass(
  passId: string,
  token: string,
  options: CallOptions = {},
): Promise<PassDetail> {
  const data = await callEndpoint('GET /users/pass', { query: { passId }, token, ...options });
  return data.pass;
}

export const passKeys = {
  all: ['passes'] as const,
  list: (viewerUid: string) => [...passKeys.all, 'list', { viewer: viewerUid }] as const,
  detail: (passId: string, viewerUid: string) =>
    [...passKeys.all, 'detail', passId, { viewer: viewerUid }] as const,
};

/**
 * A pass changes by other people's hands (a host cancels the event, refunds, removes or lets the
 * guest back in), so every visit asks again, showing what is cached meanwhile.
 */
const ASK_ON_EVERY_VISIT = { refetchOnMount: 'always' } as const;

export function passesQueryOptions(viewer: Viewer) {
  return queryOptions({
    queryKey: passKeys.list(viewer.uid),
    queryFn: ({ signal }) => getMyPassEvents(viewer.token, { signal }),
    // request() already retries 5xx by the SPEC policy; a second layer would multiply attempts.
    retry: false,
    ...ASK_ON_EVERY_VISIT,
  });
}

export function passQueryOptions(passId: string, viewer: Viewer) {
  return queryOptions({
    queryKey: passKeys.detail(passId, viewer.uid),
    queryFn: ({ signal }) => getMyPass(passId, viewer.token, { signal }),
    retry: false,
    ...ASK_ON_EVERY_VISIT,
  });
}

const NO_VIEWER: Viewer = { uid: '', token: '', userId: null };

/** The signed-in person's passes by event; idle while signed out or resolving. */
export function useMyPassEvents() {
  const { viewer, authResolved } = useSession();
  return useQuery({
    ...passesQueryOptions(viewer ?? NO_VIEWER),
    enabled: authResolved && viewer !== null,
  });
}

export function useMyPass(passId: string | null | undefined) {
  const { viewer, authResolved } = useSession();
  return useQuery({
    ...passQueryOptions(passId ?? '', viewer ?? NO_VIEWER),
    enabled: authResolved && viewer !== null && Boolean(passId),
  });
}
