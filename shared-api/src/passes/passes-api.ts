/** The caller's passes (`GET /users/pass`, `GET /users/pass/events`). React-free. */
import { request } from '../http/request';
import type { CallOptions } from '../http/request';
import type { PassDetail, PassEventGroup } from '../types/pass';

/** The caller's passes grouped by event: upcoming first (soonest first), then past. */
export async function getMyPassEvents(
  token: string,
  options: CallOptions = {},
): Promise<PassEventGroup[]> {
  const data = await request<{ events: PassEventGroup[] }>({
    path: '/users/pass/events',
    token,
    ...options,
  });
  return data.events;
}

/** One of the caller's passes with its event; 404 when it is not theirs. */
export async function getMyPass(
  passId: string,
  token: string,
  options: CallOptions = {},
): Promise<PassDetail> {
  const data = await request<{ pass: PassDetail }>({
    path: '/users/pass',
    query: { passId },
    token,
    ...options,
  });
  return data.pass;
}
