import { useEffect, useRef } from 'react';
import { ANALYTICS_EVENTS, track, useSession } from 'shared-api';
import type { Event } from 'contract';
import { recordEventView } from '../api/event-engagement';

/** Counts one view per event page visit (the metric and the analytics event). */
export function useRecordView(event: Event | undefined) {
  const { token, authResolved } = useSession();
  const recorded = useRef<string | null>(null);
  const eventId = event?.id;
  const eventName = event?.name;
  useEffect(() => {
    if (!eventId || !authResolved || recorded.current === eventId) return;
    recorded.current = eventId;
    track(ANALYTICS_EVENTS.view, { event_id: eventId, event_name: eventName });
    // A metric that fails to count must not disturb the page.
    recordEventView(eventId, token).catch(() => undefined);
  }, [eventId, eventName, authResolved, token]);
}
