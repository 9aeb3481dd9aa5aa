import { toUserMessage } from 'shared-api';
import type { PendingCohostInvitation } from 'contract';
import { Avatar, Spinner } from 'shared-ui';
import type { usePendingInvitations } from '../api/cohost-invitations';
import { useWithdrawInvitation } from '../api/cohost-invitations';
import { LEVEL_WORDS } from '../lib/level-words';
import { ApiConfirmButton } from '../../../components/api-confirm';

/** The invitations waiting for an answer; withdrawing one asks first. */
export function PendingInvitations({
  eventId,
  pending,
  onSaved,
}: {
  eventId: string;
  pending: ReturnType<typeof usePendingInvitations>;
  /** Says what was done (null clears the last message). */
  onSaved: (message: string | null) => void;
}) {
  const withdraw = useWithdrawInvitation(eventId);
  if (pending.isPending) {
    return (
      <div className="cohosts-loading">
        <Spinner label="Loading invitations" />
      </div>
    );
  }
  if (pending.isError) {
    return (
      <p className="cohosts-error" role="alert">
        Could not load the invitations: {toUserMessage(pending.error)}
      </p>
    );
  }
  if (pending.data.length === 0) {
    return <p className="cohosts-note">No invitations waiting for an answer.</p>;
  }
  return (
    <ul className="cohosts-list" aria-label="Invitations waiting for an answer">
      {pending.data.map(({ user, privilege }: PendingCohostInvitation) => (
        <li key={user.id} className="cohosts-row">
          <Avatar name={user.name} src={user.profileImage?.urls.small} size="sm" decorative />
          <span className="cohosts-row__who">
            <span className="cohosts-row__name">{user.name}</span>
            <span className="cohosts-row__sub">
              Invited as {LEVEL_WORDS[privilege].name.toLowerCase()}
            </span>
          </span>
          <ApiConfirmButton
            label="Withdraw"
            buttonProps={{
              variant: 'secondary',
              size: 'sm',
              'aria-label': `Withdraw ${user.name}'s invitation`,
            }}
            onOpen={() => onSaved(null)}
            title="Withdraw this invitation?"
            confirmLabel="Withdraw invitation"
            cancelLabel="Keep the invitation"
            pendingText="Withdrawing the invitation…"
            tone="danger"
            onConfirm={() =>
              withdraw
                .mutateAsync(user.id)
                .then(() => onSaved(`${user.name}'s invitation is withdrawn.`))
            }
          >
            <p className="cohosts-confirm">
              Withdraw <strong>{user.name}</strong>&apos;s invitation to co-host? They can no longer
              accept it. You can invite them again later.
            </p>
          </ApiConfirmButton>
        </li>
      ))}
    </ul>
  );
}
