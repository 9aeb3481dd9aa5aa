/** Campuses and school email codes (GET /campuses/, /users/emails/send|verify, /campuses/join). React-free. */
import type { CampusMembership, CampusPage, CampusRef, EmailCodeSent } from 'contract';
import { callEndpoint } from '../http/call-endpoint';
import type { CallOptions } from '../http/request';

export interface CampusSearchParams {
  continuationToken?: string | null;
  /** Server default 20, at most `CAMPUS_LIMITS.searchMax`. */
  limit?: number;
}

/** One page of campuses whose name (or domain) contains `query`; names starting with it first. */
export async function searchCampuses(
  query: string,
  { continuationToken, limit }: CampusSearchParams = {},
  options: CallOptions = {},
): Promise<CampusPage> {
  return callEndpoint('GET /campuses/', {
    query: {
      ...(query ? { query } : {}),
      ...(continuationToken ? { continuationToken } : {}),
      ...(limit === undefined ? {} : { limit }),
    },
    ...options,
  });
}

/**
 * Emails a 6-digit code to a school address of the campus. Refusals: `email_domain_mismatch`,
 * `rate_limited` (`details.retryAfterSeconds`), `conflict` (another account has the address).
 */
export async function sendSchoolEmailCode(
  token: string,
  input: { campusId: string; email: string },
  options: CallOptions = {},
): Promise<EmailCodeSent> {
  return callEndpoint('POST /users/emails/send', { body: input, token, ...options });
}

/**
 * Checks the code: `code_incorrect` (`details.triesLeft`), `code_locked` (ask for a new code),
 * `code_expired`.
 */
export async function verifySchoolEmail(
  token: string,
  input: { email: string; code: string },
  options: CallOptions = {},
): Promise<{ email: string; campus: CampusRef; verifiedAt: number }> {
  return callEndpoint('POST /users/emails/verify', { body: input, token, ...options });
}

/** Joins a campus the caller verified an email of (`email_not_verified` otherwise). */
export async function joinCampus(
  token: string,
  campusId: string,
  options: CallOptions = {},
): Promise<CampusMembership> {
  const data = await callEndpoint('POST /campuses/join', { body: { campusId }, token, ...options });
  return data.membership;
}
