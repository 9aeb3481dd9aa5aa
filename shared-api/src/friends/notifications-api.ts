/**
 * `GET /users/notifications`: the caller's notifications, newest first, paged. React-free. The
 * shell's unread badge and mf-social's Activity page both read it.
 */
import type { NotificationPage } from 'contract';
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
