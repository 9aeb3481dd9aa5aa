import { Navigate, useParams } from 'shared-ui/router';
import { paths } from 'shared-api';
import { Spinner } from 'shared-ui';
import { SocialPage } from '../components/social-page';
import { useEventChat } from '../features/chat/api/event-chat';
import { EventChatRefusal } from '../features/chat/components/event-chat-refusal';

/**
 * `chat/event/:eventId`: goes to the event's chat room (replacing this address, so Back skips
 * it), opening the chat first for an organizer. A guest whose hosts have not opened it yet, or
 * someone without a pass, is told so in words.
 */
export default function EventChatPage() {
  const { eventId = '' } = useParams();
  const chat = useEventChat(eventId);
  if (chat.isSuccess) return <Navigate to={paths.chat(chat.data)} replace />;
  return (
    <SocialPage back={{ to: '/app/chat', label: 'Chats' }}>
      {chat.isError ? (
        <EventChatRefusal
          eventId={eventId}
          error={chat.error}
          onRetry={() => void chat.refetch()}
        />
      ) : (
        <Spinner label="Opening the event's chat" />
      )}
    </SocialPage>
  );
}
