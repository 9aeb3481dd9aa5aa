/**
 * The buyer's saved cards, offered at checkout so a card saved once is not typed again. The
 * fetcher and key are shared-api's, so a card removed in mf-social's settings is gone here too.
 */
import { useQuery } from 'shared-api/query';
import { getSavedCards, savedCardKeys, useSession } from 'shared-api';

/** Idle for a visitor and for a free cart (`wanted` false). */
export function useSavedCards(wanted: boolean) {
  const { viewer, authResolved } = useSession();
  return useQuery({
    queryKey: savedCardKeys.mine(viewer?.uid ?? ''),
    queryFn: ({ signal }) => getSavedCards(viewer?.token ?? '', { signal }),
    enabled: wanted && authResolved && viewer !== null,
    retry: false,
  });
}
