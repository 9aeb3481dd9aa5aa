import { Navigate, useLocation, useParams } from 'shared-ui/router';
import type { RouteDeclaration } from 'platform';
import { paths } from 'shared-api';
import { LoginGate } from '../gate/login-gate';

/**
 * SPEC §2: the old `/app/organization/:orgId` address. The shell owns it because it only
 * redirects: a signed-in person goes to `/app/org/:orgId` (query kept); a visitor is sent to sign
 * in with the organization prompt and comes back here, then on to the organization.
 */
export const organizationRedirectRoute: RouteDeclaration = {
  path: '/app/organization/:orgId',
  page: 'shell',
  auth: {
    required: true,
    prompt: { emoji: '🏛️', text: 'Sign up/login to view this organization' },
    requiresFullLogin: true,
  },
};

function ToOrg() {
  const { orgId = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`${paths.org(orgId)}${search}`} replace />;
}

export function OrganizationRedirect() {
  return (
    <LoginGate route={organizationRedirectRoute}>
      <ToOrg />
    </LoginGate>
  );
}
