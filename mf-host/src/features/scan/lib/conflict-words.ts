/**
 * One conflict found at sync, in words a door person can act on: what the server knows (checked
 * in earlier by someone else, or revoked since the list was downloaded) and what this device did.
 */
import { clockTime, scanHeadline } from '../../../components/scan-words';
import type { SyncConflict } from './offline-door';

export function conflictWords({ name, outcome }: SyncConflict): string {
  const admittedAt = clockTime(outcome.scannedAt);
  if (outcome.reason === 'already_checked_in') {
    // The server answers "already checked in" only for a check-in it had before this device's
    // scan arrived: another door device, or "Check in" on the guest list.
    const when = outcome.checkedInAt ? ` at ${clockTime(outcome.checkedInAt)}` : '';
    return `${name}: Already checked in${when} by another device or from the guest list; this device also admitted it offline at ${admittedAt}.`;
  }
  // Revoked after this device downloaded its list (cancelled, refunded, removed, …).
  return `${name}: ${scanHeadline(outcome)}, but this device admitted it offline at ${admittedAt} from an older guest list.`;
}
