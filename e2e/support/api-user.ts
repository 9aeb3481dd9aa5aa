/**
 * Users and events made straight through the real Auth emulator and the real API, for journeys
 * that need a host or an event to exist without clicking through the host's screens first.
 * The emulator signs in by phone over its REST API exactly as the browser does.
 */
import { idTokenFor, uniquePhoneNumber } from './auth-emulator';

export interface ApiUser {
  token: string;
  phoneNumber: string;
  user: { id: string; displayName: string };
}

async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data?: T; error?: unknown } & T;
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(json)}`);
  return (json.data ?? json) as T;
}

/** The API origin of the system under test (`npm test` passes it). */
export function apiUrl(path: string): string {
  const base = process.env.API_URL ?? process.env.BASE_URL;
  if (!base) throw new Error('API_URL is not set: run the e2e suite through `npm test`.');
  return new URL(`/v2${path}`, base).toString();
}

/** A new signed-up user with an ID token, e.g. a host. */
export async function createApiUser(name: string): Promise<ApiUser> {
  const phoneNumber = uniquePhoneNumber();
  const idToken = await idTokenFor(phoneNumber);
  const { user } = await post<{ user: ApiUser['user'] }>(apiUrl('/users/'), { name }, idToken);
  return { token: idToken, phoneNumber, user };
}

export interface ApiEvent {
  id: string;
  name: string;
  ticketTypes: { id: string; name: string; priceCents: number }[];
}

const HOUR = 3600;

/**
 * An event a few days out (or at `startTime`, epoch seconds), in New York unless `timeZone` says
 * otherwise, hosted by `host`.
 */
export async function createApiEvent(
  host: ApiUser,
  input: {
    name: string;
    type?: 'simpleRsvp' | 'ticketed';
    ticketTypes?: unknown[];
    startTime?: number;
    timeZone?: string;
    requiresApproval?: boolean;
    refundPolicy?: 'none' | 'until' | 'request';
    refundsUntil?: number;
  },
): Promise<ApiEvent> {
  const start = input.startTime ?? Math.floor(Date.now() / 1000) + 3 * 24 * HOUR;
  const { event } = await post<{ event: ApiEvent }>(
    apiUrl('/events/'),
    {
      startTime: start,
      endTime: start + 4 * HOUR,
      timeZone: 'America/New_York',
      location: {
        name: 'The Test Room',
        address: { line1: '1 Test St', city: 'Brooklyn', state: 'NY', country: 'US' },
      },
      ...input,
    },
    host.token,
  );
  return event;
}
