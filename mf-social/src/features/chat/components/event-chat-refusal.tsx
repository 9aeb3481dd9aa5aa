import { ButtonLink } from 'shared-ui/router';
import { isApiError, paths, toUserMessage } from 'shared-api';
import { EmptyState, ErrorPanel } from 'shared-ui';

/**
 * Why the event's chat did not open, in words: not open to the person yet (403), no such event
 * (404), or a failure to retry.
 */
export function EventChatRefusal({
  eventId,
  error,
  onRetry,
}: {
  eventId: string;
  error: unknown;
  onRetry: () => void;
}) {
  const status = isApiError(error) ? error.status : null;
  if (status === 403) {
    return (
      <EmptyState
        icon="💬"
        title="This event's chat isn't open to you yet"
        message="A host opens it; then the hosts and everyone with a pass to the event can talk there."
        action={
          <ButtonLink variant="primary" to={paths.event(eventId)}>
            View the event
          </ButtonLink>
        }
      />
    );
  }
  if (status === 404) {
    return (
      <EmptyState
        icon="🔎"
        title="We couldn't find this event"
        message="It may have been deleted, or the link is wrong."
        action={
          <ButtonLink variant="primary" to={paths.feed()}>
            See upcoming events
          </ButtonLink>
        }
      />
    );
  }
  return (
    <ErrorPanel
      title="We couldn't open the event's chat"
      message={toUserMessage(error)}
      onRetry={onRetry}
    />
  );
}
