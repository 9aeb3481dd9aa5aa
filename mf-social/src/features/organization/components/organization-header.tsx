import { Link } from 'shared-ui/router';
import { paths } from 'shared-api';
import type { Organization } from 'contract';
import { orgLevelAllows } from 'contract/values';
import { Avatar, buttonClassName } from 'shared-ui';
import { MembershipButton } from './membership-button';

const TOOL = buttonClassName({ variant: 'secondary', size: 'sm' });

const ACCESS_TEXT = {
  open: 'Open: anyone can join',
  request: 'Join by request',
  closed: 'Closed: members by invitation',
} as const;

/** The organization's picture, name, counts and the viewer's membership button and tools. */
export function OrganizationHeader({ organization }: { organization: Organization }) {
  const level =
    organization.currentPrivilege && organization.currentPrivilege !== 'pending'
      ? organization.currentPrivilege
      : null;
  const friends = organization.numFriends ?? 0;
  const dashboard = level !== null && orgLevelAllows(level, 'manage_requests');
  const edit = level !== null && orgLevelAllows(level, 'edit');
  return (
    <header className="org-header">
      <Avatar name={organization.name} src={organization.image?.urls.large ?? null} size="xl" />
      <div className="org-header__text">
        <h1 className="org-header__name">
          {organization.name}
          {organization.isVerified && (
            <span className="org-header__verified" aria-label="verified">
              {' '}
              ✓
            </span>
          )}
        </h1>
        <p className="social-muted">
          {organization.numMembers} {organization.numMembers === 1 ? 'member' : 'members'}
          {friends > 0 && ` · ${friends} ${friends === 1 ? 'friend' : 'friends'}`} ·{' '}
          {ACCESS_TEXT[organization.settings.access]}
        </p>
        {organization.description && (
          <p className="org-header__about">{organization.description}</p>
        )}
        <div className="org-header__actions">
          <MembershipButton organization={organization} />
          {(dashboard || edit) && (
            <span className="org-header__tools">
              {dashboard && (
                <Link className={TOOL} to={paths.orgDashboard(organization.id)}>
                  Dashboard
                </Link>
              )}
              {edit && (
                <Link className={TOOL} to={paths.orgEdit(organization.id)}>
                  Edit
                </Link>
              )}
            </span>
          )}
        </div>
      </div>
    </header>
  );
}
