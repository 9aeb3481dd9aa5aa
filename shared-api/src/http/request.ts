/**
 * The one way any app talks to the API (SPEC sections 7–9): adds the client headers and the bearer
 * token, unwraps `{ data }`, turns `{ error }` into an ApiError, and retries server errors by the
 * retry policy. It knows nothing of the UI: no redirects on 401, no toasts. Callers decide.
 */
import { startupReadKey, takeStartupRead } from './startup-read-store';
import { getApiConfig } from './api-config';
import { joinUrl } from './join-url';
import {
  ApiError,
  GENERIC_ERROR_MESSAGE,
  INVALID_RESPONSE_CODE,
  NETWORK_ERROR_CODE,
  NETWORK_ERROR_MESSAGE,
  NETWORK_ERROR_STATUS,
  apiErrorFromStatus,
  parseErrorEnvelope,
} from './api-error';
import { AUTHORIZATION_HEADER, EXCLUDE_COMPUTED_FIELDS_HEADER, clientHeaders } from './headers';
import { RETRY_MAX_ATTEMPTS, isRetryableStatus, retryDelay } from './retry-policy';

import type { HttpMethod } from 'contract';

export type { HttpMethod };

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: HttpMethod;
  /** Path under the base URL, e.g. `/users/` (the base already ends in `/v2`). */
  path: string;
  /** Null and undefined values are left out, so optional parameters can be passed as they are. */
  query?: Record<string, QueryValue>;
  /** Sent as JSON; a `FormData` (file uploads) is sent as multipart, its boundary set by fetch. */
  body?: unknown;
  /** Extra headers for one call, e.g. `Idempotency-Key`. */
  headers?: Record<string, string>;
  /** A Firebase ID token. Omit it (or pass null) for anonymous and public-view calls. */
  token?: string | null;
  /** Ask the server to skip computed fields (friends going, attendees) for a fast first paint. */
  excludeComputedFields?: boolean;
  signal?: AbortSignal;
}

export async function request<T>(options: RequestOptions): Promise<T> {
  const { fetch } = getApiConfig();
  const url = buildUrl(options.path, options.query);
  const init = buildInit(options);
  // The shell may have started this very read at boot (a visitor's first page, a signed-in
  // person's own record): its answer is taken once, and a failed one is simply asked again.
  const early = isPlainRead(options)
    ? takeStartupRead(startupReadKey(url, options.token))
    : undefined;

  for (let attempt = 1; ; attempt++) {
    const response =
      attempt === 1 && early
        ? await early.catch(() => send(fetch, url, init, options.signal))
        : await send(fetch, url, init, options.signal);
    if (response.ok) return readData<T>(response);

    const error = await readError(response);
    if (!isRetryableStatus(response.status) || attempt >= RETRY_MAX_ATTEMPTS) throw error;
    await sleep(retryDelay(attempt), options.signal);
  }
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  return joinUrl(getApiConfig().baseUrl, path, query);
}

/** A GET with nothing but, at most, a token (no other headers, no body): what a startup read is. */
function isPlainRead(options: RequestOptions): boolean {
  return (
    (options.method ?? 'GET') === 'GET' &&
    !options.excludeComputedFields &&
    options.headers === undefined &&
    options.body === undefined
  );
}

function buildInit(options: RequestOptions): RequestInit {
  const headers: Record<string, string> = { ...options.headers, ...clientHeaders() };
  if (options.token) headers[AUTHORIZATION_HEADER] = `Bearer ${options.token}`;
  if (options.excludeComputedFields) headers[EXCLUDE_COMPUTED_FIELDS_HEADER] = 'true';

  const init: RequestInit = { method: options.method ?? 'GET', headers };
  if (isFormData(options.body)) {
    // No Content-Type: fetch writes multipart/form-data with the boundary it chose.
    init.body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  if (options.signal) init.signal = options.signal;
  return init;
}

function isFormData(body: unknown): body is FormData {
  return typeof FormData !== 'undefined' && body instanceof FormData;
}

async function send(
  fetch: (input: string, init: RequestInit) => Promise<Response>,
  url: string,
  init: RequestInit,
  signal: AbortSignal | undefined,
): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (cause) {
    // A cancelled request is not a network failure: TanStack Query and callers expect the abort
    // reason back so they can ignore it.
    if (signal?.aborted) throw signal.reason ?? cause;
    throw new ApiError(
      NETWORK_ERROR_STATUS,
      { code: NETWORK_ERROR_CODE, message: NETWORK_ERROR_MESSAGE },
      { cause },
    );
  }
}

async function readData<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const body = await readJson(response);
  if (typeof body === 'object' && body !== null && 'data' in body) {
    return (body as { data: T }).data;
  }
  throw new ApiError(response.status, {
    code: INVALID_RESPONSE_CODE,
    message: GENERIC_ERROR_MESSAGE,
  });
}

async function readError(response: Response): Promise<ApiError> {
  const envelope = parseErrorEnvelope(await readJson(response));
  return envelope ? new ApiError(response.status, envelope) : apiErrorFromStatus(response.status);
}

/** The parsed body, or undefined when it is empty or not JSON (a proxy's HTML error page). */
async function readJson(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return undefined;
  }
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Extra options every endpoint function accepts last, e.g. the signal TanStack Query passes. */
export interface CallOptions {
  signal?: AbortSignal;
}
