/**
 * react-query hooks for host money. The account and the wallet are per viewer; a payout refreshes
 * the wallet; submitted evidence replaces the dispute in the cache.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DisputeEvidenceInput } from 'contract';
import { requireToken } from '../http/require-token';
import { useSession } from '../session/session-context';
import {
  getConnectAccount,
  getDispute,
  getWallet,
  requestPayout,
  startOnboarding,
  submitDisputeEvidence,
} from './money-api';

export const moneyKeys = {
  all: ['money'] as const,
  account: (viewerUid: string) => [...moneyKeys.all, 'account', { viewer: viewerUid }] as const,
  wallet: (viewerUid: string) => [...moneyKeys.all, 'wallet', { viewer: viewerUid }] as const,
  dispute: (disputeId: string, viewerUid: string) =>
    [...moneyKeys.all, 'dispute', disputeId, { viewer: viewerUid }] as const,
};

export function useConnectAccount() {
  const { viewer, authResolved } = useSession();
  return useQuery({
    queryKey: moneyKeys.account(viewer?.uid ?? ''),
    queryFn: ({ signal }) => getConnectAccount(viewer?.token ?? '', { signal }),
    enabled: authResolved && viewer !== null,
    retry: false,
  });
}

export function useWallet() {
  const { viewer, authResolved } = useSession();
  return useQuery({
    queryKey: moneyKeys.wallet(viewer?.uid ?? ''),
    queryFn: ({ signal }) => getWallet(viewer?.token ?? '', { signal }),
    enabled: authResolved && viewer !== null,
    retry: false,
  });
}

/** A fresh onboarding link (the page then sends the browser there). */
export function useStartOnboarding() {
  const { token } = useSession();
  return useMutation({ mutationFn: () => startOnboarding(requireToken(token)) });
}

export function useRequestPayout() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ amountCents, currency }: { amountCents: number; currency: string }) =>
      requestPayout(amountCents, currency, requireToken(token)),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [...moneyKeys.all, 'wallet'] });
    },
  });
}

export function useDispute(disputeId: string | null | undefined) {
  const { viewer, authResolved } = useSession();
  return useQuery({
    queryKey: moneyKeys.dispute(disputeId ?? '', viewer?.uid ?? ''),
    queryFn: ({ signal }) => getDispute(disputeId ?? '', viewer?.token ?? '', { signal }),
    enabled: authResolved && viewer !== null && Boolean(disputeId),
    retry: false,
  });
}

export function useSubmitDisputeEvidence(disputeId: string) {
  const { viewer, token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (evidence: DisputeEvidenceInput) =>
      submitDisputeEvidence(disputeId, evidence, requireToken(token)),
    onSuccess: (dispute) => {
      queryClient.setQueryData(moneyKeys.dispute(disputeId, viewer?.uid ?? ''), dispute);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [...moneyKeys.all, 'dispute', disputeId] });
    },
  });
}
