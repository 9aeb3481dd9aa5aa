/**
 * The platform fee, per paid ticket, added to the buyer's total: 50 cents plus 3 % of the price
 * (rounded to the cent). Free tickets carry no fee. docs/contracts.md states the same formula.
 */
export const FEE_FIXED_CENTS = 50;
export const FEE_PERCENT = 3;

export function feeCentsPerTicket(priceCents: number): number {
  if (priceCents <= 0) return 0;
  return FEE_FIXED_CENTS + Math.round((priceCents * FEE_PERCENT) / 100);
}
