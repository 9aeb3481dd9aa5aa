/**
 * Every input limit the API enforces, in one place. The API's schemas and checks import them, and
 * so do the forms, so a form can never accept what the API refuses.
 */

/** People (POST/PATCH /users/). */
export const USER_LIMITS = {
  nameMaxLength: 50,
  usernameMinLength: 3,
  usernameMaxLength: 30,
  bioMaxLength: 300,
  instagramMaxLength: 30,
  minAge: 13,
  maxAge: 120,
} as const;

/** Events (POST/PATCH /events/). */
export const EVENT_LIMITS = {
  nameMaxLength: 100,
  descriptionMaxLength: 5000,
  /** How long after its start an event may end. */
  maxDurationSeconds: 30 * 24 * 3600,
  timeZoneMaxLength: 64,
  addressLineMaxLength: 200,
  cityMaxLength: 100,
  stateMaxLength: 100,
  countryMaxLength: 100,
  zipcodeMaxLength: 20,
  placeNameMaxLength: 200,
} as const;

/** Ticket types of an event. */
export const TICKET_LIMITS = {
  maxTypesPerEvent: 20,
  nameMaxLength: 80,
  descriptionMaxLength: 500,
  /** $10,000.00: a typo guard, not a business rule. */
  maxPriceCents: 1_000_000,
  maxCapacity: 100_000,
  maxPerOrder: 50,
  /** Seats of the free type a `simpleRsvp` event gets when the host names none. */
  defaultRsvpCapacity: 500,
} as const;

/** Checkout (POST /checkout/initiate). */
export const CHECKOUT_LIMITS = {
  maxItemsPerOrder: 20,
  maxQuantityPerItem: 50,
  idempotencyKeyMaxLength: 200,
  /** A saved card's id as the provider names it (Stripe `pm_…`, the sandbox `pm_sbx_…`). */
  paymentMethodIdMaxLength: 255,
  /**
   * Tickets one person may hold unpaid for one event at a time (all their open checkouts
   * together); more is a 409 `hold_limit` until they pay or a hold runs out.
   */
  maxHeldTicketsPerPerson: 10,
  /**
   * And of one ticket type, at most this share of its capacity (rounded up, at least one): on a
   * 10-seat type one person holds 3, so one unpaid checkout cannot empty a small event.
   */
  maxHeldShareOfCapacity: 0.25,
} as const;

/** Paged lists (feed, a person's events, search). */
export const PAGE_LIMITS = {
  feedDefault: 10,
  feedMax: 50,
  searchDefault: 10,
  searchMax: 50,
  searchQueryMaxLength: 100,
  guestsDefault: 50,
  guestsMax: 100,
  guestSearchMaxLength: 100,
  notificationsDefault: 20,
  notificationsMax: 100,
  receiptsDefault: 20,
  receiptsMax: 50,
  chatMessagesDefault: 30,
  chatMessagesMax: 100,
  scrapedRequestsDefault: 20,
  scrapedRequestsMax: 50,
} as const;

/** Organizations: the name and the description. */
export const ORGANIZATION_LIMITS = {
  nameMaxLength: 60,
  descriptionMaxLength: 1000,
} as const;

/** The door (POST /events/hosts/scan): the pass code and the client's retry nonce. */
export const SCAN_LIMITS = {
  qrTokenMaxLength: 200,
  nonceMinLength: 8,
  nonceMaxLength: 100,
  /** Scans a device sends in one POST /events/hosts/scan-sync after being offline. */
  syncMaxScans: 200,
} as const;

/** Client error reports (POST /error): small, and few per visitor. */
export const CLIENT_ERROR_LIMITS = {
  messageMaxLength: 500,
  stackMaxLength: 4000,
  routeMaxLength: 300,
  nameMaxLength: 100,
  /** Reports a page sends at most before it stops reporting (a loop must not flood the API). */
  perPageLoad: 10,
  /** Reports one address may send per minute; more are answered 429. */
  perMinutePerClient: 30,
  maxBodyBytes: 8 * 1024,
  /** Remotes one load report (POST /error/loads) may name. */
  remotesPerLoadReport: 20,
} as const;

/**
 * Text blasts (POST /events/hosts/text-blast): the message length (one long SMS is split by the
 * carrier; 320 characters is two segments), how many blasts an event may send per hour, and the
 * hours of the recipient's day texts may arrive in (8 a.m. to 9 p.m.; later ones wait until 8).
 */
export const TEXT_BLAST_LIMITS = {
  messageMaxLength: 320,
  blastsPerEventPerHour: 3,
  historyMax: 50,
  sendFromHour: 8,
  sendUntilHour: 21,
} as const;

/** Chat (POST /chats/:chatId/messages, GET /chats/:chatId/messages, the chat socket). */
export const CHAT_LIMITS = {
  textMaxLength: 2000,
  clientKeyMinLength: 8,
  clientKeyMaxLength: 100,
  /** A person may send this many messages (all chats together) per window… */
  sendsPerWindow: 20,
  /** …of this many seconds; more is a 429. */
  sendWindowSeconds: 10,
  /** How long a chat token (GET /chat/token) is good for. */
  tokenLifetimeSeconds: 300,
  /** Chats one socket may follow at once. */
  maxSubscriptions: 500,
  /** A socket may send this many frames per window… */
  socketFramesPerWindow: 30,
  /**
   * …and name this many chats in its subscribe frames per window (each is looked up; twice
   * `maxSubscriptions`, so a client following the most chats may subscribe them all again)…
   */
  socketChatsPerWindow: 1000,
  /** …of this many seconds; more closes it with `CHAT_SOCKET_CLOSE.tooManyFrames`. */
  socketWindowSeconds: 10,
  /** The largest frame a socket may send; larger closes it with `frameTooLarge`. */
  socketFrameMaxBytes: 64 * 1024,
  /**
   * Sockets one person may hold open on one API process (a browser tab each); a socket past that
   * is closed with `CHAT_SOCKET_CLOSE.tooManySockets` once it signs in.
   */
  socketsPerPerson: 10,
  /** Missed messages sent per chat on (re)subscribing; the client reads older ones over HTTP. */
  catchUpMax: 500,
} as const;

/** Uploads (POST /images/). */
export const IMAGE_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  /** Images one process decodes at once; more uploads wait their turn (a decode takes memory). */
  concurrentDecodes: 2,
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const,
} as const;

/**
 * Requests per route class (`@fastify/rate-limit` in the API); more is a 429 `rate_limited` with a
 * Retry-After header. Per process, in memory. Reads and sign-in calls count per client address
 * (behind the configured trusted proxy); writes count per signed-in person (per address when
 * anonymous).
 */
export const RATE_LIMITS = {
  /** Reads (GET), per client address per minute. */
  readsPerMinute: 600,
  /** Writes (POST, PATCH, PUT, DELETE) per person per minute. */
  writesPerMinute: 120,
  /** Sign-up, "does my account exist" and chat tokens, per client address per minute. */
  authPerMinute: 30,
  /** Events one person may create per hour. */
  eventCreatesPerHour: 20,
  /** Images one person may upload per hour (the upload quota). */
  uploadsPerHour: 30,
} as const;

/** 3000-01-01 in seconds: a typo guard for seconds given as milliseconds. */
export const MAX_EPOCH_SECONDS = 32_503_680_000;

/**
 * Campuses and school email codes (GET /campuses/, POST /users/emails/send and …/verify): a code
 * has `codeLength` digits and is good for `codeLifetimeSeconds`; after `maxCodeTries` wrong tries
 * it is locked and a new one must be asked for. A new code may be asked for `resendCooldownSeconds`
 * after the last one, and at most `codesPerHour` in any hour.
 */
export const CAMPUS_LIMITS = {
  codeLength: 6,
  codeLifetimeSeconds: 10 * 60,
  maxCodeTries: 5,
  resendCooldownSeconds: 60,
  codesPerHour: 5,
  emailMaxLength: 254,
  searchQueryMaxLength: 100,
  searchDefault: 20,
  searchMax: 50,
  /** GET /campuses/members: people per page. */
  peopleDefault: 30,
  peopleMax: 100,
} as const;

/** Host money (the /users/connect calls and disputes). */
export const MONEY_LIMITS = {
  /** The smallest payout, in minor units. */
  minPayoutCents: 100,
  maxPayoutCents: 100_000_000,
  /** How long sale money stays pending before it can be paid out. */
  availableAfterDays: 2,
  /** What the card network charges for a lost dispute, in minor units, debited with it. */
  disputeFeeCents: 1500,
  /** Days a host has to answer a dispute. */
  evidenceDays: 7,
  explanationMaxLength: 5000,
  factMaxLength: 500,
  /** Extra evidence files (photos or screenshots uploaded with POST /images/). */
  maxFiles: 5,
  fileNameMaxLength: 200,
  /** How long a single-use onboarding link works. */
  onboardingLinkMinutes: 5,
} as const;

/** Affiliate links (`/events/affiliate/…`). */
export const AFFILIATE_LIMITS = {
  codeMinLength: 3,
  codeMaxLength: 32,
  /** Letters, digits, `-` and `_`: the code goes into a URL as `?ref=CODE`. */
  codePattern: '^[A-Za-z0-9_-]+$',
  labelMaxLength: 80,
  maxLinksPerEvent: 50,
} as const;

/** `GET /events/hosts/analytics`: the widest window of daily buckets one call answers. */
export const ANALYTICS_LIMITS = {
  maxDays: 366,
  /** Without `from`/`to`: the last 30 days (UTC) up to today. */
  defaultDays: 30,
} as const;

/** `POST /events/scraped/request`. */
export const SCRAPED_REQUEST_LIMITS = {
  urlMaxLength: 2000,
  noteMaxLength: 500,
  /** Open requests one person may have at once. */
  maxOpenPerUser: 20,
} as const;

/** Cancelling an event and refund requests (issue 28). */
export const REFUND_LIMITS = {
  /** The host's words to the guests when cancelling (also sent by text). */
  cancellationMessageMaxLength: 300,
  /** A guest's reason for asking for their money back. */
  requestReasonMaxLength: 500,
  /** An organizer's words to a guest whose request they decline. */
  declineMessageMaxLength: 500,
} as const;
