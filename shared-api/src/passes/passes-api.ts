/** The caller's passes (`GET /users/pass`, `GET /users/pass/events`). React-free. */
import type { PassDetail, PassEventGroup } from 'contract';
import { callEndpoint } from '../http/call-endpoint';
import type { CallOptions } from '../http/request';

/** The caller's passes grouped by event: upcoming first (soonest first), then past. */
export async function getMyPassEvents(
  token: string,
  options: CallOptions = {},
): Promise<PassEventGroup[]> {
  const data = await callEndpoint('GET /users/pass/events', { token, ...options });
  return data.events;
}

/** One of the caller's passes with its event; 404 when it is not theirs. */
export async function getMyPass(
  passId: string,
  token: string,
  options: CallOptions = {},
): Promise<PassDetail> {
  const data = await callEndpoint('GET /users/pass', { query: { passId }, token, ...options });
  return data.pass;
}
