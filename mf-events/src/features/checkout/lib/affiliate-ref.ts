/**
 * The affiliate code a buyer arrived with (`/app/event/{id}?ref=CODE`), remembered per event for
 * the browser tab (sessionStorage), so opening the tickets dialog or signing in first — which
 * change the URL — still sends it with the checkout. A code that cannot be one is not kept.
 */
import { useEffect } from 'react';
import { useLocation } from 'shared-ui/router';
import { AFFILIATE_LIMITS } from 'contract/values';

const storageKey = (eventId: string) => `affiliateRef:${eventId}`;
const CODE_RULE = new RegExp(AFFILIATE_LIMITS.codePattern);

export function rememberAffiliateRef(eventId: string, search: string): void {
  const ref = new URLSearchParams(search).get('ref')?.trim();
  if (
    !ref ||
    ref.length < AFFILIATE_LIMITS.codeMinLength ||
    ref.length > AFFILIATE_LIMITS.codeMaxLength ||
    !CODE_RULE.test(ref)
  ) {
    return;
  }
  try {
    sessionStorage.setItem(storageKey(eventId), ref);
  } catch {
    // Storage refused (private mode, quota): the purchase simply goes unattributed.
  }
}

export function affiliateRefFor(eventId: string): string | undefined {
  try {
    return sessionStorage.getItem(storageKey(eventId)) ?? undefined;
  } catch {
    return undefined;
  }
}

/** On the event page: keeps `?ref=` of the current URL for this event. */
export function useRememberAffiliateRef(eventId: string | undefined): void {
  const { search } = useLocation();
  useEffect(() => {
    if (eventId) rememberAffiliateRef(eventId, search);
  }, [eventId, search]);
}
