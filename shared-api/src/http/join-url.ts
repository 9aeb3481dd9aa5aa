import type { QueryValue } from './request';

/** `baseUrl` (normalized, see api-config) + path + query, the one way request URLs are written. */
export function joinUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  const joined = `${baseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
  return search ? `${joined}?${search}` : joined;
}
