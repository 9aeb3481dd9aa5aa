import { toUserMessage } from 'shared-api';
import type { CampusRef } from 'contract';
import { Button, EmptyState, ErrorPanel, Spinner } from 'shared-ui';
import { listStyle, PersonRow } from '../../../components/person-row';
import { useCampusPeople } from '../api/campus-people';
import './campus.css';

/** Who else is at one's campus: friends first (marked), then everyone else by name. */
export function CampusPeople({ campus }: { campus: CampusRef }) {
  const people = useCampusPeople(campus.id);
  return (
    <section className="campus-people" aria-labelledby="campus-people-title">
      <h2 id="campus-people-title">People at {campus.name}</h2>
      {people.isPending ? (
        <Spinner label="Loading the people of your campus" />
      ) : people.isError ? (
        <ErrorPanel
          title="We couldn't load the people of your campus"
          message={toUserMessage(people.error)}
          onRetry={() => void people.refetch()}
          headingLevel={3}
        />
      ) : people.people.length === 0 ? (
        <EmptyState
          icon="🎓"
          title="No one else here yet"
          message="You're the first from your school. As others join, they show up here."
          headingLevel={3}
        />
      ) : (
        <>
          <ul style={listStyle} aria-label={`People at ${campus.name}`}>
            {people.people.map(({ user, isFriend }) => (
              <PersonRow key={user.id} user={user}>
                {isFriend && <span className="campus-people__friend">Friend</span>}
              </PersonRow>
            ))}
          </ul>
          {people.hasNextPage && (
            <Button
              variant="secondary"
              onClick={() => void people.fetchNextPage()}
              disabled={people.isFetchingNextPage}
            >
              {people.isFetchingNextPage ? 'Loading…' : 'Show more people'}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
