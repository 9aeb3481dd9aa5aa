/**
 * Foreign keys to the two tables nearly every other one points at: users and events. Kept apart from
 * `columns.ts` because it imports `schema.ts`, which itself builds its columns with `columns.ts`.
 * The target is read lazily (`() => users.id`), as drizzle wants, so the import order is free.
 */
import { optionalRef, requiredRef, type OnDelete } from './columns';
import { events, users } from './schema';

/** A required reference to a user. */
export function userRef(name: string, onDelete: OnDelete) {
  return requiredRef(name, () => users.id, onDelete);
}

/** A reference to a user that may be empty (kept when the user is anonymised, or not known). */
export function optionalUserRef(name: string, onDelete: OnDelete) {
  return optionalRef(name, () => users.id, onDelete);
}

/** A required reference to an event. */
export function eventRef(name: string, onDelete: OnDelete) {
  return requiredRef(name, () => events.id, onDelete);
}

/** A reference to an event that may be empty. */
export function optionalEventRef(name: string, onDelete: OnDelete) {
  return optionalRef(name, () => events.id, onDelete);
}
