/**
 * The roots of the host tools' query keys. Every query about one event's hosting sits under
 * `['hosts', eventId]`, so a scan, a guest action, a blast or an offline sync refreshes the
 * guest list, the counts, the kit and the insights at once; each feature's API file adds its
 * own part (and the viewer's uid, never the token) below these.
 */
export const hostKeys = {
  all: ['hosts'] as const,
  event: (eventId: string) => [...hostKeys.all, eventId] as const,
  /** Revenue, analytics and affiliate links: an affiliate link change refreshes all three. */
  insights: (eventId: string) => [...hostKeys.event(eventId), 'insights'] as const,
};
