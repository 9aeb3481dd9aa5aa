import type { GuestStatus, ScanOutcome } from 'contract';

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
    case 'pending_approval':
      return 'Pending approval: the hosts have not approved this guest yet';
    case 'denied':
      return 'Not admitted: the hosts denied this request';
    case 'removed':
      return 'Removed by the hosts (refunded)';
    default:
      return 'Unknown code: no pass matches it';
  }
}

export const GUEST_STATUS_LABELS: Record<GuestStatus, string> = {
  going: 'Going',
  checked_in: 'Checked in',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  pending: 'Pending approval',
  denied: 'Denied',
  removed: 'Removed',
};

/** The guest list's tabs, in the order a host works through them (then the rarer ones). */
export const GUEST_TABS: readonly GuestStatus[] = [
  'going',
  'pending',
  'checked_in',
  'denied',
  'removed',
  'cancelled',
  'refunded',
];
