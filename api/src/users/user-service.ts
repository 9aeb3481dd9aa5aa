/**
 * The rules around writing users: who may create an account, username uniqueness (chosen or
 * generated), and which conflicts become which 409.
 */
import type { NewUserRow, UserRow } from '../db/schema';
import { conflict, forbidden, userExists, userNotFound } from '../http/api-error';
import type { Caller } from '../http/access-policy';
import type { Clock } from '../time/clock';
import { normalizeProfile } from './user-input';
import { UniqueViolation, type UserRepository } from './user-repository';
import type { UserInput, UserPatch } from 'contract';
import { usernameCandidates } from './username-candidates';

const CANDIDATES_PER_TRY = 5;
const GENERATION_TRIES = 3;

export interface UserService {
  /** Creates the caller's account. Phone comes from the verified token, never from the body. */
  create(caller: Caller, input: UserInput): Promise<UserRow>;
  update(user: UserRow, patch: UserPatch): Promise<UserRow>;
}

export function createUserService(users: UserRepository, clock: Clock): UserService {
  return {
    async create(caller, input) {
      if (caller.user) throw userExists();
      if (!caller.phone) throw forbidden('Sign in with a phone number to create an account');
      const profile = normalizeProfile(input, clock());
      const name = profile.name ?? input.name;
      const base = { ...profile, name, firebaseUid: caller.uid, phone: caller.phone };

      if (profile.username) {
        const row = await insertUser(users, { ...base, username: profile.username });
        if (!row) throw usernameTaken(profile.username);
        return row;
      }

      // No username chosen: pick a free one from the name. Another sign-up may take it between our
      // check and our insert; a conflict then just means "try other candidates".
      for (let attempt = 0; attempt < GENERATION_TRIES; attempt++) {
        const candidates = usernameCandidates(name, CANDIDATES_PER_TRY);
        const taken = await users.takenUsernames(candidates);
        const username = candidates.find((c) => !taken.has(c));
        if (!username) continue;
        const row = await insertUser(users, { ...base, username });
        if (row) return row;
      }
      throw conflict('Could not find a free username, please choose one', { field: 'username' });
    },

    async update(user, patch) {
      const values = normalizeProfile(patch, clock());
      if (Object.keys(values).length === 0) return user;
      let updated: UserRow | null;
      try {
        updated = await users.update(user.id, values);
      } catch (error) {
        if (error instanceof UniqueViolation && error.field === 'username' && values.username) {
          throw usernameTaken(values.username);
        }
        throw error;
      }
      // Deleted between the access check and now: the same answer as having no record.
      if (!updated) throw userNotFound();
      return updated;
    },
  };
}

/**
 * Inserts, or returns null when the username is taken. A firebase_uid conflict means two requests
 * created the same account at once: the second gets the same 409 as if it had come later.
 */
async function insertUser(users: UserRepository, values: NewUserRow): Promise<UserRow | null> {
  try {
    return await users.insert(values);
  } catch (error) {
    if (error instanceof UniqueViolation && error.field === 'firebaseUid') throw userExists();
    if (error instanceof UniqueViolation && error.field === 'username') return null;
    throw error;
  }
}

const usernameTaken = (username: string) =>
  conflict(`The username ${username} is already taken`, { field: 'username' });
