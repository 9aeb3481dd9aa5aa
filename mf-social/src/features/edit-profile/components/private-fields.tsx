import { GENDER_OPTIONS } from 'shared-api';
import { birthdayBounds } from 'contract/values';
import { Select, TextField } from 'shared-ui';
import type { DraftErrors, ProfileDraft } from '../lib/profile-form';

const PRIVATE = 'Never shown to other people.';

/** Birthday and gender, side by side: kept for the person, never shown to others. */
export function PrivateFields({
  draft,
  errors,
  today,
  set,
}: {
  draft: ProfileDraft;
  errors: DraftErrors;
  today: Date;
  set: <K extends keyof ProfileDraft>(field: K, value: ProfileDraft[K]) => void;
}) {
  const bounds = birthdayBounds(today);
  return (
    <div className="edit-profile__row">
      <TextField
        label="Birthday"
        type="date"
        value={draft.birthday}
        min={bounds.min}
        max={bounds.max}
        hint={PRIVATE}
        error={errors.birthday}
        onChange={(e) => set('birthday', e.currentTarget.value)}
      />
      <Select
        label="Gender"
        value={draft.gender}
        placeholder="Not set"
        options={GENDER_OPTIONS}
        hint={PRIVATE}
        error={errors.gender}
        onChange={(e) => set('gender', e.currentTarget.value as ProfileDraft['gender'])}
      />
    </div>
  );
}
