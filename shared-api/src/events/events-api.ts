/** The event reads two apps use (mf-events' event page, mf-host's dashboard). React-free. */
import type { Event, EventOrganizer } from 'contract';
import { callEndpoint } from '../http/call-endpoint';
import type { CallOptions } from '../http/request';

/** An event; the token, when given, lets the server add what the viewer may see of it. */
export async function getEvent(
  eventId: string,
  token?: string | null,
  options: CallOptions = {},
): Promise<Event> {
  const data = await callEndpoint('GET /events/', { query: { eventId }, token, ...options });
  return data.event;
}

/** The host, then the accepted co-hosts: the people who may edit the event. */
export async function getEventOrganizers(
  eventId: string,
  options: CallOptions = {},
): Promise<EventOrganizer[]> {
  const data = await callEndpoint('GET /events/organizers', { query: { eventId }, ...options });
  return data.organizers;
}
