import { Link } from 'shared-ui/router';
import { paths, toUserMessage, useAnswerCohostInvitation, useMyCohostInvitation } from 'shared-api';
import { Button } from 'shared-ui';
import './activity.css';

const LEVEL_NAMES = { cohost: 'a co-host', door: 'door staff', viewer: 'a viewer' } as const;

/** The two answers, in the order they stand: the one pressed is busy, both wait while it runs. */
const ANSWERS = [
  { choice: 'accept', label: 'Accept', variant: 'primary' },
  { choice: 'decline', label: 'Decline', variant: 'secondary' },
] as const;

/**
 * Under a co-host invitation in Activity: Accept and Decline while it waits, then what the viewer
 * answered (accepting leads to the event's dashboard), or that it was withdrawn.
 */
export function CohostInvitationAnswer({
  eventId,
  eventName,
}: {
  eventId: string;
  eventName: string;
}) {
  const invitation = useMyCohostInvitation(eventId);
  const answer = useAnswerCohostInvitation(eventId);
  if (invitation.isPending) {
    return <p className="activity-invite__note">Checking the invitation…</p>;
  }
  if (invitation.isError) {
    return (
      <p className="activity-invite__note" role="alert">
        Could not check this invitation: {toUserMessage(invitation.error)}{' '}
        <Button variant="ghost" size="sm" onClick={() => void invitation.refetch()}>
          Try again
        </Button>
      </p>
    );
  }
  const current = invitation.data;
  if (!current) {
    return <p className="activity-invite__note">This invitation was withdrawn.</p>;
  }
  if (current.status === 'accepted') {
    return (
      <p className="activity-invite__note" role="status">
        You&apos;re on the team as {LEVEL_NAMES[current.privilege]}.{' '}
        <Link to={`${paths.host(eventId)}/dashboard`}>Open the dashboard</Link>
      </p>
    );
  }
  if (current.status === 'declined') {
    return (
      <p className="activity-invite__note" role="status">
        You declined.
      </p>
    );
  }
  return (
    <div className="activity-invite">
      <span className="activity-invite__note">As {LEVEL_NAMES[current.privilege]}</span>
      <div className="activity-invite__buttons" role="group" aria-label={`Answer for ${eventName}`}>
        {ANSWERS.map(({ choice, label, variant }) => (
          <Button
            key={choice}
            variant={variant}
            size="sm"
            busy={answer.isPending && answer.variables === choice}
            disabled={answer.isPending}
            aria-label={`${label} the invitation to co-host ${eventName}`}
            onClick={() => answer.mutate(choice)}
          >
            {label}
          </Button>
        ))}
      </div>
      {answer.isError && (
        <p className="activity-invite__error" role="alert">
          {toUserMessage(answer.error)}
        </p>
      )}
    </div>
  );
}
