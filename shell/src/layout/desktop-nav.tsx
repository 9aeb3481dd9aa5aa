import { ButtonLink, Link, NavLink } from 'shared-ui/router';
import { paths, useSession } from 'shared-api';
import { DEFAULT_EVENT_TYPE } from 'contract/values';
import { Avatar, Badge } from 'shared-ui';
import { LOGIN_PATH, rememberHereForSignIn } from './sign-in-link';
import { SearchBox } from './search/search-box';
import { useChatUnreadCount } from './use-chat-unread-count';

export function DesktopNav() {
  const session = useSession();
  const user = session.user;
  const unreadMessages = useChatUnreadCount();
  return (
    <header className="desktop-nav" aria-label="Main">
      <Link to={paths.feed()} className="desktop-nav__logo" aria-label="Home">
        <span aria-hidden="true">✦</span> Events
      </Link>
      <SearchBox />
      <nav className="desktop-nav__links" aria-label="Sections">
        <NavLink to={paths.feed()} end>
          Events
        </NavLink>
        {session.isLoggedIn && <NavLink to="/app/activity">Social</NavLink>}
        {session.isLoggedIn && (
          <NavLink to="/app/chat" className="desktop-nav__chat">
            Chat
            {unreadMessages !== null && (
              <Badge count={unreadMessages} label="unread messages" tone="brand" />
            )}
          </NavLink>
        )}
        {session.isLoggedIn && <NavLink to="/app/pass">Pass</NavLink>}
      </nav>
      <div className="desktop-nav__actions">
        <ButtonLink variant="primary" to={paths.create({ type: DEFAULT_EVENT_TYPE })}>
          Create Event
        </ButtonLink>
        {user ? (
          <Link to={paths.user(user.id)} aria-label="Your profile">
            <Avatar name={user.displayName} src={user.profileImage?.urls.small ?? null} size="sm" />
          </Link>
        ) : (
          <ButtonLink variant="secondary" to={LOGIN_PATH} onClick={rememberHereForSignIn}>
            Sign In
          </ButtonLink>
        )}
      </div>
    </header>
  );
}
