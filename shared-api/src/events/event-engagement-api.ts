/** Likes and metrics of an event (SPEC section 7: `/events/like`, `/events/metrics/*`). React-free. */
import { request } from '../http/request';
import type { CallOptions } from '../http/request';

export interface LikeState {
  isLiked: boolean;
  numLikes: number;
}

export function likeEvent(eventId: string, token: string, options: CallOptions = {}) {
  return request<LikeState>({
    method: 'POST',
    path: '/events/like',
    body: { eventId },
    token,
    ...options,
  });
}

export function unlikeEvent(eventId: string, token: string, options: CallOptions = {}) {
  return request<LikeState>({
    method: 'DELETE',
    path: '/events/like',
    query: { eventId },
    token,
    ...options,
  });
}

/** Counts a view of the event page; anonymous views count too. */
export async function recordEventView(eventId: string, token?: string | null): Promise<void> {
  await request<unknown>({
    method: 'POST',
    path: '/events/metrics/view',
    body: { eventId },
    token: token ?? null,
  });
}

/** Counts a share (the server counts one per person and event). */
export async function recordEventShare(eventId: string, token?: string | null): Promise<void> {
  await request<unknown>({
    method: 'POST',
    path: '/events/metrics/share',
    body: { eventId },
    token: token ?? null,
  });
}
