/**
 * The organizers' calls beyond the door: text blasts and their history, one guest's context, and
 * a co-host's level (`POST /events/invitations` with a privilege). React-free.
 */
import type {
  CohostInvitation,
  CohostPrivilege,
  GuestStatus,
  TextBlast,
  TextBlastHistory,
  UserContext,
} from 'contract';
import { callEndpoint } from '../http/call-endpoint';
import type { CallOptions } from '../http/request';

/** The event's blasts (newest first), whom each status reaches, and blasts left this hour. */
export function getTextBlasts(
  eventId: string,
  token: string,
  options: CallOptions = {},
): Promise<TextBlastHistory> {
  return callEndpoint('GET /events/hosts/text-blasts', { query: { eventId }, token, ...options });
}

export interface TextBlastParams {
  eventId: string;
  message: string;
  statuses: GuestStatus[];
}

/** Texts the guests in `statuses`; 429 `rate_limited` past the hourly limit. */
export async function sendTextBlast(
  params: TextBlastParams,
  token: string,
  options: CallOptions = {},
): Promise<TextBlast> {
  const { blast } = await callEndpoint('POST /events/hosts/text-blast', {
    body: params,
    token,
    ...options,
  });
  return blast;
}

/** What an organizer may see of one guest of the event. */
export function getUserContext(
  params: { eventId: string; userId: string },
  token: string,
  options: CallOptions = {},
): Promise<UserContext> {
  return callEndpoint('POST /events/hosts/user-context', { body: params, token, ...options });
}

/** Sets the level of an invited or accepted co-host (or invites a new one at that level). */
export async function setCohostPrivilege(
  params: { eventId: string; userId: string; privilege: CohostPrivilege },
  token: string,
  options: CallOptions = {},
): Promise<CohostInvitation> {
  const { invitation } = await callEndpoint('POST /events/invitations/', {
    body: params,
    token,
    ...options,
  });
  return invitation;
}
