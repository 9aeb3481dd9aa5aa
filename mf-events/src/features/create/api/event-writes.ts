/**
 * Creating, editing and deleting an event (`POST`, `PATCH`, `DELETE /events/`) with their cache
 * updates. Every write restarts the feeds (SPEC section 4: a refetch restarts from the first page);
 * an edit writes the server's event into every cached copy, a delete drops them. The event keys
 * are shared-api's `eventKeys`: `useEvent` reads them in every app.
 */
import { useQueryClient } from 'shared-api/query';
import type { Event, EventChanges, EventInput } from 'contract';
import { callEndpoint, type CallOptions } from 'shared-api';
import { cachedEventKey, patchCachedEvent } from '../../../api/cached-event';
import { restartFeeds } from '../../../api/feed';
import { useSignedInMutation } from '../../../api/signed-in-mutation';

/** Creates an event hosted by the caller (a signed-in user). */
export async function createEvent(
  input: EventInput,
  token: string,
  options: CallOptions = {},
): Promise<Event> {
  const data = await callEndpoint('POST /events/', { body: input, token, ...options });
  return data.event;
}

/** Changes an event; the server answers 403 unless the caller organizes it. */
export async function updateEvent(
  eventId: string,
  changes: EventChanges,
  token: string,
  options: CallOptions = {},
): Promise<Event> {
  const data = await callEndpoint('PATCH /events/', {
    body: { eventId, ...changes },
    token,
    ...options,
  });
  return data.event;
}

/** Deletes an event (its host only; refused once a paid ticket has been sold). */
export async function deleteEvent(
  eventId: string,
  token: string,
  options: CallOptions = {},
): Promise<void> {
  await callEndpoint('DELETE /events/', { query: { eventId }, token, ...options });
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useSignedInMutation((input: EventInput, token) => createEvent(input, token), {
    onSuccess: () => {
      void restartFeeds(queryClient);
    },
  });
}

export function useUpdateEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useSignedInMutation(
    (changes: EventChanges, token) => updateEvent(eventId, changes, token),
    {
      onSuccess: (event) => {
        patchCachedEvent(queryClient, eventId, event);
        void restartFeeds(queryClient);
      },
    },
  );
}

export function useDeleteEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useSignedInMutation((_: void, token) => deleteEvent(eventId, token), {
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: cachedEventKey(eventId) });
      void restartFeeds(queryClient);
    },
  });
}
