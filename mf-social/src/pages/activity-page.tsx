import { FriendsList } from '../components/friends-list';
import { SocialPage } from '../components/social-page';
import { useClearUnreadCountWhileShown } from '../features/activity/api/unread-count';
import { FriendRequests } from '../features/activity/components/friend-requests';
import { NotificationList } from '../features/activity/components/notification-list';
import { SentRequests } from '../features/activity/components/sent-requests';

/**
 * The social page (`/app/activity`): friend requests to answer, notifications, friends, and the
 * requests one sent (to cancel).
 */
export default function ActivityPage() {
  // Seeing this page is reading the notifications, however it was reached (tab, link, address bar).
  useClearUnreadCountWhileShown();
  return (
    <SocialPage title="Activity">
      <FriendRequests />
      <section aria-labelledby="notifications-title">
        <h2 id="notifications-title">Notifications</h2>
        <NotificationList />
      </section>
      <section aria-labelledby="friends-title">
        <h2 id="friends-title">Friends</h2>
        <FriendsList />
      </section>
      <SentRequests />
    </SocialPage>
  );
}
