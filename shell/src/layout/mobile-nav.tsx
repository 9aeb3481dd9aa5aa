import { NavLink } from 'shared-ui/router';
import { paths, useSession } from 'shared-api';
import { DEFAULT_EVENT_TYPE } from 'contract/values';
import { Avatar, Badge, ChatIcon } from 'shared-ui';
import { useChatUnreadCount } from './use-chat-unread-count';
import { useUnreadCount } from './use-unread-count';
import { LOGIN_PATH, rememberHereForSignIn } from './sign-in-link';

export function MobileNav() {
  const session = useSession();
  const user = session.user;
  const unread = useUnreadCount();
  const unreadMessages = useChatUnreadCount();
  return (
    <nav className="mobile-nav" aria-label="Main">
      <NavLink to={paths.feed()} end className="mobile-nav__item">
        <span aria-hidden="true">⌂</span>
        <span className="mobile-nav__label">Home</span>
      </NavLink>
      <NavLink to="/app/activity" className="mobile-nav__item" onClick={unread.reset}>
        <span className="ui-badge-anchor">
          <span aria-hidden="true">♡</span>
          {unread.count !== null && (
            <Badge
              count={unread.count}
              label="unread notifications"
              className="mobile-nav__badge"
            />
          )}
        </span>
        <span className="mobile-nav__label">Activity</span>
      </NavLink>
      <NavLink
        to={paths.create({ type: DEFAULT_EVENT_TYPE })}
        className="mobile-nav__create"
        aria-label="Create event"
      >
        <span aria-hidden="true">+</span>
      </NavLink>
      <NavLink to="/app/chat" className="mobile-nav__item">
        <span className="ui-badge-anchor">
          <ChatIcon />
          {unreadMessages !== null && (
            <Badge count={unreadMessages} label="unread messages" className="mobile-nav__badge" />
          )}
        </span>
        <span className="mobile-nav__label">Chat</span>
      </NavLink>
      <NavLink to="/app/pass" className="mobile-nav__item">
        <span aria-hidden="true">▣</span>
        <span className="mobile-nav__label">Pass</span>
      </NavLink>
      {user ? (
        <NavLink to={paths.user(user.id)} className="mobile-nav__item" aria-label="Your profile">
          <Avatar name={user.displayName} src={user.profileImage?.urls.small ?? null} size="xs" />
        </NavLink>
      ) : (
        <NavLink to={LOGIN_PATH} className="mobile-nav__item" onClick={rememberHereForSignIn}>
          <span aria-hidden="true">◯</span>
          <span className="mobile-nav__label">Sign In</span>
        </NavLink>
      )}
    </nav>
  );
}
