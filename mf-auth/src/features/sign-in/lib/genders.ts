import type { Gender } from 'shared-api';

/** The API's genders (api/src/users/user-schemas.ts), in words. */
export const GENDER_OPTIONS: readonly { value: Gender; label: string }[] = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'nonbinary', label: 'Non-binary' },
  { value: 'other', label: 'Other' },
  { value: 'prefer_not_to_say', label: 'Prefer not to say' },
];
