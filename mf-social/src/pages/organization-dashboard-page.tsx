import { useParams } from 'shared-ui/router';
import { paths } from 'shared-api';
import { orgLevelAllows } from 'contract/values';
import { SocialPage } from '../components/social-page';
import { EventsSection } from '../features/organization/components/events-section';
import { InvitationsSection } from '../features/organization/components/invitations-section';
import { ListingRequestsSection } from '../features/organization/components/listing-requests-section';
import { MembersSection } from '../features/organization/components/members-section';
import { OrganizationAdminGate } from '../features/organization/components/organization-admin-gate';
import { RequestsSection } from '../features/organization/components/requests-section';
import '../features/organization/components/organization.css';

/**
 * `org/:orgId/dashboard`: admins answer requests to join and to list events, invite, manage
 * members and see events.
 */
export default function OrganizationDashboardPage() {
  const { orgId = '' } = useParams();
  return (
    <OrganizationAdminGate
      organizationId={orgId}
      permission="manage_requests"
      refusal="Only admins can manage this organization"
    >
      {({ organization, level }) => (
        <SocialPage
          title={`${organization.name}: dashboard`}
          back={{ to: paths.org(orgId), label: organization.name }}
        >
          <RequestsSection organizationId={orgId} level={level} />
          {orgLevelAllows(level, 'list_events') && (
            <ListingRequestsSection organizationId={orgId} />
          )}
          <InvitationsSection organizationId={orgId} level={level} />
          <MembersSection organizationId={orgId} level={level} />
          <EventsSection organizationId={orgId} />
        </SocialPage>
      )}
    </OrganizationAdminGate>
  );
}
