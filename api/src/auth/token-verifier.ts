/** What the HTTP layer needs from an identity provider: turn a bearer token into a verified identity. */
export interface VerifiedToken {
  uid: string;
  /** E.164 phone number the user signed in with, when the sign-in method has one. */
  phoneNumber: string | null;
  /** When the session signed in (`auth_time`, seconds): every token of one session shares it. */
  authTime: number;
}

export interface VerifyOptions {
  /** Also ask the provider whether the session was revoked or the account disabled (a round trip). */
  checkRevoked?: boolean;
}

export interface TokenVerifier {
  /**
   * Resolves with the identity, rejects with `InvalidTokenError` when the token is malformed,
   * expired, revoked or for another project. Any other rejection is an outage (for example the
   * provider's public keys could not be fetched) and is answered as a 500, not a 401.
   */
  verify(idToken: string, options?: VerifyOptions): Promise<VerifiedToken>;
  /** Removes the identity itself (account deletion); absent where the provider cannot. */
  deleteIdentity?(uid: string): Promise<void>;
}

export class InvalidTokenError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = 'InvalidTokenError';
  }
}
