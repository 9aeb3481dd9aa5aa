/**
 * The viewer's saved cards for settings: the list (shared-api's `getSavedCards` and
 * `savedCardKeys`, which checkout reads too), removing one (`DELETE /checkout/payment-methods/:id`)
 * and saving a new one on the provider's page (`POST /checkout/payment-setup`, which answers the
 * page to send the browser to). The provider keeps the cards.
 */
import { useMutation, useQuery, useQueryClient } from 'shared-api/query';
import type { PaymentSetup } from 'contract';
import { callEndpoint, getSavedCards, requireToken, savedCardKeys, useSession } from 'shared-api';

export function removeSavedCard(cardId: string, token: string): Promise<{ removed: true }> {
  return callEndpoint('DELETE /checkout/payment-methods/:paymentMethodId', {
    params: { paymentMethodId: cardId },
    token,
  });
}

export function startCardSetup(token: string): Promise<PaymentSetup> {
  return callEndpoint('POST /checkout/payment-setup', { body: {}, token });
}

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
