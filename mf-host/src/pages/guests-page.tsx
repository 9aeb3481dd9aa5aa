import { useState } from 'react';
import { useParams } from 'shared-ui/router';
import { useEvent } from 'shared-api';
import type { GuestEntry } from 'contract';
import { Button, FullPageLoader, Spinner, TextField } from 'shared-ui';
import { downloadCsv } from '../components/csv';
import { HostCallError } from '../components/host-access';
import { HostNav } from '../components/host-nav';
import { useHostDashboard } from '../features/dashboard/api/host-dashboard';
import { useGuests } from '../features/guests/api/guests';
import { GuestList } from '../features/guests/components/guest-list';
import { GuestTabs } from '../features/guests/components/guest-tabs';
import { useGuestActions } from '../features/guests/hooks/use-guest-actions';
import { useGuestFilter } from '../features/guests/hooks/use-guest-filter';
import { GuestDetailsDialog } from '../features/guest-details/components/guest-details-dialog';
import { guestsCsv } from '../features/guests/lib/guests-csv';
import { useDoorCodeCheckIn } from '../features/scan/hooks/use-door-code-check-in';
import '../components/host.css';

/** `/app/event/:eventId/guests`: the guest list of one event, for its organizers. */
export default function GuestsPage() {
  const { eventId = '' } = useParams();
  const { filter, searchText, setSearchText, isSelected, select } = useGuestFilter();
  const event = useEvent(eventId);
  const guests = useGuests(eventId, filter);
  const door = useDoorCodeCheckIn(eventId);
  // The caller's level: "Check in" shows only for levels that may scan (until known: shown; the
  // server refuses anyway).
  const access = useHostDashboard(eventId).data?.access;
  const canCheckIn = access ? access.permissions.includes('scan') : true;
  const canManage = access ? access.permissions.includes('manage_guests') : true;
  const actions = useGuestActions(eventId);
  const [details, setDetails] = useState<GuestEntry | null>(null);

  if (guests.isPending && !guests.data) return <FullPageLoader />;
  if (guests.isError && !guests.data) {
    return (
      <div className="host-page">
        <HostCallError
          error={guests.error}
          eventId={eventId}
          what="see its guests"
          onRetry={() => void guests.refetch()}
        />
      </div>
    );
  }
  const pages = guests.data?.pages ?? [];
  const list = pages.flatMap((page) => page.guests);

  return (
    <section className="host-page" aria-labelledby="guests-title">
      <header className="host-page__header">
        <h1 id="guests-title">Guests</h1>
        <p>{event.data?.name ?? 'Your event'}</p>
      </header>
      <HostNav eventId={eventId} />
      <GuestTabs
        counts={pages[0]?.counts}
        refundRequests={pages[0]?.refundRequests}
        isSelected={isSelected}
        onSelect={select}
      />
      <div className="host-toolbar">
        <TextField
          label="Search guests"
          type="search"
          placeholder="Name or phone number"
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
        />
        <Button
          variant="secondary"
          disabled={list.length === 0}
          onClick={() => downloadCsv(`guests-${eventId}.csv`, guestsCsv(list))}
        >
          Export CSV ({list.length})
        </Button>
      </div>
      {guests.isFetching && !guests.isFetchingNextPage ? (
        <Spinner size="sm" label="Updating the list" />
      ) : null}
      <GuestList
        list={list}
        search={filter.search}
        filtered={Boolean(filter.search || filter.status || filter.refundRequested)}
        refundsOnly={Boolean(filter.refundRequested)}
        busyFor={(guest) => door.isCheckingIn(guest) || actions.busyFor(guest)}
        onCheckIn={canCheckIn ? door.checkIn : undefined}
        onAction={actions.act}
        onRefundAnswer={canManage ? actions.answerRefund : undefined}
        canReadmit={canManage}
        onOpen={setDetails}
      />
      {guests.hasNextPage ? (
        <Button
          variant="secondary"
          onClick={() => void guests.fetchNextPage()}
          disabled={guests.isFetchingNextPage}
        >
          {guests.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
      {actions.dialog}
      {details ? (
        <GuestDetailsDialog
          eventId={eventId}
          person={details.person}
          onClose={() => setDetails(null)}
        />
      ) : null}
    </section>
  );
}
