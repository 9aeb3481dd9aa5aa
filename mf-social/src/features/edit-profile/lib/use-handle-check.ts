import { useDebouncedValue } from 'shared-api';
import { draftProblems, type ProfileDraft } from './profile-form';

/** How long typing must pause before a handle is checked with the API. */
export const HANDLE_CHECK_DELAY_MS = 400;

/**
 * A handle field (username, Instagram) worth asking the API about: the settled, normalised value
 * once typing paused, and whether it is checkable: changed from `current`, still what the field
 * holds, and well formed (a malformed one is the form's own error, not the API's question).
 */
export function useHandleCheck(
  draft: ProfileDraft,
  field: 'username' | 'instagram',
  normalise: (raw: string) => string,
  current: string,
  today: Date,
): { value: string; checkable: boolean } {
  const value = normalise(useDebouncedValue(draft[field], HANDLE_CHECK_DELAY_MS));
  const checkable =
    value !== '' &&
    value.toLowerCase() !== current.toLowerCase() &&
    value === normalise(draft[field]) &&
    !draftProblems({ ...draft, [field]: value }, today)[field];
  return { value, checkable };
}
