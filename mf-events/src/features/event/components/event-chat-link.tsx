import { ButtonLink } from 'shared-ui/router';
import { paths } from 'shared-api';

import { useMyPassEvents } from '../../../api/passes';

/**
 * "Event chat" for a guest holding a valid pass to the event: the chat's members are its
 * organizers and its pass holders (docs/contracts.md, "Chat"). Nothing for anyone else.
 */
export function EventChatLink({ eventId }: { eventId: string }) {
  const mine = useMyPassEvents();
  const holdsPass = (mine.data ?? []).some(
    (group) => group.event.id === eventId && group.passes.some((pass) => pass.status === 'valid'),
  );
  if (!holdsPass) return null;
  return (
    <ButtonLink variant="secondary" to={paths.eventChat(eventId)}>
      Event chat
    </ButtonLink>
  );
}
