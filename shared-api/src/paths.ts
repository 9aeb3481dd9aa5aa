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
  host: (eventId: string) => `/app/host/${id(eventId)}`,
  /** `/auth`, or one step of it such as `/auth/phone` (where login gating sends visitors). */
  auth: (step?: AuthStep) => (step ? `/auth/${step}` : '/auth'),
  chat: (chatId: string) => `/app/chat/${id(chatId)}`,
  dispute: (disputeId: string) => `/app/dispute/${id(disputeId)}`,
  signout: () => '/signout',
  org: (orgId: string) => `/app/org/${id(orgId)}`,
  paymentReturn: (eventId: string) => `/app/event/${id(eventId)}/payment-return`,
} as const;

export type Paths = typeof paths;
