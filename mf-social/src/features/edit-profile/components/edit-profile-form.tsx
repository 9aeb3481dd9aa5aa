import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'shared-ui/router';
import { isApiError, toUserMessage, useDebouncedValue, GENDER_OPTIONS } from 'shared-api';
import type { User } from 'contract';
import { birthdayBounds, USER_LIMITS } from 'contract/values';
import { Button, Select, TextArea, TextField, useToast } from 'shared-ui';
import { useInstagramTaken, useUsernameExists } from '../api/profile-checks';
import { useUpdateMe } from '../api/update-me';
import {
  draftOf,
  draftProblems,
  fieldOfError,
  normalInstagram,
  normalUsername,
  patchOf,
  withoutLeadingAt,
  type DraftErrors,
  type ProfileDraft,
} from '../lib/profile-form';
import { PhotoField } from './photo-field';
import './edit-profile.css';

const USERNAME_CHECK_DELAY_MS = 400;
const DISCARD_QUESTION = 'Discard your changes to your profile?';

export function EditProfileForm({ user, today = new Date() }: { user: User; today?: Date }) {
  const before = useMemo(() => draftOf(user), [user]);
  const [draft, setDraft] = useState<ProfileDraft>(before);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const update = useUpdateMe();
  const toast = useToast();
  const navigate = useNavigate();
  const bounds = birthdayBounds(today);
  const patch = patchOf(before, draft);
  const dirty = Object.keys(patch).length > 0;

  // Unsaved changes: the browser asks before the tab closes or reloads.
  useEffect(() => {
    if (!dirty || update.isSuccess) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, update.isSuccess]);

  // Live availability of a changed, well-formed username.
  const wanted = normalUsername(useDebouncedValue(draft.username, USERNAME_CHECK_DELAY_MS));
  const checkable =
    wanted !== user.username &&
    wanted === normalUsername(draft.username) &&
    !draftProblems({ ...draft, username: wanted }, today).username;
  const availability = useUsernameExists(checkable ? wanted : '');
  const usernameTaken = checkable && availability.data === true;

  // An Instagram handle another profile already shows: a warning, not a refusal (the API allows it).
  const handle = normalInstagram(useDebouncedValue(draft.instagram, USERNAME_CHECK_DELAY_MS));
  const handleCheckable =
    handle !== '' &&
    handle.toLowerCase() !== (user.instagram ?? '').toLowerCase() &&
    !draftProblems({ ...draft, instagram: handle }, today).instagram;
  const instagram = useInstagramTaken(handleCheckable ? handle : '');
  const instagramHint =
    handleCheckable && instagram.data === true
      ? `Another profile already shows @${handle}. Make sure it's yours.`
      : 'Shown on your profile as a link.';

  function set<K extends keyof ProfileDraft>(field: K, value: ProfileDraft[K]) {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setServerError(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = draftProblems(draft, today);
    if (usernameTaken) problems.username = 'That username is taken.';
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    if (!dirty) return navigate('/app/user');
    try {
      await update.mutateAsync(patch);
      toast.show('Profile saved', { kind: 'success' });
      navigate('/app/user');
    } catch (failure) {
      const field = isApiError(failure) ? fieldOfError(failure.details) : null;
      if (field) setErrors({ [field]: failure instanceof Error ? failure.message : '' });
      else setServerError(toUserMessage(failure));
    }
  }

  function cancel() {
    if (dirty && !window.confirm(DISCARD_QUESTION)) return;
    navigate('/app/user');
  }

  let usernameHint = `${USER_LIMITS.usernameMinLength}–${USER_LIMITS.usernameMaxLength} letters, digits, '_' or '.'.`;
  if (checkable && availability.data === false) usernameHint = `✓ @${wanted} is available`;
  if (checkable && availability.isFetching) usernameHint = 'Checking…';

  return (
    <form className="edit-profile" onSubmit={(e) => void submit(e)} noValidate>
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
      <TextField
        label="Username"
        value={draft.username}
        leading="@"
        maxLength={USER_LIMITS.usernameMaxLength}
        autoCapitalize="none"
        autoComplete="username"
        spellCheck={false}
        required
        hint={
          <span
            className={
              checkable && availability.data === false ? 'edit-profile__available' : undefined
            }
          >
            {usernameHint}
          </span>
        }
        error={errors.username ?? (usernameTaken ? 'That username is taken.' : undefined)}
        onChange={(e) => set('username', withoutLeadingAt(e.currentTarget.value))}
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
      <TextField
        label="Instagram"
        value={draft.instagram}
        leading="@"
        // One more than the limit: a pasted "@handle" fits before its "@" is dropped.
        maxLength={USER_LIMITS.instagramMaxLength + 1}
        autoCapitalize="none"
        spellCheck={false}
        hint={instagramHint}
        error={errors.instagram}
        onChange={(e) => set('instagram', withoutLeadingAt(e.currentTarget.value))}
      />
      <div className="edit-profile__row">
        <TextField
          label="Birthday"
          type="date"
          value={draft.birthday}
          min={bounds.min}
          max={bounds.max}
          hint="Never shown to other people."
          error={errors.birthday}
          onChange={(e) => set('birthday', e.currentTarget.value)}
        />
        <Select
          label="Gender"
          value={draft.gender}
          placeholder="Not set"
          options={GENDER_OPTIONS}
          hint="Never shown to other people."
          error={errors.gender}
          onChange={(e) => set('gender', e.currentTarget.value as ProfileDraft['gender'])}
        />
      </div>
      {serverError && (
        <p className="social-form-error" role="alert">
          {serverError}
        </p>
      )}
      <div className="social-form-actions">
        <Button variant="secondary" type="button" onClick={cancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending || uploading}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
