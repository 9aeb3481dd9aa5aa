/**
 * The caller's wallet (`GET /users/connect/balance`) and payouts (`POST /users/connect/payout`);
 * a payout refreshes the wallet.
 */
import { useMutation, useQuery, useQueryClient } from 'shared-api/query';
import type { Payout, Wallet } from 'contract';
import { callEndpoint, requireToken, useSession, type CallOptions } from 'shared-api';
import { useSignedInViewer } from '../../../api/use-signed-in-viewer';
import { moneyKeys } from './money-keys';

export function getWallet(token: string, options: CallOptions = {}): Promise<Wallet> {
  return callEndpoint('GET /users/connect/balance', { token, ...options });
}

export function requestPayout(
  amountCents: number,
  currency: string,
  token: string,
  options: CallOptions = {},
): Promise<Payout> {
  return callEndpoint('POST /users/connect/payout', {
    body: { amountCents, currency },
    token,
    ...options,
  });
}

export function useWallet() {
  const { viewer, signedIn } = useSignedInViewer();
  return useQuery({
    queryKey: moneyKeys.wallet(viewer.uid),
    queryFn: ({ signal }) => getWallet(viewer.token, { signal }),
    enabled: signedIn,
    retry: false,
  });
}

export function useRequestPayout() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ amountCents, currency }: { amountCents: number; currency: string }) =>
      requestPayout(amountCents, currency, requireToken(token)),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: moneyKeys.wallets() });
    },
  });
}
