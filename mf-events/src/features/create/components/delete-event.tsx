import { useNavigate } from 'shared-ui/router';
import { paths, toUserMessage } from 'shared-api';
import type { Event } from 'contract';
import { ConfirmButton, useToast } from 'shared-ui';
import { useDeleteEvent } from '../api/event-writes';

/** Deleting asks first; the server refuses once a paid ticket was sold, and that is shown. */
export function DeleteEvent({ event }: { event: Event }) {
  const remove = useDeleteEvent(event.id);
  const navigate = useNavigate();
  const toast = useToast();
  return (
    <ConfirmButton
      label="Delete event"
      buttonProps={{ variant: 'danger' }}
      title="Delete this event?"
      confirmLabel="Delete"
      cancelLabel="Keep it"
      pendingText="Deleting the event…"
      tone="danger"
      describeError={toUserMessage}
      onConfirm={() =>
        remove.mutateAsync(undefined).then(() => {
          toast.show('Event deleted', { kind: 'success' });
          navigate(paths.feed());
        })
      }
    >
      <p>“{event.name}” and its RSVPs will be gone for everyone. This can&apos;t be undone.</p>
    </ConfirmButton>
  );
}
