import { useNavigate } from 'shared-ui/router';
import { paths, toUserMessage, useSession } from 'shared-api';
import { Button, useToast } from 'shared-ui';
import { useOpenDirectChat } from '../api/direct-chat';
import { useFriendStatus } from '../api/friends';

/**
 * "Message" on a friend's profile: opens (or finds) the direct chat with them and goes there.
 * Shown only to a signed-in friend (docs/contracts.md: direct messages are between friends).
 */
export function MessageButton({ userId, name }: { userId: string; name: string }) {
  const session = useSession();
  const own = session.user?.id === userId;
  const status = useFriendStatus(own || !session.isLoggedIn ? null : userId);
  const open = useOpenDirectChat();
  const navigate = useNavigate();
  const toast = useToast();
  if (own || status.data !== 'friends') return null;
  return (
    <Button
      busy={open.isPending}
      aria-label={`Message ${name}`}
      onClick={() =>
        open.mutate(userId, {
          onSuccess: (chat) => navigate(paths.chat(chat.id)),
          onError: (error) => toast.show(toUserMessage(error), { kind: 'error' }),
        })
      }
    >
      Message
    </Button>
  );
}
