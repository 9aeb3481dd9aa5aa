import { useState } from 'react';
import { useParams } from 'shared-ui/router';
import { toUserMessage, useDebouncedValue, useEvent } from 'shared-api';
import type { GuestEntry, GuestStatus } from 'contract';
import { Button, EmptyState, FullPageLoader, Spinner, TextField, useToast } from 'shared-ui';
import { HostCallError } from '../components/host-access';
import { HostNav } from '../components/host-nav';
import { GUEST_STATUS_LABELS, GUEST_TABS, scanHeadline } from '../components/scan-words';
import { SEARCH_DEBOUNCE_MS } from '../components/search-debounce';
import { useHostDashboard } from '../features/dashboard/api/host-dashboard';
import { useGuests } from '../features/guests/api/guests';
import { GuestRow } from '../features/guests/components/guest-row';
import { useGuestActions } from '../features/guests/hooks/use-guest-actions';
import { GuestDetailsDialog } from '../features/guest-details/components/guest-details-dialog';
import { downloadText, guestsCsv } from '../features/guests/lib/guests-csv';
import { useScanPass } from '../features/scan/api/scan-pass';
import '../components/host.css';

/** `/app/event/:eventId/guests`: the guest list of one event, for its organizers. */
export default function GuestsPage() {
  const { eventId = '' } = useParams();
  const [status, setStatus] = useState<GuestStatus | null>(null);
  // The "Refund requests" tab: guests whose request waits for an answer, whatever their status.
  const [refundsOnly, setRefundsOnly] = useState(false);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const event = useEvent(eventId);
  const guests = useGuests(eventId, { status, search, refundRequested: refundsOnly });
  const scan = useScanPass(eventId);
  // The caller's level: "Check in" shows only for levels that may scan (until known: shown; the
  // server refuses anyway).
  const access = useHostDashboard(eventId).data?.access;
  const canCheckIn = access ? access.permissions.includes('scan') : true;
  const canManage = access ? access.permissions.includes('manage_guests') : true;
  const actions = useGuestActions(eventId);
  const [details, setDetails] = useState<GuestEntry | null>(null);
  const toast = useToast();

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
  const counts = pages[0]?.counts;
  const eventName = event.data?.name ?? 'Your event';

  // By door code: every level that may check guests in gets it (pass tokens are the host's and
  // the door's only), and the scan redeems it like the QR.
  const checkIn = (guest: GuestEntry) => {
    scan.mutate(
      { qrToken: guest.doorCode },
      {
        onSuccess: (outcome) =>
          toast.show(
            outcome.result === 'admitted'
              ? `${guest.person.name} is checked in`
              : `${guest.person.name}: ${scanHeadline(outcome)}`,
            { kind: outcome.result === 'admitted' ? 'success' : 'error' },
          ),
        onError: (error) => toast.show(toUserMessage(error), { kind: 'error' }),
      },
    );
  };

  const tabs: {
    value: GuestStatus | null;
    refunds?: true;
    label: string;
    count: number | undefined;
  }[] = [
    { value: null, label: 'All', count: counts?.all },
    ...GUEST_TABS.map((s) => ({ value: s, label: GUEST_STATUS_LABELS[s], count: counts?.[s] })),
    { value: null, refunds: true, label: 'Refund requests', count: pages[0]?.refundRequests },
  ];
  // A person's refund request shows on their first row only (it covers all their tickets).
  const firstRowOf = new Set(
    list
      .filter((g, i) => list.findIndex((o) => o.person.id === g.person.id) === i)
      .map((g) => g.passId),
  );
  const filtered = Boolean(search || status || refundsOnly);

  return (
    <section className="host-page" aria-labelledby="guests-title">
      <header className="host-page__header">
        <h1 id="guests-title">Guests</h1>
        <p>{eventName}</p>
      </header>
      <HostNav eventId={eventId} />
      <div className="host-tabs" role="tablist" aria-label="Guests by status">
        {tabs.map((tab) => (
          <button
            key={tab.label}
            type="button"
            role="tab"
            className="host-tab"
            aria-selected={status === tab.value && refundsOnly === Boolean(tab.refunds)}
            aria-controls="guest-list"
            onClick={() => {
              setStatus(tab.value);
              setRefundsOnly(Boolean(tab.refunds));
            }}
          >
            {tab.label} ({tab.count ?? 0})
          </button>
        ))}
      </div>
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
          onClick={() => downloadText(`guests-${eventId}.csv`, guestsCsv(list))}
        >
          Export CSV ({list.length})
        </Button>
      </div>
      {guests.isFetching && !guests.isFetchingNextPage ? (
        <Spinner size="sm" label="Updating the list" />
      ) : null}
      {list.length === 0 ? (
        <EmptyState
          icon="👥"
          title={
            refundsOnly && !search
              ? 'No refund requests'
              : filtered
                ? 'No guests match'
                : 'No guests yet'
          }
          message={
            refundsOnly && !search
              ? 'When a guest asks for their money back, the request waits here for your answer.'
              : filtered
                ? 'Try another name, number or tab.'
                : 'When people RSVP or buy tickets, they show up here.'
          }
        />
      ) : (
        <ul id="guest-list" className="guest-list" aria-label="Guest list">
          {list.map((guest) => (
            <GuestRow
              key={guest.passId}
              guest={guest}
              busy={
                (scan.isPending && scan.variables?.qrToken === guest.doorCode) ||
                actions.busyFor(guest)
              }
              onCheckIn={canCheckIn ? checkIn : undefined}
              onAction={actions.act}
              showRefundRequest={firstRowOf.has(guest.passId)}
              onRefundAnswer={canManage ? actions.answerRefund : undefined}
              canReadmit={canManage}
              onOpen={setDetails}
            />
          ))}
        </ul>
      )}
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
