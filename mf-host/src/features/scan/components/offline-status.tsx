import { Button } from 'shared-ui';
import { conflictWords } from '../lib/conflict-words';
import type { useOfflineDoor } from '../hooks/use-offline-door';

/** What it shows of the device's offline door (`useOfflineDoor`), and its one action. */
type DoorStatus = Pick<
  ReturnType<typeof useOfflineDoor>,
  | 'online'
  | 'hasKit'
  | 'guestsOnKit'
  | 'waiting'
  | 'syncing'
  | 'synced'
  | 'conflicts'
  | 'dismissConflicts'
>;

/**
 * Where the device stands for scanning without network: whether it holds the guest list, how many
 * offline scans wait to be sent, and the conflicts the server found when they were.
 */
export function OfflineStatus({ door }: { door: DoorStatus }) {
  const { online, hasKit, guestsOnKit, waiting, syncing, synced, conflicts } = door;
  const guests = `${guestsOnKit} ${guestsOnKit === 1 ? 'guest' : 'guests'}`;
  let line: string;
  if (!online) {
    line = hasKit
      ? `No network: admitting from the list on this device (${guests}). Scans are sent when the network is back.`
      : 'No network, and no guest list on this device yet: connect once to download it.';
  } else {
    line = hasKit
      ? `Ready for scanning offline: the list on this device has ${guests}.`
      : 'Downloading the guest list for scanning offline…';
  }
  return (
    <div
      className={`scan-offline${online ? '' : ' scan-offline--offline'}`}
      data-testid="offline-status"
    >
      <p role="status" aria-live="polite">
        {line}
        {waiting > 0
          ? ` ${syncing ? 'Sending' : 'Waiting to send'} ${waiting} offline ${waiting === 1 ? 'scan' : 'scans'}…`
          : synced > 0
            ? ` All offline scans synced (${synced}).`
            : ''}
      </p>
      {conflicts.length > 0 ? (
        <div className="scan-offline__conflicts" role="alert">
          <p>
            <strong>
              {conflicts.length === 1
                ? '1 offline admission was a conflict'
                : `${conflicts.length} offline admissions were conflicts`}
            </strong>
          </p>
          <ul>
            {conflicts.map((conflict) => (
              <li key={conflict.nonce}>{conflictWords(conflict)}</li>
            ))}
          </ul>
          <Button variant="secondary" onClick={door.dismissConflicts}>
            Dismiss
          </Button>
        </div>
      ) : null}
    </div>
  );
}
