import { Link } from 'shared-ui/router';
import { paths } from 'shared-api';
import type { Event } from 'contract';
import { Avatar, EmptyState } from 'shared-ui';
import { eventGoingText } from '../../../lib/event-going-text';

/** Who is going, as far as the server shares it (the first few, and a count). */
export function GoingList({ event }: { event: Event }) {
  const people = event.attendees ?? [];
  if (people.length === 0) {
    return (
      <EmptyState
        icon="🙋"
        title="No one is going yet!"
        message="Be the first to join."
        headingLevel={3}
      />
    );
  }
  const more = (event.numGoing ?? people.length) - people.length;
  return (
    <div>
      <p>{eventGoingText(event)}</p>
      <ul className="going-list">
        {people.map((person) => (
          <li key={person.id}>
            <Link to={paths.user(person.id)} className="going-list__person">
              <Avatar
                name={person.displayName}
                src={person.profileImage?.urls.small}
                size="sm"
                decorative
              />
              <span>{person.displayName}</span>
            </Link>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="going-list__more">and {more} more</p>}
    </div>
  );
}
