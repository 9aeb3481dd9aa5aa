/** Likes and metrics of an event (`/events/like`, `/events/metrics/*`). React-free. */
import { callEndpoint, type EndpointData } from '../http/call-endpoint';
import type { CallOptions } from '../http/request';

export type LikeState = EndpointData<'POST /events/like'>;

export function likeEvent(eventId: string, token: string, options: CallOptions = {}) {
  return callEndpoint('POST /events/like', { body: { eventId }, token, ...options });
}

export function unlikeEvent(eventId: string, token: string, options: CallOptions = {}) {
  return callEndpoint('DELETE /events/like', { query: { eventId }, token, ...options });
}

/** Counts a view of the event page; anonymous views count too. */
export async function recordEventView(eventId: string, token?: string | null): Promise<void> {
  await callEndpoint('POST /events/metrics/view', { body: { eventId }, token });
}

/** Counts a share (the server counts one per person and event). */
export async function recordEventShare(eventId: string, token?: string | null): Promise<void> {
  await callEndpoint('POST /events/metrics/share', { body: { eventId }, token });
}
