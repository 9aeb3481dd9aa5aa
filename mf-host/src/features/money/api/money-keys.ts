/**
 * The query keys of host money. The account and the wallet are per viewer (the uid, never the
 * token); a dispute is per viewer too, since only the event's organizers may read it.
 */
export const moneyKeys = {
  all: ['money'] as const,
  account: (viewerUid: string) => [...moneyKeys.all, 'account', { viewer: viewerUid }] as const,
  /** Every viewer's wallet: a payout refreshes it whoever is signed in now. */
  wallets: () => [...moneyKeys.all, 'wallet'] as const,
  wallet: (viewerUid: string) => [...moneyKeys.wallets(), { viewer: viewerUid }] as const,
  /** The dispute for every viewer, for refreshing after evidence was sent. */
  disputeAnyViewer: (disputeId: string) => [...moneyKeys.all, 'dispute', disputeId] as const,
  dispute: (disputeId: string, viewerUid: string) =>
    [...moneyKeys.disputeAnyViewer(disputeId), { viewer: viewerUid }] as const,
};
