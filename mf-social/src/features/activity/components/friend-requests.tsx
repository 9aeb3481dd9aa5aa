import type { PublicUser } from 'contract';
import { ErrorPanel, Spinner } from 'shared-ui';
import { FriendButton } from '../../../components/friend-button';
import { listStyle, PersonRow } from '../../../components/person-row';
import { useFriendRequests } from '../api/friend-requests';

/** People who asked the viewer to be friends, each with Accept and Dismiss. Hidden when none. */
export function FriendRequests() {
  const requests = useFriendRequests('in');
  if (requests.isPending) return <Spinner label="Loading friend requests" />;
  if (requests.isError) {
    return (
      <ErrorPanel
        title="We couldn't load your friend requests"
        message="Check your connection and try again."
        onRetry={() => void requests.refetch()}
      />
    );
  }
  if (requests.data.length === 0) return null;
  return (
    <section aria-labelledby="friend-requests-title">
      <h2 id="friend-requests-title">Friend requests ({requests.data.length})</h2>
      <ul style={listStyle}>
        {requests.data.map((user: PublicUser) => (
          <PersonRow key={user.id} user={user}>
            <FriendButton userId={user.id} name={user.displayName} />
          </PersonRow>
        ))}
      </ul>
    </section>
  );
}
