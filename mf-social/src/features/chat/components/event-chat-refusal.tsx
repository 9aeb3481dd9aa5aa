import { LoadFailure } from 'shared-ui/router';
import { isApiError, paths, toUserMessage } from 'shared-api';

/** A 404: the event was deleted, or the link is wrong. */
const NO_SUCH_EVENT = {
  icon: '🔎',
  title: "We couldn't find this event",
  message: 'It may have been deleted, or the link is wrong.',
  link: { to: paths.feed(), label: 'See upcoming events' },
};

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
  const notOpenYet = {
    icon: '💬',
    title: "This event's chat isn't open to you yet",
    message:
      'A host opens it; then the hosts and everyone with a pass to the event can talk there.',
    link: { to: paths.event(eventId), label: 'View the event' },
  };
  return (
    <LoadFailure
      status={status}
      answers={{ 403: notOpenYet, 404: NO_SUCH_EVENT }}
      title="We couldn't open the event's chat"
      message={toUserMessage(error)}
      onRetry={onRetry}
    />
  );
}
