import type { PublicUser } from 'contract';
import { toUserMessage } from 'shared-api';
import { Avatar, Button, Dialog, Spinner } from 'shared-ui';
import { GUEST_STATUS_LABELS, clockTime } from '../../../components/scan-words';
import { DialogActions } from '../../../components/dialog-actions';
import { useGuestContext } from '../api/user-context';
import './guest-details.css';

const attendedWords = (n: number) =>
  n === 0
    ? "Hasn't come to any of your events yet"
    : n === 1
      ? 'Came to 1 of your events'
      : `Came to ${n} of your events`;

/** A guest's context, opened from their row: passes, check-in, and how often they came. */
export function GuestDetailsDialog({
  eventId,
  person,
  onClose,
}: {
  eventId: string;
  person: PublicUser;
  onClose: () => void;
}) {
  const context = useGuestContext(eventId, person.id);
  return (
    <Dialog title={person.name} onClose={onClose}>
      {context.isPending ? (
        <div className="guest-details__loading">
          <Spinner label={`Loading ${person.name}'s details`} />
        </div>
      ) : context.isError ? (
        <div className="guest-details">
          <p className="guest-details__error" role="alert">
            We couldn&apos;t load {person.name}&apos;s details: {toUserMessage(context.error)}
          </p>
          <DialogActions>
            <Button variant="secondary" onClick={() => void context.refetch()}>
              Try again
            </Button>
          </DialogActions>
        </div>
      ) : (
        <div className="guest-details">
          <div className="guest-details__who">
            <Avatar
              name={person.name}
              src={context.data.person.profileImage?.urls.small}
              colorKey={person.id}
              size="lg"
              decorative
            />
            <div>
              <p className="guest-details__checked">
                {context.data.checkedIn ? 'Checked in to this event' : 'Not checked in yet'}
              </p>
              <p className="guest-details__attended">
                {attendedWords(context.data.eventsAttended)}
              </p>
            </div>
          </div>
          <h3 className="guest-details__heading">Passes for this event</h3>
          {context.data.tickets.length === 0 ? (
            <p className="guest-details__note">No passes for this event.</p>
          ) : (
            <ul className="guest-details__passes" aria-label={`${person.name}'s passes`}>
              {context.data.tickets.map((ticket) => (
                <li key={ticket.passId} className="guest-details__pass">
                  <span className="guest-details__type">{ticket.ticketTypeName}</span>
                  <span className={`guest-status guest-status--${ticket.status}`}>
                    {GUEST_STATUS_LABELS[ticket.status]}
                    {ticket.checkedInAt ? ` at ${clockTime(ticket.checkedInAt)}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <DialogActions>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </div>
      )}
    </Dialog>
  );
}
