import { ButtonLink, Link } from 'shared-ui/router';
import type { PublicUser } from 'contract';
import { Avatar, truncateName } from 'shared-ui';
import { FriendButton } from '../../../components/friend-button';
import { MessageButton } from '../../../components/message-button';
import './profile.css';

/** Instagram's own link for a stored handle (stored bare, without '@'). */
export const instagramUrl = (handle: string) =>
  `https://instagram.com/${encodeURIComponent(handle)}`;

export function ProfileHeader({ user, own }: { user: PublicUser; own: boolean }) {
  // SPEC §5: names are cut at 15 characters; the full name stays available to hover and readers.
  const shortName = truncateName(user.displayName);
  return (
    <section className="profile-header" aria-labelledby="profile-name">
      <Avatar name={user.displayName} src={user.profileImage?.urls.large ?? null} size="xl" />
      <h1
        id="profile-name"
        className="profile-header__name"
        title={shortName === user.displayName ? undefined : user.displayName}
        aria-label={user.displayName}
      >
        {shortName}
      </h1>
      <p className="profile-header__username">@{truncateName(user.username)}</p>
      {user.campus ? (
        <p className="profile-header__campus">
          <span aria-hidden="true">🎓 </span>
          <span className="ui-visually-hidden">Campus: </span>
          {own ? <Link to="/app/user/campus">{user.campus.name}</Link> : user.campus.name}
        </p>
      ) : (
        own && (
          <Link to="/app/user/campus" className="profile-header__campus">
            🎓 Join your campus
          </Link>
        )
      )}
      {user.bio && <p className="profile-header__bio">{user.bio}</p>}
      {user.instagram && (
        <a href={instagramUrl(user.instagram)} target="_blank" rel="noreferrer">
          Instagram: @{user.instagram}
        </a>
      )}
      <div className="profile-header__actions">
        {own ? (
          <>
            <ButtonLink variant="primary" size="sm" to="/app/user/edit">
              Edit profile
            </ButtonLink>
            <ButtonLink variant="secondary" size="sm" to="/app/user/settings">
              Settings
            </ButtonLink>
          </>
        ) : (
          // Never on one's own profile (SPEC §4). "Message" only for friends.
          <>
            <FriendButton userId={user.id} name={user.displayName} />
            <MessageButton userId={user.id} name={user.displayName} />
          </>
        )}
      </div>
    </section>
  );
}
