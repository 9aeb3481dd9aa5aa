import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { userQueryOptions, useSession } from 'shared-api';
import { EmptyState, ErrorPanel, FullPageLoader } from 'shared-ui';
import { ProfileHeader } from '../features/profile/components/profile-header';

/** A user's profile: one's own (no id, or one's own id) or another user's public view. */
export default function ProfilePage() {
  const { userId } = useParams();
  const session = useSession();
  const own = !userId || userId === session.user?.id;
  const other = useQuery({ ...userQueryOptions(userId ?? ''), enabled: !own });

  if (own) return session.user ? <ProfileHeader user={session.user} own /> : <FullPageLoader />;
  if (other.isPending) return <FullPageLoader />;
  if (other.isError) {
    const missing = 'status' in other.error && other.error.status === 404;
    return missing ? (
      <EmptyState
        icon="👤"
        title="This profile doesn't exist"
        message="The link may be wrong, or the account was deleted."
      />
    ) : (
      <ErrorPanel
        title="We couldn't load this profile"
        message={other.error.message}
        onRetry={() => void other.refetch()}
      />
    );
  }
  return <ProfileHeader user={other.data} own={false} />;
}
