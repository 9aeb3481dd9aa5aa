/**
 * A page's startup read: the one API read the page's first render waits for (the feed for `/app`,
 * the event for an event page, the guest list for a host's guests page), declared with the page's
 * route. The shell starts it from its entry chunk as soon as the configuration and the release
 * manifest are in, beside the download of React, the router and the page's remote, instead of
 * after all of them have run. request() then takes the answer instead of asking again
 * (`http/startup-read-store.ts`).
 *
 * Asked as the page will ask it: with the stored sign-in's ID token while that token is good (the
 * session starts with the same token, session-provider.tsx), as a visitor on a device without a
 * stored sign-in, and not at all when there is one whose token cannot be used as it is.
 */
import type { JsonEndpointName } from 'contract';
import { normalizeBaseUrl } from '../http/api-config';
import { AUTHORIZATION_HEADER, clientHeaders } from '../http/headers';
import { joinUrl } from '../http/join-url';
import {
  hasUsableToken,
  readStoredSession,
  type StoredSession,
  type StoredSessionEnv,
} from '../session/stored-session';
import { matchRoute } from './route-match';
import { putStartupRead, startupReadKey } from '../http/startup-read-store';

type GetEndpoint = Extract<JsonEndpointName, `GET ${string}`>;
type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export interface StartupRead {
  /** A GET of the contract, e.g. `GET /events/feed`. */
  endpoint: GetEndpoint;
  /** Its query, exactly as the page's first request sends it; `:name` is the route's parameter. */
  query?: Record<string, string>;
  /**
   * Where the page's largest image is in the answer's `data`, dotted (`events.0.flyer.urls.small`).
   * It is preloaded as soon as the answer arrives, before the page's code has rendered it.
   */
  image?: string;
}

/** What the shell knows of a route at boot (a release manifest's route declaration). */
export interface StartupReadRoute {
  path: string;
  auth?: { required: boolean };
  startupRead?: StartupRead;
}

export interface StartStartupReadInput {
  routes: readonly StartupReadRoute[];
  pathname: string;
  /** The API base from the app configuration. */
  baseUrl: string;
  /** Firebase's API key: names the stored sign-in to look for. */
  firebaseApiKey: string;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  document?: Pick<Document, 'createElement' | 'head'>;
  storage?: StoredSessionEnv;
  /** The device's stored sign-in, when the caller has read it already; else it is read here. */
  stored?: Promise<StoredSession>;
  now?: number;
}

/** Starts the read the page at `pathname` declares, if any; returns its URL, or null. */
export async function startStartupRead(input: StartStartupReadInput): Promise<string | null> {
  const matched = matchRoute(input.routes, input.pathname);
  const read = matched?.route.startupRead;
  if (!matched || !read) return null;
  const url = startupReadUrl(read, matched.params, input.baseUrl);
  if (!url) return null;
  const session = await storedSession(input);
  // The token the page's own request will carry: the stored one, or none for a visitor.
  const token = usableToken(session, input.now);
  if (session.stored ? !token : matched.route.auth?.required) return null;

  const document = input.document ?? globalThis.document;
  const image = read.image;
  startRead(url, token, input.fetch, (answer) => {
    // Copied before anyone reads it: request() reads the answer, the preload reads the copy.
    if (image && answer.ok && document) void preloadImage(answer.clone(), image, document);
  });
  return url;
}

export interface StartSessionReadInput {
  /** The API base from the app configuration. */
  baseUrl: string;
  /** Firebase's API key: names the stored sign-in to read. */
  firebaseApiKey: string;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  storage?: StoredSessionEnv;
  /** The device's stored sign-in, when the caller has read it already; else it is read here. */
  stored?: Promise<StoredSession>;
  now?: number;
}

/** The signed-in person's own record, as the session reads it (users-api.ts `getMe`). */
const SESSION_RECORD: GetEndpoint = 'GET /users/';

/**
 * A signed-in device's startup read: the person's own record (`GET /users/`), which every page
 * behind sign-in waits for (the session). Asked with the stored ID token while it is still good
 * (the session starts with the same token, session-provider.tsx), beside the download of the
 * scripts instead of after React's first render. Returns its URL, or null when not asked.
 */
export async function startSessionRead(input: StartSessionReadInput): Promise<string | null> {
  const token = usableToken(await storedSession(input), input.now);
  if (!token) return null;
  const url = joinUrl(normalizeBaseUrl(input.baseUrl), SESSION_RECORD.slice('GET '.length));
  startRead(url, token, input.fetch);
  return url;
}

/**
 * Asks for `url` as request() will (the client headers, and `token` when the page's request
 * carries one) and keeps the answer under that URL and token for request() to take. `onAnswer`
 * sees the answer before anyone else can read it.
 */
function startRead(
  url: string,
  token: string | null,
  fetch: Fetch = (u, init) => globalThis.fetch(u, init),
  onAnswer?: (answer: Response) => void,
): void {
  const headers = token
    ? { ...clientHeaders(), [AUTHORIZATION_HEADER]: `Bearer ${token}` }
    : clientHeaders();
  const response = fetch(url, { method: 'GET', headers }).then((answer) => {
    onAnswer?.(answer);
    return answer;
  });
  // request() handles a failure when it takes the read (it asks again); none is unhandled before.
  response.catch(() => {});
  putStartupRead(startupReadKey(url, token), response);
}

/** The stored ID token the session starts with (session-provider.tsx), or null if none is usable. */
function usableToken({ user }: StoredSession, now?: number): string | null {
  return user && hasUsableToken(user, now) ? user.idToken : null;
}

/** The stored sign-in the caller read, or a read of it now. */
function storedSession(input: {
  firebaseApiKey: string;
  storage?: StoredSessionEnv;
  stored?: Promise<StoredSession>;
}): Promise<StoredSession> {
  return input.stored ?? readStoredSession(input.firebaseApiKey, input.storage);
}

/** The URL request() would build for this read, or null when a parameter it names is missing. */
export function startupReadUrl(
  read: StartupRead,
  params: Readonly<Record<string, string>>,
  baseUrl: string,
): string | null {
  const path = read.endpoint.slice('GET '.length);
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(read.query ?? {})) {
    const filled = value.startsWith(':') ? params[value.slice(1)] : value;
    if (filled === undefined) return null;
    query[key] = filled;
  }
  return joinUrl(normalizeBaseUrl(baseUrl), path, query);
}

async function preloadImage(
  answer: Response,
  path: string,
  document: Pick<Document, 'createElement' | 'head'>,
): Promise<void> {
  let src: unknown;
  try {
    src = pick(((await answer.json()) as { data?: unknown }).data, path);
  } catch {
    return;
  }
  if (typeof src !== 'string' || !src) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}

function pick(value: unknown, path: string): unknown {
  let at = value;
  for (const key of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}
