/** Paging of every list the API returns: an opaque keyset token, not an offset. */
export interface Pagination {
  /** Pass back as `continuationToken` for the next page; null on the last page. */
  continuationToken: string | null;
  hasMoreItems: boolean;
}
