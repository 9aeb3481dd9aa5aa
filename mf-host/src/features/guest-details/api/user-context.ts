/**
 * One guest's context for an organizer (`POST /events/hosts/user-context`, view_guests): their
 * passes for this event, check-in, and how many of this host's events they came to. The answer
 * carries no phone number (the contract's UserContextSchema has none).
 */
import { useQuery } from 'shared-api/query';
import type { UserContext } from 'contract';
import { callEndpoint } from 'shared-api';
import { hostKeys } from '../../../api/host-keys';
import { useSignedInViewer } from '../../../api/use-signed-in-viewer';

export function useGuestContext(eventId: string, userId: string) {
  const { viewer, signedIn } = useSignedInViewer();
  return useQuery({
    queryKey: [...hostKeys.event(eventId), 'user-context', userId, viewer.uid] as const,
    queryFn: ({ signal }): Promise<UserContext> =>
      callEndpoint('POST /events/hosts/user-context', {
        body: { eventId, userId },
        token: viewer.token,
        signal,
      }),
    enabled: signedIn,
  });
}
