/** The caller's passes, keyed by viewer uid (never the token). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Viewer } from '../session/session';
import { useSession } from '../session/session-context';
import { getMyPass, getMyPassEvents } from './passes-api';

export const passKeys = {
  all: ['passes'] as const,
  list: (viewerUid: string) => [...passKeys.all, 'list', { viewer: viewerUid }] as const,
  detail: (passId: string, viewerUid: string) =>
    [...passKeys.all, 'detail', passId, { viewer: viewerUid }] as const,
};

export function passesQueryOptions(viewer: Viewer) {
  return queryOptions({
    queryKey: passKeys.list(viewer.uid),
    queryFn: ({ signal }) => getMyPassEvents(viewer.token, { signal }),
    // request() already retries 5xx by the SPEC policy; a second layer would multiply attempts.
    retry: false,
  });
}

export function passQueryOptions(passId: string, viewer: Viewer) {
  return queryOptions({
    queryKey: passKeys.detail(passId, viewer.uid),
    queryFn: ({ signal }) => getMyPass(passId, viewer.token, { signal }),
    retry: false,
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
