import { useParams } from 'shared-ui/router';
import { paths, toUserMessage } from 'shared-api';
import { orgLevelAllows } from 'contract/values';
import { EmptyState, ErrorPanel, FullPageLoader } from 'shared-ui';
import { SocialPage } from '../components/social-page';
import { useOrganization } from '../features/organization/api/organization';
import { EventsSection } from '../features/organization/components/events-section';
import { InvitationsSection } from '../features/organization/components/invitations-section';
import { ListingRequestsSection } from '../features/organization/components/listing-requests-section';
import { MembersSection } from '../features/organization/components/members-section';
import { RequestsSection } from '../features/organization/components/requests-section';
import '../features/organization/components/organization.css';

/**
 * `org/:orgId/dashboard`: admins answer requests to join and to list events, invite, manage
 * members and see events.
 */
export default function OrganizationDashboardPage() {
  const { orgId = '' } = useParams();
  const state = useOrganization(orgId);
  if (state.isPending) return <FullPageLoader />;
  if (state.isError) {
    return (
      <ErrorPanel
        title="We couldn't load this organization"
        message={toUserMessage(state.error)}
        onRetry={() => void state.refetch()}
      />
    );
  }
  const { organization } = state.data;
  const level = organization.currentPrivilege;
  if (!level || level === 'pending' || !orgLevelAllows(level, 'manage_requests')) {
    return (
      <EmptyState
        icon="🔒"
        title="Only admins can manage this organization"
        message="Ask an admin or the owner."
      />
    );
  }
  return (
    <SocialPage
      title={`${organization.name}: dashboard`}
      back={{ to: paths.org(orgId), label: organization.name }}
    >
      <RequestsSection organizationId={orgId} level={level} />
      {orgLevelAllows(level, 'list_events') && <ListingRequestsSection organizationId={orgId} />}
      <InvitationsSection organizationId={orgId} level={level} />
      <MembersSection organizationId={orgId} level={level} />
      <EventsSection organizationId={orgId} />
    </SocialPage>
  );
}
