/**
 * A dispute on one of the caller's sales (`GET /disputes/:disputeId`) and the evidence sent to
 * contest it (`POST /disputes/:disputeId/evidence`). The answer to the evidence is the updated
 * dispute, which replaces the cached one at once; then the dispute is read again.
 */
import { useMutation, useQuery, useQueryClient } from 'shared-api/query';
import type { Dispute, DisputeEvidenceInput } from 'contract';
import { callEndpoint, requireToken, useSession, type CallOptions } from 'shared-api';
import { useSignedInViewer } from '../../../api/use-signed-in-viewer';
import { moneyKeys } from './money-keys';

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

export function useDispute(disputeId: string | null | undefined) {
  const { viewer, signedIn } = useSignedInViewer();
  return useQuery({
    queryKey: moneyKeys.dispute(disputeId ?? '', viewer.uid),
    queryFn: ({ signal }) => getDispute(disputeId ?? '', viewer.token, { signal }),
    enabled: signedIn && Boolean(disputeId),
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
      void queryClient.invalidateQueries({ queryKey: moneyKeys.disputeAnyViewer(disputeId) });
    },
  });
}
