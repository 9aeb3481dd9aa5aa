import { useNavigate } from 'shared-ui/router';
import { paths, toUserMessage } from 'shared-api';
import { useOpenEventChat } from '../api/event-chat';
import { Button, useToast } from 'shared-ui';

/**
 * Opens the event's chat with its organizers and going guests (made on first use) and goes to it
 * (mf-social's page, reached by its path: no remote imports another).
 */
export function EventChatButton({ eventId }: { eventId: string }) {
  const open = useOpenEventChat();
  const navigate = useNavigate();
  const toast = useToast();
  return (
    <Button
      variant="secondary"
      busy={open.isPending}
      onClick={() =>
        open.mutate(eventId, {
          onSuccess: (chat) => navigate(paths.chat(chat.id)),
          onError: (error) => toast.show(toUserMessage(error), { kind: 'error' }),
        })
      }
    >
      Open event chat
    </Button>
  );
}
