import { useState } from 'react';
import { useNavigate } from 'shared-ui/router';
import { paths, toUserMessage } from 'shared-api';
import type { Event } from 'contract';
import { Button, Dialog, useToast } from 'shared-ui';
import { useDeleteEvent } from '../api/event-writes';

/** Deleting asks first; the server refuses once a paid ticket was sold, and that is shown. */
export function DeleteEvent({ event }: { event: Event }) {
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteEvent(event.id);
  const navigate = useNavigate();
  const toast = useToast();
  return (
    <>
      <Button variant="danger" onClick={() => setAsking(true)}>
        Delete event
      </Button>
      {asking && (
        <Dialog title="Delete this event?" onClose={() => setAsking(false)}>
          <p>“{event.name}” and its RSVPs will be gone for everyone. This can&apos;t be undone.</p>
          {error && (
            <p className="ui-field__error" role="alert">
              {error}
            </p>
          )}
          <div style={{ display: 'flex', gap: 10, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              Keep it
            </Button>
            <Button
              variant="danger"
              busy={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => {
                    toast.show('Event deleted', { kind: 'success' });
                    navigate(paths.feed());
                  },
                  onError: (failure) => setError(toUserMessage(failure)),
                })
              }
            >
              Delete
            </Button>
          </div>
        </Dialog>
      )}
    </>
  );
}
