/**
 * Assembles the v2 API: error envelopes, TypeBox validation, the access policy and the route
 * groups under /v2. Returns the Fastify instance without listening, so callers choose how
 * (main.ts and startApi listen on a port; tests listen on port 0).
 */
import type http from 'node:http';
import Fastify, { type FastifyHttpOptions, type FastifyInstance } from 'fastify';
import type { TokenVerifier } from '../auth/token-verifier';
import type { Database } from '../db/database';
import { createEventRepository } from '../events/event-repository';
import { eventRoutes } from '../routes/events';
import { eventWriteRoutes } from '../routes/event-writes';
import {
  API_RATE_LIMITS,
  registerRateLimits,
  type RateLimitValues,
} from '../http/route-rate-limits';
import type { PaymentProvider } from '../payments/payment-provider';
import { createSandboxProvider } from '../payments/sandbox-provider';
import { eventSocialRoutes } from '../routes/event-social';
import { eventOrganizerRoutes } from '../routes/event-organizers';
import { hostRoutes } from '../routes/hosts';
import { hostTeamRoutes } from '../routes/host-team';
import { hostInsightRoutes } from '../routes/host-insights';
import { smsInboundRoutes } from '../routes/sms-inbound';
import { createOutboxSms } from '../messaging/outbox-sms';
import type { SmsConfig } from '../messaging/sms-config';
import { friendRoutes } from '../routes/friends';
import { campusRoutes } from '../routes/campuses';
import { campusOfUser } from '../campuses/campus-views';
import type { EmailProvider } from '../messaging/email-provider';
import { createOutboxEmail } from '../messaging/outbox-email';
import { organizationRoutes } from '../routes/organizations';
import { clientErrorRoutes } from '../routes/client-errors';
import { chatRoutes } from '../routes/chat';
import { createChatTokens, type ChatTokens } from '../chat/chat-token';
import { createInProcessBus, type RealtimeBus } from '../chat/realtime-bus';
import { userEventRoutes } from '../routes/user-events';
import { healthRoutes } from '../routes/health';
import { openApiRoutes } from '../routes/openapi';
import { imageRoutes } from '../routes/images';
import { searchRoutes } from '../routes/search';
import { createImageService } from '../images/image-service';
import { createLocalDiskStorage, type ImageStorage } from '../images/image-storage';
import { DEFAULT_UPLOADS_DIR } from '../images/uploads-dir';
import { IMAGE_FILES_PATH } from '../images/image-names';
import { ownImageBytes } from '../images/own-image-bytes';
import { ownImageCheck } from '../images/own-images';
import { ticketingRoutes, type TicketingOptions } from '../routes/ticketing';
import { userAccountRoutes } from '../routes/user-account';
import { userRoutes } from '../routes/users';
import { systemClock, type Clock } from '../time/clock';
import { registerEventGuard } from '../http/event-permission-guard';
import { registerInFlightHandlers } from '../http/in-flight-handlers';
import { limitJsonDepth } from '../http/json-depth';
import { registerExpectContinue } from '../http/expect-continue';
import { registerSecurityHeaders } from '../http/security-headers';
import { createUserRepository } from '../users/user-repository';
import { createUserService } from '../users/user-service';
import { CALLER_ROW_WRITES, rememberCallerUsers } from '../users/caller-users';
import { registerAccessPolicy } from '../http/access-policy';
import { registerConditionalReads } from './conditional-reads';
import { clientErrors, frameworkErrors, registerErrorHandling } from '../http/error-handler';
import { typeboxValidatorCompiler } from '../http/validator-compiler';
import { apiLoggerOptions, OneLinePerRequest, type LogDestination } from '../http/log-options';

export interface BuildServerOptions {
  db: Database;
  verifier: TokenVerifier;
  /**
   * Log requests and errors (pino, JSON lines on stdout, or into the given destination), without
   * personal data (log-options.ts). Off by default, as in tests.
   */
  logger?: boolean | LogDestination;
  /** "Now" for the feed cut-off and age checks; the system clock by default. */
  clock?: Clock;
  /** Largest accepted request body in bytes (default 100 KB); larger is a 413. */
  bodyLimit?: number;
  /** Payment provider and checkout settings; the local sandbox provider by default. */
  ticketing?: TicketingOptions;
  /** Where uploaded images go; a folder on local disk (`<repo>/.data/uploads`) by default. */
  imageStorage?: ImageStorage;
  /** Absolute prefix for image URLs (e.g. a CDN); root-relative `/v2/images/files` by default. */
  imagePublicBaseUrl?: string;
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (Fastify's `trustProxy`):
   * by default only a proxy on this machine (the static server). Anonymous view counts use it.
   */
  trustProxy?: boolean | string;
  /** How texts go out (text blasts); the local outbox file (`.data/sms-outbox.jsonl`) by default. */
  sms?: SmsConfig;
  /** How email goes out (school email codes); the local outbox file (`.data/email-outbox.jsonl`) by default. */
  email?: EmailProvider;
  /**
   * How chat messages reach the sockets of every API process: in-process by default (one process,
   * PGlite); PostgreSQL LISTEN/NOTIFY when several processes share a database (startApi).
   */
  realtimeBus?: RealtimeBus;
  /** Signs and checks chat socket tokens; a random key per process by default. */
  chatTokens?: ChatTokens;
  /**
   * Requests per route class and client reports (see route-rate-limits.ts); API_RATE_LIMITS by
   * default. Test servers raise them (a test file makes many calls from one address) except where
   * they test them.
   */
  rateLimits?: RateLimitValues;
  /** Images decoded at once (IMAGE_LIMITS.concurrentDecodes by default). */
  imageDecodeSlots?: number;
  /**
   * How long this process reuses a visitor's answer to a conditional read (conditional-reads.ts);
   * 0 (the default, as in tests that write the database directly) turns that cache off.
   */
  answerCacheTtlMs?: number;
  /**
   * How long this process reuses a signed-in person's own answer to the reads they repeat most
   * (personal-reads.ts); 0 (the default) turns it off.
   */
  personalAnswerTtlMs?: number;
  /** The deploy credential `deploy` routes take (DEPLOY_TOKEN); none: they refuse everyone. */
  deployToken?: string;
  /**
   * How long this process remembers a signed-in caller's user row (users/caller-users.ts); 0 (the
   * default, as in tests that write the database directly) reads it on every request.
   */
  callerUserTtlMs?: number;
  /**
   * Called on the new instance before any hook of the API's own: tests use it to observe every
   * request from its very start (what a refused request changed, test/write-effects.ts).
   */
  instrument?: (app: FastifyInstance) => void;
}

export const API_PREFIX = '/v2';
const DEFAULT_BODY_LIMIT = 100 * 1024;

/** A Fastify instance with the API's server options and the hooks every request passes. */
function createFastify(options: BuildServerOptions, bodyLimit: number): FastifyInstance {
  // Typed as plain-HTTP options: a union-typed `trustProxy` inline makes TypeScript pick Fastify's
  // HTTP/2 overload.
  const serverOptions: FastifyHttpOptions<http.Server> = {
    logger:
      options.logger === true
        ? apiLoggerOptions()
        : options.logger
          ? apiLoggerOptions(options.logger)
          : false,
    bodyLimit,
    logController: new OneLinePerRequest(),
    trustProxy: options.trustProxy ?? 'loopback',
    // The contract writes '/v2/users/'; clients that drop the slash reach the same route.
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    clientErrorHandler: clientErrors,
  };
  const app = Fastify(serverOptions);
  options.instrument?.(app);

  app.setValidatorCompiler(typeboxValidatorCompiler);
  // JSON only: without this, a text/plain body would reach validation as a string (a confusing
  // 400) instead of being refused as the wrong media type (415).
  app.removeContentTypeParser('text/plain');
  limitJsonDepth(app);
  registerExpectContinue(app);
  registerSecurityHeaders(app);
  registerErrorHandling(app, { bodyLimit });
  return app;
}

/** What several route plugins share, made once per server. */
interface SharedParts {
  clock: Clock;
  realtimeBus: RealtimeBus;
  users: ReturnType<typeof createUserRepository>;
  events: ReturnType<typeof createEventRepository>;
  sms: SmsConfig;
  email: EmailProvider;
  payments: PaymentProvider;
  rateLimits: RateLimitValues;
  ownImage: ReturnType<typeof ownImageCheck>;
  imageBaseUrl: string;
  imageStorage: ImageStorage;
}

export function buildServer(options: BuildServerOptions): FastifyInstance {
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const clock = options.clock ?? systemClock;
  const app = createFastify(options, bodyLimit);

  const realtimeBus = options.realtimeBus ?? createInProcessBus();
  const users = createUserRepository(options.db);
  const events = createEventRepository(options.db);
  const callerUsers = rememberCallerUsers((uid) => users.findByFirebaseUid(uid), {
    ttlMs: options.callerUserTtlMs ?? 0,
  });
  registerEventGuard(app, options.db);
  registerInFlightHandlers(app);
  registerAccessPolicy(app, {
    verifier: options.verifier,
    findUserByFirebaseUid: (uid) => callerUsers.find(uid),
    forgetUser: (uid, endpoint) => {
      if (endpoint && CALLER_ROW_WRITES.has(endpoint)) callerUsers.forget(uid);
    },
    deployToken: options.deployToken,
  });
  const rateLimits = options.rateLimits ?? API_RATE_LIMITS;
  registerRateLimits(app, rateLimits);
  const answers = registerConditionalReads(app, {
    cacheTtlMs: options.answerCacheTtlMs ?? 0,
    personalTtlMs: options.personalAnswerTtlMs ?? 0,
  });
  // A chat message changes its members' chat lists, an account's deletion what others see of it,
  // on whichever instance they happen: both reach every instance through the bus.
  const stopClearing = [
    realtimeBus.subscribe(() => answers.clearPersonal()),
    realtimeBus.onAccountDeleted(() => answers.clearPersonal()),
  ];
  app.addHook('onClose', async () => stopClearing.forEach((stop) => stop()));

  const imageBaseUrl = options.imagePublicBaseUrl ?? IMAGE_FILES_PATH;
  const parts: SharedParts = {
    clock,
    realtimeBus,
    users,
    events,
    sms: options.sms ?? { provider: createOutboxSms() },
    email: options.email ?? createOutboxEmail(),
    // One payment provider for ticketing and for deleting events (which closes unpaid checkouts).
    payments:
      options.ticketing?.payments ??
      createSandboxProvider({
        db: options.db,
        clock,
        webhookSecret: options.ticketing?.sandboxWebhookSecret,
      }),
    rateLimits,
    ownImage: ownImageCheck(imageBaseUrl),
    imageBaseUrl,
    imageStorage: options.imageStorage ?? createLocalDiskStorage(DEFAULT_UPLOADS_DIR),
  };
  void app.register((v2) => registerEndpoints(v2, options, parts), { prefix: API_PREFIX });
  return app;
}

/** Every route plugin, under /v2. */
async function registerEndpoints(
  v2: FastifyInstance,
  options: BuildServerOptions,
  parts: SharedParts,
): Promise<void> {
  const { clock, realtimeBus, users, events, sms, email, payments, rateLimits, ownImage } = parts;
  const { imageBaseUrl, imageStorage } = parts;
  await v2.register(healthRoutes, { db: options.db });
  await v2.register(openApiRoutes, { serverUrl: API_PREFIX });
  await v2.register(userRoutes, {
    users,
    userService: createUserService(users, clock),
    ownImage,
    campusOf: (userId) => campusOfUser(options.db, userId),
  });
  await v2.register(userAccountRoutes, {
    db: options.db,
    clock,
    verifier: options.verifier,
    bus: realtimeBus,
  });
  await v2.register(eventRoutes, { db: options.db, events, clock });
  await v2.register(eventWriteRoutes, {
    db: options.db,
    events,
    clock,
    ownImage,
    provider: payments,
  });
  await v2.register(eventSocialRoutes, { db: options.db, clock });
  await v2.register(eventOrganizerRoutes, { db: options.db, clock });
  await v2.register(hostRoutes, { db: options.db, clock });
  await v2.register(hostInsightRoutes, { db: options.db, clock });
  await v2.register(hostTeamRoutes, { db: options.db, clock, sms: sms.provider });
  await v2.register(smsInboundRoutes, {
    db: options.db,
    clock,
    sms: sms.provider,
    inboundUrl: sms.inboundUrl,
  });
  await v2.register(userEventRoutes, { db: options.db, clock });
  await v2.register(searchRoutes, { db: options.db, clock });
  await v2.register(friendRoutes, { db: options.db, clock });
  await v2.register(campusRoutes, { db: options.db, clock, email });
  await v2.register(organizationRoutes, { db: options.db, clock, ownImage });
  await v2.register(clientErrorRoutes, {
    db: options.db,
    clock,
    reportsPerMinute: rateLimits.clientReportsPerMinute,
  });
  await v2.register(chatRoutes, {
    db: options.db,
    clock,
    bus: realtimeBus,
    tokens: options.chatTokens ?? createChatTokens(),
  });
  await v2.register(ticketingRoutes, {
    ...options.ticketing,
    payments,
    db: options.db,
    clock,
    sms: sms.provider,
    ownImage,
    imageBytes: ownImageBytes(imageBaseUrl, imageStorage),
  });
  await v2.register(imageRoutes, {
    images: createImageService({
      storage: imageStorage,
      publicBaseUrl: imageBaseUrl,
      decodeSlots: options.imageDecodeSlots,
    }),
  });
}
