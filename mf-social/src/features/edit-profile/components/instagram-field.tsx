import type { User } from 'contract';
import { USER_LIMITS } from 'contract/values';
import { TextField } from 'shared-ui';
import { useInstagramTaken } from '../api/profile-checks';
import { normalInstagram, withoutLeadingAt, type ProfileDraft } from '../lib/profile-form';
import { useHandleCheck } from '../lib/use-handle-check';

/**
 * The Instagram handle. One another profile already shows is a warning, not a refusal (the API
 * allows it).
 */
export function InstagramField({
  draft,
  user,
  today,
  error,
  onChange,
}: {
  draft: ProfileDraft;
  user: User;
  today: Date;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { value, checkable } = useHandleCheck(
    draft,
    'instagram',
    normalInstagram,
    user.instagram ?? '',
    today,
  );
  const taken = useInstagramTaken(checkable ? value : '');
  const hint =
    checkable && taken.data === true
      ? `Another profile already shows @${value}. Make sure it's yours.`
      : 'Shown on your profile as a link.';
  return (
    <TextField
      label="Instagram"
      value={draft.instagram}
      leading="@"
      // One more than the limit: a pasted "@handle" fits before its "@" is dropped.
      maxLength={USER_LIMITS.instagramMaxLength + 1}
      autoCapitalize="none"
      spellCheck={false}
      hint={hint}
      error={error}
      onChange={(e) => onChange(withoutLeadingAt(e.currentTarget.value))}
    />
  );
}
