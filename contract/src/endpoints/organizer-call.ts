/**
 * What every organizer's call on one event declares: a signed-in caller who holds `permission` on
 * the event the request names. The route layer checks it first (endpoint.ts, `eventPermission`),
 * so each such call may answer a missing account, a refusal (403) and an unknown event (404),
 * besides the codes of its own (`more`).
 */
import type { HostPermission } from '../enums';
import type { ErrorCode } from '../error-codes';

export function organizerCall<
  const P extends HostPermission | 'host',
  const E extends readonly ErrorCode[] = [],
>(permission: P, ...more: E) {
  return {
    access: 'user',
    eventPermission: permission,
    errors: ['user_not_found', 'forbidden', 'not_found', ...more],
  } as const;
}
