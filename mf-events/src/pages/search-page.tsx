import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'shared-ui/router';
import {
  ANALYTICS_EVENTS,
  recentSearches,
  searchPagePath,
  searchQueryOf,
  toUserMessage,
  track,
  useSearchResults,
} from 'shared-api';
import { Button, EmptyState, ErrorPanel, TextField } from 'shared-ui';
import { SearchResults } from '../features/search/components/search-results';
import { SEARCH_TABS, searchTypeOf } from '../features/search/lib/search-tabs';
import '../features/feed/components/feed.css';
import '../features/search/components/search.css';

/** `/app/search/:searchType?query=…`: results by type, with "Load more". */
export default function SearchPage() {
  const { searchType } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = params.get('query') ?? '';
  const type = searchTypeOf(searchType);
  const [text, setText] = useState(query);
  // The shell's search box navigates here too: the field follows the URL.
  useEffect(() => setText(query), [query]);
  const results = useSearchResults(query, { type });
  const nothing =
    results.events.length === 0 && results.users.length === 0 && results.organizations.length === 0;

  return (
    <section aria-labelledby="search-title">
      <h1 id="search-title">Search</h1>
      <form
        role="search"
        className="search-page__form"
        onSubmit={(e) => {
          e.preventDefault();
          const q = searchQueryOf(text);
          if (q === null) return;
          recentSearches.save(q);
          track(ANALYTICS_EVENTS.search, { search_term: q });
          navigate(searchPagePath(q, type));
        }}
      >
        <TextField
          label="Search events, people and organizations"
          hideLabel
          type="search"
          placeholder="Search events, people and organizations"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" variant="primary">
          Search
        </Button>
      </form>
      <nav aria-label="Result types">
        <ul className="search-tabs">
          {SEARCH_TABS.map((tab) => (
            <li key={tab.label}>
              <Link
                to={searchPagePath(query, tab.type)}
                aria-current={tab.type === type ? 'page' : undefined}
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {results.status === 'idle' ? (
        <EmptyState
          icon="🔍"
          title="Search for something"
          message="Type a name, a place or a person."
        />
      ) : results.status === 'pending' ? (
        <p role="status">Loading...</p>
      ) : results.status === 'error' ? (
        <ErrorPanel title="Search failed" message={toUserMessage(results.error)} />
      ) : nothing ? (
        <EmptyState icon="🤷" title="No results found" message={`Nothing matches “${query}”.`} />
      ) : (
        <>
          <SearchResults results={results} />
          {results.hasMoreItems && (
            <div className="feed__more">
              <Button
                variant="secondary"
                busy={results.isFetchingNextPage}
                onClick={results.loadMore}
              >
                Load more
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
