/**
 * The school email steps: `POST /users/emails/send` (a 6-digit code), then
 * `POST /users/emails/verify` and `POST /campuses/join`, with their cache effects.
 */
import { useMutation, useQueryClient } from 'shared-api/query';
import type { CampusMembership, CampusRef, EmailCodeSent } from 'contract';
import { callEndpoint, requireToken, useSession, type CallOptions } from 'shared-api';
import { userKeys } from '../../../api/users';
import { campusKeys } from './campus-search';

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

/** POST /users/emails/send. */
export function useSendSchoolEmailCode() {
  const { token } = useSession();
  return useMutation({
    mutationFn: (input: { campusId: string; email: string }) =>
      sendSchoolEmailCode(requireToken(token), input),
  });
}

/**
 * POST /users/emails/verify, then POST /campuses/join: a right code makes the caller a member
 * of the campus, and the session reloads the record so every screen shows it.
 */
export function useVerifyAndJoinCampus() {
  const { token, refreshUser } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { email: string; code: string }) => {
      const verified = await verifySchoolEmail(requireToken(token), input);
      return joinCampus(requireToken(token), verified.campus.id);
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
      await queryClient.invalidateQueries({ queryKey: campusKeys.all });
      await refreshUser().catch(() => null);
    },
  });
}
