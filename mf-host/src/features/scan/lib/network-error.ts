import { isApiError } from 'shared-api';

/**
 * True when a call got no answer at all (offline, or the server unreachable): request() rejects
 * with code `network_error` then. Only such a scan may be decided on this device instead; a
 * refusal the server did answer stands.
 */
export function isNetworkError(error: unknown): boolean {
  return isApiError(error) && error.code === 'network_error';
}
