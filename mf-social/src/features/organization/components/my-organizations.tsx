import { ButtonLink, Link } from 'shared-ui/router';
import { paths, toUserMessage } from 'shared-api';
import type { Organization } from 'contract';
import { Avatar, ErrorPanel, Spinner } from 'shared-ui';
import { listStyle } from '../../../components/person-row';
import { useMyOrganizations } from '../api/own-membership';
import { MembershipButton } from './membership-button';
import './organization.css';

/** The three groups `GET /users/organizations` mixes, in the order one acts on them. */
const GROUPS = [
  {
    id: 'invited',
    title: 'Invitations',
    holds: (o: Organization) => o.invitedPrivilege !== null && o.currentPrivilege === null,
  },
  { id: 'member', title: 'Member of', holds: (o: Organization) => isMember(o) },
  {
    id: 'requested',
    title: 'Waiting for an answer',
    holds: (o: Organization) => o.currentPrivilege === 'pending',
  },
] as const;

function isMember(o: Organization) {
  return o.currentPrivilege !== null && o.currentPrivilege !== 'pending';
}

/**
 * "Your organizations" on one's own profile: invitations to accept or decline, the organizations
 * one is in (the membership button shows the level) and requests still waiting (Requested), each
 * with the same membership button as the organization's page, and a way to create one.
 */
export function MyOrganizations() {
  const mine = useMyOrganizations();
  const organizations = mine.data;
  const create = (
    <ButtonLink variant="secondary" size="sm" to={paths.orgCreate()}>
      Create an organization
    </ButtonLink>
  );
  return (
    <section aria-labelledby="my-organizations" className="org-section">
      <div className="org-mine__title">
        <h2 id="my-organizations">Your organizations</h2>
        {create}
      </div>
      {mine.isPending && <Spinner label="Loading your organizations" />}
      {mine.isError && (
        <ErrorPanel
          title="We couldn't load your organizations"
          message={toUserMessage(mine.error)}
          onRetry={() => void mine.refetch()}
        />
      )}
      {organizations?.length === 0 && (
        <p className="social-muted">
          You're not in any organization yet. Join one from its page, or create your own.
        </p>
      )}
      {organizations &&
        GROUPS.map((group) => {
          const shown = organizations.filter(group.holds);
          if (shown.length === 0) return null;
          return (
            <div key={group.id} className="org-mine__group">
              <h3 id={`my-organizations-${group.id}`} className="org-section__sub">
                {group.title}
              </h3>
              <ul style={listStyle} aria-labelledby={`my-organizations-${group.id}`}>
                {shown.map((organization) => (
                  <OrganizationRow key={organization.id} organization={organization} />
                ))}
              </ul>
            </div>
          );
        })}
    </section>
  );
}

function OrganizationRow({ organization }: { organization: Organization }) {
  const { numMembers, invitedPrivilege } = organization;
  const detail =
    invitedPrivilege && !organization.currentPrivilege
      ? `Invited as ${invitedPrivilege === 'admin' ? 'an admin' : 'a member'}`
      : `${numMembers} ${numMembers === 1 ? 'member' : 'members'}`;
  return (
    <li className="org-mine__row">
      <Avatar name={organization.name} src={organization.image?.urls.small ?? null} size="md" />
      <span className="org-mine__name">
        <Link to={paths.org(organization.id)}>{organization.name}</Link>
        <br />
        <span className="social-muted">{detail}</span>
      </span>
      <MembershipButton organization={organization} size="sm" />
    </li>
  );
}
