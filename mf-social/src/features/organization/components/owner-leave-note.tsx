import { Link } from 'shared-ui/router';
import { paths } from 'shared-api';

/**
 * What an owner's level button explains instead of offering Leave (SPEC section 4: owners cannot
 * leave): the way out is to hand the organization over first, with "Make owner" on the dashboard.
 * Said at once, with no call to the API, which would only refuse. The level button discloses it
 * (aria-expanded, aria-controls): focus stays there and the note follows it in reading order.
 */
export function OwnerLeaveNote({ id, organizationId }: { id: string; organizationId: string }) {
  return (
    <p id={id} className="org-button__note">
      Owners cannot leave: hand the organization over first, with “Make owner” on{' '}
      <Link to={paths.orgDashboard(organizationId)}>the dashboard</Link>.
    </p>
  );
}
