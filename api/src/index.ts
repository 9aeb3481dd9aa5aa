/** The api package's public face. Nothing outside api/ imports its inner files. */

// Running the API
export { startApi } from './start-api';
export { apiOptionsFromEnv } from './api-options-from-env';
export type { ApiOptions, RunningApi } from './start-api';
export { buildServer, API_PREFIX } from './app/build-server';
export type { BuildServerOptions } from './app/build-server';

// Database
export { openDatabase, migrate, DEFAULT_DATA_DIR, MIGRATIONS_FOLDER } from './db/open-database';
export type { AppDatabase, Database, DatabaseDriver, OpenDatabaseOptions } from './db/database';
export { seedDemoData } from './seed/demo-data';
export type { SeedDemoDataOptions, SeedDemoDataResult } from './seed/demo-data';

// Authentication
export { createFirebaseVerifier } from './auth/firebase-verifier';
export type { FirebaseVerifier } from './auth/firebase-verifier';
export { assertSafeAuthConfig, UnsafeAuthConfigError } from './auth/safe-auth-config';
export type { AuthEnvironment } from './auth/safe-auth-config';
export { InvalidTokenError } from './auth/token-verifier';
export type { TokenVerifier, VerifiedToken } from './auth/token-verifier';

// Access policy and the wire format of docs/contracts.md
export { ACCESS_POLICIES, MissingAccessPolicyError } from './http/access-policy';
export type { AccessPolicy, Caller } from './http/access-policy';
export type { ErrorBody, ErrorCode } from './http/api-error';
