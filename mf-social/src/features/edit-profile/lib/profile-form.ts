/**
 * The edit form's rules: the API's own limits (USER_LIMITS, the birthday rule) so the form never
 * accepts what PATCH /users/ refuses. The server checks again; its per-field message wins if it does.
 */
import type { Gender, ImageRef, User, UserPatch } from 'contract';
import { birthdayProblem, USER_LIMITS } from 'contract/values';

export interface ProfileDraft {
  name: string;
  username: string;
  bio: string;
  instagram: string;
  birthday: string;
  gender: Gender | '';
  photo: ImageRef | null;
}

export type DraftField = keyof ProfileDraft;
export type DraftErrors = Partial<Record<DraftField, string>>;

/**
 * What the username and Instagram fields hold: the form shows a fixed "@" before them, so a typed,
 * pasted or stored leading "@" is dropped and only one is ever seen ("@ @pia" otherwise).
 */
export const withoutLeadingAt = (raw: string) => raw.replace(/^\s*@+/, '');

export function draftOf(user: User): ProfileDraft {
  return {
    name: user.name,
    username: withoutLeadingAt(user.username),
    bio: user.bio ?? '',
    instagram: withoutLeadingAt(user.instagram ?? ''),
    birthday: user.birthday ?? '',
    gender: user.gender ?? '',
    photo: user.profileImage,
  };
}

/** The username as the API stores it: trimmed, lower case. */
export const normalUsername = (raw: string) => raw.trim().toLowerCase();
/** The handle as the API stores it: trimmed, without '@'. */
export const normalInstagram = (raw: string) => raw.trim().replace(/^@/, '');

const USERNAME_CHARS = /^[a-z0-9_.]+$/;
const INSTAGRAM_CHARS = /^[A-Za-z0-9_.]*$/;

/** What is wrong with each field, in words; an empty object when the draft can be sent. */
export function draftProblems(draft: ProfileDraft, today: Date): DraftErrors {
  const errors: DraftErrors = {};
  const name = draft.name.trim();
  if (!name) errors.name = 'Enter your name.';
  else if (name.length > USER_LIMITS.nameMaxLength) {
    errors.name = `Use at most ${USER_LIMITS.nameMaxLength} characters.`;
  }
  const username = normalUsername(draft.username);
  if (username.length < USER_LIMITS.usernameMinLength) {
    errors.username = `Use at least ${USER_LIMITS.usernameMinLength} characters.`;
  } else if (username.length > USER_LIMITS.usernameMaxLength) {
    errors.username = `Use at most ${USER_LIMITS.usernameMaxLength} characters.`;
  } else if (!USERNAME_CHARS.test(username)) {
    errors.username = "Use only letters, digits, '_' and '.'.";
  }
  if (draft.bio.trim().length > USER_LIMITS.bioMaxLength) {
    errors.bio = `Keep it to ${USER_LIMITS.bioMaxLength} characters.`;
  }
  const instagram = normalInstagram(draft.instagram);
  if (instagram.length > USER_LIMITS.instagramMaxLength) {
    errors.instagram = `An Instagram handle has at most ${USER_LIMITS.instagramMaxLength} characters.`;
  } else if (!INSTAGRAM_CHARS.test(instagram)) {
    errors.instagram = "Use only letters, digits, '_' and '.'.";
  }
  if (draft.birthday) {
    switch (birthdayProblem(draft.birthday, today)) {
      case 'not_a_date':
        errors.birthday = "That isn't a real date.";
        break;
      case 'in_the_future':
        errors.birthday = "Your birthday can't be in the future.";
        break;
      case 'too_young':
        errors.birthday = `You must be at least ${USER_LIMITS.minAge} years old.`;
        break;
      case 'too_old':
        errors.birthday = `Check the year: that's more than ${USER_LIMITS.maxAge} years ago.`;
        break;
      case null:
        break;
    }
  }
  return errors;
}

/** Only what changed, in the API's shape (empty text clears a field). */
export function patchOf(before: ProfileDraft, draft: ProfileDraft): UserPatch {
  const patch: UserPatch = {};
  const text = (v: string) => (v.trim() === '' ? null : v.trim());
  if (draft.name.trim() !== before.name) patch.name = draft.name.trim();
  if (normalUsername(draft.username) !== before.username) {
    patch.username = normalUsername(draft.username);
  }
  if (text(draft.bio) !== text(before.bio)) patch.bio = text(draft.bio);
  const insta = normalInstagram(draft.instagram);
  if (insta !== before.instagram) patch.instagram = insta === '' ? null : insta;
  if (draft.birthday !== before.birthday) patch.birthday = draft.birthday || null;
  if (draft.gender !== before.gender) patch.gender = draft.gender || null;
  if (draft.photo?.urls.large !== before.photo?.urls.large) patch.photo = draft.photo;
  return patch;
}

export const FIELDS: readonly DraftField[] = [
  'name',
  'username',
  'bio',
  'instagram',
  'birthday',
  'gender',
  'photo',
];

/** The form field a server error names (`details.field`; the API calls the photo `photo`). */
export function fieldOfError(details: unknown): DraftField | null {
  const field =
    details && typeof details === 'object' && 'field' in details
      ? (details as { field: unknown }).field
      : null;
  return typeof field === 'string' && (FIELDS as readonly string[]).includes(field)
    ? (field as DraftField)
    : null;
}
