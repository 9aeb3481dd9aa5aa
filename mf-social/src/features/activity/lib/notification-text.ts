import { paths } from 'shared-api';
import type { Notification } from 'contract';
import { truncateName } from 'shared-ui';

/** mf-social's receipts page, where a refund shows. */
const RECEIPTS = '/app/user/receipts';

/** What a notification says and where it leads. Unknown kinds (added later) get a generic line. */
export function describeNotification(n: Notification): { text: string; href: string | null } {
  const who = n.actor ? truncateName(n.actor.displayName) : 'Someone';
  const profile = n.actor ? paths.user(n.actor.id) : null;
  const eventName = n.event?.name ?? 'an event';
  const orgName = n.organization?.name ?? 'an organization';
  switch (n.kind) {
    case 'friend_request':
      return { text: `${who} sent you a friend request`, href: profile };
    case 'friend_accepted':
      return { text: `${who} accepted your friend request`, href: profile };
    case 'cohost_invitation':
      return {
        text: `${who} invited you to co-host ${n.event?.name ?? 'an event'}`,
        href: n.event ? paths.event(n.event.id) : profile,
      };
    case 'guest_approved':
      return {
        text: `You're in! The hosts approved your request for ${eventName}`,
        href: n.event ? paths.event(n.event.id) : profile,
      };
    case 'guest_denied':
      return {
        text: `The hosts couldn't approve your request for ${eventName}`,
        href: n.event ? paths.event(n.event.id) : profile,
      };
    case 'guest_removed':
      return {
        text: `You were removed from the guest list of ${eventName}; any payment is refunded`,
        href: n.event ? paths.event(n.event.id) : profile,
      };
    case 'approval_expired':
      return {
        text: `Your request for ${eventName} expired before the hosts answered; your card was not charged`,
        href: n.event ? paths.event(n.event.id) : profile,
      };
    case 'organization_invitation':
      return {
        text: `${who} invited you to join ${orgName}`,
        href: n.organization ? paths.org(n.organization.id) : profile,
      };
    case 'organization_request_accepted':
      return {
        text: `You're a member of ${orgName} now: your request was accepted`,
        href: n.organization ? paths.org(n.organization.id) : profile,
      };
    case 'organization_removed':
      return {
        text: `You were removed from ${orgName}`,
        href: n.organization ? paths.org(n.organization.id) : null,
      };
    case 'organization_event_invitation':
      return {
        text: `${who} invited ${orgName} to ${eventName}`,
        href: n.event ? paths.event(n.event.id) : profile,
      };
    case 'organization_listing_request':
      return {
        text: `${who} asked to list ${eventName} in ${orgName}`,
        // The organization's dashboard, where the request waits for an admin.
        href: n.organization ? paths.orgDashboard(n.organization.id) : profile,
      };
    case 'event_cancelled':
      return {
        text: `${eventName} is cancelled; anything you paid is refunded in full`,
        href: n.event ? paths.event(n.event.id) : profile,
      };
    case 'refund_requested':
      return {
        text: `${who} asked for a refund for ${eventName}`,
        // The guest list (mf-host's page), where the request waits for an answer.
        href: n.event ? `${paths.event(n.event.id)}/guests` : profile,
      };
    case 'refund_approved':
      return {
        text: `The hosts approved your refund for ${eventName}`,
        href: RECEIPTS,
      };
    case 'refund_declined':
      return {
        text: `The hosts declined your refund request for ${eventName}; your tickets stand`,
        href: n.event ? paths.event(n.event.id) : profile,
      };
    case 'guest_readmitted':
      return {
        text: `The hosts let you back in to ${eventName}`,
        href: n.event ? paths.event(n.event.id) : profile,
      };
    case 'chat_message':
      return {
        text: n.event ? `${who} wrote in ${eventName}'s chat` : `${who} sent you a message`,
        href: n.chatId ? paths.chat(n.chatId) : null,
      };
    case 'payouts_not_set_up':
      return {
        text: `A buyer couldn't pay for ${eventName}: set up payouts to sell tickets`,
        href: paths.stripeConnect(),
      };
    case 'dispute_opened':
      return {
        text: `A buyer disputed a payment for ${eventName}: answer before the deadline`,
        href: n.dispute ? paths.dispute(n.dispute.id) : paths.wallet(),
      };
    default:
      return { text: 'You have a new notification', href: profile };
  }
}
