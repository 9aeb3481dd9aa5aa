import { toUserMessage } from 'shared-api';
import { Button, EmptyState, ErrorPanel, FullPageLoader } from 'shared-ui';
import { useFeed } from '../features/feed/api/use-feed';
import { FeedList } from '../features/feed/components/feed-list';
import { useInfiniteScroll } from '../features/feed/hooks/use-infinite-scroll';
import { useNewEventsCount } from '../features/feed/api/use-new-events-count';
import '../features/feed/components/feed.css';

/** The feed: upcoming events, more pages as the visitor scrolls. */
export default function FeedPage() {
  const feed = useFeed();
  const newEvents = useNewEventsCount(feed.status === 'success');
  const sentinel = useInfiniteScroll<HTMLDivElement>(() => {
    if (feed.hasNextPage && !feed.isFetchingNextPage) feed.fetchNextPage();
  }, feed.hasNextPage);

  if (feed.status === 'pending') return <FullPageLoader />;
  if (feed.status === 'error') {
    return (
      <ErrorPanel
        title="We couldn't load events"
        message={toUserMessage(feed.error)}
        onRetry={() => void feed.refetch()}
      />
    );
  }
  const more = (
    <div ref={sentinel} className="feed__more">
      {feed.hasNextPage && (
        <Button
          variant="secondary"
          busy={feed.isFetchingNextPage}
          onClick={() => feed.fetchNextPage()}
        >
          Load more events
        </Button>
      )}
    </div>
  );
  return (
    <section aria-labelledby="feed-title">
      <h1 id="feed-title" className="feed__title">
        Upcoming events
      </h1>
      <div className="feed__new" aria-live="polite">
        {newEvents.fresh > 0 && (
          <Button
            variant="primary"
            size="sm"
            busy={feed.isRefreshing}
            onClick={() => {
              newEvents.reset();
              window.scrollTo({ top: 0 });
              void feed.refetch();
            }}
          >
            {newEvents.fresh === 1 ? '1 new event' : `${newEvents.fresh} new events`}
            <span className="ui-visually-hidden">: show them</span>
          </Button>
        )}
      </div>
      {feed.events.length === 0 ? (
        <>
          <EmptyState
            icon="🎈"
            title="No events yet"
            message="Nothing is coming up right now. Check back soon, or host one yourself."
          />
          {more}
        </>
      ) : (
        <FeedList events={feed.events} after={more} />
      )}
    </section>
  );
}
