/**
 * How many events arrived since the feed was loaded: `GET /events/feed/count` once when the feed
 * is shown (the baseline), then every minute while the tab is visible (TanStack Query pauses the
 * interval in a hidden tab). `showNew()` takes the latest count as the new baseline.
 */
import { useQuery } from 'shared-api/query';
import { useCallback, useState } from 'react';
import { callEndpoint } from 'shared-api';

export const FEED_COUNT_POLL_MS = 60_000;

export function useNewEventsCount(enabled: boolean, pollMs: number = FEED_COUNT_POLL_MS) {
  const count = useQuery({
    queryKey: ['events', 'feed-count'] as const,
    queryFn: async ({ signal }) => (await callEndpoint('GET /events/feed/count', { signal })).count,
    enabled,
    refetchInterval: pollMs,
    refetchIntervalInBackground: false,
    staleTime: 0,
    refetchOnMount: 'always',
  });
  const [base, setBase] = useState<number | null>(null);
  const latest = count.data;
  if (latest !== undefined && base === null) setBase(latest);
  const fresh = latest !== undefined && base !== null ? Math.max(0, latest - base) : 0;
  const reset = useCallback(() => {
    if (latest !== undefined) setBase(latest);
  }, [latest]);
  return { fresh, reset };
}
