import type { GuestAction } from '../api/guests';
import type { RefundAnswerKind } from '../api/refund-answers';
import type { GuestEntry } from 'contract';
import { Avatar, Button } from 'shared-ui';
import { GUEST_STATUS_LABELS, clockTime } from '../../../components/scan-words';
import { RefundRequestNote } from './refund-request-note';

export function GuestRow({
  guest,
  busy,
  onCheckIn,
  onAction,
  showRefundRequest = false,
  onRefundAnswer,
  canReadmit = false,
  onOpen,
}: {
  guest: GuestEntry;
  /** A call about this guest is under way: their buttons wait. */
  busy: boolean;
  /** Absent when the caller's level may not check guests in (no `scan` permission). */
  onCheckIn?: (guest: GuestEntry) => void;
  /** Approve, deny and let back in act at once; remove asks first (the page opens its dialog). */
  onAction: (guest: GuestEntry, action: GuestAction) => void;
  /** The guest's refund request is shown on their first row only (it covers all their tickets). */
  showRefundRequest?: boolean;
  /** Absent when the caller's level may not answer requests (no `manage_guests` permission). */
  onRefundAnswer?: (guest: GuestEntry, kind: RefundAnswerKind) => void;
  /** Whether to offer "Let back in" to a denied or removed guest (`manage_guests`). */
  canReadmit?: boolean;
  /** Opens the guest's details (passes, check-in, how often they came). */
  onOpen?: (guest: GuestEntry) => void;
}) {
  const name = guest.person.name;
  const canRemove =
    guest.status === 'going' || guest.status === 'checked_in' || guest.status === 'pending';
  const turnedAway = guest.status === 'denied' || guest.status === 'removed';
  const request = showRefundRequest ? guest.refundRequest : null;
  return (
    <li className="guest-row">
      <Avatar
        name={name}
        src={guest.person.profileImage?.urls.small}
        colorKey={guest.person.id}
        decorative
      />
      <GuestSummary guest={guest} onOpen={onOpen} />
      <div className="guest-row__actions">
        {guest.status === 'pending' ? (
          <>
            <Button
              size="sm"
              disabled={busy}
              onClick={() => onAction(guest, 'approve')}
              aria-label={`Approve ${name}`}
            >
              Approve
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={() => onAction(guest, 'deny')}
              aria-label={`Deny ${name}`}
            >
              Deny
            </Button>
          </>
        ) : null}
        {guest.status === 'going' && onCheckIn ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => onCheckIn(guest)}
            aria-label={`Check in ${name}`}
          >
            Check in
          </Button>
        ) : null}
        {turnedAway && canReadmit ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => onAction(guest, 'readmit')}
            aria-label={`Let ${name} back in`}
          >
            Let back in
          </Button>
        ) : null}
        {canRemove ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => onAction(guest, 'remove')}
            aria-label={`Remove ${name}`}
          >
            Remove
          </Button>
        ) : null}
      </div>
      {request ? (
        <RefundRequestNote
          name={name}
          request={request}
          busy={busy}
          onAnswer={onRefundAnswer ? (kind) => onRefundAnswer(guest, kind) : undefined}
        />
      ) : null}
    </li>
  );
}

/** Who the guest is: their name (a button to their details when offered), ticket and status. */
function GuestSummary({
  guest,
  onOpen,
}: {
  guest: GuestEntry;
  onOpen?: (guest: GuestEntry) => void;
}) {
  const name = guest.person.name;
  return (
    <div>
      <p className="guest-row__name">
        {onOpen ? (
          <button
            type="button"
            className="guest-row__open"
            aria-label={`Details for ${name}`}
            onClick={() => onOpen(guest)}
          >
            {name}
          </button>
        ) : (
          name
        )}
      </p>
      <p className="guest-row__meta">
        {guest.ticketTypeName} ·{' '}
        <span className={`guest-status guest-status--${guest.status}`}>
          {GUEST_STATUS_LABELS[guest.status]}
        </span>
        {guest.checkedInAt ? ` at ${clockTime(guest.checkedInAt)}` : ''}
      </p>
    </div>
  );
}
