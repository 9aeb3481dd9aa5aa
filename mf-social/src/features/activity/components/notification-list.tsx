import { Link } from 'shared-ui/router';
import { Avatar, Button, EmptyState, ErrorPanel, Spinner, formatTimeAgo } from 'shared-ui';
import { listStyle } from '../../../components/person-row';
import { useMarkShownNotificationsRead } from '../api/mark-read';
import { useNotifications } from '../api/notifications';
import { describeNotification } from '../lib/notification-text';
import { CohostInvitationAnswer } from './cohost-invitation-answer';
import './activity.css';

/**
 * The viewer's notifications, newest first, with "Load more" for older pages. Showing them marks
 * them read on the server, up to the newest shown; the ones unread when the list was loaded say
 * "New" for this visit.
 */
export function NotificationList() {
  const list = useNotifications();
  useMarkShownNotificationsRead(list.notifications[0]?.id ?? null);
  if (list.isPending) return <Spinner label="Loading notifications" />;
  if (list.isError && list.notifications.length === 0) {
    return (
      <ErrorPanel
        title="We couldn't load your notifications"
        message="Check your connection and try again."
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (list.notifications.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        icon="🔔"
        title="Nothing new yet"
        message="Friend requests and invitations will show up here."
      />
    );
  }
  const now = Math.floor(Date.now() / 1000);
  return (
    <>
      <ul aria-label="Notifications" style={listStyle}>
        {list.notifications.map((n) => {
          const { text, href } = describeNotification(n);
          return (
            <li
              key={n.id}
              style={{ display: 'flex', gap: 12, alignItems: 'center', padding: '8px 0' }}
            >
              <Avatar
                name={n.actor?.displayName ?? '?'}
                src={n.actor?.profileImage?.urls.small ?? null}
                size="md"
              />
              <span style={{ flex: 1, minWidth: 0 }}>
                {href ? <Link to={href}>{text}</Link> : text}
                {n.kind === 'cohost_invitation' && n.event && (
                  <CohostInvitationAnswer eventId={n.event.id} eventName={n.event.name} />
                )}
              </span>
              {n.read === false && <span className="activity-new">New</span>}
              <time
                dateTime={new Date(n.createdAt * 1000).toISOString()}
                style={{ color: 'var(--ui-color-text-muted)' }}
              >
                {formatTimeAgo(n.createdAt, now)}
              </time>
            </li>
          );
        })}
      </ul>
      {list.isFetchNextPageError && (
        <p role="alert">We couldn't load more notifications. Try again.</p>
      )}
      {list.hasNextPage && (
        <Button
          variant="secondary"
          busy={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          Load more
        </Button>
      )}
    </>
  );
}
