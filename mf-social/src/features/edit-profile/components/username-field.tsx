import type { User } from 'contract';
import { USER_LIMITS } from 'contract/values';
import { TextField } from 'shared-ui';
import { useUsernameExists } from '../api/profile-checks';
import { normalUsername, withoutLeadingAt, type ProfileDraft } from '../lib/profile-form';
import { useHandleCheck } from '../lib/use-handle-check';

/** Whether the changed username is free, asked live once typing pauses. */
export function useUsernameAvailability(draft: ProfileDraft, user: User, today: Date) {
  const { value, checkable } = useHandleCheck(
    draft,
    'username',
    normalUsername,
    user.username,
    today,
  );
  const availability = useUsernameExists(checkable ? value : '');
  return {
    wanted: value,
    checkable,
    available: checkable && availability.data === false,
    taken: checkable && availability.data === true,
    checking: checkable && availability.isFetching,
  };
}

type Availability = ReturnType<typeof useUsernameAvailability>;

/** The username, with its rule, "Checking…" or "✓ available" below, and "taken" as its error. */
export function UsernameField({
  value,
  error,
  availability,
  onChange,
}: {
  value: string;
  error: string | undefined;
  availability: Availability;
  onChange: (value: string) => void;
}) {
  let hint = `${USER_LIMITS.usernameMinLength}–${USER_LIMITS.usernameMaxLength} letters, digits, '_' or '.'.`;
  if (availability.available) hint = `✓ @${availability.wanted} is available`;
  if (availability.checking) hint = 'Checking…';
  return (
    <TextField
      label="Username"
      value={value}
      leading="@"
      maxLength={USER_LIMITS.usernameMaxLength}
      autoCapitalize="none"
      autoComplete="username"
      spellCheck={false}
      required
      hint={
        <span className={availability.available ? 'edit-profile__available' : undefined}>
          {hint}
        </span>
      }
      error={error ?? (availability.taken ? 'That username is taken.' : undefined)}
      onChange={(e) => onChange(withoutLeadingAt(e.currentTarget.value))}
    />
  );
}
