import { useState } from 'react';
import { useNavigate } from 'shared-ui/router';
import { paths, toUserMessage } from 'shared-api';
import type { Organization } from 'contract';
import { Button } from 'shared-ui';
import { useDeleteOrganization } from '../api/organization';
import { logOrganizationFailure } from '../lib/log-organization-failure';

/** The owner's "Delete organization", behind a confirmation; the feed afterwards. */
export function DeleteOrganizationSection({ organization }: { organization: Organization }) {
  const remove = useDeleteOrganization();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const orgId = organization.id;
  return (
    <section aria-labelledby="org-delete" className="org-section">
      <h2 id="org-delete">Delete organization</h2>
      {problem && (
        <p role="alert" className="ui-field__error">
          {problem}
        </p>
      )}
      {confirming ? (
        <span role="group" aria-label={`Delete ${organization.name}?`} className="org-row-actions">
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
  );
}
