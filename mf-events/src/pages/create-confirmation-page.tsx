import { ButtonLink, useParams } from 'shared-ui/router';
import { paths, toUserMessage, useEvent } from 'shared-api';
import { Card, ErrorPanel, FullPageLoader, formatEventDate } from 'shared-ui';
import { PayoutNotice } from '../features/create/components/payout-notice';

/** After creating: the event is live; go see it, share it, or make another. */
export default function CreateConfirmationPage() {
  const { eventId = '' } = useParams();
  const event = useEvent(eventId);
  if (event.isPending) return <FullPageLoader />;
  if (event.isError) {
    return (
      <ErrorPanel
        title="We couldn't load your event"
        message={toUserMessage(event.error)}
        onRetry={() => void event.refetch()}
      />
    );
  }
  const e = event.data;
  return (
    <section aria-labelledby="confirmation-title" style={{ maxWidth: 640 }}>
      {/* SVG, not an emoji: emoji need a font the device may lack. */}
      <svg width="56" height="56" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="11" fill="var(--ui-color-success, #1e7a4e)" />
        <path
          d="M7 12.5l3.2 3.2L17 9"
          fill="none"
          stroke="#fff"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h1 id="confirmation-title">Your event is live</h1>
      <Card>
        <h2 style={{ marginTop: 0 }}>{e.name}</h2>
        <p>{formatEventDate(e.startTime, e.timeZone)}</p>
        {e.location && (
          <p>
            {e.location.address.city}, {e.location.address.state}
          </p>
        )}
      </Card>
      {e.ticketTypes.some((t) => t.priceCents > 0) && (
        <div style={{ marginTop: 20 }}>
          <PayoutNotice />
        </div>
      )}
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginTop: 20 }}>
        <ButtonLink variant="primary" to={paths.event(e.id)}>
          View event
        </ButtonLink>
        <ButtonLink variant="secondary" to={`${paths.event(e.id)}/share`}>
          Share it
        </ButtonLink>
        <ButtonLink variant="ghost" to={`${paths.event(e.id)}/edit`}>
          Edit
        </ButtonLink>
      </div>
    </section>
  );
}
