import { ApiError } from './api-error';

/** SPEC section 8's message for an action tried without a token. */
export const NO_TOKEN_MESSAGE = 'No token provided';

/** The token, or the same 401 the server would answer, so a mutation fails in words. */
export function requireToken(token: string | null | undefined): string {
  if (!token) throw new ApiError(401, { code: 'unauthenticated', message: NO_TOKEN_MESSAGE });
  return token;
}
