import type { Event } from 'contract';
import { formatEventTimeRange } from 'shared-ui';

/** When and where, in the event's own time zone. */
export function EventFacts({ event }: { event: Event }) {
  const address = event.location?.address;
  const when = formatEventTimeRange(event.startTime, event.endTime, event.timeZone);
  return (
    <dl className="event-facts">
      <dt>When</dt>
      <dd>
        <time dateTime={new Date(event.startTime * 1000).toISOString()}>{when.start}</time>
        {event.endTime !== null && when.end !== null && (
          <>
            {' – '}
            <time dateTime={new Date(event.endTime * 1000).toISOString()}>{when.end}</time>
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
