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

export const TICKET_TYPE_STATUSES = ['onSale', 'notStarted', 'ended', 'soldOut'] as const;
export type TicketTypeStatus = (typeof TICKET_TYPE_STATUSES)[number];

export const ORDER_STATUSES = [
  'pending',
  'completed',
  'failed',
  'expired',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['free', 'sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const PASS_STATUSES = ['valid', 'cancelled', 'refunded'] as const;
export type PassStatus = (typeof PASS_STATUSES)[number];

/** Where an order stands after the provider's page, as `PATCH /checkout/confirm` answers. */
export const CHECKOUT_STATUSES = ['completed', 'pending', 'failed', 'expired', 'refunded'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

export const SEARCH_KINDS = ['event', 'user', 'organization'] as const;
export type SearchType = (typeof SEARCH_KINDS)[number];

/** Where a guest's pass stands, as the guest list shows it (`GET /events/guests`). */
export const GUEST_STATUSES = ['going', 'checked_in', 'cancelled', 'refunded'] as const;
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
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
