/**
 * Path builders of SPEC section 2: the one place app URLs are spelled, so a link from any remote
 * survives a route moving. Ids are URI-encoded: they come from the server and users' links.
 */

/** The steps of the sign-in and sign-up flow under /auth (SPEC section 2). */
export type AuthStep =
  | 'phone'
  | 'otp'
  | 'name'
  | 'photo'
  | 'birthday'
  | 'gender'
  | 'instagram'
  | 'confirmInstagram'
  | 'done';

const id = (value: string) => encodeURIComponent(value);

export const paths = {
  feed: () => '/app',
  event: (eventId: string) => `/app/event/${id(eventId)}`,
  user: (userId: string) => `/app/user/${id(userId)}`,
  /** The profile with its friends list open as a dialog; `mutual` starts on the shared ones. */
  userFriends: (userId: string, options: { mutual?: boolean } = {}) =>
    `/app/user/${id(userId)}/friends${options.mutual ? '?mutual=1' : ''}`,
  pass: (passId: string) => `/app/pass/${id(passId)}`,
  /** `type` preselects the kind of event, e.g. the mobile create button's `simpleRsvp`. */
  create: (options: { type?: string } = {}) =>
    options.type ? `/app/create?type=${encodeURIComponent(options.type)}` : '/app/create',
  /** Ask for an event published elsewhere to be listed here or claimed; my requests below. */
  createImport: () => '/app/create/import',
  host: (eventId: string) => `/app/host/${id(eventId)}`,
  /** The host's wallet: balance, payouts, open disputes. */
  wallet: () => '/app/host/wallet',
  /** Payout-account onboarding; `refresh` is the provider's way back for a new link. */
  stripeConnect: () => '/app/host/stripe-connect',
  /** `/auth`, or one step of it such as `/auth/phone` (where login gating sends visitors). */
  auth: (step?: AuthStep) => (step ? `/auth/${step}` : '/auth'),
  chat: (chatId: string) => `/app/chat/${id(chatId)}`,
  /**
   * An event's chat, by the event: opens it for its organizers (made on first use) and finds it
   * for its guests with a pass, then moves to `chat(chatId)`. Lets the event page, a pass and the
   * dashboard link to the chat before anyone knows its id.
   */
  eventChat: (eventId: string) => `/app/chat/event/${id(eventId)}`,
  dispute: (disputeId: string) => `/app/dispute/${id(disputeId)}`,
  signout: () => '/signout',
  org: (orgId: string) => `/app/org/${id(orgId)}`,
  orgCreate: () => '/app/org/create',
  orgEdit: (orgId: string) => `/app/org/${id(orgId)}/edit`,
  orgDashboard: (orgId: string) => `/app/org/${id(orgId)}/dashboard`,
  paymentReturn: (eventId: string) => `/app/event/${id(eventId)}/payment-return`,
} as const;

export type Paths = typeof paths;
