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
  /** The event's money: revenue, analytics and affiliate links (see them, manage the links). */
  'view_insights',
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
 * What a pass can be other than `valid`: `pending`: issued for a request that waits for approval
 * (not valid at the door yet); `denied`: an organizer said no; `removed`: an organizer removed the
 * guest (and refunded what they paid). The guest list shows these words as they are.
 */
const PASS_STATUSES_BESIDES_VALID = [
  'cancelled',
  'refunded',
  'pending',
  'denied',
  'removed',
] as const;
export const PASS_STATUSES = ['valid', ...PASS_STATUSES_BESIDES_VALID] as const;
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

/**
 * Where a guest's pass stands, as the guest list shows it (`GET /events/guests`): a valid pass is
 * `going` or `checked_in`; any other pass status stands as it is.
 */
export const GUEST_STATUSES = ['going', 'checked_in', ...PASS_STATUSES_BESIDES_VALID] as const;
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
  /** Someone invited the person to an organization. Links to the organization. */
  'organization_invitation',
  /** An organization's admin accepted the person's request to join. Links to the organization. */
  'organization_request_accepted',
  /** An organization's admin removed the person from it. Links to the organization. */
  'organization_removed',
  /** A host invited one of the person's organizations to an event. Links to the event. */
  'organization_event_invitation',
  /**
   * A member asked to list their event in an organization the person administers. Links to the
   * organization's dashboard, where the request waits.
   */
  'organization_listing_request',
  /** The host cancelled an event the person held a pass or a request for. Links to the event. */
  'event_cancelled',
  /** A guest asked for their money back (to the event's host). Links to the guest list. */
  'refund_requested',
  /** The hosts approved the person's refund request; the money is on its way. Links to receipts. */
  'refund_approved',
  /** The hosts declined the person's refund request; the tickets stand. Links to the event. */
  'refund_declined',
  /** An organizer let the person back in after a denial or removal. Links to the event. */
  'guest_readmitted',
  /**
   * Messages wait unread in a chat the person was not looking at: one per chat until they read
   * it (a newer message moves it to the top, with its sender as the actor). Links to the chat.
   */
  'chat_message',
  /**
   * A buyer could not pay for the host's event because the host's payouts are not set up
   * (checkout's `payouts_not_set_up`). One per event until the host sets payouts up. Links to
   * payout set-up.
   */
  'payouts_not_set_up',
  /** A buyer disputed a payment for the host's event with their bank. Links to the dispute. */
  'dispute_opened',
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
 * chat's notifications (`chat_message`). A new kind must name its topic here
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
  // Organizations are people's clubs: their news goes with friends' (no topic of their own yet).
  organization_invitation: 'friends',
  organization_request_accepted: 'friends',
  organization_removed: 'friends',
  organization_event_invitation: 'events',
  organization_listing_request: 'events',
  event_cancelled: 'events',
  refund_requested: 'events',
  refund_approved: 'events',
  refund_declined: 'events',
  guest_readmitted: 'events',
  chat_message: 'messages',
  // A host's money: hosting news, like a refund request.
  payouts_not_set_up: 'events',
  dispute_opened: 'events',
};

/**
 * Organizations (SPEC sections 3 and 4). A member holds one of the levels; the owner is one person
 * and cannot leave. `pending` is not a level: it is a request to join that an admin has not
 * answered yet (the mapping's privilege shows it).
 */
export const ORGANIZATION_LEVELS = ['owner', 'admin', 'member'] as const;
export type OrganizationLevel = (typeof ORGANIZATION_LEVELS)[number];
/** What the caller holds in an organization: a level, or a request waiting (`pending`). */
export const ORGANIZATION_PRIVILEGES = [...ORGANIZATION_LEVELS, 'pending'] as const;
export type OrganizationPrivilege = (typeof ORGANIZATION_PRIVILEGES)[number];
/** The levels an invitation can offer (the owner is never invited: ownership is handed over). */
export const ORGANIZATION_INVITED_LEVELS = ['admin', 'member'] as const;
export type OrganizationInvitedLevel = (typeof ORGANIZATION_INVITED_LEVELS)[number];
/**
 * Who may join (settings.access): `open`, anyone joins at once; `request`, joining asks and an
 * admin accepts; `closed`, nobody can ask (the button shows Closed): members come by invitation.
 */
export const ORGANIZATION_ACCESS = ['open', 'request', 'closed'] as const;
export type OrganizationAccess = (typeof ORGANIZATION_ACCESS)[number];

/** What an organization level may do; the table is `ORG_PERMISSION_TABLE` (org-permissions.ts). */
export const ORG_PERMISSIONS = [
  'view_members',
  'view_events',
  'edit',
  'manage_requests',
  'invite',
  'remove_members',
  'manage_admins',
  'transfer_ownership',
  'delete',
  /** List an event in the organization, and answer members' requests to list one. */
  'list_events',
] as const;
export type OrgPermission = (typeof ORG_PERMISSIONS)[number];

/**
 * A request to list an event in an organization: waiting for an admin, or declined (kept until
 * the host withdraws it). An accepted one is no request any more: the event is `listed`.
 */
export const EVENT_LISTING_REQUEST_STATUSES = ['pending', 'declined'] as const;
export type EventListingRequestStatus = (typeof EVENT_LISTING_REQUEST_STATUSES)[number];
/** Where an event stands with one organization, as its hosts see it. */
export const EVENT_LISTING_STATES = [...EVENT_LISTING_REQUEST_STATUSES, 'listed'] as const;
export type EventListingState = (typeof EVENT_LISTING_STATES)[number];

/**
 * Host money (issue 10). A payout: `pending` → `in_transit` → `paid`, and a paid payout can later
 * turn `failed` (the bank returned it; the money is back in the balance). `canceled`: the provider
 * refused it at once.
 */
export const PAYOUT_STATUSES = ['pending', 'in_transit', 'paid', 'failed', 'canceled'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** A dispute: `needs_response` → (evidence) `under_review` → `won` or `lost`. */
export const DISPUTE_STATUSES = ['needs_response', 'under_review', 'won', 'lost'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/**
 * Entries of a host's money ledger: `sale` (+ the host's share of a ticket sale), `refund` (− the
 * share given back), `payout` (− money sent to the bank), `payout_return` (+ a failed payout's
 * money back), `dispute_loss` (− the disputed share and the dispute fee).
 */
export const MONEY_LEDGER_KINDS = [
  'sale',
  'refund',
  'payout',
  'payout_return',
  'dispute_loss',
] as const;
export type MoneyLedgerKind = (typeof MONEY_LEDGER_KINDS)[number];

/** What a host's connected account can do now. */
export const CONNECT_STATES = ['none', 'onboarding', 'restricted', 'enabled'] as const;
export type ConnectState = (typeof CONNECT_STATES)[number];

/** What a person asks for with `POST /events/scraped/request` (see api/README.md). */
export const SCRAPED_REQUEST_INTENTS = ['list', 'claim'] as const;
export type ScrapedRequestIntent = (typeof SCRAPED_REQUEST_INTENTS)[number];

/** Where a scraped-event request stands: received, then reviewed by the team. */
export const SCRAPED_REQUEST_STATUSES = ['received', 'accepted', 'declined'] as const;
export type ScrapedRequestStatus = (typeof SCRAPED_REQUEST_STATUSES)[number];

/**
 * When a paid guest may ask for their money back, the host's rule for an event (chosen when it is
 * made, changeable later): `none`, no refunds; `until`, requests until a date (`refundsUntil`);
 * `request`, requests until the event starts. Every request is answered by an organizer.
 */
export const REFUND_POLICIES = ['none', 'until', 'request'] as const;
export type RefundPolicy = (typeof REFUND_POLICIES)[number];

/**
 * Where a guest's refund request stands: `pending` until an organizer answers, then `approved`
 * (refunded) or `declined` (the tickets stand); `closed` when the tickets were refunded another way
 * first (the event was cancelled, or the guest removed).
 */
export const REFUND_REQUEST_STATUSES = ['pending', 'approved', 'declined', 'closed'] as const;
export type RefundRequestStatus = (typeof REFUND_REQUEST_STATUSES)[number];

/**
 * A person's event lists (`GET /users/events*`): `upcoming`, events they go to or run; `liked`;
 * `hostedPast`, events they hosted that ended; `hosting`, upcoming events they host or co-host
 * (their dashboards).
 */
export const USER_EVENT_LISTS = ['upcoming', 'liked', 'hostedPast', 'hosting'] as const;
export type UserEventList = (typeof USER_EVENT_LISTS)[number];
