/**
 * Whether the signed-in host's payouts are set up (`GET /users/connect/`, the provider's word),
 * for the create/edit form: adding a paid ticket type says so and leads to payout set-up
 * (mf-host's page). Read only while the form has a paid ticket; the key carries the viewer's uid.
 */
import { useQuery } from 'shared-api/query';
import type { ConnectAccount } from 'contract';
import { callEndpoint, useSession, type CallOptions } from 'shared-api';

export function getPayoutAccount(
  token: string,
  options: CallOptions = {},
): Promise<ConnectAccount> {
  return callEndpoint('GET /users/connect/', { token, ...options });
}

export const payoutAccountKeys = {
  mine: (viewerUid: string) => ['payout-account', { viewer: viewerUid }] as const,
};

export function usePayoutAccount(wanted: boolean) {
  const { viewer, authResolved } = useSession();
  return useQuery({
    queryKey: payoutAccountKeys.mine(viewer?.uid ?? ''),
    queryFn: ({ signal }) => getPayoutAccount(viewer?.token ?? '', { signal }),
    enabled: wanted && authResolved && viewer !== null,
    retry: false,
    // Set-up happens on another page (and the provider's): coming back reads it again.
    staleTime: 0,
  });
}
