/** `PATCH /users/`: the person edits their profile, and every screen then shows the new one. */
import { useMutation, useQueryClient } from 'shared-api/query';
import type { User, UserPatch } from 'contract';
import { callEndpoint, requireToken, useSession, type CallOptions } from 'shared-api';
import { userKeys } from '../../../api/users';

export async function updateUser(
  token: string,
  patch: UserPatch,
  options: CallOptions = {},
): Promise<User> {
  const data = await callEndpoint('PATCH /users/', { body: patch, token, ...options });
  return data.user;
}

/**
 * Saves the patch, then refetches the cached views of that profile and has the session reload
 * its record (the shell's nav and every remote read the person from the session).
 */
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
