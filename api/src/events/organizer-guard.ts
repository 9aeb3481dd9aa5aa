/**
 * The organizers' rule for every host call: the caller's level (host, or an accepted co-host's
 * privilege) must grant the call's permission in shared-api's `HOST_PERMISSION_TABLE`.
 */
import {
  HOST_PERMISSION_REFUSALS,
  levelAllows,
  type HostLevel,
  type HostPermission,
} from 'contract';
import type { Database } from '../db/database';
import { forbidden } from '../http/api-error';
import { assertEventExists } from './event-social';
import { hostLevelOf } from './organizers';

export const ORGANIZERS_ONLY_MESSAGE = 'Only the hosts of this event can see its guests';

/**
 * 404 for an unknown event; 403 with `outsiderMessage` for anyone who does not organize it, and
 * with the level's refusal for a co-host whose level lacks `permission`. Answers the caller's level.
 */
export async function assertHostPermission(
  db: Database,
  eventId: string,
  userId: string,
  permission: HostPermission,
  outsiderMessage: string = ORGANIZERS_ONLY_MESSAGE,
): Promise<HostLevel> {
  await assertEventExists(db, eventId);
  const level = await hostLevelOf(db, eventId, userId);
  if (!level) throw forbidden(outsiderMessage);
  if (!levelAllows(level, permission)) throw forbidden(HOST_PERMISSION_REFUSALS[permission]);
  return level;
}

/**
 * Any organizer, whatever their level. Kept for calls still being switched to a permission
 * (their `// permission: …` comment names the one they will check).
 */
export async function assertOrganizer(
  db: Database,
  eventId: string,
  userId: string,
): Promise<HostLevel> {
  await assertEventExists(db, eventId);
  const level = await hostLevelOf(db, eventId, userId);
  if (!level) throw forbidden(ORGANIZERS_ONLY_MESSAGE);
  return level;
}
