/**
 * How every organization call is asked: as the signed-in viewer (keys carry the uid, calls the
 * token), idle while signed out, not retried (`noRetry`), and after any change every organization
 * view fetched again, since counts and lists move together.
 */
import { useMutation, useQuery, useQueryClient } from 'shared-api/query';
import { organizationKeys, requireToken, useSession } from 'shared-api';
import { noRetry } from '../../../api/no-retry';

/** Fetches every organization view again (counts and lists move together). */
export function useInvalidateOrganizations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: organizationKeys.all });
}

/** A read as the viewer: `key` from their uid, `fetch` with their token; `enabled` adds a condition. */
export function useOrganizationQuery<T>(
  key: (viewerUid: string) => readonly unknown[],
  fetch: (token: string, signal: AbortSignal) => Promise<T>,
  { enabled = true } = {},
) {
  const { viewer } = useSession();
  return useQuery({
    queryKey: key(viewer?.uid ?? ''),
    queryFn: ({ signal }) => fetch(requireToken(viewer?.token), signal),
    enabled: enabled && viewer !== null,
    ...noRetry,
  });
}

/**
 * A change made with the viewer's token; every organization view is fetched again after it.
 * `onAnswer` first does what the answer itself tells (the viewer's new standing into the cache).
 */
export function useOrganizationChange<TInput, TResult>(
  change: (input: TInput, token: string) => Promise<TResult>,
  onAnswer?: (answer: TResult) => void,
) {
  const { viewer } = useSession();
  const invalidate = useInvalidateOrganizations();
  return useMutation({
    mutationFn: (input: TInput) => change(input, requireToken(viewer?.token)),
    onSuccess: (answer: TResult) => {
      onAnswer?.(answer);
      void invalidate();
    },
  });
}
