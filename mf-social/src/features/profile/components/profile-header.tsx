import type { PublicUser } from 'shared-api';
import { Avatar, truncateName } from 'shared-ui';

export function ProfileHeader({ user, own }: { user: PublicUser; own: boolean }) {
  return (
    <section
      className="profile-header"
      aria-labelledby="profile-name"
      style={{
        display: 'grid',
        justifyItems: 'center',
        gap: 8,
        padding: '24px 0',
        textAlign: 'center',
      }}
    >
      <Avatar name={user.displayName} src={user.profileImage?.urls.large ?? null} size="xl" />
      <h1 id="profile-name" style={{ margin: '8px 0 0' }}>
        {user.displayName}
      </h1>
      <p style={{ margin: 0, color: 'var(--ui-color-text-muted)' }}>
        @{truncateName(user.username)}
      </p>
      {user.bio && <p style={{ maxWidth: 480 }}>{user.bio}</p>}
      {user.instagram && (
        <a
          href={`https://instagram.com/${encodeURIComponent(user.instagram)}`}
          target="_blank"
          rel="noreferrer"
        >
          Instagram: @{user.instagram}
        </a>
      )}
      {own && (
        <p style={{ color: 'var(--ui-color-text-muted)' }}>This is how others see your profile.</p>
      )}
    </section>
  );
}
