/**
 * The closed lists of values the API speaks. Free of TypeBox, so browser code can use them without
 * pulling a schema into its bundle; the schemas build their enums from them.
 */
export const GENDERS = ['female', 'male', 'nonbinary', 'other', 'prefer_not_to_say'] as const;
export type Gender = (typeof GENDERS)[number];

export const EVENT_TYPES = ['simpleRsvp', 'ticketed'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
/** SPEC section 9: what the create button and the create page start with. */
export const DEFAULT_EVENT_TYPE: EventType = 'simpleRsvp';

export const ORGANIZER_ROLES = ['host', 'cohost'] as const;
export const ORGANIZER_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type OrganizerStatus = (typeof ORGANIZER_STATUSES)[number];

/** A co-host's level (`POST /events/invitations`); what each may do is in `host-permissions.ts`. */
export const COHOST_PRIVILEGES = ['cohost', 'door', 'viewer'] as const;
export type CohostPrivilege = (typeof COHOST_PRIVILEGES)[number];

/** What an organizer may do with an event; granted per level by `HOST_PERMISSION_TABLE`. */
export const HOST_PERMISSIONS = [
  'view_dashboard',
  'view_guests',
  'manage_guests',
  'scan',
  'text_blast',
  'edit_event',
  'manage_cohosts',
] as const;
export type HostPermission = (typeof HOST_PERMISSIONS)[number];

/** Where one text of a blast stands (counted in `GET /events/hosts/text-blasts`). */
export const TEXT_MESSAGE_STATUSES = ['queued', 'sent', 'opted_out', 'failed'] as const;
export type TextMessageStatus = (typeof TEXT_MESSAGE_STATUSES)[number];

export const TICKET_TYPE_STATUSES = ['onSale', 'notStarted', 'ended', 'soldOut'] as const;
export type TicketTypeStatus = (typeof TICKET_TYPE_STATUSES)[number];

export const ORDER_STATUSES = [
  'pending',
  'completed',
  'failed',
  'expired',
  'cancelled',
  'refunded',
  /** Paid (authorised, not captured) or free, waiting for an organizer to approve or deny it. */
  'awaiting_approval',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['free', 'sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * `pending`: issued for a request that waits for approval (not valid at the door yet); `denied`:
 * an organizer said no; `removed`: an organizer removed the guest (and refunded what they paid).
 */
export const PASS_STATUSES = [
  'valid',
  'cancelled',
  'refunded',
  'pending',
  'denied',
  'removed',
] as const;
export type PassStatus = (typeof PASS_STATUSES)[number];

/** Where an order stands after the provider's page, as `PATCH /checkout/confirm` answers. */
export const CHECKOUT_STATUSES = [
  'completed',
  'pending',
  'failed',
  'expired',
  'refunded',
  'awaiting_approval',
] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

export const SEARCH_KINDS = ['event', 'user', 'organization'] as const;
export type SearchType = (typeof SEARCH_KINDS)[number];

/** Where a guest's pass stands, as the guest list shows it (`GET /events/guests`). */
export const GUEST_STATUSES = [
  'going',
  'checked_in',
  'cancelled',
  'refunded',
  'pending',
  'denied',
  'removed',
] as const;
export type GuestStatus = (typeof GUEST_STATUSES)[number];

/** What a door scan answers (`POST /events/hosts/scan`). */
export const SCAN_RESULTS = ['admitted', 'refused'] as const;
export type ScanResult = (typeof SCAN_RESULTS)[number];

/** Why a scan was refused: a fixed code the scan screen puts into words. */
export const SCAN_REFUSALS = [
  'already_checked_in',
  'wrong_event',
  'cancelled',
  'refunded',
  'unknown',
  'pending_approval',
  'denied',
  'removed',
] as const;
export type ScanRefusal = (typeof SCAN_REFUSALS)[number];

/**
 * Where the caller stands with another person (the friend button, SPEC section 4): `requested` is a
 * request the caller sent, `received` one sent to the caller; `self` is the caller's own profile.
 */
export const FRIEND_STATUSES = ['none', 'requested', 'received', 'friends', 'self'] as const;
export type FriendStatus = (typeof FRIEND_STATUSES)[number];

/** A direct chat between two people, or the chat of an event (its organizers and going guests). */
export const CHAT_KINDS = ['direct', 'event'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];

/**
 * What a notification is about. Other areas add kinds as they start writing notifications (guest
 * approval, refunds, purchases); a client shows an unknown kind with a generic text.
 */
export const NOTIFICATION_KINDS = [
  'friend_request',
  'friend_accepted',
  'cohost_invitation',
  /** An organizer approved the guest's request (paid: the card was charged). Links to the pass. */
  'guest_approved',
  /** An organizer denied the request (paid: the hold on the card was released). Links to the event. */
  'guest_denied',
  /** An organizer removed the guest; what they paid was refunded. Links to the receipts. */
  'guest_removed',
  /** Nobody answered a paid request within 7 days: the hold was released. Links to the event. */
  'approval_expired',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * What went wrong in a browser, as the shell and the remotes report it (POST /error): an error
 * nothing caught, a promise nobody awaited, a remote whose code did not load, or an error a page's
 * error boundary caught.
 */
export const CLIENT_ERROR_KINDS = [
  'uncaught',
  'unhandled_rejection',
  'remote_load',
  'error_boundary',
] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/**
 * What a person can turn off in settings (`/users/notifications/preferences`): each notification
 * kind belongs to one topic, and a topic turned off writes none of its kinds. `messages` governs
 * chat's text-message notifications once chat writes them. A new kind must name its topic here
 * (the record's type makes the compiler ask).
 */
export const NOTIFICATION_TOPICS = ['friends', 'events', 'messages'] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];
export const NOTIFICATION_TOPIC_OF: Readonly<Record<NotificationKind, NotificationTopic>> = {
  friend_request: 'friends',
  friend_accepted: 'friends',
  cohost_invitation: 'events',
  guest_approved: 'events',
  guest_denied: 'events',
  guest_removed: 'events',
  approval_expired: 'events',
};
