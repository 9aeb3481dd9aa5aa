import type { SignUpDraft } from 'shared-api';
import type { UserInput } from 'contract';

/** The `POST /users/` body from a finished draft: every field, skipped ones as null. */
export function userInputOf(draft: SignUpDraft): UserInput {
  return {
    name: draft.name ?? '',
    photo: draft.photo ?? null,
    birthday: draft.birthday ?? null,
    gender: draft.gender ?? null,
    instagram: draft.instagram ?? null,
  };
}
