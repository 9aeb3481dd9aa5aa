import type { Event } from 'shared-api';
import { formatEventDate } from 'shared-ui';

/** When and where, in the event's own time zone. */
export function EventFacts({ event }: { event: Event }) {
  const address = event.location?.address;
  return (
    <dl className="event-facts">
      <dt>When</dt>
      <dd>
        <time dateTime={new Date(event.startTime * 1000).toISOString()}>
          {formatEventDate(event.startTime, event.timeZone)}
        </time>
        {event.endTime !== null && (
          <>
            {' – '}
            <time dateTime={new Date(event.endTime * 1000).toISOString()}>
              {formatEventDate(event.endTime, event.timeZone)}
            </time>
          </>
        )}
      </dd>
      <dt>Where</dt>
      <dd>
        {address ? (
          <>
            {event.location?.name && (
              <>
                <strong>{event.location.name}</strong>
                <br />
              </>
            )}
            {address.line1}
            {address.line2 ? `, ${address.line2}` : ''}
            <br />
            {address.city}, {address.state}
            {address.zipcode ? ` ${address.zipcode}` : ''}
          </>
        ) : (
          'Location to be announced'
        )}
      </dd>
    </dl>
  );
}
