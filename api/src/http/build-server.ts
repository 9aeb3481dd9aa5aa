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
import { eventSocialRoutes } from '../routes/event-social';
import { eventOrganizerRoutes } from '../routes/event-organizers';
import { hostRoutes } from '../routes/hosts';
import { hostTeamRoutes } from '../routes/host-team';
import { smsInboundRoutes } from '../routes/sms-inbound';
import { createOutboxSms } from '../messaging/outbox-sms';
import type { SmsConfig } from '../messaging/sms-config';
import { friendRoutes } from '../routes/friends';
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
import { ownImageCheck } from '../images/own-images';
import { ticketingRoutes, type TicketingOptions } from '../routes/ticketing';
import { userAccountRoutes } from '../routes/user-account';
import { userRoutes } from '../routes/users';
import { systemClock, type Clock } from '../time/clock';
import { createUserRepository } from '../users/user-repository';
import { createUserService } from '../users/user-service';
import { registerAccessPolicy } from './access-policy';
import { frameworkErrors, registerErrorHandling } from './error-handler';
import { typeboxValidatorCompiler } from './validator-compiler';

export interface BuildServerOptions {
  db: Database;
  verifier: TokenVerifier;
  /** Log requests and errors (pino, JSON lines on stdout). Off by default, as in tests. */
  logger?: boolean;
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
  /**
   * How chat messages reach the sockets of every API process: in-process by default (one process,
   * PGlite); PostgreSQL LISTEN/NOTIFY when several processes share a database (startApi).
   */
  realtimeBus?: RealtimeBus;
  /** Signs and checks chat socket tokens; a random key per process by default. */
  chatTokens?: ChatTokens;
}

export const API_PREFIX = '/v2';
const DEFAULT_BODY_LIMIT = 100 * 1024;

export function buildServer(options: BuildServerOptions): FastifyInstance {
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const clock = options.clock ?? systemClock;
  // Typed as plain-HTTP options: a union-typed `trustProxy` inline makes TypeScript pick Fastify's
  // HTTP/2 overload.
  const serverOptions: FastifyHttpOptions<http.Server> = {
    logger: options.logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
    bodyLimit,
    trustProxy: options.trustProxy ?? 'loopback',
    // The contract writes '/v2/users/'; clients that drop the slash reach the same route.
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  };
  const app = Fastify(serverOptions);

  app.setValidatorCompiler(typeboxValidatorCompiler);
  // JSON only: without this, a text/plain body would reach validation as a string (a confusing
  // 400) instead of being refused as the wrong media type (415).
  app.removeContentTypeParser('text/plain');
  registerErrorHandling(app, { bodyLimit });

  const realtimeBus = options.realtimeBus ?? createInProcessBus();
  const users = createUserRepository(options.db);
  const events = createEventRepository(options.db);
  const sms = options.sms ?? { provider: createOutboxSms() };
  registerAccessPolicy(app, {
    verifier: options.verifier,
    findUserByFirebaseUid: (uid) => users.findByFirebaseUid(uid),
  });

  const imageBaseUrl = options.imagePublicBaseUrl ?? IMAGE_FILES_PATH;
  const ownImage = ownImageCheck(imageBaseUrl);
  void app.register(
    async (v2) => {
      await v2.register(healthRoutes, { db: options.db });
      await v2.register(openApiRoutes, { serverUrl: API_PREFIX });
      await v2.register(userRoutes, {
        users,
        userService: createUserService(users, clock),
        ownImage,
      });
      await v2.register(userAccountRoutes, { db: options.db, clock, verifier: options.verifier });
      await v2.register(eventRoutes, { db: options.db, events, clock });
      await v2.register(eventWriteRoutes, { db: options.db, events, clock, ownImage });
      await v2.register(eventSocialRoutes, { db: options.db, clock });
      await v2.register(eventOrganizerRoutes, { db: options.db, clock });
      await v2.register(hostRoutes, { db: options.db, clock });
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
      await v2.register(clientErrorRoutes, { db: options.db, clock });
      await v2.register(chatRoutes, {
        db: options.db,
        clock,
        bus: realtimeBus,
        tokens: options.chatTokens ?? createChatTokens(),
      });
      await v2.register(ticketingRoutes, { ...options.ticketing, db: options.db, clock });
      await v2.register(imageRoutes, {
        images: createImageService({
          storage: options.imageStorage ?? createLocalDiskStorage(DEFAULT_UPLOADS_DIR),
          publicBaseUrl: imageBaseUrl,
        }),
      });
    },
    { prefix: API_PREFIX },
  );
  return app;
}
