/**
 * The buyer's saved cards (`GET /checkout/payment-methods`), offered at checkout so a card saved
 * once is not typed again. The provider keeps them; the key carries the viewer's uid.
 */
import { useQuery } from 'shared-api/query';
import type { SavedCard } from 'contract';
import { callEndpoint, useSession, type CallOptions } from 'shared-api';

export async function getSavedCards(
  token: string,
  options: CallOptions = {},
): Promise<SavedCard[]> {
  return (await callEndpoint('GET /checkout/payment-methods', { token, ...options }))
    .paymentMethods;
}

export const savedCardKeys = {
  mine: (viewerUid: string) => ['saved-cards', { viewer: viewerUid }] as const,
};

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
