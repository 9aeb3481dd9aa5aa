import { EmptyState, ErrorPanel, Spinner } from 'shared-ui';
import { useFriends } from '../api/friends';
import { listStyle, PersonRow } from './person-row';

export interface FriendsListProps {
  /** Whose friends; the signed-in viewer's own when absent. */
  userId?: string | null;
  /** Only the friends the viewer shares with `userId`. */
  mutualOnly?: boolean;
}

/** A person's friends by name, each linking to their profile (the profile's `friends` modal too). */
export function FriendsList({ userId, mutualOnly = false }: FriendsListProps) {
  const friends = useFriends(userId, { mutualOnly });
  if (friends.isPending) return <Spinner label="Loading friends" />;
  if (friends.isError) {
    return (
      <ErrorPanel
        title="We couldn't load the friends list"
        message="Check your connection and try again."
        onRetry={() => void friends.refetch()}
      />
    );
  }
  if (friends.data.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        icon="👥"
        title={mutualOnly ? 'No friends in common yet' : 'No friends yet'}
        message={userId ? undefined : 'Add people from their profile with +Friend.'}
      />
    );
  }
  return (
    <ul aria-label="Friends" style={listStyle}>
      {friends.data.map((friend) => (
        <PersonRow key={friend.id} user={friend} />
      ))}
    </ul>
  );
}
