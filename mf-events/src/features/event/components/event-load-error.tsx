import { ButtonLink } from 'shared-ui/router';
import { isApiError, paths, toUserMessage } from 'shared-api';
import { EmptyState, ErrorPanel } from 'shared-ui';

/** The event did not load: "doesn't exist" for a 404, else the error in words with a Retry. */
export function EventLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isApiError(error) && error.status === 404) {
    return (
      <EmptyState
        icon="🔎"
        title="This event doesn't exist"
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
      title="We couldn't load this event"
      message={toUserMessage(error)}
      onRetry={onRetry}
    />
  );
}
