// The public face of shared-api. Apps import from 'shared-api' only, never from its files; test
// doubles live in the separate 'shared-api/testing' entry.

// http: the one request() and its policy
export { configureApi, DEFAULT_BASE_URL } from './http/api-config';
export type { ApiConfigInput, FetchLike } from './http/api-config';
export { request } from './http/request';
export type { CallOptions, HttpMethod, QueryValue, RequestOptions } from './http/request';
export {
  ApiError,
  GENERIC_ERROR_MESSAGE,
  NETWORK_ERROR_CODE,
  NETWORK_ERROR_MESSAGE,
  NETWORK_ERROR_STATUS,
  INVALID_RESPONSE_CODE,
  isApiError,
} from './http/api-error';
export type { ApiErrorBody } from './http/api-error';
export {
  APP_VERSION,
  APP_VERSION_HEADER,
  AUTHORIZATION_HEADER,
  EXCLUDE_COMPUTED_FIELDS_HEADER,
  PLATFORM,
  PLATFORM_HEADER,
} from './http/headers';
export {
  RETRY_INITIAL_DELAY_MS,
  RETRY_MAX_ATTEMPTS,
  RETRY_MAX_DELAY_MS,
  RETRY_MULTIPLIER,
  isRetryableStatus,
  retryDelay,
} from './http/retry-policy';
export { toUserMessage } from './user-message';
export { NO_TOKEN_MESSAGE, requireToken } from './http/require-token';

// The contract itself is its own package: browsers import its types from 'contract' and its limits,
// closed lists and rules from 'contract/values'. callEndpoint calls any of its endpoints by name.
export { callEndpoint } from './http/call-endpoint';
export type { EndpointData, EndpointInput } from './http/call-endpoint';

// friends and notifications
export {
  friendAction,
  getFriendRequests,
  getFriends,
  getFriendStatus,
} from './friends/friends-api';
export type { FriendAction } from './friends/friends-api';
export {
  getNotificationPreferences,
  getNotifications,
  setNotificationPreferences,
} from './friends/notifications-api';
export type { NotificationPageParams } from './friends/notifications-api';
export {
  friendKeys,
  mergeNotificationPages,
  notificationsInfiniteQueryOptions,
  useFriendAction,
  useFriendRequests,
  useFriends,
  useClearUnreadCountWhileShown,
  useFriendStatus,
  useNotificationPreferences,
  useNotifications,
  useResetUnreadCount,
  useSetNotificationPreferences,
} from './friends/friends-queries';
export type { LoadedNotificationPage } from './friends/friends-queries';

// organizations
export {
  createOrganization,
  declineOrganizationInvitation,
  deleteOrganization,
  getMyOrganizations,
  getOrganization,
  getOrganizationEvents,
  getOrganizationPeople,
  inviteOrganizationToEvent,
  memberAction,
  ownOrganizationAction,
  transferOrganization,
  updateOrganization,
} from './organizations/organizations-api';
export type {
  MemberAction,
  OrganizationPeopleList,
  OwnOrganizationAction,
} from './organizations/organizations-api';
export {
  organizationKeys,
  useCreateOrganization,
  useDeclineOrganizationInvitation,
  useDeleteOrganization,
  useInviteOrganizationToEvent,
  useMemberAction,
  useMyOrganizations,
  useOrganization,
  useOrganizationEvents,
  useOrganizationPeople,
  useOwnOrganizationAction,
  useTransferOrganization,
  useUpdateOrganization,
} from './organizations/organizations-queries';

// chat: the calls, the socket client with its outbox, and the hooks
export {
  getChat,
  getChatMessages,
  getChats,
  getChatToken,
  markChatRead,
  openDirectChat,
  openEventChat,
  sendChatMessage,
} from './chat/chat-api';
export { ChatSocketClient, chatSocketUrl } from './chat/chat-socket-client';
export type {
  ChatConnectionState,
  ChatSocketClientOptions,
  ChatSocketEvents,
} from './chat/chat-socket-client';
export { ChatOutbox } from './chat/chat-outbox';
export { newClientKey } from './http/new-client-key';
export type { OutboxItem } from './chat/chat-outbox';
export {
  chatKeys,
  chatListQueryOptions,
  useChat,
  useChatList,
  useOpenDirectChat,
  useOpenEventChat,
} from './chat/chat-queries';
export { mergeMessages } from './chat/chat-room-state';
export { useChatRoom } from './chat/use-chat-room';

// users
export { createUser, getMe, getUser, updateUser, userExists } from './users/users-api';
export { userKeys, userQueryOptions, useUser } from './users/users-queries';
export { GENDER_OPTIONS } from './users/gender-options';
export { deleteAccount, getMyReceipts, instagramTaken, usernameExists } from './users/account-api';
export type { ReceiptPage, ReceiptPageParams } from './users/account-api';
export {
  accountKeys,
  receiptsQueryOptions,
  useDeleteAccount,
  useInstagramTaken,
  useMyReceipts,
  useUpdateMe,
  useUsernameExists,
} from './users/account-queries';

// campuses
export {
  joinCampus,
  searchCampuses,
  sendSchoolEmailCode,
  verifySchoolEmail,
} from './campuses/campuses-api';
export type { CampusSearchParams } from './campuses/campuses-api';
export {
  campusKeys,
  campusSearchQueryOptions,
  useCampusSearch,
  useSendSchoolEmailCode,
  useVerifyAndJoinCampus,
} from './campuses/campuses-queries';

// events
export {
  createEvent,
  deleteEvent,
  getEvent,
  getEventOrganizers,
  getFeedPage,
  updateEvent,
} from './events/events-api';
export {
  likeEvent,
  recordEventShare,
  recordEventView,
  unlikeEvent,
} from './events/event-engagement-api';
export type { LikeState } from './events/event-engagement-api';
export {
  PUBLIC_USER_EVENT_LISTS,
  USER_EVENT_ENDPOINTS,
  getUserEventsPage,
} from './events/user-events-api';
export type { UserEventList, UserEventsPageParams } from './events/user-events-api';
export {
  useUserEvents,
  userEventKeys,
  userEventsInfiniteQueryOptions,
} from './events/use-user-events';
export {
  useCreateEvent,
  useDeleteEvent,
  useLikeEvent,
  useUpdateEvent,
} from './events/event-mutations';
export type { FeedPage, FeedPageParams } from './events/events-api';
export {
  eventKeys,
  eventQueryOptions,
  useEvent,
  useEventOrganizers,
} from './events/events-queries';
export type { FeedKeyParams } from './events/events-queries';
export { mergeFeedPages, nextFeedCursor } from './events/feed-pages';
export type { FeedList, LoadedFeedPage } from './events/feed-pages';
export { feedInfiniteQueryOptions, restartFeed, restartFeeds } from './events/feed-queries';
export type { FeedData, FeedQueryParams } from './events/feed-queries';
export { useFeed } from './events/use-feed';
export type { FeedOptions, FeedResult } from './events/use-feed';

// images
export { IMAGE_MAX_BYTES, IMAGE_TYPES, imageFileProblem, uploadImage } from './images/images-api';
export { useUploadImage } from './images/use-upload-image';

// host money: connected account, wallet and payouts, disputes
export {
  getConnectAccount,
  getDispute,
  getWallet,
  requestPayout,
  startOnboarding,
  submitDisputeEvidence,
} from './money/money-api';
export {
  moneyKeys,
  useConnectAccount,
  useDispute,
  useRequestPayout,
  useStartOnboarding,
  useSubmitDisputeEvidence,
  useWallet,
} from './money/money-queries';

// checkout and passes
export {
  IDEMPOTENCY_KEY_HEADER,
  confirmCheckout,
  initiateCheckout,
  leaveEvent,
} from './checkout/checkout-api';
export {
  useConfirmCheckout,
  useInitiateCheckout,
  useLeaveEvent,
} from './checkout/checkout-mutations';
export type { ConfirmInput } from './checkout/checkout-mutations';
export { getMyPass, getMyPassEvents } from './passes/passes-api';
export {
  passKeys,
  passQueryOptions,
  passesQueryOptions,
  useMyPass,
  useMyPassEvents,
} from './passes/passes-queries';

// host tools: the guest list, approve / deny / remove, the door scan (online and offline) and the dashboard
export {
  actOnGuest,
  getGuests,
  getHostDashboard,
  getOfflineKit,
  newScanNonce,
  scanPass,
  syncOfflineScans,
} from './hosts/hosts-api';
export type { GuestAction, GuestListParams, ScanParams } from './hosts/hosts-api';
export {
  guestsInfiniteQueryOptions,
  hostKeys,
  useGuestAction,
  useGuests,
  useHostDashboard,
  useOfflineKit,
  useScanPass,
} from './hosts/hosts-queries';
export type { GuestFilter } from './hosts/hosts-queries';
export {
  getTextBlasts,
  getUserContext,
  sendTextBlast,
  setCohostPrivilege,
} from './hosts/host-team-api';
export type { TextBlastParams } from './hosts/host-team-api';
export {
  hostTeamKeys,
  useSendTextBlast,
  useSetCohostPrivilege,
  useTextBlasts,
  useUserContext,
} from './hosts/host-team-queries';
export {
  createAffiliateLink,
  deleteAffiliateLink,
  getAffiliateLinks,
  getEventAnalytics,
  getEventRevenue,
  getScrapedRequests,
  requestScrapedEvent,
  updateAffiliateLink,
} from './hosts/insights-api';
export type { AnalyticsWindow } from './hosts/insights-api';
export {
  insightKeys,
  useAffiliateLinkChange,
  useAffiliateLinks,
  useEventAnalytics,
  useEventRevenue,
  useRequestScrapedEvent,
  useScrapedRequests,
} from './hosts/insights-queries';
export type { AffiliateLinkChange } from './hosts/insights-queries';

// search: GET /search, the box's debounced preview, the paged list, recent searches
export { search, searchPagePath, searchQueryOf } from './search/search-api';
export type { SearchParams } from './search/search-api';
export {
  PREVIEW_LIMITS,
  SEARCH_DEBOUNCE_MS,
  capPreview,
  isEmptyPreview,
} from './search/search-preview';
export type { SearchPreview } from './search/search-preview';
export { mergeSearchPages, nextSearchCursor } from './search/search-pages';
export type { LoadedSearchPage, SearchList } from './search/search-pages';
export {
  searchInfiniteQueryOptions,
  searchKeys,
  searchPreviewQueryOptions,
  useSearchPreview,
  useSearchResults,
} from './search/search-queries';
export type { SearchPagesParams, SearchPreviewState, SearchResults } from './search/search-queries';
export {
  RECENT_SEARCHES_KEY,
  RECENT_SEARCHES_MAX,
  addRecentSearch,
  recentSearches,
} from './search/recent-searches';
export { useDebouncedValue } from './search/use-debounced-value';

// session: Firebase phone sign-in and the signed-in state
export { getIdToken, initSession, isSessionInitialized } from './session/firebase-session';
export type { SessionConfig } from './session/firebase-session';
export {
  confirmPhoneCode,
  hasPendingPhoneCode,
  lastPhoneCodeRequest,
  PHONE_CODE_RESEND_COOLDOWN_MS,
  phoneCodeResendWait,
  resetPhoneSignIn,
  sendPhoneCode,
} from './session/phone-sign-in';
export type { PhoneCodeRequest, PhoneCodeResult } from './session/phone-sign-in';
export { signOut } from './session/sign-out';
export {
  SESSION_ERROR_MESSAGES,
  SessionError,
  isSessionError,
  toSessionError,
} from './session/session-error';
export type { SessionErrorCode } from './session/session-error';
export { deriveSessionStatus, sessionFlags } from './session/session-status';
export type { SessionFacts, SessionFlags, SessionStatus } from './session/session-status';
export type { FirebaseUserInfo, Session, Viewer } from './session/session';
export { SessionContext, useSession } from './session/session-context';
export { SessionProvider } from './session/session-provider';
export { StaticSessionProvider } from './session/static-session-provider';
export { createStaticSession } from './session/session-value';
export type { StaticSessionInput } from './session/session-value';

// paths, flow state, analytics
export { paths } from './paths';
export type { AuthStep, Paths } from './paths';
export { FLOW_KEYS } from './flow/flow-keys';
export type { FlowKey } from './flow/flow-keys';
export { flowState } from './flow/flow-state';
export { redirectMemory } from './flow/redirect-memory';
export { signUpDraft } from './flow/sign-up-draft';
export type { SignUpDraft } from './flow/sign-up-draft';
export type { RedirectMemory, RedirectMemoryInput } from './flow/redirect-memory';
export { ANALYTICS_EVENTS } from './analytics/analytics-events';
export type { AnalyticsEventName, AnalyticsParams } from './analytics/analytics-events';
export {
  createMemoryAnalyticsSink,
  memoryAnalyticsSink,
  setAnalyticsSink,
  track,
} from './analytics/track';
export type { AnalyticsSink, MemoryAnalyticsSink, TrackedEvent } from './analytics/track';
export { createFirebaseAnalyticsSink } from './analytics/firebase-sink';
export {
  createClientErrorReporter,
  remoteFromStack,
  reportClientError,
  setClientErrorReporter,
} from './errors/client-error-reporter';
export type {
  ClientErrorInput,
  ClientErrorReporter,
  ReleaseRef,
  ReporterOptions,
} from './errors/client-error-reporter';
export { createReleaseLoadCounter } from './errors/release-load-counter';
export type { ReleaseLoadCounter, ReleaseLoadCounterOptions } from './errors/release-load-counter';
export type { AnalyticsModule, FirebaseAnalyticsConfig } from './analytics/firebase-sink';
