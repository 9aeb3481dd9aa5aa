import { toUserMessage, useAnswerCohostInvitation, useMyCohostInvitation } from 'shared-api';
import { Button } from 'shared-ui';

const LEVEL_NAMES = { cohost: 'a co-host', door: 'door staff', viewer: 'a viewer' } as const;

/**
 * For someone invited to co-host this event: the invitation with Accept and Decline. Nothing
 * while there is none (or it is answered: accepting shows the organizer tools instead).
 */
export function CohostInvitationCard({ eventId, enabled }: { eventId: string; enabled: boolean }) {
  const invitation = useMyCohostInvitation(eventId, { enabled });
  const answer = useAnswerCohostInvitation(eventId);
  const current = invitation.data;
  if (answer.data?.status === 'declined') {
    return (
      <p className="event-invitation__done" role="status">
        You declined the invitation to co-host.
      </p>
    );
  }
  if (!current || current.status !== 'pending') return null;
  return (
    <section className="event-invitation" aria-labelledby="event-invitation-title">
      <h2 id="event-invitation-title" className="event-invitation__title">
        You&apos;re invited to co-host
      </h2>
      <p className="event-invitation__text">
        As {LEVEL_NAMES[current.privilege]} of this event. Accept to reach its dashboard, guest list
        and door.
      </p>
      <div className="event-invitation__buttons">
        <Button
          variant="primary"
          busy={answer.isPending && answer.variables === 'accept'}
          disabled={answer.isPending}
          onClick={() => answer.mutate('accept')}
        >
          Accept
        </Button>
        <Button
          variant="secondary"
          busy={answer.isPending && answer.variables === 'decline'}
          disabled={answer.isPending}
          onClick={() => answer.mutate('decline')}
        >
          Decline
        </Button>
      </div>
      {answer.isError && (
        <p className="event-invitation__error" role="alert">
          {toUserMessage(answer.error)}
        </p>
      )}
    </section>
  );
}
