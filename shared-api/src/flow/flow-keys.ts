/**
 * The session-level flow state of SPEC section 3: small values one screen leaves for another during
 * a visit (which ticket was chosen before login, where to go back after it...). sessionStorage
 * keys, prefixed so they cannot collide with anything else on the origin.
 */
export const FLOW_KEYS = {
  partyId: 'flow:partyId',
  ticketPrototypeId: 'flow:ticketPrototypeId',
  redirectPath: 'flow:redirectPath',
  redirectQuery: 'flow:redirectQuery',
  redirectRequiresFullLogin: 'flow:redirectRequiresFullLogin',
  redirectMessage: 'flow:redirectMessage',
  confirmationReceiptId: 'flow:confirmationReceiptId',
  searchQuery: 'flow:searchQuery',
  filterType: 'flow:filterType',
  emailVerifyCommunity: 'flow:emailVerifyCommunity',
  shouldJoinGroup: 'flow:shouldJoinGroup',
  userLocation: 'flow:userLocation',
} as const;

export type FlowKey = (typeof FLOW_KEYS)[keyof typeof FLOW_KEYS];
