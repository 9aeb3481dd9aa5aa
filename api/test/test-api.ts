/**
 * One real API server per test file: its own migrated database, the shared Auth emulator,
 * listening on a free port, exercised over HTTP with fetch.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { createFirebaseVerifier } from '../src/auth/firebase-verifier';
import type { AppDatabase } from '../src/db/database';
import { buildServer, type BuildServerOptions } from '../src/app/build-server';
import { createLocalDiskStorage } from '../src/images/image-storage';
import { recordUndeclaredErrors } from '../src/http/undeclared-errors';
import type { RateLimitValues } from '../src/http/route-rate-limits';
import { createOutboxSms } from '../src/messaging/outbox-sms';
import { createOutboxEmail } from '../src/messaging/outbox-email';
import { createSandboxProvider } from '../src/payments/sandbox-provider';
import { systemClock } from '../src/time/clock';
import { signInWithPhone, type PhoneUser } from './firebase-phone-user';
import { openTestDatabase } from './test-database';
import { recordingProvider, recordWriteEffects, type WriteEffects } from './write-effects';

// Tests assert on response JSON of many shapes; typing each would only restate the assertions.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface TestResponse<T = Json> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RequestOptions {
  method?: string;
  token?: string;
  /** Sent as JSON with `Content-Type: application/json`. */
  json?: unknown;
  /** Sent as is (use with `headers` to test content types and malformed JSON). */
  body?: string;
  headers?: Record<string, string>;
}

export interface TestApi {
  /** e.g. http://127.0.0.1:41234 (paths passed to `request` start with /v2). */
  origin: string;
  app: FastifyInstance;
  database: AppDatabase;
  /** The temporary folder this server's uploaded images are stored in. */
  uploadsDir: string;
  /** The local SMS outbox this server writes texts to (read it with `readOutbox`). */
  smsOutboxFile: string;
  /** The local email outbox this server writes email to (read it with `readEmailOutbox`). */
  emailOutboxFile: string;
  request<T = Json>(path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  /** The default sandbox provider's method calls, in order (empty when a test brings a provider). */
  paymentCalls: string[];
  /** With `recordWrites`: what the latest non-GET request changed (else always null). */
  lastWrite(): WriteEffects | null;
  /** A brand-new phone user in the Auth emulator (no API user record yet). */
  signIn(): Promise<PhoneUser>;
  /** Signs a new phone user in and creates their API user with `input` (default: a name). */
  createUser(input?: Record<string, unknown>): Promise<{ auth: PhoneUser; user: Json }>;
  close(): Promise<void>;
}

/** Rate limits no ordinary test file reaches. */
export const TEST_RATE_LIMITS: RateLimitValues = {
  readsPerMinute: 1_000_000,
  writesPerMinute: 1_000_000,
  authPerMinute: 1_000_000,
  eventCreatesPerHour: 1_000_000,
  uploadsPerHour: 1_000_000,
  clientReportsPerMinute: 1_000_000,
};

/** The deploy credential of every test server (release tooling's bearer token). */
export const TEST_DEPLOY_TOKEN = 'test-deploy-token-0123456789abcdef0123';

export async function startTestApi(
  options: Pick<
    BuildServerOptions,
    | 'clock'
    | 'bodyLimit'
    | 'ticketing'
    | 'sms'
    | 'email'
    | 'chatTokens'
    | 'realtimeBus'
    | 'rateLimits'
    | 'trustProxy'
    | 'answerCacheTtlMs'
    | 'personalAnswerTtlMs'
    | 'deployToken'
    | 'logger'
  > & {
    /** Add routes before the server starts (e.g. to test the error handler). */
    extend?: (app: FastifyInstance) => void;
    /** Fingerprint the database around every write request (slow; requests one at a time). */
    recordWrites?: boolean;
  } = {},
): Promise<TestApi> {
  const emulatorHost = inject('authEmulatorHost');
  // firebase-admin reads the emulator address from the environment at verification time.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  const database = await openTestDatabase(inject('testDatabase'));
  const verifier = createFirebaseVerifier({ projectId: 'demo-events' });
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'api-test-uploads-'));
  // Texts go to this server's own outbox file unless a test brings a provider.
  const smsOutboxFile = path.join(uploadsDir, 'sms-outbox.jsonl');
  const emailOutboxFile = path.join(uploadsDir, 'email-outbox.jsonl');
  // The default sandbox, behind a recording double, unless the test brings its own provider.
  const paymentCalls: string[] = [];
  let writes: { last(): WriteEffects | null } = { last: () => null };
  const ticketing = options.ticketing?.payments
    ? options.ticketing
    : {
        ...options.ticketing,
        payments: recordingProvider(
          createSandboxProvider({
            db: database.db,
            clock: options.clock ?? systemClock,
            webhookSecret: options.ticketing?.sandboxWebhookSecret,
          }),
          paymentCalls,
        ),
      };
  const app = buildServer({
    db: database.db,
    verifier,
    imageStorage: createLocalDiskStorage(uploadsDir),
    sms: { provider: createOutboxSms(smsOutboxFile) },
    email: createOutboxEmail(emailOutboxFile),
    // A test file makes many calls from one address; the limits' own tests pass the real ones.
    rateLimits: TEST_RATE_LIMITS,
    deployToken: TEST_DEPLOY_TOKEN,
    ...options,
    ticketing,
    instrument: (instance) => {
      if (options.recordWrites) writes = recordWriteEffects(instance, database.db, paymentCalls);
    },
  });
  options.extend?.(app);
  const undeclaredErrors = recordUndeclaredErrors(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The test server has no port');
  const origin = `http://127.0.0.1:${address.port}`;

  const request: TestApi['request'] = async (path, { method, token, json, body, headers } = {}) => {
    const response = await fetch(`${origin}${path}`, {
      method: method ?? (json === undefined && body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: json === undefined ? body : JSON.stringify(json),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: text ? JSON.parse(text) : undefined,
    };
  };

  return {
    origin,
    app,
    database,
    uploadsDir,
    smsOutboxFile,
    emailOutboxFile,
    request,
    paymentCalls,
    lastWrite: () => writes.last(),
    signIn: () => signInWithPhone(emulatorHost),
    async createUser(input = { name: 'Test Person' }) {
      const auth = await signInWithPhone(emulatorHost);
      const response = await request('/v2/users/', { json: input, token: auth.idToken });
      if (response.status !== 201) {
        throw new Error(
          `Creating a test user failed: ${response.status} ${JSON.stringify(response.body)}`,
        );
      }
      return { auth, user: response.body.data.user };
    },
    async close() {
      await app.close();
      await verifier.close();
      await database.close();
      await rm(uploadsDir, { recursive: true, force: true });
      // Every test file that starts a server checks the contract's error lists this way.
      if (undeclaredErrors.length > 0) {
        const list = undeclaredErrors.map((e) => `${e.endpoint} answered ${e.status} ${e.code}`);
        throw new Error(
          `Error codes missing from the contract (contract/src/endpoints):\n${[...new Set(list)].join('\n')}`,
        );
      }
    },
  };
}
