import { useNavigate, useParams } from 'shared-ui/router';
import { paths, toUserMessage } from 'shared-api';
import { Dialog, EmptyState, ErrorPanel, FullPageLoader } from 'shared-ui';
import { SocialPage } from '../components/social-page';
import { useOrganization } from '../features/organization/api/organization';
import { EventsSection } from '../features/organization/components/events-section';
import { MemberList, MemberPreview } from '../features/organization/components/member-preview';
import { OrganizationHeader } from '../features/organization/components/organization-header';
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
