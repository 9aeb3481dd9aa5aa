import type { ReactNode } from 'react';
import { Link } from 'shared-ui/router';
import { paths } from 'shared-api';
import type { PublicUser } from 'contract';
import { Avatar, truncateName } from 'shared-ui';

/** One person in a list: photo and name (a link to their profile), then whatever `children` adds. */
export function PersonRow({ user, children }: { user: PublicUser; children?: ReactNode }) {
  return (
    <li className="person-row" style={rowStyle}>
      <Avatar name={user.displayName} src={user.profileImage?.urls.small ?? null} size="md" />
      {/* Room for a name before the buttons; on a narrow screen the buttons wrap below instead. */}
      <span style={{ flex: '1 1 9rem', minWidth: 0, overflowWrap: 'anywhere' }}>
        <Link to={paths.user(user.id)} style={{ fontWeight: 600 }}>
          {truncateName(user.displayName)}
        </Link>
        <br />
        <span style={{ color: 'var(--ui-color-text-muted)' }}>@{truncateName(user.username)}</span>
      </span>
      {children && <span style={{ marginLeft: 'auto' }}>{children}</span>}
    </li>
  );
}

export const listStyle = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 };

const rowStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '8px 0',
  flexWrap: 'wrap' as const,
};
