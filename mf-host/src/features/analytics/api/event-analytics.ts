/**
 * The event's analytics (`GET /events/hosts/analytics`, view_insights): daily views, shares,
 * likes, RSVPs, checkouts begun and sales, the funnel, per ticket type and per affiliate link.
 * Under the event's insights key, so an affiliate link change refreshes it.
 */
import { useQuery } from 'shared-api/query';
import type { EventAnalytics } from 'contract';
import { callEndpoint, type CallOptions } from 'shared-api';
import { hostKeys } from '../../../api/host-keys';
import { useSignedInViewer } from '../../../api/use-signed-in-viewer';

export interface AnalyticsWindow {
  /** `YYYY-MM-DD` (UTC); both absent: the last 30 days. */
  from?: string;
  to?: string;
}

export const analyticsKeys = {
  window: (eventId: string, window: AnalyticsWindow, viewerUid: string) =>
    [...hostKeys.insights(eventId), 'analytics', window, { viewer: viewerUid }] as const,
};

export function getEventAnalytics(
  eventId: string,
  window: AnalyticsWindow,
  token: string,
  options: CallOptions = {},
): Promise<EventAnalytics> {
  return callEndpoint('GET /events/hosts/analytics', {
    query: { eventId, from: window.from, to: window.to },
    token,
    ...options,
  });
}

/** The event's analytics over a window (default: the last 30 days). */
export function useEventAnalytics(
  eventId: string | null | undefined,
  window: AnalyticsWindow = {},
) {
  const { viewer, signedIn } = useSignedInViewer();
  return useQuery({
    queryKey: analyticsKeys.window(eventId ?? '', window, viewer.uid),
    queryFn: ({ signal }) => getEventAnalytics(eventId ?? '', window, viewer.token, { signal }),
    enabled: signedIn && Boolean(eventId),
    retry: false,
  });
}
