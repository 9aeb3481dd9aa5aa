import { useState } from 'react';
import { useDebouncedValue } from 'shared-api';
import type { GuestStatus } from 'contract';
import { SEARCH_DEBOUNCE_MS } from '../../../components/search-debounce';
import type { GuestFilter } from '../api/guests';

/** A tab of the guest list: a status (or all), or the guests whose refund request waits. */
export interface GuestTab {
  value: GuestStatus | null;
  refunds?: true;
}

/** Which guests the list shows: the tab and the search as typed, debounced into a filter. */
export function useGuestFilter() {
  const [status, setStatus] = useState<GuestStatus | null>(null);
  // The "Refund requests" tab: guests whose request waits for an answer, whatever their status.
  const [refundsOnly, setRefundsOnly] = useState(false);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const filter: GuestFilter = { status, search, refundRequested: refundsOnly };
  return {
    filter,
    searchText,
    setSearchText,
    isSelected: (tab: GuestTab) => status === tab.value && refundsOnly === Boolean(tab.refunds),
    select: (tab: GuestTab) => {
      setStatus(tab.value);
      setRefundsOnly(Boolean(tab.refunds));
    },
  };
}
