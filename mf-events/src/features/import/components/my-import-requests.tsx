import { toUserMessage } from 'shared-api';
import { Button, EmptyState, ErrorPanel, Spinner } from 'shared-ui';
import { useScrapedRequests } from '../api/scraped-requests';
import { INTENT_WORDS, STATUS_WORDS, requestDate } from '../lib/request-words';

/** The signed-in person's requests, newest first, with their state; "Load more" pages on. */
export function MyImportRequests() {
  const list = useScrapedRequests();
  if (list.isPending) return <Spinner label="Loading your requests" />;
  if (list.isError && list.requests.length === 0) {
    return (
      <ErrorPanel
        headingLevel={3}
        title="We couldn't load your requests"
        message={toUserMessage(list.error)}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (list.requests.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        icon="🔗"
        title="No requests yet"
        message="Events you ask us to list or let you claim show up here with their state."
      />
    );
  }
  return (
    <>
      <ul className="import-requests" role="list" aria-label="Your requests">
        {list.requests.map((request) => (
          <li key={request.id} className="import-requests__item">
            <a
              className="import-requests__link"
              href={request.url}
              target="_blank"
              rel="noopener noreferrer nofollow"
            >
              {request.url}
            </a>
            <span className="import-requests__meta">
              {INTENT_WORDS[request.intent].short} · asked on{' '}
              <time dateTime={new Date(request.createdAt * 1000).toISOString()}>
                {requestDate(request.createdAt)}
              </time>
            </span>
            {request.note && <span className="import-requests__note">“{request.note}”</span>}
            <span
              className={`import-requests__status import-requests__status--${request.status}`}
              title={STATUS_WORDS[request.status].meaning}
            >
              <span className="ui-visually-hidden">State: </span>
              {STATUS_WORDS[request.status].label}
            </span>
          </li>
        ))}
      </ul>
      {list.isFetchNextPageError && (
        <p role="alert" className="import-requests__more-error">
          We couldn't load more requests. {toUserMessage(list.error)}
        </p>
      )}
      {list.hasNextPage && (
        <div className="import-requests__more">
          <Button
            variant="secondary"
            busy={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            Load more
          </Button>
        </div>
      )}
    </>
  );
}
