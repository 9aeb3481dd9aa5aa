import { describe, expect, it } from 'vitest';
import type { Notification, NotificationKind } from 'contract';
import { NOTIFICATION_KINDS } from 'contract/values';
import { describeNotification } from './notification-text';

const actor = {
  id: 'u1',
  username: 'hana',
  displayName: 'Hana Host',
  name: 'Hana Host',
  profileImage: null,
  bio: null,
  instagram: null,
  createdAt: 1,
};
const note = (kind: NotificationKind, overrides: Partial<Notification> = {}): Notification => ({
  id: '1',
  kind,
  createdAt: 1,
  actor,
  event: { id: 'e1', name: 'Roof Party' },
  organization: { id: 'o1', name: 'Chess Club' },
  chatId: 'c1',
  ...overrides,
});

describe('describeNotification', () => {
  it.each(NOTIFICATION_KINDS)(
    'gives the %s kind its own words and a link to its screen',
    (kind) => {
      const { text, href } = describeNotification(note(kind));
      expect(text).not.toBe('You have a new notification');
      expect(href).toMatch(/^\/app\//);
    },
  );

  it('leads friend notifications to the person and co-host invitations to the event', () => {
    expect(describeNotification(note('friend_request'))).toEqual({
      text: 'Hana Host sent you a friend request',
      href: '/app/user/u1',
    });
    expect(describeNotification(note('friend_accepted')).href).toBe('/app/user/u1');
    expect(describeNotification(note('cohost_invitation'))).toEqual({
      text: 'Hana Host invited you to co-host Roof Party',
      href: '/app/event/e1',
    });
  });

  it('leads a message notification to its chat, naming the event for an event chat', () => {
    expect(describeNotification(note('chat_message', { event: null }))).toEqual({
      text: 'Hana Host sent you a message',
      href: '/app/chat/c1',
    });
    expect(describeNotification(note('chat_message')).text).toBe(
      "Hana Host wrote in Roof Party's chat",
    );
  });

  it('leads organization notifications to the organization, its event invitations to the event', () => {
    expect(describeNotification(note('organization_invitation'))).toEqual({
      text: 'Hana Host invited you to join Chess Club',
      href: '/app/org/o1',
    });
    expect(describeNotification(note('organization_request_accepted')).href).toBe('/app/org/o1');
    expect(describeNotification(note('organization_removed')).text).toBe(
      'You were removed from Chess Club',
    );
    expect(describeNotification(note('organization_event_invitation'))).toEqual({
      text: 'Hana Host invited Chess Club to Roof Party',
      href: '/app/event/e1',
    });
    // To the admins: the request waits on the organization's dashboard.
    expect(describeNotification(note('organization_listing_request'))).toEqual({
      text: 'Hana Host asked to list Roof Party in Chess Club',
      href: '/app/org/o1/dashboard',
    });
  });

  it('shows a kind it does not know yet (added by a newer server) with a generic line', () => {
    const unknown = note('friend_request', { kind: 'a_future_kind' as NotificationKind });
    expect(describeNotification(unknown)).toEqual({
      text: 'You have a new notification',
      href: '/app/user/u1',
    });
  });

  it('tells a guest of a cancellation and refunds, and the host of a request', () => {
    expect(describeNotification(note('event_cancelled'))).toEqual({
      text: 'Roof Party is cancelled; anything you paid is refunded in full',
      href: '/app/event/e1',
    });
    expect(describeNotification(note('refund_requested'))).toEqual({
      text: 'Hana Host asked for a refund for Roof Party',
      href: '/app/event/e1/guests',
    });
    expect(describeNotification(note('refund_approved')).href).toBe('/app/user/receipts');
  });

  it('leads a host to payout set-up when a buyer could not pay, and to the dispute when one opens', () => {
    const dispute = { actor: null, dispute: { id: 'd1' } };
    expect(describeNotification(note('payouts_not_set_up', { actor: null }))).toEqual({
      text: "A buyer couldn't pay for Roof Party: set up payouts to sell tickets",
      href: '/app/host/stripe-connect',
    });
    expect(describeNotification(note('dispute_opened', dispute))).toEqual({
      text: 'A buyer disputed a payment for Roof Party: answer before the deadline',
      href: '/app/dispute/d1',
    });
  });
});
