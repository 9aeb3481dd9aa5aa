/** `GET /users/receipts`: the caller's orders, newest first, with refunds, paged with "Load more". */
import { infiniteQueryOptions, useInfiniteQuery } from 'shared-api/query';
import type { Pagination, Receipt } from 'contract';
import { callEndpoint, nextPageParam, useSession, type CallOptions, type Viewer } from 'shared-api';

export interface ReceiptPage {
  receipts: Receipt[];
  pagination: Pagination;
}

export interface ReceiptPageParams {
  continuationToken?: string | null;
  /** Server default 20, at most `PAGE_LIMITS.receiptsMax`. */
  limit?: number;
}

export const receiptKeys = {
  list: (viewerUid: string) => ['receipts', { viewer: viewerUid }] as const,
};

/** One page of the caller's orders, newest first, with refunds. */
export async function getMyReceipts(
  token: string,
  { continuationToken, limit }: ReceiptPageParams = {},
  options: CallOptions = {},
): Promise<ReceiptPage> {
  const query = {
    ...(continuationToken ? { continuationToken } : {}),
    ...(limit === undefined ? {} : { limit }),
  };
  return callEndpoint('GET /users/receipts', { query, token, ...options });
}

const NO_VIEWER: Viewer = { uid: '', token: '', userId: null };

export function receiptsQueryOptions(viewer: Viewer, limit?: number) {
  return infiniteQueryOptions({
    queryKey: [...receiptKeys.list(viewer.uid), limit ?? null],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      getMyReceipts(viewer.token, { continuationToken: pageParam, limit }, { signal }),
    getNextPageParam: nextPageParam,
    // request() already retries 5xx by the SPEC policy; a second layer would multiply attempts.
    retry: false,
  });
}

/**
 * The caller's receipts, newest first, one page at a time (`fetchNextPage` for "Load more");
 * `receipts` is the pages merged, each order once. Idle until signed in.
 */
export function useMyReceipts(limit?: number) {
  const { viewer, authResolved } = useSession();
  const query = useInfiniteQuery({
    ...receiptsQueryOptions(viewer ?? NO_VIEWER, limit),
    enabled: authResolved && viewer !== null,
  });
  const seen = new Set<string>();
  const receipts: Receipt[] = [];
  for (const page of query.data?.pages ?? []) {
    for (const receipt of page.receipts) {
      if (seen.has(receipt.id)) continue;
      seen.add(receipt.id);
      receipts.push(receipt);
    }
  }
  return { ...query, receipts };
}
