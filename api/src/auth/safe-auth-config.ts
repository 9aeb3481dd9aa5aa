/**
 * While FIREBASE_AUTH_EMULATOR_HOST is set, firebase-admin accepts UNSIGNED ID tokens: anyone could
 * sign in as anyone. That is what makes local development work offline, and exactly why only a
 * process that says it is local may run with it. An allowlist, not a denylist: `staging`, `prod` or
 * `Production` are deployments too, and a typo must fail closed.
 */
export interface AuthEnvironment {
  NODE_ENV?: string | undefined;
  FIREBASE_AUTH_EMULATOR_HOST?: string | undefined;
  /** Bench mode's signing key (auth/bench-tokens.ts): whoever holds its private half is anyone. */
  BENCH_ID_TOKEN_PUBLIC_KEY?: string | undefined;
}

/** The NODE_ENV values of a developer's machine or a test run (unset counts as development). */
export const EMULATOR_ENVIRONMENTS: readonly string[] = ['development', 'test'];

export class UnsafeAuthConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsafeAuthConfigError';
  }
}

export function assertSafeAuthConfig(env: AuthEnvironment): void {
  const nodeEnv = env.NODE_ENV ?? 'development';
  if (EMULATOR_ENVIRONMENTS.includes(nodeEnv)) return;
  if (env.BENCH_ID_TOKEN_PUBLIC_KEY) {
    throw new UnsafeAuthConfigError(
      `Refusing to start: BENCH_ID_TOKEN_PUBLIC_KEY is set while NODE_ENV is '${nodeEnv}'. ` +
        'That key signs ID tokens for any user; only a bench run (NODE_ENV unset, ' +
        `${EMULATOR_ENVIRONMENTS.map((name) => `'${name}'`).join(' or ')}) may trust it.`,
    );
  }
  if (!env.FIREBASE_AUTH_EMULATOR_HOST) return;
  throw new UnsafeAuthConfigError(
    `Refusing to start: FIREBASE_AUTH_EMULATOR_HOST (${env.FIREBASE_AUTH_EMULATOR_HOST}) is set while ` +
      `NODE_ENV is '${nodeEnv}'. firebase-admin accepts unsigned tokens against the emulator, so ` +
      'anyone could act as any user. The emulator is allowed only with NODE_ENV unset, ' +
      `${EMULATOR_ENVIRONMENTS.map((name) => `'${name}'`).join(' or ')}.`,
  );
}
