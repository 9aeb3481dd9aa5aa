import { Button } from 'shared-ui';

/** "Show more" under a paged list of events, while there are more. */
export function ShowMoreEvents({
  pages,
}: {
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => void };
}) {
  if (!pages.hasNextPage) return null;
  return (
    <Button variant="secondary" onClick={pages.fetchNextPage} disabled={pages.isFetchingNextPage}>
      {pages.isFetchingNextPage ? 'Loading…' : 'Show more'}
    </Button>
  );
}
