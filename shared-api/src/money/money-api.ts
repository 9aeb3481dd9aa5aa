/**
 * Host money calls: the connected account (onboarding link, state), the wallet and payouts, and
 * disputes. React-free.
 */
import type {
  ConnectAccount,
  Dispute,
  DisputeEvidenceInput,
  OnboardingLinkView,
  Payout,
  Wallet,
} from 'contract';
import { callEndpoint } from '../http/call-endpoint';
import type { CallOptions } from '../http/request';

/** Makes the caller's account if needed and answers a fresh single-use onboarding link. */
export function startOnboarding(
  token: string,
  options: CallOptions = {},
): Promise<{ account: ConnectAccount; link: OnboardingLinkView }> {
  return callEndpoint('POST /users/connect/', { body: {}, token, ...options });
}

export function getConnectAccount(
  token: string,
  options: CallOptions = {},
): Promise<ConnectAccount> {
  return callEndpoint('GET /users/connect/', { token, ...options });
}

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

export function getDispute(
  disputeId: string,
  token: string,
  options: CallOptions = {},
): Promise<Dispute> {
  return callEndpoint('GET /disputes/:disputeId', { params: { disputeId }, token, ...options });
}

export function submitDisputeEvidence(
  disputeId: string,
  evidence: DisputeEvidenceInput,
  token: string,
  options: CallOptions = {},
): Promise<Dispute> {
  return callEndpoint('POST /disputes/:disputeId/evidence', {
    params: { disputeId },
    body: evidence,
    token,
    ...options,
  });
}
