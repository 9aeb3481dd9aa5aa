import { useState } from 'react';
import { toUserMessage, useDebouncedValue } from 'shared-api';
import type { Campus } from 'contract';
import { Button, EmptyState, Spinner, TextField } from 'shared-ui';
import { useCampusSearch } from '../api/campus-search';

/** Find a school by name (debounced 300 ms, SPEC §5) and pick it. */
export function CampusSearch({ onPick }: { onPick: (campus: Campus) => void }) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), 300);
  const search = useCampusSearch(query, 10);
  return (
    <section className="campus-step" aria-labelledby="campus-search-title">
      <h2 id="campus-search-title" className="campus-step__title">
        Find your school
      </h2>
      <TextField
        label="School name"
        type="search"
        placeholder="e.g. Stanford University"
        value={text}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
      {query === '' ? (
        <p className="social-muted">Type part of your school's name or its email domain.</p>
      ) : search.isPending ? (
        <Spinner label="Looking for schools" />
      ) : search.isError && search.campuses.length === 0 ? (
        <p role="alert" className="social-form-error">
          We couldn't search schools. {toUserMessage(search.error)}
        </p>
      ) : search.campuses.length === 0 ? (
        <EmptyState
          icon="🏫"
          title="No school matches"
          message={`Nothing found for “${query}”. Try another part of the name.`}
          headingLevel={3}
        />
      ) : (
        <>
          <ul className="campus-results" aria-label="Schools">
            {search.campuses.map((campus) => (
              <li key={campus.id}>
                <button type="button" className="campus-result" onClick={() => onPick(campus)}>
                  <span className="campus-result__name">{campus.name}</span>
                  <span className="campus-result__meta">
                    {campus.domains.map((d) => `@${d}`).join(', ')}
                    {campus.numMembers > 0 &&
                      ` · ${campus.numMembers} ${campus.numMembers === 1 ? 'member' : 'members'}`}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {search.hasNextPage && (
            <Button
              variant="secondary"
              busy={search.isFetchingNextPage}
              onClick={() => void search.fetchNextPage()}
            >
              Show more schools
            </Button>
          )}
        </>
      )}
    </section>
  );
}
