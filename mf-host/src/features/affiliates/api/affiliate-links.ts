/**
 * The event's affiliate links with their sales (`GET /events/affiliate/all`), and creating,
 * renaming, pausing/resuming or deleting one (`POST|PATCH|DELETE /events/affiliate/`). A change
 * refreshes the event's insights: the links, and the revenue and analytics that count their sales.
 */
import { useMutation, useQuery, useQueryClient } from 'shared-api/query';
import type { AffiliateLink, AffiliateLinkList } from 'contract';
import { callEndpoint, requireToken, useSession, type CallOptions } from 'shared-api';
import { hostKeys } from '../../../api/host-keys';
import { useSignedInViewer } from '../../../api/use-signed-in-viewer';

export const affiliateKeys = {
  links: (eventId: string, viewerUid: string) =>
    [...hostKeys.insights(eventId), 'affiliates', { viewer: viewerUid }] as const,
};

export function getAffiliateLinks(
  eventId: string,
  token: string,
  options: CallOptions = {},
): Promise<AffiliateLinkList> {
  return callEndpoint('GET /events/affiliate/all', { query: { eventId }, token, ...options });
}

export async function createAffiliateLink(
  input: { eventId: string; code: string; label?: string | null },
  token: string,
): Promise<AffiliateLink> {
  return (await callEndpoint('POST /events/affiliate/', { body: input, token })).link;
}

export async function updateAffiliateLink(
  patch: { linkId: string; label?: string | null; active?: boolean },
  token: string,
): Promise<AffiliateLink> {
  return (await callEndpoint('PATCH /events/affiliate/', { body: patch, token })).link;
}

export async function deleteAffiliateLink(linkId: string, token: string): Promise<void> {
  await callEndpoint('DELETE /events/affiliate/', { query: { linkId }, token });
}

export function useAffiliateLinks(eventId: string | null | undefined) {
  const { viewer, signedIn } = useSignedInViewer();
  return useQuery({
    queryKey: affiliateKeys.links(eventId ?? '', viewer.uid),
    queryFn: ({ signal }) => getAffiliateLinks(eventId ?? '', viewer.token, { signal }),
    enabled: signedIn && Boolean(eventId),
    retry: false,
  });
}

export type AffiliateLinkChange =
  | { kind: 'create'; code: string; label?: string | null }
  | { kind: 'update'; linkId: string; label?: string | null; active?: boolean }
  | { kind: 'delete'; linkId: string };

/** Creates, renames, pauses/resumes or deletes one of the event's affiliate links. */
export function useAffiliateLinkChange(eventId: string) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: AffiliateLinkChange) => {
      const signedIn = requireToken(token);
      if (change.kind === 'create') {
        await createAffiliateLink({ eventId, code: change.code, label: change.label }, signedIn);
      } else if (change.kind === 'update') {
        const { kind: _kind, ...patch } = change;
        await updateAffiliateLink(patch, signedIn);
      } else {
        await deleteAffiliateLink(change.linkId, signedIn);
      }
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: hostKeys.insights(eventId) });
    },
  });
}
