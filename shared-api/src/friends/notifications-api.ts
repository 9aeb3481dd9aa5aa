/**
 * `GET /users/notifications`: the caller's notifications, newest first, paged; and which topics
 * notify them (`/users/notifications/preferences`). React-free.
 */
import type { NotificationPage, NotificationPreferences } from 'contract';
import { callEndpoint } from '../http/call-endpoint';
import type { CallOptions } from '../http/request';

export interface NotificationPageParams {
  continuationToken?: string | null;
  /** Server default 20, at most 100. */
  limit?: number;
  /** False: only the last 7 days. The server's default is true (everything). */
  past?: boolean;
}

export async function getNotifications(
  token: string,
  { continuationToken, limit, past }: NotificationPageParams = {},
  options: CallOptions = {},
): Promise<NotificationPage> {
  const query = {
    ...(continuationToken ? { continuationToken } : {}),
    ...(limit === undefined ? {} : { limit }),
    ...(past === undefined ? {} : { past }),
  };
  return callEndpoint('GET /users/notifications', { query, token, ...options });
}

/** Which topics notify the caller (every topic on until turned off). */
export async function getNotificationPreferences(
  token: string,
  options: CallOptions = {},
): Promise<NotificationPreferences> {
  const data = await callEndpoint('GET /users/notifications/preferences', { token, ...options });
  return data.preferences;
}

/** Turns the named topics on or off; answers all of them. */
export async function setNotificationPreferences(
  token: string,
  changes: Partial<NotificationPreferences>,
  options: CallOptions = {},
): Promise<NotificationPreferences> {
  const data = await callEndpoint('PATCH /users/notifications/preferences', {
    body: changes,
    token,
    ...options,
  });
  return data.preferences;
}
