import type { GuestEntry } from 'shared-api';
import { Avatar, Button } from 'shared-ui';
import { GUEST_STATUS_LABELS, clockTime } from '../../../components/scan-words';

export function GuestRow({
  guest,
  busy,
  onCheckIn,
}: {
  guest: GuestEntry;
  busy: boolean;
  /** Absent when the caller's level may not check guests in (no `scan` permission). */
  onCheckIn?: (guest: GuestEntry) => void;
}) {
  return (
    <li className="guest-row">
      <Avatar
        name={guest.person.name}
        src={guest.person.profileImage?.urls.small}
        colorKey={guest.person.id}
        decorative
      />
      <div>
        <p className="guest-row__name">{guest.person.name}</p>
        <p className="guest-row__meta">
          {guest.ticketTypeName} ·{' '}
          <span className={`guest-status guest-status--${guest.status}`}>
            {GUEST_STATUS_LABELS[guest.status]}
          </span>
          {guest.checkedInAt ? ` at ${clockTime(guest.checkedInAt)}` : ''}
        </p>
      </div>
      {guest.status === 'going' && onCheckIn ? (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => onCheckIn(guest)}
          aria-label={`Check in ${guest.person.name}`}
        >
          Check in
        </Button>
      ) : (
        <span />
      )}
    </li>
  );
}
