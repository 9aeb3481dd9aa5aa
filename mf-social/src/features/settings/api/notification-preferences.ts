/**
 * Which topics notify the viewer (`GET`/`PATCH /users/notifications/preferences`): the settings
 * switches. Kept under shared-api's `friendKeys.preferences`, beside the other notification keys.
 */
import { useMutation, useQuery, useQueryClient } from 'shared-api/query';
import type { NotificationPreferences } from 'contract';
import { callEndpoint, friendKeys, requireToken, useSession, type CallOptions } from 'shared-api';

/** Which topics notify the caller (every topic on until turned off). */
export async function getNotificationPreferences(
  token: string,
  options: CallOptions = {},
): Promise<NotificationPreferences> {
  const data = await callEndpoint('GET /users/notifications/preferences', { token, ...options });
  return data.preferences;
}

/** Turns the named topics on or off; answers all of them. */
export async function setNotificationPreferences(
  token: string,
  changes: Partial<NotificationPreferences>,
  options: CallOptions = {},
): Promise<NotificationPreferences> {
  const data = await callEndpoint('PATCH /users/notifications/preferences', {
    body: changes,
    token,
    ...options,
  });
  return data.preferences;
}

/** Which topics notify the signed-in viewer; idle for visitors. */
export function useNotificationPreferences() {
  const { viewer } = useSession();
  return useQuery({
    queryKey: friendKeys.preferences(viewer?.uid ?? ''),
    queryFn: ({ signal }) => getNotificationPreferences(requireToken(viewer?.token), { signal }),
    enabled: viewer !== null,
    // request() already retries 5xx by the SPEC policy
    retry: false,
  });
}

/** Turns topics on or off; the answer (all topics) replaces the cached preferences. */
export function useSetNotificationPreferences() {
  const { viewer } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<NotificationPreferences>) =>
      setNotificationPreferences(requireToken(viewer?.token), changes),
    onSuccess: (preferences) => {
      if (viewer) queryClient.setQueryData(friendKeys.preferences(viewer.uid), preferences);
    },
  });
}
