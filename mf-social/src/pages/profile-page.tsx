import { useState } from 'react';
import { useParams } from 'shared-ui/router';
import { toUserMessage, useSession } from 'shared-api';
import { EmptyState, ErrorPanel, FullPageLoader, Spinner } from 'shared-ui';
import { useUser } from '../api/users';
import { SocialPage } from '../components/social-page';
import { useMyOrganizations } from '../features/organization/api/own-membership';
import { MyOrganizations } from '../features/organization/components/my-organizations';
import { useUserEvents } from '../features/profile/api/user-events';
import { ProfileEvents } from '../features/profile/components/profile-events';
import { FriendsDialog, ProfileFriends } from '../features/profile/components/profile-friends';
import { HostingEvents } from '../features/profile/components/hosting-events';
import { ProfileHeader } from '../features/profile/components/profile-header';

/**
 * A user's profile: one's own (no id, or one's own id; with the events one hosts and their
 * dashboards, one's organizations and invitations) or another user's public view. Its one modal,
 * `friends` (`/app/user/:userId/friends`), opens the friends list as a dialog.
 */
export default function ProfilePage() {
  const { userId, modal } = useParams();
  const session = useSession();
  const own = !userId || userId === session.user?.id;
  const other = useUser(own ? null : userId);

  if (own) {
    if (!session.user) return <FullPageLoader />;
    return (
      <SocialPage>
        <ProfileHeader user={session.user} own />
        <ProfileFriends userId={session.user.id} own />
        <OwnLists />
        {modal === 'friends' && <FriendsDialog userId={session.user.id} own />}
      </SocialPage>
    );
  }
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
        message={toUserMessage(other.error)}
        onRetry={() => void other.refetch()}
      />
    );
  }
  return (
    <SocialPage>
      <ProfileHeader user={other.data} own={false} />
      <ProfileFriends userId={other.data.id} own={false} />
      <ProfileEvents userId={other.data.id} />
      {modal === 'friends' && <FriendsDialog userId={other.data.id} own={false} />}
    </SocialPage>
  );
}

/**
 * One's own lists, shown once the two upper ones have answered: each is as tall as what it holds,
 * so the organizations shown before the events one hosts were pushed down the screen when those
 * arrived (a layout shift of 0.05–0.1 on a phone). The same queries as the sections' own.
 */
function OwnLists() {
  const hosting = useUserEvents('hosting');
  const organizations = useMyOrganizations();
  // Once shown, shown: a failed list asked again (a section's own Retry, or mounting it) is
  // pending again, and must not take the sections away.
  const [shown, setShown] = useState(false);
  if (!shown && hosting.status !== 'pending' && !organizations.isPending) setShown(true);
  if (!shown) return <Spinner label="Loading your events and organizations" />;
  return (
    <>
      <HostingEvents />
      <MyOrganizations />
      <ProfileEvents />
    </>
  );
}
