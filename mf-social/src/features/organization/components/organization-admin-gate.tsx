import type { ReactNode } from 'react';
import type { Organization, OrgPermission, OrganizationLevel } from 'contract';
import { orgLevelAllows } from 'contract/values';
import { toUserMessage } from 'shared-api';
import { EmptyState, ErrorPanel, FullPageLoader } from 'shared-ui';
import { useOrganization } from '../api/organization';

interface Props {
  organizationId: string;
  /** What the page is for: a level without it is refused. */
  permission: OrgPermission;
  /** The refusal's title, naming what only admins may do here. */
  refusal: string;
  children: (admin: { organization: Organization; level: OrganizationLevel }) => ReactNode;
}

/**
 * The organization's admin pages' one gate: loads the organization, says in words when it could
 * not (with Retry), refuses anyone whose level lacks `permission`, and otherwise renders the page
 * with the organization and the caller's level.
 */
export function OrganizationAdminGate({ organizationId, permission, refusal, children }: Props) {
  const state = useOrganization(organizationId);
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
  if (!level || level === 'pending' || !orgLevelAllows(level, permission)) {
    return <EmptyState icon="🔒" title={refusal} message="Ask an admin or the owner." />;
  }
  return <>{children({ organization, level })}</>;
}
