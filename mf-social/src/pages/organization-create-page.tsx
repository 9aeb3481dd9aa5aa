import { useNavigate } from 'shared-ui/router';
import { paths } from 'shared-api';
import { SocialPage } from '../components/social-page';
import { useCreateOrganization } from '../features/organization/api/organization';
import { OrganizationForm } from '../features/organization/components/organization-form';
import '../features/organization/components/organization.css';

/** `org/create`: a new organization; the creator is its owner and lands on its page. */
export default function OrganizationCreatePage() {
  const create = useCreateOrganization();
  const navigate = useNavigate();
  return (
    <SocialPage title="New organization">
      <OrganizationForm
        submitLabel="Create organization"
        onSubmit={async (input) => {
          const organization = await create.mutateAsync(input);
          navigate(paths.org(organization.id));
        }}
      />
    </SocialPage>
  );
}
