import { useState } from 'react';
import type { User } from 'contract';
import { USER_LIMITS } from 'contract/values';
import { Button, TextArea, TextField } from 'shared-ui';
import { useProfileForm } from '../lib/use-profile-form';
import { InstagramField } from './instagram-field';
import { PhotoField } from './photo-field';
import { PrivateFields } from './private-fields';
import { UsernameField, useUsernameAvailability } from './username-field';
import './edit-profile.css';

export function EditProfileForm({ user, today = new Date() }: { user: User; today?: Date }) {
  const form = useProfileForm(user, today);
  const { draft, errors, set } = form;
  const [uploading, setUploading] = useState(false);
  const username = useUsernameAvailability(draft, user, today);

  return (
    <form className="edit-profile" onSubmit={(e) => void form.submit(e, username.taken)} noValidate>
      <PhotoField
        name={draft.name}
        value={draft.photo}
        onChange={(photo) => set('photo', photo)}
        onBusyChange={setUploading}
        error={errors.photo}
      />
      <TextField
        label="Name"
        value={draft.name}
        maxLength={USER_LIMITS.nameMaxLength}
        autoComplete="name"
        required
        error={errors.name}
        onChange={(e) => set('name', e.currentTarget.value)}
      />
      <UsernameField
        value={draft.username}
        error={errors.username}
        availability={username}
        onChange={(value) => set('username', value)}
      />
      <TextArea
        label="Bio"
        value={draft.bio}
        rows={3}
        maxLength={USER_LIMITS.bioMaxLength}
        hint={`${draft.bio.length}/${USER_LIMITS.bioMaxLength}`}
        error={errors.bio}
        onChange={(e) => set('bio', e.currentTarget.value)}
      />
      <InstagramField
        draft={draft}
        user={user}
        today={today}
        error={errors.instagram}
        onChange={(value) => set('instagram', value)}
      />
      <PrivateFields draft={draft} errors={errors} today={today} set={set} />
      {form.serverError && (
        <p className="social-form-error" role="alert">
          {form.serverError}
        </p>
      )}
      <div className="social-form-actions">
        <Button variant="secondary" type="button" onClick={form.cancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.saving || uploading}>
          {form.saving ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
