/** Data access for users. Knows SQL, not HTTP: conflicts surface as `UniqueViolation`. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { uniqueViolationConstraint } from '../db/postgres-errors';
import { users, type NewUserRow, type UserRow } from '../db/schema';
import { isUuid } from '../db/uuid';
import { liveUser } from './deleted-users';

/** A unique constraint refused the write; `field` says which one. */
export class UniqueViolation extends Error {
  constructor(readonly field: 'firebaseUid' | 'username' | 'other') {
    super(`unique violation on ${field}`);
    this.name = 'UniqueViolation';
  }
}

export interface UserRepository {
  /** A live account by id: null for a deleted one (see deleted-users.ts). */
  findById(id: string): Promise<UserRow | null>;
  findByFirebaseUid(uid: string): Promise<UserRow | null>;
  /** Which of `usernames` are already taken (one query, for choosing a generated one). */
  takenUsernames(usernames: readonly string[]): Promise<Set<string>>;
  insert(values: NewUserRow): Promise<UserRow>;
  update(id: string, values: Partial<NewUserRow>): Promise<UserRow | null>;
}

export function createUserRepository(db: Database): UserRepository {
  return {
    async findById(id) {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), liveUser()))
        .limit(1);
      return row ?? null;
    },

    async findByFirebaseUid(uid) {
      const [row] = await db.select().from(users).where(eq(users.firebaseUid, uid)).limit(1);
      return row ?? null;
    },

    async takenUsernames(usernames) {
      if (usernames.length === 0) return new Set();
      const rows = await db
        .select({ username: users.username })
        .from(users)
        .where(inArray(users.username, [...usernames]));
      return new Set(rows.map((r) => r.username));
    },

    async insert(values) {
      try {
        const [row] = await db.insert(users).values(values).returning();
        if (!row) throw new Error('INSERT … RETURNING returned no row');
        return row;
      } catch (error) {
        throw asUniqueViolation(error);
      }
    },

    async update(id, values) {
      if (!isUuid(id)) return null;
      try {
        const [row] = await db
          .update(users)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(users.id, id))
          .returning();
        return row ?? null;
      } catch (error) {
        throw asUniqueViolation(error);
      }
    },
  };
}

function asUniqueViolation(error: unknown): unknown {
  const constraint = uniqueViolationConstraint(error);
  if (constraint === undefined) return error;
  if (constraint.includes('firebase_uid')) return new UniqueViolation('firebaseUid');
  if (constraint.includes('username')) return new UniqueViolation('username');
  return new UniqueViolation('other');
}
