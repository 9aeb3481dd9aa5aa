/**
 * The deploy credential (DEPLOY_TOKEN): a secret release tooling sends as its bearer token to
 * calls whose access policy is `deploy` (the canary watcher's counts). No person holds it.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** Shorter than this could be guessed: the API refuses to start with it. */
export const DEPLOY_TOKEN_MIN_LENGTH = 32;

export function checkedDeployToken(token: string | undefined): string | undefined {
  if (token !== undefined && token.length < DEPLOY_TOKEN_MIN_LENGTH) {
    throw new Error(
      `DEPLOY_TOKEN must be at least ${DEPLOY_TOKEN_MIN_LENGTH} characters (a random secret)`,
    );
  }
  return token;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared in constant time (over digests, so the lengths match); none configured: never. */
export function isDeployToken(token: string, deployToken: string | undefined): boolean {
  return !!deployToken && timingSafeEqual(digest(token), digest(deployToken));
}
