/**
 * Campuses (schools) and school email verification. `campuses` and `campus_domains` are filled
 * from the swot school list (src/campuses/school-list.ts) the first time the API starts on an empty
 * table. A person proves a school address with a 6-digit code (`email_verifications`: the code is
 * stored as an HMAC, never as typed; tries are counted under a row lock) and then joins the campus
 * the address belongs to (`campus_members`: one campus per person).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema';
import { refKey, requiredRef, ts, uuidKey } from './columns';
import { userRef } from './references';

export const campuses = pgTable(
  'campuses',
  {
    id: uuidKey(),
    name: text('name').notNull().unique(),
  },
  (t) => [index('campuses_name_lower_idx').on(sql`lower(${t.name})`)],
);

export const campusDomains = pgTable(
  'campus_domains',
  {
    /** Lower-case, without a leading dot: `stanford.edu`; its subdomains belong too. */
    domain: text('domain').primaryKey(),
    campusId: requiredRef('campus_id', () => campuses.id, 'cascade'),
  },
  (t) => [index('campus_domains_campus_idx').on(t.campusId)],
);

export const campusMembers = pgTable(
  'campus_members',
  {
    userId: refKey('user_id', () => users.id, 'cascade'),
    campusId: requiredRef('campus_id', () => campuses.id, 'cascade'),
    /** The verified school address the person joined with: one account per address. */
    email: text('email').notNull(),
    joinedAt: ts('joined_at').notNull(),
  },
  (t) => [
    index('campus_members_campus_idx').on(t.campusId),
    uniqueIndex('campus_members_email_unique').on(t.email),
  ],
);

export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: uuidKey(),
    userId: userRef('user_id', 'cascade'),
    /** Lower-cased. */
    email: text('email').notNull(),
    campusId: requiredRef('campus_id', () => campuses.id, 'cascade'),
    /** HMAC-SHA256 of the code keyed with `salt` (hex); the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    /** Wrong codes tried; at the limit the attempt is locked and a new code is needed. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    /** Set when a later code replaced this one (only the newest code of a person counts). */
    supersededAt: ts('superseded_at'),
    verifiedAt: ts('verified_at'),
  },
  (t) => [
    index('email_verifications_user_idx').on(t.userId, t.createdAt),
    check('email_verifications_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

export type CampusRow = typeof campuses.$inferSelect;
export type EmailVerificationRow = typeof emailVerifications.$inferSelect;
