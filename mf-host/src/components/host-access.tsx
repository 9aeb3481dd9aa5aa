import { ButtonLink } from 'shared-ui/router';
import { isApiError, paths, toUserMessage } from 'shared-api';
import { EmptyState, ErrorPanel } from 'shared-ui';

/** True when the server said this person does not organize the event. */
export function isForbidden(error: unknown): boolean {
  return isApiError(error) && error.status === 403;
}

/**
 * What a host screen shows when its call failed: the "hosts only" page for a 403, "no such event"
 * for a 404, otherwise the error in words with a Retry.
 */
export function HostCallError({
  error,
  eventId,
  what,
  onRetry,
}: {
  error: unknown;
  eventId: string;
  /** e.g. "see its guests", "scan its passes", "see its dashboard". */
  what: string;
  onRetry: () => void;
}) {
  const backToEvent = (
    <ButtonLink variant="secondary" to={paths.event(eventId)}>
      View the event
    </ButtonLink>
  );
  if (isForbidden(error)) {
    return (
      <EmptyState
        icon="🔒"
        title={`Only the hosts of this event can ${what}`}
        message="If you're helping run it, ask the host to invite you as a co-host."
        action={backToEvent}
      />
    );
  }
  if (isApiError(error) && error.status === 404) {
    return (
      <EmptyState
        icon="🔍"
        title="We couldn't find this event"
        message="It may have been deleted, or the link is wrong."
        action={
          <ButtonLink variant="primary" to={paths.feed()}>
            Back to events
          </ButtonLink>
        }
      />
    );
  }
  return <ErrorPanel title="This didn't load" message={toUserMessage(error)} onRetry={onRetry} />;
}
