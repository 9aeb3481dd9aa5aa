import { LoadFailure } from 'shared-ui/router';
import { isApiError, paths, toUserMessage } from 'shared-api';

/** A 404: the event was deleted, or the link is wrong. */
const NO_SUCH_EVENT = {
  icon: '🔎',
  title: "This event doesn't exist",
  message: 'It may have been deleted, or the link is wrong.',
  link: { to: paths.feed(), label: 'See upcoming events' },
};

/** The event did not load: "doesn't exist" for a 404, else the error in words with a Retry. */
export function EventLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <LoadFailure
      status={isApiError(error) ? error.status : null}
      answers={{ 404: NO_SUCH_EVENT }}
      title="We couldn't load this event"
      message={toUserMessage(error)}
      onRetry={onRetry}
    />
  );
}
