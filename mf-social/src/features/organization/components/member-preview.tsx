import { useNavigate } from 'shared-ui/router';
import { paths, toUserMessage } from 'shared-api';
import { Button, ErrorPanel, Spinner } from 'shared-ui';
import { PersonRow, listStyle } from '../../../components/person-row';
import { useOrganizationPeople } from '../api/organization-people';
import { LEVEL_NAMES } from '../lib/level-names';

/** How many members the page lists; "See all members" opens the rest in a dialog. */
const MEMBER_PREVIEW_SIZE = 5;

/** The organization page's first members, and the way to all of them when some are left out. */
export function MemberPreview({ organizationId }: { organizationId: string }) {
  const navigate = useNavigate();
  // The list MemberList shows (one query): the link is there only when some are left out.
  const people = useOrganizationPeople(organizationId, 'members');
  return (
    <section aria-labelledby="org-member-list" className="org-section">
      <h2 id="org-member-list">Members</h2>
      <MemberList organizationId={organizationId} limit={MEMBER_PREVIEW_SIZE} />
      {(people.data?.length ?? 0) > MEMBER_PREVIEW_SIZE && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => navigate(`${paths.org(organizationId)}/members`)}
        >
          See all members
        </Button>
      )}
    </section>
  );
}

/** The members with their levels (the first `limit`, or all). */
export function MemberList({ organizationId, limit }: { organizationId: string; limit?: number }) {
  const people = useOrganizationPeople(organizationId, 'members');
  if (people.isPending) return <Spinner label="Loading" />;
  if (people.isError) {
    return (
      <ErrorPanel
        title="We couldn't load the members"
        message={toUserMessage(people.error)}
        onRetry={() => void people.refetch()}
      />
    );
  }
  const shown = limit ? people.data.slice(0, limit) : people.data;
  return (
    <ul style={listStyle}>
      {shown.map((m) => (
        <PersonRow key={m.user.id} user={m.user}>
          <span className="org-level">{LEVEL_NAMES[m.privilege ?? 'member']}</span>
        </PersonRow>
      ))}
    </ul>
  );
}
