/** Analytics event names of SPEC section 1 (GA4's recommended names, so reports work as is). */
export const ANALYTICS_EVENTS = {
  screenView: 'screen_view',
  view: 'view',
  signUp: 'sign_up',
  login: 'login',
  logout: 'logout',
  search: 'search',
  share: 'share',
  like: 'like',
  friend: 'friend',
  rsvp: 'rsvp',
  addToCart: 'add_to_cart',
  removeFromCart: 'remove_from_cart',
  beginCheckout: 'begin_checkout',
  addPaymentInfo: 'add_payment_info',
  purchase: 'purchase',
} as const;

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

type Scalar = string | number | boolean | null | undefined;

/** Flat parameters, plus GA4-style `items` lists for the commerce events. */
export type AnalyticsParams = Readonly<
  Record<string, Scalar | readonly Readonly<Record<string, Scalar>>[]>
>;
