import type { UseMutationOptions } from '@tanstack/react-query';
import { useMutation } from 'shared-api/query';
import { requireToken, useSession } from 'shared-api';

/**
 * A change made as the signed-in person: `call` gets the input and the session's token. Signed
 * out, it fails as the 401 the server would answer (`requireToken`) without calling. The rest of
 * TanStack Query's options (the cache effects, an optimistic update) pass through.
 */
export function useSignedInMutation<TData, TInput = void, TContext = unknown>(
  call: (input: TInput, token: string) => Promise<TData>,
  options: Omit<UseMutationOptions<TData, Error, TInput, TContext>, 'mutationFn'> = {},
) {
  const { token } = useSession();
  return useMutation({
    ...options,
    mutationFn: (input: TInput) => call(input, requireToken(token)),
  });
}
