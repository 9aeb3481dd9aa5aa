/** Database rows to the contract's User (the owner's view) and PublicUser (everyone else's). */
import type { UserRow } from '../db/schema';
import { toEpochSeconds } from '../time/epoch-seconds';
import type { Gender, PublicUser, User } from 'contract';

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    // The product shows people by their name; there is no separate display name to edit yet.
    displayName: row.name,
    name: row.name,
    profileImage: row.profileImage ?? null,
    bio: row.bio,
    instagram: row.instagram,
    createdAt: toEpochSeconds(row.createdAt),
  };
}

/** Only ever for the signed-in owner: adds phone, birthday and gender. */
export function toOwnUser(row: UserRow): User {
  return {
    ...toPublicUser(row),
    phone: row.phone,
    birthday: row.birthday,
    gender: row.gender as Gender | null,
  };
}
