import type { GuestStatus, ScanOutcome } from 'shared-api';

/** A time of day at the door, in the device's zone: "9:41 PM". */
export function clockTime(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** The headline a door person reads at a glance. */
export function scanHeadline(outcome: ScanOutcome): string {
  if (outcome.result === 'admitted') return 'Admitted';
  switch (outcome.reason) {
    case 'already_checked_in':
      return outcome.checkedInAt
        ? `Already checked in at ${clockTime(outcome.checkedInAt)}`
        : 'Already checked in';
    case 'wrong_event':
      return 'This pass is for a different event';
    case 'cancelled':
      return 'This pass was cancelled';
    case 'refunded':
      return 'This pass was refunded';
    default:
      return 'Unknown code: no pass matches it';
  }
}

export const GUEST_STATUS_LABELS: Record<GuestStatus, string> = {
  going: 'Going',
  checked_in: 'Checked in',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};
