import { LoadFailure } from 'shared-ui/router';
import { isApiError, paths, toUserMessage } from 'shared-api';

/** A 404: the event was deleted, or the link is wrong. */
const NO_SUCH_EVENT = {
  icon: '🔍',
  title: "We couldn't find this event",
  message: 'It may have been deleted, or the link is wrong.',
  link: { to: paths.feed(), label: 'Back to events' },
};

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
  const hostsOnly = {
    icon: '🔒',
    title: `Only the hosts of this event can ${what}`,
    message: "If you're helping run it, ask the host to invite you as a co-host.",
    link: { to: paths.event(eventId), label: 'View the event', variant: 'secondary' as const },
  };
  return (
    <LoadFailure
      status={isApiError(error) ? error.status : null}
      answers={{ 403: hostsOnly, 404: NO_SUCH_EVENT }}
      title="This didn't load"
      message={toUserMessage(error)}
      onRetry={onRetry}
    />
  );
}
