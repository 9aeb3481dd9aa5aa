/**
 * The buyer's saved cards (`GET /checkout/payment-methods`): mf-events offers them at checkout,
 * mf-social's settings list and remove them. One fetcher and one key, so the two meet in the
 * cache: a card removed in settings is gone from checkout. The provider keeps the cards; the key
 * carries the viewer's uid, never the token. React-free.
 */
import type { SavedCard } from 'contract';
import { callEndpoint } from '../http/call-endpoint';
import type { CallOptions } from '../http/request';

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
