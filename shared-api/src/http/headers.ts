/**
 * What every request tells the server about the client (SPEC sections 1 and 7). The server uses the
 * version to refuse or adapt to old builds, so it must match the released web build.
 */
export const APP_VERSION = '4.0.78';
export const PLATFORM = 'web';

export const PLATFORM_HEADER = 'X-Platform';
export const APP_VERSION_HEADER = 'X-App-Version';
export const AUTHORIZATION_HEADER = 'Authorization';
export { EXCLUDE_COMPUTED_FIELDS_HEADER } from 'contract/values';

/** The headers every request carries, whoever sends it (request(), or the shell's startup read). */
export function clientHeaders(): Record<string, string> {
  return {
    Accept: 'application/json',
    [PLATFORM_HEADER]: PLATFORM,
    [APP_VERSION_HEADER]: APP_VERSION,
  };
}
