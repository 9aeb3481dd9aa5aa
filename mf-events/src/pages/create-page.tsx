import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'shared-ui/router';
import { paths, toUserMessage, useSession } from 'shared-api';
import type { EventType } from 'contract';
import { DEFAULT_EVENT_TYPE } from 'contract/values';
import { useCreateEvent } from '../features/create/api/event-writes';
import { EventForm } from '../features/create/components/event-form';
import { emptyEventForm } from '../features/create/lib/event-form-values';

const TYPE_NAMES: Record<EventType, string> = { simpleRsvp: 'Free RSVP', ticketed: 'Ticketed' };

function eventTypeOf(value: string | null): EventType {
  return value === 'ticketed' || value === 'simpleRsvp' ? value : DEFAULT_EVENT_TYPE;
}

/** Create an event: `?type=` picks the kind (simpleRsvp by default, SPEC section 9). */
export default function CreatePage() {
  const session = useSession();
  const [params] = useSearchParams();
  const type = eventTypeOf(params.get('type'));
  const create = useCreateEvent();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);

  return (
    <section aria-labelledby="create-title" className="create-page">
      <h1 id="create-title">Create an event</h1>
      <p>
        Hosting as <strong>{session.user?.displayName}</strong> · {TYPE_NAMES[type]} event ·{' '}
        <Link to={`/app/create/type?type=${type}`}>Change type</Link>
      </p>
      <p>
        Hosting this somewhere else? <Link to={paths.createImport()}>Bring it here</Link>
      </p>
      <EventForm
        // A new type starts a new form (ticket rows differ).
        key={type}
        initialValues={emptyEventForm(type)}
        mode="create"
        submitLabel="Create event"
        busy={create.isPending}
        serverError={serverError}
        onSubmit={(input) => {
          setServerError(null);
          create.mutate(input, {
            onSuccess: (event) =>
              navigate(`/app/create/confirmation/${encodeURIComponent(event.id)}`),
            onError: (error) => setServerError(toUserMessage(error)),
          });
        }}
      />
    </section>
  );
}
