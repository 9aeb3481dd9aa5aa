/**
 * While FIREBASE_AUTH_EMULATOR_HOST is set, firebase-admin accepts UNSIGNED ID tokens: anyone could
 * sign in as anyone. That is what makes local development work offline, and exactly why a
 * production process must refuse to start with it.
 */
export interface AuthEnvironment {
  NODE_ENV?: string | undefined;
  FIREBASE_AUTH_EMULATOR_HOST?: string | undefined;
}

export class UnsafeAuthConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsafeAuthConfigError';
  }
}

export function assertSafeAuthConfig(env: AuthEnvironment): void {
  if (env.NODE_ENV === 'production' && env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new UnsafeAuthConfigError(
      `Refusing to start: FIREBASE_AUTH_EMULATOR_HOST (${env.FIREBASE_AUTH_EMULATOR_HOST}) is set while ` +
        'NODE_ENV is production. firebase-admin accepts unsigned tokens against the emulator, so ' +
        'anyone could act as any user. Unset FIREBASE_AUTH_EMULATOR_HOST in production.',
    );
  }
}
