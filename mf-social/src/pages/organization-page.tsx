import { useNavigate, useParams } from 'shared-ui/router';
import { paths, toUserMessage } from 'shared-api';
import { Button, Dialog, EmptyState, ErrorPanel, FullPageLoader, Spinner } from 'shared-ui';
import { PersonRow, listStyle } from '../components/person-row';
import { SocialPage } from '../components/social-page';
import { useOrganization } from '../features/organization/api/organization';
import { useOrganizationPeople } from '../features/organization/api/organization-people';
import { EventsSection } from '../features/organization/components/events-section';
import { OrganizationHeader } from '../features/organization/components/organization-header';
import { LEVEL_NAMES } from '../features/organization/lib/level-names';
import '../features/organization/components/organization.css';

/**
 * `org/:orgId/:modal?`: an organization, the viewer's membership button, and for members its
 * members and events. Its one modal, `members`, lists every member in a dialog.
 */
export default function OrganizationPage() {
  const { orgId = '', modal } = useParams();
  const navigate = useNavigate();
  const state = useOrganization(orgId);

  if (state.isPending) return <FullPageLoader />;
  if (state.isError) {
    const missing = 'status' in state.error && state.error.status === 404;
    return missing ? (
      <EmptyState
        icon="🏛️"
        title="This organization doesn't exist"
        message="The link may be wrong, or the organization was deleted."
      />
    ) : (
      <ErrorPanel
        title="We couldn't load this organization"
        message={toUserMessage(state.error)}
        onRetry={() => void state.refetch()}
      />
    );
  }
  const { organization } = state.data;
  const member =
    organization.currentPrivilege !== null && organization.currentPrivilege !== 'pending';
  return (
    <SocialPage>
      <OrganizationHeader organization={organization} />
      {member ? (
        <>
          <MemberPreview organizationId={organization.id} />
          <EventsSection organizationId={organization.id} />
        </>
      ) : (
        <p className="social-muted">Members see who is in the organization and its events.</p>
      )}
      {modal === 'members' && member && (
        <Dialog title="Members" onClose={() => navigate(paths.org(organization.id))}>
          <MemberList organizationId={organization.id} />
        </Dialog>
      )}
    </SocialPage>
  );
}

/** How many members the page lists; "See all members" opens the rest in a dialog. */
const MEMBER_PREVIEW_SIZE = 5;

function MemberPreview({ organizationId }: { organizationId: string }) {
  const navigate = useNavigate();
  // The list MemberList shows (one query): the link is there only when some are left out.
  const people = useOrganizationPeople(organizationId, 'members');
  return (
    <section aria-labelledby="org-member-list" className="org-section">
      <h2 id="org-member-list">Members</h2>
      <MemberList organizationId={organizationId} limit={MEMBER_PREVIEW_SIZE} />
      {(people.data?.length ?? 0) > MEMBER_PREVIEW_SIZE && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => navigate(`${paths.org(organizationId)}/members`)}
        >
          See all members
        </Button>
      )}
    </section>
  );
}

function MemberList({ organizationId, limit }: { organizationId: string; limit?: number }) {
  const people = useOrganizationPeople(organizationId, 'members');
  if (people.isPending) return <Spinner label="Loading" />;
  if (people.isError) {
    return (
      <ErrorPanel
        title="We couldn't load the members"
        message={toUserMessage(people.error)}
        onRetry={() => void people.refetch()}
      />
    );
  }
  const shown = limit ? people.data.slice(0, limit) : people.data;
  return (
    <ul style={listStyle}>
      {shown.map((m) => (
        <PersonRow key={m.user.id} user={m.user}>
          <span className="org-level">{LEVEL_NAMES[m.privilege ?? 'member']}</span>
        </PersonRow>
      ))}
    </ul>
  );
}
