import { useState } from 'react';
import { toUserMessage } from 'shared-api';
import type { PublicUser } from 'contract';
import {
  Button,
  ConfirmActions,
  Dialog,
  ErrorPanel,
  Spinner,
  truncateName,
  useToast,
} from 'shared-ui';
import { useFriendAction } from '../../../api/friends';
import { listStyle, PersonRow } from '../../../components/person-row';
import { useFriendRequests } from '../api/friend-requests';

/**
 * The friend requests the viewer sent that wait for an answer (`GET /friends/requests/out`), each
 * with "Cancel request", which asks first and then withdraws it
 * (`DELETE /friends/requests/cancel`).
 */
export function SentRequests() {
  const requests = useFriendRequests('out');
  const [cancelling, setCancelling] = useState<PublicUser | null>(null);
  return (
    <section aria-labelledby="sent-requests-title">
      <h2 id="sent-requests-title">
        Requests you sent{requests.data?.length ? ` (${requests.data.length})` : ''}
      </h2>
      {requests.isPending ? (
        <Spinner label="Loading the requests you sent" />
      ) : requests.isError ? (
        <ErrorPanel
          title="We couldn't load the requests you sent"
          message="Check your connection and try again."
          onRetry={() => void requests.refetch()}
          headingLevel={3}
        />
      ) : requests.data.length === 0 ? (
        <p className="social-muted">
          No requests waiting. When you add someone with +Friend, it shows here until they answer.
        </p>
      ) : (
        <ul style={listStyle} aria-label="Requests you sent">
          {requests.data.map((user) => (
            <PersonRow key={user.id} user={user}>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Cancel your friend request to ${user.displayName}`}
                onClick={() => setCancelling(user)}
              >
                Cancel request
              </Button>
            </PersonRow>
          ))}
        </ul>
      )}
      {cancelling && <CancelRequestDialog user={cancelling} onClose={() => setCancelling(null)} />}
    </section>
  );
}

function CancelRequestDialog({ user, onClose }: { user: PublicUser; onClose: () => void }) {
  const cancel = useFriendAction(user.id);
  const toast = useToast();
  const name = truncateName(user.displayName);
  return (
    <Dialog title={`Cancel your request to ${name}?`} onClose={onClose}>
      <p>
        {name} won't see it any more. You can send a new one from their profile whenever you like.
      </p>
      {cancel.isError && (
        <p role="alert" className="ui-field__error">
          {toUserMessage(cancel.error)}
        </p>
      )}
      <ConfirmActions
        className="social-dialog-actions"
        cancel={{ label: 'Keep request', onClick: onClose }}
        confirm={{
          label: 'Cancel request',
          tone: 'danger',
          busy: cancel.isPending,
          onClick: () =>
            cancel.mutate('cancel', {
              onSuccess: () => {
                toast.show(`Request to ${name} cancelled`, { kind: 'success' });
                onClose();
              },
            }),
        }}
      />
    </Dialog>
  );
}
