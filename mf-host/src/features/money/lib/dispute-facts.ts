import type { Dispute } from 'contract';
import { formatMoney } from 'shared-ui';

/** A moment of the dispute as 'Nov 27, 3:05 PM', from seconds since the epoch. */
export const disputeTime = (seconds: number) =>
  new Date(seconds * 1000).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

const ticketsOf = (dispute: Dispute) =>
  dispute.order.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ');

/** What we know about the order, as label → value, to send with the evidence. */
export function disputeFacts(dispute: Dispute): Record<string, string> {
  const facts: Record<string, string> = {
    Event: dispute.order.eventName,
    Buyer: dispute.order.buyerName,
    'Order total': formatMoney(dispute.order.totalCents, dispute.currency),
    Tickets: ticketsOf(dispute),
  };
  if (dispute.order.completedAt) facts.Purchased = disputeTime(dispute.order.completedAt);
  dispute.passes.forEach((pass, i) => {
    facts[`Pass ${i + 1}`] = pass.checkedInAt
      ? `${pass.ticketTypeName}: checked in ${disputeTime(pass.checkedInAt)}${pass.checkedInDevice ? ` (${pass.checkedInDevice})` : ''}`
      : `${pass.ticketTypeName}: not checked in (${pass.status})`;
  });
  return facts;
}

/** The explanation the form starts from: what was bought, and whether the door saw them. */
export function draftExplanation(dispute: Dispute): string {
  return (
    `${dispute.order.buyerName} bought ${ticketsOf(dispute)} for ${dispute.order.eventName}.` +
    (dispute.passes.some((p) => p.checkedInAt)
      ? ' Their pass was scanned at the door, so they attended.'
      : '')
  );
}
