/**
 * Where requests go. The shell sets this once at start from `/app-config.json`, so one build runs
 * against the local API and production alike. Remotes never call it: shared-api is a Module
 * Federation singleton, so they see the shell's configuration.
 */

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface ApiConfigInput {
  /** `/v2` (same origin) or an absolute URL such as `http://127.0.0.1:3001/v2`. */
  baseUrl?: string;
  /** Replaces the global fetch: for tests, or a server-side renderer. */
  fetch?: FetchLike;
}

export interface ApiConfig {
  baseUrl: string;
  fetch: FetchLike;
}

export const DEFAULT_BASE_URL = '/v2';

// Resolved at call time, not import time, so a fetch installed later (test stubs, polyfills) is used,
// and called through `globalThis` because browsers throw "Illegal invocation" on a detached fetch.
const globalFetch: FetchLike = (input, init) => globalThis.fetch(input, init);

let config: ApiConfig = { baseUrl: DEFAULT_BASE_URL, fetch: globalFetch };

export function configureApi(input: ApiConfigInput = {}): void {
  config = {
    baseUrl: normalizeBaseUrl(input.baseUrl ?? DEFAULT_BASE_URL),
    fetch: input.fetch ?? globalFetch,
  };
}

export function getApiConfig(): Readonly<ApiConfig> {
  return config;
}

/** The base as requests use it: without trailing slashes (`/v2/` → `/v2`). */
export function normalizeBaseUrl(url: string): string {
  return url.replace(/\/+$/, '');
}
