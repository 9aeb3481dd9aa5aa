import { useState } from 'react';
import { ButtonLink } from 'shared-ui/router';
import { paths, toUserMessage } from 'shared-api';
import type { Event, Pass } from 'contract';
import { Button, Dialog, useToast } from 'shared-ui';
import { useLeaveEvent } from '../api/checkout';

/**
 * For someone who already holds passes for this event: a way to them and, for a free event, a way
 * out (after confirming). Paid tickets are refunded by the host, not here.
 */
export function MyPassesNote({
  event,
  passes,
  free,
}: {
  event: Event;
  passes: Pass[];
  free: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const leave = useLeaveEvent(event.id);
  const toast = useToast();
  const first = passes[0];
  if (!first) return null;
  return (
    <div className="event-cta">
      <span className="event-cta__going" role="status">
        {free
          ? "You're going"
          : `You have ${passes.length} ${passes.length === 1 ? 'ticket' : 'tickets'}`}
      </span>
      <ButtonLink variant="primary" to={paths.pass(first.id)}>
        View your pass
      </ButtonLink>
      {free && (
        <Button variant="secondary" onClick={() => setAsking(true)}>
          Can&apos;t go
        </Button>
      )}
      {asking && (
        <Dialog title="Cancel your RSVP?" onClose={() => setAsking(false)}>
          <p>
            Your pass for “{event.name}” will stop working. You can RSVP again while there is room.
          </p>
          <div style={{ display: 'flex', gap: 10, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              Keep my RSVP
            </Button>
            <Button
              variant="danger"
              busy={leave.isPending}
              onClick={() =>
                leave.mutate(undefined, {
                  onSuccess: () => {
                    setAsking(false);
                    toast.show('Your RSVP is cancelled', { kind: 'success' });
                  },
                  onError: (error) => toast.show(toUserMessage(error), { kind: 'error' }),
                })
              }
            >
              Cancel RSVP
            </Button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
