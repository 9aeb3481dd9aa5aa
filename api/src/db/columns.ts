/**
 * The column shapes every schema file repeats: one definition here, so a convention (every time is
 * a `timestamptz`, keys are database-generated uuids) is stated once. These only build columns; the
 * SQL they produce is the same as writing them out, so moving a table onto them makes no migration.
 */
import { bigserial, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A `timestamptz` column: every time in the database carries its zone. */
export function ts(name: string) {
  return timestamp(name, { withTimezone: true });
}

/** The `id` key of a table whose rows the database names: a random uuid. */
export function uuidKey() {
  return uuid('id').primaryKey().defaultRandom();
}

/** The `id` key of a table whose rows are numbered in the order written (read as JS numbers). */
export function serialKey() {
  return bigserial('id', { mode: 'number' }).primaryKey();
}

/** When the row was written, stamped by the database. */
export function createdAt() {
  return ts('created_at').notNull().defaultNow();
}

/** When the row last changed; starts as its creation time. */
export function updatedAt() {
  return ts('updated_at').notNull().defaultNow();
}

/** When the row was written and when it last changed: the pair most tables keep. */
export function timestamps() {
  return { createdAt: createdAt(), updatedAt: updatedAt() };
}

/** What happens to the referring row when the row it points at goes. */
export type OnDelete = 'cascade' | 'restrict' | 'set null';

/** A required uuid reference to another table's key (`target` is read lazily, as drizzle wants). */
export function requiredRef(name: string, target: () => AnyPgColumn, onDelete: OnDelete) {
  return uuid(name).notNull().references(target, { onDelete });
}

/** A uuid reference to another table's key that may be empty. */
export function optionalRef(name: string, target: () => AnyPgColumn, onDelete: OnDelete) {
  return uuid(name).references(target, { onDelete });
}

/**
 * The key of a row that extends one row of another table, one for one (a person's payout account,
 * a pass's check-in): that row's key, so there is at most one.
 */
export function refKey(name: string, target: () => AnyPgColumn, onDelete: OnDelete) {
  return uuid(name).primaryKey().references(target, { onDelete });
}
