import type { EventListing } from 'contract';
import { Button, Dialog } from 'shared-ui';

interface Props {
  listing: EventListing;
  busy: boolean;
  onDecline: () => void;
  onKeep: () => void;
}

/** Asks before declining a member's request to list their event: they see it declined. */
export function DeclineListingDialog({ listing, busy, onDecline, onKeep }: Props) {
  const asker = listing.requestedBy?.displayName ?? 'The host';
  return (
    <Dialog title={`Decline listing ${listing.eventName}?`} onClose={onKeep}>
      <p>{asker} sees the request declined. The event is not listed and no member is told.</p>
      <div className="org-row-actions">
        <Button variant="secondary" onClick={onKeep}>
          Keep the request
        </Button>
        <Button variant="danger" busy={busy} onClick={onDecline}>
          Decline
        </Button>
      </div>
    </Dialog>
  );
}
