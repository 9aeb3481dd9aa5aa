/**
 * Likes and metrics of an event (`/events/like`, `/events/metrics/*`). A like turns the heart at
 * once in every cached copy of the event and turns it back if the server refuses; the server's
 * counts replace the guess when it answers, and the person's liked list (shared-api's
 * `useUserEvents('liked')`, which mf-social shows) is refreshed.
 */
import { useQueryClient } from 'shared-api/query';
import type { Event } from 'contract';
import { callEndpoint, userEventKeys, type CallOptions, type EndpointData } from 'shared-api';
import { cachedEventKey, patchCachedEvent } from '../../../api/cached-event';
import { useSignedInMutation } from '../../../api/signed-in-mutation';

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

/** Likes or unlikes (`like: true | false`), optimistically. */
export function useLikeEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useSignedInMutation(
    (like: boolean, token) => (like ? likeEvent(eventId, token) : unlikeEvent(eventId, token)),
    {
      onMutate: (like: boolean) => {
        const before = queryClient.getQueriesData<Event>({ queryKey: cachedEventKey(eventId) });
        for (const [key, event] of before) {
          if (event && event.isLiked !== like) {
            queryClient.setQueryData<Event>(key, {
              ...event,
              isLiked: like,
              numLikes: Math.max(0, event.numLikes + (like ? 1 : -1)),
            });
          }
        }
        return { before };
      },
      onError: (_error, _like, context) => {
        for (const [key, event] of context?.before ?? []) queryClient.setQueryData(key, event);
      },
      onSuccess: (state) => {
        patchCachedEvent(queryClient, eventId, state);
        // The liked lists mf-social shows.
        void queryClient.invalidateQueries({ queryKey: userEventKeys.ofList('liked') });
      },
    },
  );
}
