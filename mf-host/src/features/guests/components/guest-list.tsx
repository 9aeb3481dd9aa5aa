import type { ComponentProps } from 'react';
import type { GuestEntry } from 'contract';
import { EmptyState } from 'shared-ui';
import { firstRowsOfPeople } from '../lib/first-rows';
import { GuestRow } from './guest-row';

type RowProps = Omit<ComponentProps<typeof GuestRow>, 'guest' | 'busy' | 'showRefundRequest'>;

/** The loaded guests, one row each, or in words why there are none. */
export function GuestList({
  list,
  search,
  filtered,
  refundsOnly,
  busyFor,
  ...rowProps
}: RowProps & {
  list: readonly GuestEntry[];
  search: string;
  /** A tab, a search or the refund requests narrow the list. */
  filtered: boolean;
  refundsOnly: boolean;
  busyFor: (guest: GuestEntry) => boolean;
}) {
  if (list.length === 0) {
    const noRequests = refundsOnly && !search;
    return (
      <EmptyState
        icon="👥"
        title={noRequests ? 'No refund requests' : filtered ? 'No guests match' : 'No guests yet'}
        message={
          noRequests
            ? 'When a guest asks for their money back, the request waits here for your answer.'
            : filtered
              ? 'Try another name, number or tab.'
              : 'When people RSVP or buy tickets, they show up here.'
        }
      />
    );
  }
  const firstRows = firstRowsOfPeople(list);
  return (
    <ul id="guest-list" className="guest-list" aria-label="Guest list">
      {list.map((guest) => (
        <GuestRow
          key={guest.passId}
          guest={guest}
          busy={busyFor(guest)}
          showRefundRequest={firstRows.has(guest.passId)}
          {...rowProps}
        />
      ))}
    </ul>
  );
}
