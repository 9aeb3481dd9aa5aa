import { useNavigate, useParams } from 'shared-ui/router';
import { paths } from 'shared-api';
import { orgLevelAllows } from 'contract/values';
import { SocialPage } from '../components/social-page';
import { useUpdateOrganization } from '../features/organization/api/organization';
import { DeleteOrganizationSection } from '../features/organization/components/delete-organization-section';
import { OrganizationAdminGate } from '../features/organization/components/organization-admin-gate';
import { OrganizationForm } from '../features/organization/components/organization-form';
import '../features/organization/components/organization.css';

/** `org/:orgId/edit`: admins change the organization; the owner may also delete it. */
export default function OrganizationEditPage() {
  const { orgId = '' } = useParams();
  const update = useUpdateOrganization();
  const navigate = useNavigate();
  return (
    <OrganizationAdminGate
      organizationId={orgId}
      permission="edit"
      refusal="Only admins can edit this organization"
    >
      {({ organization, level }) => (
        <SocialPage
          title="Edit organization"
          back={{ to: paths.org(orgId), label: organization.name }}
        >
          <OrganizationForm
            initial={organization}
            submitLabel="Save"
            onSubmit={async (input) => {
              await update.mutateAsync({ organizationId: orgId, ...input });
              navigate(paths.org(orgId));
            }}
          />
          {orgLevelAllows(level, 'delete') && (
            <DeleteOrganizationSection organization={organization} />
          )}
        </SocialPage>
      )}
    </OrganizationAdminGate>
  );
}
