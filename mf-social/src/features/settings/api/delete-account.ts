/** `DELETE /users/`: the caller deletes their account (the page signs out afterwards, then leaves). */
import { useMutation } from 'shared-api/query';
import { callEndpoint, requireToken, useSession, type CallOptions } from 'shared-api';

/** Deletes the caller's account; 409 `conflict` with `details.reason` when it cannot be yet. */
export async function deleteAccount(token: string, options: CallOptions = {}): Promise<void> {
  await callEndpoint('DELETE /users/', { token, ...options });
}

export function useDeleteAccount() {
  const { token } = useSession();
  return useMutation({ mutationFn: () => deleteAccount(requireToken(token)) });
}
