import type { GuestCounts } from 'contract';

/**
 * "2 checked in of 3 going" at the top of the door page. Door staff trust this number, so it
 * counts the passes this device admitted offline too, and says how many of them the server has
 * not heard of yet. Scans already sent but not yet in a refreshed dashboard are counted without
 * a note, so the number does not dip while the counts reload after a sync.
 */
export function DoorCount({
  counts,
  notSent,
  sentNotCounted,
}: {
  counts: Pick<GuestCounts, 'going' | 'checked_in'>;
  /** Admitted on this device with no network, waiting in its queue. */
  notSent: number;
  /** Accepted at a sync, while the dashboard's counts are being refreshed. */
  sentNotCounted: number;
}) {
  const going = counts.going + counts.checked_in;
  // An offline admission the server will call a duplicate could count twice until the sync:
  // never more checked in than going.
  const checkedIn = Math.min(going, counts.checked_in + notSent + sentNotCounted);
  return (
    <p aria-live="polite" data-testid="door-count">
      <strong>{checkedIn}</strong> checked in of {going} going
      {notSent > 0 ? ` (${notSent} on this device, not sent yet)` : null}
    </p>
  );
}
