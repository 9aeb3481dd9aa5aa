/**
 * How ticket money splits under destination charges: the buyer pays `total`, the platform keeps
 * `fee` (`application_fee_amount`), the host's connected account gets the rest. A refund of part
 * of the total reverses the host's share of that part (`reverse_transfer`) and gives the
 * proportional fee back (`refund_application_fee`). The sandbox and the ledger both use this, so
 * their numbers agree to the cent.
 */
export function hostShareCents(totalCents: number, feeCents: number): number {
  return totalCents - feeCents;
}

/** The host's part of a refund of `refundCents` out of a charge of `totalCents` with `feeCents`. */
export function hostRefundCents(totalCents: number, feeCents: number, refundCents: number): number {
  if (totalCents <= 0) return 0;
  const feePart = Math.round((feeCents * refundCents) / totalCents);
  return refundCents - feePart;
}
