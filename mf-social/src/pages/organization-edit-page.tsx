import { useNavigate, useParams } from 'shared-ui/router';
import { paths, toUserMessage } from 'shared-api';
import { orgLevelAllows } from 'contract/values';
import { Button, EmptyState, ErrorPanel, FullPageLoader } from 'shared-ui';
import { useState } from 'react';
import { SocialPage } from '../components/social-page';
import {
  useDeleteOrganization,
  useOrganization,
  useUpdateOrganization,
} from '../features/organization/api/organization';
import { OrganizationForm } from '../features/organization/components/organization-form';
import { logOrganizationFailure } from '../features/organization/lib/log-organization-failure';
import '../features/organization/components/organization.css';

/** `org/:orgId/edit`: admins change the organization; the owner may also delete it. */
export default function OrganizationEditPage() {
  const { orgId = '' } = useParams();
  const state = useOrganization(orgId);
  const update = useUpdateOrganization();
  const remove = useDeleteOrganization();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

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
  if (!level || level === 'pending' || !orgLevelAllows(level, 'edit')) {
    return (
      <EmptyState
        icon="🔒"
        title="Only admins can edit this organization"
        message="Ask an admin or the owner."
      />
    );
  }
  return (
    <SocialPage title="Edit organization" back={{ to: paths.org(orgId), label: organization.name }}>
      <OrganizationForm
        initial={organization}
        submitLabel="Save"
        onSubmit={async (input) => {
          await update.mutateAsync({ organizationId: orgId, ...input });
          navigate(paths.org(orgId));
        }}
      />
      {orgLevelAllows(level, 'delete') && (
        <section aria-labelledby="org-delete" className="org-section">
          <h2 id="org-delete">Delete organization</h2>
          {problem && (
            <p role="alert" className="ui-field__error">
              {problem}
            </p>
          )}
          {confirming ? (
            <span
              role="group"
              aria-label={`Delete ${organization.name}?`}
              className="org-row-actions"
            >
              <span>Delete {organization.name} for everyone? This cannot be undone.</span>
              <Button
                variant="danger"
                busy={remove.isPending}
                onClick={() =>
                  remove.mutate(orgId, {
                    onSuccess: () => navigate(paths.feed()),
                    onError: (error) => {
                      logOrganizationFailure('delete', orgId, error);
                      setProblem(toUserMessage(error));
                    },
                  })
                }
              >
                Delete
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                Keep
              </Button>
            </span>
          ) : (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              Delete organization
            </Button>
          )}
        </section>
      )}
    </SocialPage>
  );
}
