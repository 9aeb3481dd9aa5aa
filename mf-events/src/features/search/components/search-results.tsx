import type { ReactNode } from 'react';
import { Link } from 'shared-ui/router';
import { paths } from 'shared-api';
import type { SearchPage } from 'contract';
import { Avatar, truncateName } from 'shared-ui';
import { EventCard } from '../../../components/event-card';
import '../../../components/tile.css';

/** What it shows of shared-api's `useSearchResults`: the lists, paging aside. */
type Results = Pick<SearchPage, 'events' | 'users' | 'organizations'>;

/** The three result lists; a type with no results is left out. */
export function SearchResults({ results }: { results: Results }) {
  return (
    <div className="search-results">
      <ResultSection
        id="search-events"
        title="Events"
        listClassName="feed__list"
        items={results.events}
        render={(event) => <EventCard key={event.id} event={event} />}
      />
      <ResultSection
        id="search-users"
        title="People"
        listClassName="search-results__people"
        items={results.users}
        render={(user) => (
          <ResultLink
            key={user.id}
            to={paths.user(user.id)}
            avatar={{ name: user.displayName, src: user.profileImage?.urls.small }}
            name={truncateName(user.displayName)}
            detail={`@${truncateName(user.username)}`}
          />
        )}
      />
      <ResultSection
        id="search-orgs"
        title="Organizations"
        listClassName="search-results__people"
        items={results.organizations}
        render={(org) => (
          <ResultLink
            key={org.id}
            to={paths.org(org.id)}
            avatar={{ name: org.name, src: org.image?.urls.small }}
            name={
              <>
                {org.name}
                {org.isVerified && <span aria-label="verified"> ✓</span>}
              </>
            }
            detail={
              (org.numFriends ?? 0) > 0
                ? `${org.numFriends} ${org.numFriends === 1 ? 'friend' : 'friends'}`
                : null
            }
          />
        )}
      />
    </div>
  );
}

/** One type's results under its heading; left out when it has none. */
function ResultSection<T>({
  id,
  title,
  listClassName,
  items,
  render,
}: {
  id: string;
  title: string;
  listClassName: string;
  items: readonly T[];
  /** One result, keyed. */
  render: (item: T) => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="search-results__title">
        {title}
      </h2>
      <ul className={listClassName}>{items.map(render)}</ul>
    </section>
  );
}

/** A person or an organization: their picture, name and one muted line, linking to their page. */
function ResultLink({
  to,
  avatar,
  name,
  detail,
}: {
  to: string;
  avatar: { name: string; src: string | undefined };
  name: ReactNode;
  detail: string | null;
}) {
  return (
    <li>
      <Link to={to} className="events-tile events-tile--link search-results__person">
        <Avatar name={avatar.name} src={avatar.src} decorative />
        <span>
          <strong>{name}</strong>
          {detail !== null && (
            <>
              <br />
              <span className="search-results__muted">{detail}</span>
            </>
          )}
        </span>
      </Link>
    </li>
  );
}
