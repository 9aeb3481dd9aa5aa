/**
 * Writes into the cached copies of one event, for every viewer (the one on screen included). Here
 * rather than in one feature: an edit (create) and a like (event) both write the server's answer
 * back. The keys are shared-api's `eventKeys`, which `useEvent` reads in every app.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Event } from 'contract';
import { eventKeys } from 'shared-api';

/** Every cached copy of the event, whoever the viewer: `[...eventKeys.details(), eventId]`. */
export const cachedEventKey = (eventId: string) => [...eventKeys.details(), eventId] as const;

export function patchCachedEvent(queryClient: QueryClient, eventId: string, patch: Partial<Event>) {
  queryClient.setQueriesData<Event>({ queryKey: cachedEventKey(eventId) }, (old) =>
    old ? { ...old, ...patch } : old,
  );
}
