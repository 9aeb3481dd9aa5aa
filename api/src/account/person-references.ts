/**
 * What deleting an account does to every column that references a person (`users.id`), one entry
 * per `table.column`. `delete-account.test.ts` walks the drizzle schema and fails for a column
 * missing here, so a new table that points at people must decide what happens to it.
 *
 * - `removed`: the rows naming the person go (their memberships, requests, invitations, settings).
 * - `cleared`: the column is set to null; the row is someone else's and stays.
 * - `anonymised`: the row stays for others' records, without the person's details in it.
 * - `kept`: the row stays pointing at the anonymised user row ("Deleted user"): money records,
 *   the door's log, chat messages (still readable, from "Deleted user").
 */
export type PersonReferenceHandling = 'removed' | 'cleared' | 'anonymised' | 'kept';

export const PERSON_REFERENCES: Readonly<Record<string, PersonReferenceHandling>> = {
  'campus_members.user_id': 'removed',
  'email_verifications.user_id': 'removed',
  'chat_members.user_id': 'removed',
  'chat_messages.sender_id': 'kept',
  // The other person keeps the direct chat and its history.
  'chats.user_low': 'kept',
  'chats.user_high': 'kept',
  'chats.created_by': 'cleared',
  'pass_check_ins.checked_in_by': 'kept',
  'scan_log.scanned_by': 'kept',
  'text_blasts.sent_by': 'kept',
  // Texts to them: the number goes and a queued one is never sent.
  'text_messages.recipient_id': 'anonymised',
  'affiliate_links.created_by': 'cleared',
  // A host's conversion count, by day: no detail of the person beyond the anonymised id.
  'checkout_starts.user_id': 'kept',
  'scraped_event_requests.user_id': 'removed',
  'connected_accounts.user_id': 'kept',
  'disputes.host_id': 'kept',
  'money_ledger.user_id': 'kept',
  'payouts.user_id': 'kept',
  'event_organization_invitations.invited_by': 'cleared',
  // The request is the event's (its other organizers see and withdraw it), not the asker's.
  'event_organization_requests.requested_by': 'cleared',
  'organization_members.user_id': 'removed',
  'organization_members.invited_by': 'cleared',
  'refund_requests.user_id': 'kept',
  'refund_requests.answered_by': 'cleared',
  'friend_requests.sender_id': 'removed',
  'friend_requests.receiver_id': 'removed',
  'friendships.user_low': 'removed',
  'friendships.user_high': 'removed',
  'notification_preferences.user_id': 'removed',
  'notifications.user_id': 'removed',
  'notifications.actor_id': 'removed',
  'host_payout_accounts.user_id': 'kept',
  'idempotency_keys.user_id': 'removed',
  'orders.buyer_id': 'kept',
  'passes.holder_id': 'kept',
  'payment_customers.user_id': 'removed',
  'event_likes.user_id': 'removed',
  'event_organizers.user_id': 'removed',
  'event_organizers.invited_by': 'cleared',
  'events.host_id': 'kept',
};
