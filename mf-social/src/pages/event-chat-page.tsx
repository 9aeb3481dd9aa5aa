import { Link, Navigate, useParams } from 'shared-ui/router';
import { isApiError, paths, toUserMessage } from 'shared-api';
import { EmptyState, ErrorPanel, Spinner, buttonClassName } from 'shared-ui';
import { SocialPage } from '../components/social-page';
import { useEventChat } from '../features/chat/api/event-chat';

/**
 * `chat/event/:eventId`: goes to the event's chat room (replacing this address, so Back skips
 * it), opening the chat first for an organizer. A guest whose hosts have not opened it yet, or
 * someone without a pass, is told so in words.
 */
export default function EventChatPage() {
  const { eventId = '' } = useParams();
  const chat = useEventChat(eventId);
  const back = { to: '/app/chat', label: 'Chats' };
  if (chat.isSuccess) return <Navigate to={paths.chat(chat.data)} replace />;
  if (chat.isError) {
    const status = isApiError(chat.error) ? chat.error.status : null;
    return (
      <SocialPage back={back}>
        {status === 403 ? (
          <EmptyState
            icon="💬"
            title="This event's chat isn't open to you yet"
            message="A host opens it; then the hosts and everyone with a pass to the event can talk there."
            action={
              <Link className={buttonClassName({ variant: 'primary' })} to={paths.event(eventId)}>
                View the event
              </Link>
            }
          />
        ) : status === 404 ? (
          <EmptyState
            icon="🔎"
            title="We couldn't find this event"
            message="It may have been deleted, or the link is wrong."
            action={
              <Link className={buttonClassName({ variant: 'primary' })} to={paths.feed()}>
                See upcoming events
              </Link>
            }
          />
        ) : (
          <ErrorPanel
            title="We couldn't open the event's chat"
            message={toUserMessage(chat.error)}
            onRetry={() => void chat.refetch()}
          />
        )}
      </SocialPage>
    );
  }
  return (
    <SocialPage back={back}>
      <Spinner label="Opening the event's chat" />
    </SocialPage>
  );
}
