import { useEventOrganizers, useSession } from 'shared-api';
import type { Event } from 'contract';

/**
 * Whether the signed-in person organizes the event: its host, or an accepted co-host.
 * `pending` while the co-host list loads for someone who is not the host.
 */
export function useIsOrganizer(event: Event | undefined): boolean | 'pending' {
  const { user } = useSession();
  const isHost = Boolean(user && event && event.host.id === user.id);
  const organizers = useEventOrganizers(user && event && !isHost ? event.id : null);
  if (!user || !event) return false;
  if (isHost) return true;
  if (organizers.isPending) return 'pending';
  return (organizers.data ?? []).some((organizer) => organizer.user.id === user.id);
}
