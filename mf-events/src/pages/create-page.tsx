import { useSearchParams } from 'react-router-dom';
import { DEFAULT_EVENT_TYPE, useSession } from 'shared-api';
import { Card } from 'shared-ui';

/**
 * Create an event. The platform slice proves the gate and the session reach this remote; the form
 * itself (flyer, time, location, tickets) is built by the events issue.
 */
export default function CreatePage() {
  const session = useSession();
  const [params] = useSearchParams();
  const type = params.get('type') ?? DEFAULT_EVENT_TYPE;
  return (
    <section aria-labelledby="create-title">
      <h1 id="create-title">Create an event</h1>
      <Card>
        <p>Hosting as {session.user?.displayName}</p>
        <p>
          Event type: <strong>{type === 'simpleRsvp' ? 'Free RSVP' : type}</strong>
        </p>
      </Card>
    </section>
  );
}
