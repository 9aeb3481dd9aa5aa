/**
 * The small line under an offline answer on the result card. A door person reads it to know
 * whether the server has heard of that admission yet, so it follows the scan through the queue:
 * waiting, then synced (or refused at sync), instead of saying "offline" forever.
 */
import type { QueuedScan } from './offline-door';

/** Where one offline scan stands: still queued, answered by the server, or neither known. */
export type OfflineProgress = 'queued' | 'synced' | 'conflict' | 'unknown';

/**
 * @param answers what the server answered at this page's syncs: nonce → whether it was a conflict
 *   (the stored queue forgets a scan once answered, so the page keeps the answers).
 */
export function offlineProgress(
  nonce: string,
  queue: readonly Pick<QueuedScan, 'nonce'>[],
  answers: Readonly<Record<string, boolean>>,
): OfflineProgress {
  if (queue.some((scan) => scan.nonce === nonce)) return 'queued';
  const conflict = answers[nonce];
  if (conflict === undefined) return 'unknown';
  return conflict ? 'conflict' : 'synced';
}

export function offlineResultNote(
  admitted: boolean,
  progress: OfflineProgress,
  device: { online: boolean; waiting: number },
): string {
  if (admitted && progress === 'queued') return 'Offline · checked on this device · not sent yet';
  if (admitted && progress === 'synced') return 'Checked offline · synced';
  if (admitted && progress === 'conflict') return 'Checked offline · conflict at sync, see below';
  // A refusal is never queued: all there is to say is whether the device has caught up since.
  return device.online && device.waiting === 0
    ? 'Checked offline · back online and up to date'
    : 'Offline · checked on this device';
}
