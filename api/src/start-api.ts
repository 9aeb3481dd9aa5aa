/**
 * Everything main.ts does, callable in-process (the repository's `npm start` and `npm test`
 * orchestrators use it): check the auth configuration, open and migrate the database, optionally
 * seed it, build the server and listen. Returns the base URL and a `close` that undoes it all.
 */
import { scaledRateLimits } from './http/route-rate-limits';
import { assertSafeAuthConfig } from './auth/safe-auth-config';
import { createFirebaseVerifier } from './auth/firebase-verifier';
import { withBenchTokens } from './auth/bench-tokens';
import { withVerifiedTokenCache } from './auth/verified-token-cache';
import { DEFAULT_REVOCATION_WINDOW_MS, withRevocationWindow } from './auth/revocation-window';
import { CALLER_USER_TTL_MS } from './users/caller-users';
import type { AppDatabase } from './db/database';
import { openDatabase } from './db/open-database';
import { API_PREFIX, buildServer } from './app/build-server';
import { checkedDeployToken } from './http/deploy-token';
import {
  assertSafePaymentsConfig,
  providerFromConfig,
  type PaymentsConfig,
} from './payments/payments-config';
import { createImageService } from './images/image-service';
import { createLocalDiskStorage } from './images/image-storage';
import { DEFAULT_UPLOADS_DIR } from './images/uploads-dir';
import { seedDemoData } from './seed/demo-data';
import { smsConfigFromSettings, type SmsSettings } from './messaging/sms-config';
import { systemClock } from './time/clock';
import { emailProviderFromSettings, type EmailSettings } from './messaging/email-config';
import { seedCampuses } from './campuses/seed-campuses';
import { startBackgroundSweeps } from './background-sweeps';
import { createChatTokens } from './chat/chat-token';
import { createPostgresBus } from './chat/realtime-bus';

export interface ApiOptions {
  /** Default 3001; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** A PostgreSQL URL; without it the embedded PGlite is used. */
  databaseUrl?: string;
  /** PostgreSQL: statements sent by name, planned once per connection (default true). */
  namedStatements?: boolean;
  /** PGlite data folder (default `<repo>/.data/pglite`; `'memory'` for a throwaway database). */
  dataDir?: string;
  /** Default: process.env.NODE_ENV. */
  nodeEnv?: string;
  /** Default 'demo-events' (the emulator's project). */
  firebaseProjectId?: string;
  /**
   * `host:port` of the Firebase Auth emulator. firebase-admin only reads it from
   * process.env.FIREBASE_AUTH_EMULATOR_HOST, so startApi sets that variable when this is given.
   */
  authEmulatorHost?: string;
  /**
   * Bench mode (`BENCH_ID_TOKEN_PUBLIC_KEY`): a PEM public key whose RS256 tokens are trusted as
   * Firebase's (auth/bench-tokens.ts). Development and test only: assertSafeAuthConfig refuses it
   * anywhere else.
   */
  benchTokenPublicKey?: string;
  /**
   * How long the identity provider's "not revoked" answer for a session stands on the money and
   * account calls that ask it (`REVOCATION_CHECK_WINDOW_MS`, auth/revocation-window.ts; default
   * DEFAULT_REVOCATION_WINDOW_MS; 0: ask on every such call).
   */
  revocationWindowMs?: number;
  /** How long a caller's user row is remembered (`CALLER_USER_TTL_MS`, users/caller-users.ts). */
  callerUserTtlMs?: number;
  /** Fill an empty database with demo hosts and events. */
  seedDemo?: boolean;
  /** Log requests and errors as JSON lines. */
  logger?: boolean;
  /** Stripe keys; absent: the local sandbox provider (refused in production, see payments-config). */
  payments?: PaymentsConfig;
  /** Folder for uploaded images (default `<repo>/.data/uploads`). */
  uploadsDir?: string;
  /** Absolute prefix for image URLs; default root-relative `/v2/images/files`. */
  imagePublicBaseUrl?: string;
  /** Proxies whose X-Forwarded-For is believed (see BuildServerOptions); default loopback only. */
  trustProxy?: boolean | string;
  /**
   * Multiplies every rate limit of API_RATE_LIMITS (default 1). The e2e run raises them: its browsers
   * all call from one address.
   */
  rateLimitScale?: number;
  /** How texts go out (Twilio, or an outbox file); the local `.data/sms-outbox.jsonl` by default. */
  sms?: SmsSettings;
  /** How email goes out (SMTP, or an outbox file); the local `.data/email-outbox.jsonl` by default. */
  email?: EmailSettings;
  /** Fill an empty campus table from the school list after the start (default true). */
  seedCampuses?: boolean;
  /**
   * Key for chat socket tokens (at least 32 bytes). Several processes behind one site need the same
   * one; without it each process makes a random key.
   */
  chatTokenSecret?: string;
  /**
   * How long a visitor's answer to the feed or an event page is reused in this process (default
   * DEFAULT_ANSWER_CACHE_TTL_MS; 0: off). See "Caching" in api/README.md.
   */
  answerCacheTtlMs?: number;
  /**
   * How long a signed-in person's own answer to the reads they repeat most is reused in this
   * process (`PERSONAL_ANSWER_CACHE_TTL_MS`, app/personal-reads.ts); the visitors' TTL by default,
   * 0: off. See "Caching" in api/README.md.
   */
  personalAnswerTtlMs?: number;
  /**
   * The deploy credential release tooling sends (DEPLOY_TOKEN; the canary watcher reads release
   * counts with it). At least 32 characters; without it those calls refuse everyone.
   */
  deployToken?: string;
  /**
   * How often the refund sweep finishes cancellations and approved refunds a crash left (default
   * every minute, and once at start; 0: never, which only the crash test's control run wants).
   */
  cancellationSweepMs?: number;
  /**
   * TEST ONLY (refused unless NODE_ENV is `test`): after this many orders of a cancellation, the
   * next one stops between the provider's refund and the books, and the process prints
   * `cancellation held before recording order <id>` and waits there for ever: the crash test kills
   * it at that moment.
   */
  testCancellationHoldAfter?: number;
}

export interface RunningApi {
  /** The API base, e.g. `http://127.0.0.1:3001/v2`. */
  url: string;
  /** Scheme, host and port, e.g. `http://127.0.0.1:3001`. */
  origin: string;
  database: AppDatabase;
  /** Stops accepting requests, lets in-flight ones finish, then closes the database. */
  close(): Promise<void>;
}

export const DEFAULT_API_PORT = 3001;
export const DEFAULT_API_HOST = '127.0.0.1';
export const DEFAULT_FIREBASE_PROJECT_ID = 'demo-events';
/** Long enough to turn a crowd of visitors into one read per page, short enough to go unseen. */
export const DEFAULT_ANSWER_CACHE_TTL_MS = 1000;

export async function startApi(options: ApiOptions = {}): Promise<RunningApi> {
  const emulatorHost = options.authEmulatorHost ?? process.env.FIREBASE_AUTH_EMULATOR_HOST;
  assertSafeAuthConfig({
    NODE_ENV: options.nodeEnv ?? process.env.NODE_ENV,
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    BENCH_ID_TOKEN_PUBLIC_KEY: options.benchTokenPublicKey,
  });
  if (options.authEmulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = options.authEmulatorHost;
  assertSafePaymentsConfig(options.nodeEnv ?? process.env.NODE_ENV, options.payments);

  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    namedStatements: options.namedStatements,
  });
  const projectId = options.firebaseProjectId ?? DEFAULT_FIREBASE_PROJECT_ID;
  const firebase = createFirebaseVerifier({ projectId });
  const verifier = withRevocationWindow(
    withVerifiedTokenCache(
      options.benchTokenPublicKey
        ? withBenchTokens(firebase, options.benchTokenPublicKey, projectId)
        : firebase,
    ),
    firebase,
    { windowMs: options.revocationWindowMs ?? DEFAULT_REVOCATION_WINDOW_MS },
  );
  const imageStorage = createLocalDiskStorage(options.uploadsDir ?? DEFAULT_UPLOADS_DIR);
  const sms = smsConfigFromSettings(options.sms);
  const email = emailProviderFromSettings(options.email);
  // On a PostgreSQL server, chat messages reach every API process's sockets through LISTEN/NOTIFY;
  // on PGlite (one process) the default in-process bus does.
  const realtimeBus = options.databaseUrl
    ? await createPostgresBus(options.databaseUrl).catch(async (error: unknown) => {
        await database.close();
        throw error;
      })
    : undefined;
  const app = buildServer({
    realtimeBus,
    chatTokens: createChatTokens(options.chatTokenSecret),
    db: database.db,
    verifier,
    sms,
    email,
    logger: options.logger ?? false,
    ticketing: {
      payments: providerFromConfig(options.payments),
      cancellationSweepMs: options.cancellationSweepMs,
      beforeCancellationRecord: cancellationHold(
        options.testCancellationHoldAfter,
        options.nodeEnv ?? process.env.NODE_ENV,
      ),
    },
    imageStorage,
    imagePublicBaseUrl: options.imagePublicBaseUrl,
    trustProxy: options.trustProxy,
    rateLimits: scaledRateLimits(options.rateLimitScale ?? 1),
    answerCacheTtlMs: options.answerCacheTtlMs ?? DEFAULT_ANSWER_CACHE_TTL_MS,
    personalAnswerTtlMs:
      options.personalAnswerTtlMs ?? options.answerCacheTtlMs ?? DEFAULT_ANSWER_CACHE_TTL_MS,
    deployToken: checkedDeployToken(options.deployToken),
    callerUserTtlMs: options.callerUserTtlMs ?? CALLER_USER_TTL_MS,
  });
  let stopSweeps = async () => {};
  let seeding: Promise<unknown> = Promise.resolve();
  const closeAll = async () => {
    // Stopped first, awaited last: a text being sent is recorded as sent before the database goes.
    const sweepsStopped = stopSweeps();
    await seeding;
    await app.close();
    await realtimeBus?.close();
    email.close?.();
    await firebase.close();
    await sweepsStopped;
    await database.close();
  };

  try {
    await database.migrate();
    if (options.seedDemo) {
      const images = createImageService({
        storage: imageStorage,
        publicBaseUrl: options.imagePublicBaseUrl,
      });
      await seedDemoData(database.db, { now: new Date(), images });
    }
    if (!emulatorHost) {
      app.log.warn(
        'FIREBASE_AUTH_EMULATOR_HOST is not set: ID tokens are verified against the real Firebase project',
      );
    }
    await app.listen({
      port: options.port ?? DEFAULT_API_PORT,
      host: options.host ?? DEFAULT_API_HOST,
    });
  } catch (error) {
    await closeAll().catch(() => {});
    throw error;
  }
  // The school list goes into an empty campus table once, after the server answers (a few seconds
  // that need not delay a start; searches meanwhile find fewer schools).
  if (options.seedCampuses ?? true) {
    seeding = seedCampuses(database.db).catch((error: unknown) =>
      app.log.error({ err: error }, 'seeding campuses failed'),
    );
  }
  stopSweeps = startBackgroundSweeps({
    db: database.db,
    sms: sms.provider,
    clock: systemClock,
    log: app.log,
  });

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const host = options.host ?? DEFAULT_API_HOST;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  let closing: Promise<void> | undefined;
  return {
    url: `${origin}${API_PREFIX}`,
    origin,
    database,
    close: () => (closing ??= closeAll()),
  };
}

/** The crash test's hold (see ApiOptions.testCancellationHoldAfter); nothing outside tests. */
function cancellationHold(
  after: number | undefined,
  nodeEnv: string | undefined,
): ((orderId: string) => Promise<void>) | undefined {
  if (after === undefined) return undefined;
  if (nodeEnv !== 'test') throw new Error('TEST_CANCELLATION_HOLD_AFTER is for NODE_ENV=test only');
  let seen = 0;
  return async (orderId) => {
    seen += 1;
    if (seen <= after) return;
    process.stdout.write(`cancellation held before recording order ${orderId}\n`);
    await new Promise<never>(() => {});
  };
}
