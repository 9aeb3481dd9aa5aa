/**
 * The caller's connected payout account (`GET /users/connect/`: its state) and onboarding
 * (`POST /users/connect/`: makes the account if needed and answers a fresh single-use link, which
 * the page then sends the browser to).
 */
import { useMutation, useQuery } from 'shared-api/query';
import type { ConnectAccount, OnboardingLinkView } from 'contract';
import { callEndpoint, requireToken, useSession, type CallOptions } from 'shared-api';
import { useSignedInViewer } from '../../../api/use-signed-in-viewer';
import { moneyKeys } from './money-keys';

export function getConnectAccount(
  token: string,
  options: CallOptions = {},
): Promise<ConnectAccount> {
  return callEndpoint('GET /users/connect/', { token, ...options });
}

export function startOnboarding(
  token: string,
  options: CallOptions = {},
): Promise<{ account: ConnectAccount; link: OnboardingLinkView }> {
  return callEndpoint('POST /users/connect/', { body: {}, token, ...options });
}

export function useConnectAccount() {
  const { viewer, signedIn } = useSignedInViewer();
  return useQuery({
    queryKey: moneyKeys.account(viewer.uid),
    queryFn: ({ signal }) => getConnectAccount(viewer.token, { signal }),
    enabled: signedIn,
    retry: false,
  });
}

/** A fresh onboarding link (the page then sends the browser there). */
export function useStartOnboarding() {
  const { token } = useSession();
  return useMutation({ mutationFn: () => startOnboarding(requireToken(token)) });
}
