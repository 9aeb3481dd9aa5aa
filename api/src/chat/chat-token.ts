/**
 * The chat socket's token: a JWT signed by the API (HS256, `jose`), audience "chat", subject the
 * user id, good for `CHAT_LIMITS.tokenLifetimeSeconds`; one without an expiry (`exp`) is refused.
 * The key comes from `CHAT_TOKEN_SECRET` (required when several API processes serve one site: a
 * token from one must verify on another); without it each process makes a random one at start.
 */
import { randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { CHAT_LIMITS } from 'contract';

export const CHAT_TOKEN_AUDIENCE = 'chat';
const ISSUER = 'events-api';

export interface ChatTokens {
  issue(userId: string, now: Date): Promise<{ token: string; expiresAt: number }>;
  /** The user id, or why the token is refused. */
  verify(
    token: string,
    now: Date,
  ): Promise<{ userId: string } | { refused: 'expired' | 'invalid' }>;
}

export function createChatTokens(secret?: string): ChatTokens {
  const key = secret ? new TextEncoder().encode(secret) : new Uint8Array(randomBytes(32));
  if (key.length < 32) throw new Error('CHAT_TOKEN_SECRET must be at least 32 bytes long');
  return {
    async issue(userId, now) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const expiresAt = issuedAt + CHAT_LIMITS.tokenLifetimeSeconds;
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setAudience(CHAT_TOKEN_AUDIENCE)
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAt };
    },
    async verify(token, now) {
      try {
        const { payload } = await jwtVerify(token, key, {
          audience: CHAT_TOKEN_AUDIENCE,
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: now,
          // jose checks `exp` only when it is there: a token without one would never expire.
          requiredClaims: ['exp'],
        });
        if (typeof payload.sub !== 'string') return { refused: 'invalid' };
        return { userId: payload.sub };
      } catch (error) {
        return { refused: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
