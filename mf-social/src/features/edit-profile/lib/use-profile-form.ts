import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'shared-ui/router';
import { isApiError, toUserMessage } from 'shared-api';
import type { User } from 'contract';
import { useToast } from 'shared-ui';
import { useUpdateMe } from '../api/update-me';
import {
  draftOf,
  draftProblems,
  fieldOfError,
  patchOf,
  type DraftErrors,
  type ProfileDraft,
} from './profile-form';
import { useUnsavedWarning } from './use-unsaved-warning';

const DISCARD_QUESTION = 'Discard your changes to your profile?';
const PROFILE = '/app/user';

/**
 * The profile form's draft and what it does: each field's change clears its error; Save checks
 * the draft (and `usernameTaken`), sends only what changed and goes back to the profile, or shows
 * the API's refusal on its field (else in words); Cancel asks before dropping changes.
 */
export function useProfileForm(user: User, today: Date) {
  const before = useMemo(() => draftOf(user), [user]);
  const [draft, setDraft] = useState<ProfileDraft>(before);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const update = useUpdateMe();
  const toast = useToast();
  const navigate = useNavigate();
  const patch = patchOf(before, draft);
  const dirty = Object.keys(patch).length > 0;
  useUnsavedWarning(dirty && !update.isSuccess);

  function set<K extends keyof ProfileDraft>(field: K, value: ProfileDraft[K]) {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setServerError(null);
  }

  async function submit(event: FormEvent, usernameTaken: boolean) {
    event.preventDefault();
    const problems = draftProblems(draft, today);
    if (usernameTaken) problems.username = 'That username is taken.';
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    if (!dirty) return navigate(PROFILE);
    try {
      await update.mutateAsync(patch);
      toast.show('Profile saved', { kind: 'success' });
      navigate(PROFILE);
    } catch (failure) {
      const field = isApiError(failure) ? fieldOfError(failure.details) : null;
      if (field) setErrors({ [field]: failure instanceof Error ? failure.message : '' });
      else setServerError(toUserMessage(failure));
    }
  }

  function cancel() {
    if (dirty && !window.confirm(DISCARD_QUESTION)) return;
    navigate(PROFILE);
  }

  return { draft, errors, serverError, set, submit, cancel, saving: update.isPending };
}
