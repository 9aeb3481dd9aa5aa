/** Hooks over account-api and the profile update, with their cache effects. */
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Receipt, UserPatch } from 'contract';
import { requireToken } from '../http/require-token';
import type { Viewer } from '../session/session';
import { useSession } from '../session/session-context';
import { deleteAccount, getMyReceipts, instagramTaken, usernameExists } from './account-api';
import { updateUser } from './users-api';
import { userKeys } from './users-queries';

export const accountKeys = {
  receipts: (viewerUid: string) => ['receipts', { viewer: viewerUid }] as const,
  username: (username: string) => [...userKeys.all, 'username-exists', username] as const,
  instagram: (handle: string, viewerUid: string | null) =>
    [...userKeys.all, 'instagram-taken', handle, { viewer: viewerUid }] as const,
};

const NO_VIEWER: Viewer = { uid: '', token: '', userId: null };

export function receiptsQueryOptions(viewer: Viewer, limit?: number) {
  return infiniteQueryOptions({
    queryKey: [...accountKeys.receipts(viewer.uid), limit ?? null],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      getMyReceipts(viewer.token, { continuationToken: pageParam, limit }, { signal }),
    getNextPageParam: (last, _pages, _cursor, cursors) => {
      const next = last.pagination.continuationToken;
      // A token already fetched would loop: stop instead.
      return last.pagination.hasMoreItems && next && !cursors.includes(next) ? next : undefined;
    },
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

/**
 * Whether `username` (already trimmed and lower-cased) is taken; idle while it is empty. Debounce
 * the input before passing it (see useDebouncedValue).
 */
export function useUsernameExists(username: string) {
  return useQuery({
    queryKey: accountKeys.username(username),
    queryFn: ({ signal }) => usernameExists(username, { signal }),
    enabled: username.length > 0,
    retry: false,
    staleTime: 30_000,
  });
}

/**
 * Whether another person's profile already shows this Instagram handle (bare, debounced); idle
 * while it is empty. With the caller's token, their own profile does not count.
 */
export function useInstagramTaken(handle: string) {
  const { viewer, authResolved } = useSession();
  return useQuery({
    queryKey: accountKeys.instagram(handle, viewer?.uid ?? null),
    queryFn: ({ signal }) => instagramTaken(handle, viewer?.token ?? null, { signal }),
    enabled: handle.length > 0 && authResolved,
    retry: false,
    staleTime: 30_000,
  });
}

/** PATCH /users/: then the session reloads the record, so every screen shows the new profile. */
export function useUpdateMe() {
  const { token, refreshUser } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UserPatch) => updateUser(requireToken(token), patch),
    onSuccess: async (user) => {
      await queryClient.invalidateQueries({ queryKey: [...userKeys.details(), user.id] });
      await refreshUser().catch(() => null);
    },
  });
}

/** DELETE /users/: the caller signs out afterwards (the page does it, then leaves). */
export function useDeleteAccount() {
  const { token } = useSession();
  return useMutation({ mutationFn: () => deleteAccount(requireToken(token)) });
}
