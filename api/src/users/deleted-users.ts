/**
 * A deleted account keeps its row (orders and past events refer to it) but loses its sign-in: its
 * firebase_uid becomes `deleted:<id>`, which no token can carry. These helpers name that state.
 */
import { sql, type SQL } from 'drizzle-orm';
import { users } from '../db/schema';

export const DELETED_UID_PREFIX = 'deleted:';
export const DELETED_USER_NAME = 'Deleted user';

/** True for a row whose account was deleted. */
export const isDeletedUser = (row: { firebaseUid: string }): boolean =>
  row.firebaseUid.startsWith(DELETED_UID_PREFIX);

/** SQL: the users row is a live account (for lookups and search). */
export const liveUser = (): SQL => sql`${users.firebaseUid} not like ${`${DELETED_UID_PREFIX}%`}`;
