import { useState } from 'react';
import { ButtonLink, useNavigate, useParams } from 'shared-ui/router';
import { isApiError, paths, toUserMessage, useEvent, useSession } from 'shared-api';
import { EmptyState, ErrorPanel, FullPageLoader, useToast } from 'shared-ui';
import { useUpdateEvent } from '../features/create/api/event-writes';
import { DeleteEvent } from '../features/create/components/delete-event';
import { EventForm } from '../features/create/components/event-form';
import { eventToFormValues } from '../features/create/lib/event-form-values';
import { useIsOrganizer } from '../lib/use-is-organizer';

/** Edit an event: its organizers only; anyone else is told so plainly. */
export default function EditEventPage() {
  const { eventId = '' } = useParams();
  const event = useEvent(eventId);
  const session = useSession();
  const update = useUpdateEvent(eventId);
  const navigate = useNavigate();
  const toast = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const organizer = useIsOrganizer(event.data);

  if (event.isPending || organizer === 'pending') return <FullPageLoader />;
  if (event.isError) {
    return isApiError(event.error) && event.error.status === 404 ? (
      <EmptyState icon="🔎" title="This event doesn't exist" message="It may have been deleted." />
    ) : (
      <ErrorPanel
        title="We couldn't load this event"
        message={toUserMessage(event.error)}
        onRetry={() => void event.refetch()}
      />
    );
  }
  const e = event.data;
  if (!organizer) {
    return (
      <EmptyState
        icon="🔒"
        title="Only the event's organizers can edit it"
        message={`You're signed in as ${session.user?.displayName ?? 'someone else'}, who doesn't organize "${e.name}".`}
        action={
          <ButtonLink variant="primary" to={paths.event(e.id)}>
            Back to the event
          </ButtonLink>
        }
      />
    );
  }
  return (
    <section aria-labelledby="edit-title">
      <h1 id="edit-title">Edit {e.name}</h1>
      <EventForm
        initialValues={eventToFormValues(e)}
        mode="edit"
        submitLabel="Save changes"
        busy={update.isPending}
        serverError={serverError}
        onSubmit={(input) => {
          setServerError(null);
          update.mutate(input, {
            onSuccess: () => {
              toast.show('Changes saved', { kind: 'success' });
              navigate(paths.event(e.id));
            },
            onError: (error) => setServerError(toUserMessage(error)),
          });
        }}
      />
      {/* The API lets only the host delete; co-hosts edit. */}
      {session.user?.id === e.host.id && (
        <section aria-labelledby="danger-title" className="edit-page__danger">
          <h2 id="danger-title">Delete</h2>
          <DeleteEvent event={e} />
        </section>
      )}
    </section>
  );
}
