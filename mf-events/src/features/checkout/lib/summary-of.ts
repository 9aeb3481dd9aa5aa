import type { Event, EventSummary } from 'contract';

/** The pass view's short form of a full event. */
export function summaryOf(event: Event): EventSummary {
  return {
    id: event.id,
    name: event.name,
    flyer: event.flyer,
    startTime: event.startTime,
    endTime: event.endTime,
    timeZone: event.timeZone,
    locationName: event.location?.name ?? null,
    city: event.location?.address.city ?? null,
    state: event.location?.address.state ?? null,
    cancelledAt: event.cancelledAt,
    cancellationMessage: event.cancellationMessage,
  };
}
