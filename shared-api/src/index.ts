// The public face of shared-api. Apps import from 'shared-api' only, never from its files; test
// doubles live in the separate 'shared-api/testing' entry.

// http: the one request() and its policy
export { configureApi, getApiConfig } from './http/api-config';
export type { FetchLike } from './http/api-config';
export { request } from './http/request';
export type { CallOptions } from './http/request';
export { ApiError, NETWORK_ERROR_CODE, isApiError } from './http/api-error';
export { APP_VERSION, AUTHORIZATION_HEADER } from './http/headers';
export { toUserMessage } from './user-message';
export { requireToken } from './http/require-token';

// The contract itself is its own package: browsers import its types from 'contract' and its limits,
// closed lists and rules from 'contract/values'. callEndpoint calls any of its endpoints by name.
export { callEndpoint } from './http/call-endpoint';
export { nextPageParam } from './http/next-page';
export type { EndpointData } from './http/call-endpoint';

// friends and notifications
export { friendKeys, useResetUnreadCount } from './friends/friends-queries';

// organizations
export { organizationKeys } from './organizations/organization-keys';

// saved cards: mf-events' checkout offers them, mf-social's settings list and remove them
export { getSavedCards, savedCardKeys } from './checkout/saved-cards';

// chat: the list and its keys (mf-social's screens and the shell's nav badge)
export { chatKeys, getChats } from './chat/chat-list';

// users
export { createUser } from './users/users-api';
export { GENDER_OPTIONS } from './users/gender-options';

// events
export { userEventKeys } from './events/user-event-keys';
export { eventKeys, useEvent, useEventOrganizers } from './events/events-queries';
export { useAnswerCohostInvitation, useMyCohostInvitation } from './events/cohost-invitation';
export { mergeFeedPages, nextFeedCursor } from './events/feed-pages';
export type { LoadedFeedPage } from './events/feed-pages';

// images
export { imageFileProblem } from './images/images-api';
export { useUploadImage } from './images/use-upload-image';

// search: GET /search, the box's debounced preview, the paged list, recent searches
export { searchPagePath, searchQueryOf } from './search/search-api';
export { useSearchResults } from './search/search-queries';
export { recentSearches } from './search/recent-searches';
export { useDebouncedValue } from './search/use-debounced-value';

// session: Firebase phone sign-in and the signed-in state
export { getIdToken, initSession } from './session/firebase-session';
export {
  confirmPhoneCode,
  hasPendingPhoneCode,
  lastPhoneCodeRequest,
  phoneCodeResendWait,
  sendPhoneCode,
} from './session/phone-sign-in';
export { isSessionError } from './session/session-error';
export type { Session, Viewer } from './session/session';
export { SessionContext, useSession } from './session/session-context';
export { SessionProvider } from './session/session-provider';
export { StaticSessionProvider } from './session/static-session-provider';
export { createStaticSession } from './session/session-value';
export { useActWhenSessionKnown } from './session/use-act-when-session-known';

// paths, flow state, analytics
export { paths } from './paths';
export type { AuthStep } from './paths';
export { FLOW_KEYS } from './flow/flow-keys';
export { flowState } from './flow/flow-state';
export { redirectMemory } from './flow/redirect-memory';
export { signUpDraft } from './flow/sign-up-draft';
export type { SignUpDraft } from './flow/sign-up-draft';
export { ANALYTICS_EVENTS } from './analytics/analytics-events';
export type { AnalyticsParams } from './analytics/analytics-events';
export {
  createMemoryAnalyticsSink,
  memoryAnalyticsSink,
  setAnalyticsSink,
  track,
} from './analytics/track';
export type { AnalyticsSink, MemoryAnalyticsSink } from './analytics/track';
export { createFirebaseAnalyticsSink } from './analytics/firebase-sink';
export {
  createClientErrorReporter,
  reportClientError,
  setClientErrorReporter,
} from './errors/client-error-reporter';
export type { ReleaseRef, RemoteOverrideRef } from './errors/client-error-reporter';
export { createReleaseLoadCounter } from './errors/release-load-counter';
export type { ReleaseLoadCounter } from './errors/release-load-counter';
