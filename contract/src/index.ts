// The public face of `contract`: every endpoint of the API, its schemas and its limits.
// React-free and browser-free: the API server imports it whole; browser code takes its types
// from here and its values from `contract/values`.

export { contract, endpointNames } from './contract';
export type { Contract, EndpointName, JsonEndpointName } from './contract';
export { endpoint } from './endpoint';
// Every value a browser may also bundle (limits, closed lists, rules, error codes) is listed once,
// in values.ts; the server's entry carries it whole.
export * from './values';
export type {
  BodyOf,
  DataOf,
  EndpointKey,
  EndpointSpec,
  HeadersOf,
  HttpMethod,
  ParamsOf,
  QueryOf,
} from './endpoint';
export type { AccessPolicy } from './access';
export type { ErrorCode } from './error-codes';
export { openApiDocument, errorsOf } from './openapi';
export type { OpenApiOptions } from './openapi';
export { contractReferenceMarkdown } from './reference-markdown';

// the types of the limits and rules
export type { BirthdayProblem } from './birthday';
export type { PassPayload } from './pass-codes';

// the types of the closed lists of values
export type {
  ChatKind,
  CheckoutStatus,
  ClientErrorKind,
  CohostPrivilege,
  EventListingRequestStatus,
  EventListingState,
  EventType,
  FriendStatus,
  Gender,
  GuestStatus,
  HostPermission,
  NotificationKind,
  NotificationTopic,
  OrderStatus,
  OrgPermission,
  OrganizationAccess,
  OrganizationInvitedLevel,
  OrganizationLevel,
  OrganizationPrivilege,
  OrganizerStatus,
  PassStatus,
  PaymentProviderName,
  PayoutStatus,
  RefundPolicy,
  RefundRequestStatus,
  DisputeStatus,
  MoneyLedgerKind,
  ConnectState,
  ScanRefusal,
  ScanResult,
  ScrapedRequestIntent,
  ScrapedRequestStatus,
  SearchType,
  TextMessageStatus,
  TicketTypeStatus,
  UserEventList,
} from './enums';

// schemas and their types
export * from './schemas/common';
export {
  ClientErrorReportSchema,
  ReleaseCountsSchema,
  ReleaseLoadReportSchema,
} from './schemas/client-errors';
export type { ClientErrorReport, ReleaseCounts, ReleaseLoadReport } from './schemas/client-errors';
export * from './schemas/user';
export { CampusMembershipSchema, CampusRefSchema, CampusSchema } from './schemas/campus';
export type {
  Campus,
  CampusMembership,
  CampusPage,
  CampusRef,
  EmailCodeSent,
} from './schemas/campus';
export { CampusPeoplePageSchema, CampusPersonSchema } from './schemas/campus-people';
export type { CampusPeoplePage, CampusPerson } from './schemas/campus-people';
export {
  FriendStateSchema,
  FriendStatusSchema,
  FriendsQuerySchema,
  MarkNotificationsReadSchema,
  NotificationPageSchema,
  NotificationPreferencesSchema,
  NotificationSchema,
  NotificationsQuerySchema,
  UnreadNotificationsSchema,
  UserListSchema,
} from './schemas/social';
export type {
  FriendState,
  MarkNotificationsRead,
  Notification,
  NotificationPage,
  NotificationPreferences,
  UnreadNotifications,
} from './schemas/social';
export { TicketTypeInputSchema, TicketTypeViewSchema } from './schemas/ticket-type';
export type { TicketTypeInput, TicketTypeView } from './schemas/ticket-type';
export * from './schemas/event';
export * from './schemas/ticketing';
export * from './schemas/money';
export {
  DashboardTicketTypeSchema,
  GuestCountsSchema,
  GuestEntrySchema,
  GuestListQuerySchema,
  GuestListSchema,
  HostDashboardSchema,
  OfflineGuestSchema,
  OfflineKitSchema,
  OfflineScanSchema,
  ScanInputSchema,
  ScanOutcomeSchema,
  ScanSyncInputSchema,
  ScanSyncResultSchema,
  ScanSyncSchema,
} from './schemas/hosts';
export type {
  DashboardTicketType,
  GuestCounts,
  GuestEntry,
  GuestList,
  GuestListQuery,
  HostDashboard,
  OfflineGuest,
  OfflineKit,
  OfflineScan,
  ScanInput,
  ScanOutcome,
  ScanSync,
  ScanSyncInput,
  ScanSyncResult,
} from './schemas/hosts';
export * from './schemas/host-team';
export type { HostLevel } from './host-permissions';
export * from './schemas/host-insights';
export { HostGuestActionInputSchema, HostGuestActionSchema } from './schemas/host-guests';
export * from './schemas/refunds';
export type { HostGuestAction, HostGuestActionInput } from './schemas/host-guests';
export * from './schemas/organization';
export { SearchPageSchema, SearchQuerySchema } from './schemas/search';
export type { SearchPage, SearchQuery } from './schemas/search';
export * from './schemas/chat';
export type { ChatClientFrame, ChatServerFrame } from './chat-socket';
