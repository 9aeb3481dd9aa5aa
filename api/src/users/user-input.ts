/**
 * Normalises and checks user input beyond what the schema can say: trimming, lower-casing, age.
 * Produces exactly the column values to write, or throws a 400 that names the field.
 */
import { invalidField } from '../http/api-error';
import type { ImageRefColumn, NewUserRow } from '../db/schema';
import { birthdayProblem, USER_LIMITS, type UserPatch } from 'contract';

const {
  bioMaxLength: BIO_MAX_LENGTH,
  maxAge: MAX_AGE,
  minAge: MIN_AGE,
  nameMaxLength: NAME_MAX_LENGTH,
  usernameMaxLength: USERNAME_MAX_LENGTH,
  usernameMinLength: USERNAME_MIN_LENGTH,
} = USER_LIMITS;

/** The writable profile columns; `undefined` means "leave as is" (PATCH) or "use the default". */
export type ProfileValues = Partial<
  Pick<
    NewUserRow,
    'name' | 'username' | 'birthday' | 'gender' | 'instagram' | 'bio' | 'profileImage'
  >
>;

export const USERNAME_PATTERN = /^[a-z0-9_.]+$/;

/** `input` has passed the request schema (UserInput or UserPatch). */
export function normalizeProfile(input: UserPatch, today: Date): ProfileValues {
  const values: ProfileValues = {};
  if (input.name !== undefined) values.name = normalizeName(input.name);
  if (input.username !== undefined) values.username = normalizeUsername(input.username);
  if (input.birthday !== undefined) values.birthday = checkBirthday(input.birthday, today);
  if (input.gender !== undefined) values.gender = input.gender;
  if (input.instagram !== undefined) values.instagram = normalizeInstagram(input.instagram);
  if (input.bio !== undefined) values.bio = normalizeBio(input.bio);
  if (input.photo !== undefined) values.profileImage = input.photo as ImageRefColumn | null;
  return values;
}

export function normalizeName(raw: string): string {
  const name = raw.trim();
  if (name.length === 0) throw invalidField('name', 'name is required');
  if (name.length > NAME_MAX_LENGTH) {
    throw invalidField('name', `name must be at most ${NAME_MAX_LENGTH} characters long`);
  }
  if (hasControlCharacter(name)) {
    throw invalidField('name', 'name cannot contain line breaks or control characters');
  }
  return name;
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** Usernames are case-insensitive: stored lower case, so 'Ada' and 'ada' cannot both exist. */
export function normalizeUsername(raw: string): string {
  const username = raw.trim().toLowerCase();
  if (username.length < USERNAME_MIN_LENGTH || username.length > USERNAME_MAX_LENGTH) {
    throw invalidField(
      'username',
      `username must be ${USERNAME_MIN_LENGTH}–${USERNAME_MAX_LENGTH} characters long`,
    );
  }
  if (!USERNAME_PATTERN.test(username)) {
    throw invalidField('username', "username can only contain letters, digits, '_' and '.'");
  }
  return username;
}

function checkBirthday(birthday: string | null, today: Date): string | null {
  if (birthday === null) return null;
  switch (birthdayProblem(birthday, today)) {
    case 'not_a_date':
      throw invalidField('birthday', 'birthday must be a real date in the form YYYY-MM-DD');
    case 'in_the_future':
    case 'too_young':
      throw invalidField('birthday', `You must be at least ${MIN_AGE} years old`);
    case 'too_old':
      throw invalidField('birthday', `birthday cannot be more than ${MAX_AGE} years ago`);
    case null:
      return birthday;
  }
}

/** Accepts '@handle' as people type it; stores the bare handle, or null for an empty one. */
function normalizeInstagram(raw: string | null): string | null {
  if (raw === null) return null;
  const handle = raw.trim().replace(/^@/, '');
  return handle.length === 0 ? null : handle;
}

function normalizeBio(raw: string | null): string | null {
  if (raw === null) return null;
  const bio = raw.trim();
  if (bio.length > BIO_MAX_LENGTH) {
    throw invalidField('bio', `bio must be at most ${BIO_MAX_LENGTH} characters long`);
  }
  return bio.length === 0 ? null : bio;
}
