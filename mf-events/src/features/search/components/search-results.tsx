import type { ReactNode } from 'react';
import { Link } from 'shared-ui/router';
import { paths } from 'shared-api';
import type { SearchPage } from 'contract';
import { Avatar, truncateName } from 'shared-ui';
import { EventCard } from '../../../components/event-card';

/** What it shows of shared-api's `useSearchResults`: the lists, paging aside. */
type Results = Pick<SearchPage, 'events' | 'users' | 'organizations'>;

/** The three result lists; a type with no results is left out. */
export function SearchResults({ results }: { results: Results }) {
  return (
    <div className="search-results">
      {results.events.length > 0 && (
        <ResultSection id="search-events" title="Events">
          <ul className="feed__list">
            {results.events.map((event) => (
              <EventCard key={event.id} event={event} />
            ))}
          </ul>
        </ResultSection>
      )}
      {results.users.length > 0 && (
        <ResultSection id="search-users" title="People">
          <ul className="search-results__people">
            {results.users.map((user) => (
              <li key={user.id}>
                <Link to={paths.user(user.id)} className="search-results__person">
                  <Avatar name={user.displayName} src={user.profileImage?.urls.small} decorative />
                  <span>
                    <strong>{truncateName(user.displayName)}</strong>
                    <br />
                    <span className="search-results__muted">@{truncateName(user.username)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </ResultSection>
      )}
      {results.organizations.length > 0 && (
        <ResultSection id="search-orgs" title="Organizations">
          <ul className="search-results__people">
            {results.organizations.map((org) => (
              <li key={org.id}>
                <Link to={paths.org(org.id)} className="search-results__person">
                  <Avatar name={org.name} src={org.image?.urls.small} decorative />
                  <span>
                    <strong>
                      {org.name}
                      {org.isVerified && <span aria-label="verified"> ✓</span>}
                    </strong>
                    {(org.numFriends ?? 0) > 0 && (
                      <>
                        <br />
                        <span className="search-results__muted">
                          {org.numFriends} {org.numFriends === 1 ? 'friend' : 'friends'}
                        </span>
                      </>
                    )}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </ResultSection>
      )}
    </div>
  );
}

function ResultSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="search-results__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
