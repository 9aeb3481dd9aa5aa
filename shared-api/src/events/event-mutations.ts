/**
 * Mutations on events with their cache updates: create, edit, delete, like. Refreshing the feed
 * goes through `restartFeeds` (SPEC section 4: a refetch restarts from the first page).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { requireToken } from '../http/require-token';
import { useSession } from '../session/session-context';
import type { Event, EventChanges, EventInput } from 'contract';
import { likeEvent, unlikeEvent } from './event-engagement-api';
import { createEvent, deleteEvent, updateEvent } from './events-api';
import { eventKeys } from './events-queries';
import { restartFeeds } from './feed-queries';

/** Writes an event into every viewer's cached copy of it (the one on screen included). */
function patchCachedEvent(queryClient: QueryClient, eventId: string, patch: Partial<Event>) {
  queryClient.setQueriesData<Event>({ queryKey: [...eventKeys.details(), eventId] }, (old) =>
    old ? { ...old, ...patch } : old,
  );
}

export function useCreateEvent() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EventInput) => createEvent(input, requireToken(token)),
    onSuccess: () => {
      void restartFeeds(queryClient);
    },
  });
}

export function useUpdateEvent(eventId: string) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: EventChanges) => updateEvent(eventId, changes, requireToken(token)),
    onSuccess: (event) => {
      patchCachedEvent(queryClient, eventId, event);
      void restartFeeds(queryClient);
    },
  });
}

export function useDeleteEvent(eventId: string) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteEvent(eventId, requireToken(token)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: [...eventKeys.details(), eventId] });
      void restartFeeds(queryClient);
    },
  });
}

/**
 * Likes or unlikes (`like: true | false`). The heart turns at once and turns back if the server
 * refuses; the server's counts replace the guess when it answers.
 */
export function useLikeEvent(eventId: string) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (like: boolean) =>
      like ? likeEvent(eventId, requireToken(token)) : unlikeEvent(eventId, requireToken(token)),
    onMutate: (like: boolean) => {
      const before = queryClient.getQueriesData<Event>({
        queryKey: [...eventKeys.details(), eventId],
      });
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
      void queryClient.invalidateQueries({ queryKey: [...eventKeys.all, 'mine', 'liked'] });
    },
  });
}
