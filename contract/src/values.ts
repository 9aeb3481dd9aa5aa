// The contract's values that a browser may bundle: limits, closed lists of values, error codes and
// rules. Nothing here imports TypeBox (a test walks this entry's imports to keep it so); the
// schemas and endpoint declarations are the main entry's, for the API and tools. Browser code
// imports this entry's values and the main entry's types only (`import type … from 'contract'`).

export { HTTP_METHODS, splitEndpointKey } from './endpoint';
export { ACCESS_POLICIES, isAccessPolicy } from './access';
export { CODE_OF_STATUS, ERROR_CODES, ERROR_STATUS, INTERNAL_ERROR_MESSAGE } from './error-codes';
export { CONDITIONAL_READ, EXCLUDE_COMPUTED_FIELDS_HEADER } from './conditional-reads';
export {
  CAMPUS_LIMITS,
  AFFILIATE_LIMITS,
  ANALYTICS_LIMITS,
  CHAT_LIMITS,
  CHECKOUT_LIMITS,
  CLIENT_ERROR_LIMITS,
  EVENT_LIMITS,
  IMAGE_LIMITS,
  RATE_LIMITS,
  MAX_EPOCH_SECONDS,
  ORGANIZATION_LIMITS,
  PAGE_LIMITS,
  SCAN_LIMITS,
  SCRAPED_REQUEST_LIMITS,
  TEXT_BLAST_LIMITS,
  MONEY_LIMITS,
  REFUND_LIMITS,
  TICKET_LIMITS,
  USER_LIMITS,
} from './limits';
export { ageOn, birthdayBounds, birthdayProblem, isCalendarDate } from './birthday';
export { addDays, localDateIn, wallClockIn, zoneOffsetMs, zonedTimeToUtc } from './zoned-time';
export {
  DOOR_CODE_LENGTH,
  PASS_PAYLOAD_VERSION,
  formatDoorCode,
  formatPassPayload,
  normalizeDoorCode,
  parsePassPayload,
  passSignatureMessage,
} from './pass-codes';
export {
  CHAT_KINDS,
  CHECKOUT_STATUSES,
  CLIENT_ERROR_KINDS,
  COHOST_PRIVILEGES,
  DEFAULT_EVENT_TYPE,
  EVENT_LISTING_STATES,
  EVENT_TYPES,
  FRIEND_STATUSES,
  GENDERS,
  GUEST_STATUSES,
  HOST_PERMISSIONS,
  NOTIFICATION_KINDS,
  NOTIFICATION_TOPIC_OF,
  NOTIFICATION_TOPICS,
  ORDER_STATUSES,
  ORG_PERMISSIONS,
  ORGANIZATION_ACCESS,
  ORGANIZATION_INVITED_LEVELS,
  ORGANIZATION_LEVELS,
  ORGANIZATION_PRIVILEGES,
  ORGANIZER_ROLES,
  ORGANIZER_STATUSES,
  PASS_STATUSES,
  PAYMENT_PROVIDERS,
  PAYOUT_STATUSES,
  REFUND_POLICIES,
  REFUND_REQUEST_STATUSES,
  DISPUTE_STATUSES,
  MONEY_LEDGER_KINDS,
  CONNECT_STATES,
  SCAN_REFUSALS,
  SCAN_RESULTS,
  SCRAPED_REQUEST_INTENTS,
  SCRAPED_REQUEST_STATUSES,
  SEARCH_KINDS,
  TEXT_MESSAGE_STATUSES,
  TICKET_TYPE_STATUSES,
  USER_EVENT_LISTS,
} from './enums';
export {
  DEFAULT_COHOST_PRIVILEGE,
  GUEST_SECRET_LEVELS,
  HOST_PERMISSION_REFUSALS,
  HOST_PERMISSION_TABLE,
  levelAllows,
  levelSeesGuestSecrets,
  permissionsOf,
} from './host-permissions';
export {
  ORG_OUTSIDER_REFUSAL,
  ORG_PERMISSION_REFUSALS,
  ORG_PERMISSION_TABLE,
  canRemove,
  orgLevelAllows,
  orgPermissionsOf,
} from './org-permissions';
export { BLAST_OPT_OUT_WORDS, blastText, stripHiddenCharacters } from './blast-text';
export { CHAT_SOCKET_AUTH_TIMEOUT_MS, CHAT_SOCKET_CLOSE, CHAT_SOCKET_PATH } from './chat-socket';
