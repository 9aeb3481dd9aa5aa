/**
 * The viewer's saved cards for settings: the list (`GET /checkout/payment-methods`), removing one
 * (`DELETE /checkout/payment-methods/:id`) and saving a new one on the provider's page
 * (`POST /checkout/payment-setup`, which answers the page to send the browser to). The provider
 * keeps the cards; the key carries the viewer's uid, never the token.
 */
import { useMutation, useQuery, useQueryClient } from 'shared-api/query';
import type { PaymentSetup, SavedCard } from 'contract';
import { callEndpoint, requireToken, useSession, type CallOptions } from 'shared-api';

export async function getSavedCards(
  token: string,
  options: CallOptions = {},
): Promise<SavedCard[]> {
  return (await callEndpoint('GET /checkout/payment-methods', { token, ...options }))
    .paymentMethods;
}

export function removeSavedCard(cardId: string, token: string): Promise<{ removed: true }> {
  return callEndpoint('DELETE /checkout/payment-methods/:paymentMethodId', {
    params: { paymentMethodId: cardId },
    token,
  });
}

export function startCardSetup(token: string): Promise<PaymentSetup> {
  return callEndpoint('POST /checkout/payment-setup', { body: {}, token });
}

export const savedCardKeys = {
  mine: (viewerUid: string) => ['saved-cards', { viewer: viewerUid }] as const,
};

export function useSavedCards() {
  const { viewer } = useSession();
  return useQuery({
    queryKey: savedCardKeys.mine(viewer?.uid ?? ''),
    queryFn: ({ signal }) => getSavedCards(requireToken(viewer?.token), { signal }),
    enabled: viewer !== null,
    retry: false,
  });
}

export function useRemoveSavedCard() {
  const { viewer } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) => removeSavedCard(cardId, requireToken(viewer?.token)),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: savedCardKeys.mine(viewer?.uid ?? '') }),
  });
}

/** A fresh card-saving page of the provider's (the component sends the browser there). */
export function useStartCardSetup() {
  const { viewer } = useSession();
  return useMutation({ mutationFn: () => startCardSetup(requireToken(viewer?.token)) });
}
