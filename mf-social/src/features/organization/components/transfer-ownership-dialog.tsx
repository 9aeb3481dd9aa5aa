import { toUserMessage } from 'shared-api';
import type { OrganizationMember } from 'contract';
import { Button, Dialog } from 'shared-ui';
import { useTransferOrganization } from '../api/organization-people';
import { logOrganizationFailure } from '../lib/log-organization-failure';

/**
 * The owner's confirmation before handing the organization over (`PATCH /organizations/owner`):
 * the owner stays on as an admin. The organization's queries are fetched again after it, so the
 * page shows the new roles (and the admin-level dashboard).
 */
export function TransferOwnershipDialog({
  organizationId,
  member,
  onClose,
}: {
  organizationId: string;
  member: OrganizationMember;
  onClose: () => void;
}) {
  const transfer = useTransferOrganization(organizationId);
  const name = member.user.displayName;
  return (
    <Dialog title={`Make ${name} the owner?`} onClose={onClose}>
      <p>
        {name} will become the owner of this organization and you will become an admin. Only {name}{' '}
        will then be able to make or remove admins, hand it over again or delete it.
      </p>
      {transfer.isError && (
        <p role="alert" className="ui-field__error">
          {toUserMessage(transfer.error)}
        </p>
      )}
      <span className="org-row-actions">
        <Button
          variant="danger"
          busy={transfer.isPending}
          onClick={() =>
            transfer.mutate(member.user.id, {
              onSuccess: onClose,
              onError: (error) => logOrganizationFailure('transfer', organizationId, error),
            })
          }
        >
          Make {name} the owner
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </span>
    </Dialog>
  );
}
