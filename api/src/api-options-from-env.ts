/**
 * The API's environment variables (documented in api/README.md) read into startApi's options:
 * main.ts starts the process with them; the in-process starters pass options directly.
 */
import { paymentsConfigFromEnv } from './payments/payments-config';
import { smsSettingsFromEnv } from './messaging/sms-config';
import { emailSettingsFromEnv } from './messaging/email-config';
import {
  DEFAULT_API_HOST,
  DEFAULT_API_PORT,
  DEFAULT_FIREBASE_PROJECT_ID,
  type ApiOptions,
} from './start-api';

/** Reads the environment variables documented in api/README.md. */
export function apiOptionsFromEnv(env: NodeJS.ProcessEnv): ApiOptions {
  return {
    port: parsePort(env.API_PORT),
    host: env.API_HOST || DEFAULT_API_HOST,
    databaseUrl: env.DATABASE_URL || undefined,
    namedStatements: parseSwitch('DATABASE_NAMED_STATEMENTS', env.DATABASE_NAMED_STATEMENTS),
    dataDir: env.DATA_DIR || undefined,
    nodeEnv: env.NODE_ENV,
    firebaseProjectId: env.FIREBASE_PROJECT_ID || DEFAULT_FIREBASE_PROJECT_ID,
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST || undefined,
    benchTokenPublicKey: env.BENCH_ID_TOKEN_PUBLIC_KEY || undefined,
    seedDemo: env.SEED_DEMO === '1',
    payments: paymentsConfigFromEnv(env),
    uploadsDir: env.UPLOADS_DIR || undefined,
    imagePublicBaseUrl: env.IMAGE_PUBLIC_BASE_URL || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimitScale: parseRateLimitScale(env.RATE_LIMIT_SCALE),
    sms: smsSettingsFromEnv(env),
    email: emailSettingsFromEnv(env),
    chatTokenSecret: env.CHAT_TOKEN_SECRET || undefined,
    answerCacheTtlMs: parseWholeNumber('ANSWER_CACHE_TTL_MS', env.ANSWER_CACHE_TTL_MS),
    personalAnswerTtlMs: parseWholeNumber(
      'PERSONAL_ANSWER_CACHE_TTL_MS',
      env.PERSONAL_ANSWER_CACHE_TTL_MS,
    ),
    deployToken: env.DEPLOY_TOKEN || undefined,
    callerUserTtlMs: parseWholeNumber('CALLER_USER_TTL_MS', env.CALLER_USER_TTL_MS),
    revocationWindowMs: parseWholeNumber(
      'REVOCATION_CHECK_WINDOW_MS',
      env.REVOCATION_CHECK_WINDOW_MS,
    ),
    cancellationSweepMs: parseWholeNumber('CANCELLATION_SWEEP_MS', env.CANCELLATION_SWEEP_MS),
    testCancellationHoldAfter: parseWholeNumber(
      'TEST_CANCELLATION_HOLD_AFTER',
      env.TEST_CANCELLATION_HOLD_AFTER,
    ),
  };
}

/** '1' or '0'; unset leaves the default. */
function parseSwitch(name: string, value: string | undefined): boolean | undefined {
  if (!value) return undefined;
  if (value === '1' || value === '0') return value === '1';
  throw new Error(`${name} must be 1 or 0, got '${value}'`);
}

function parseWholeNumber(name: string, value: string | undefined): number | undefined {
  if (!value) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a whole number, got '${value}'`);
  return n;
}

function parseRateLimitScale(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const scale = Number(value);
  if (!Number.isFinite(scale) || scale < 1) {
    throw new Error(`RATE_LIMIT_SCALE must be a number of at least 1, got '${value}'`);
  }
  return scale;
}

/** `true`/`false`, or addresses/CIDRs (comma-separated), as Fastify takes them. */
function parseTrustProxy(value: string | undefined): boolean | string | undefined {
  if (!value) return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  return value;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_API_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`API_PORT must be a port number (0–65535), got '${value}'`);
  }
  return port;
}
