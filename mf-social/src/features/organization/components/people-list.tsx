import { toUserMessage } from 'shared-api';
import type { OrganizationMember } from 'contract';
import { ErrorPanel, Spinner } from 'shared-ui';
import { PersonRow, listStyle } from '../../../components/person-row';
import { useOrganizationPeople, type OrganizationPeopleList } from '../api/organization-people';

/** One list of people with loading, empty and error states; `actions` renders each row's buttons. */
export function PeopleList({
  organizationId,
  list,
  empty,
  actions,
}: {
  organizationId: string;
  list: OrganizationPeopleList;
  empty: string;
  actions: (member: OrganizationMember) => React.ReactNode;
}) {
  const people = useOrganizationPeople(organizationId, list);
  if (people.isPending) return <Spinner label="Loading" />;
  if (people.isError) {
    return (
      <ErrorPanel
        title="We couldn't load this list"
        message={toUserMessage(people.error)}
        onRetry={() => void people.refetch()}
      />
    );
  }
  if (people.data.length === 0) return <p className="social-muted">{empty}</p>;
  return (
    <ul style={listStyle}>
      {people.data.map((member) => (
        <PersonRow key={member.user.id} user={member.user}>
          {actions(member)}
        </PersonRow>
      ))}
    </ul>
  );
}
