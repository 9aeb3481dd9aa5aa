/** The name step's rule, the API's: 1 to USER_LIMITS.nameMaxLength characters after trimming. */
import { USER_LIMITS } from 'contract/values';
import { accept, reject, type FieldCheck } from './field-check';

export const NAME_MAX_LENGTH = USER_LIMITS.nameMaxLength;

export function checkName(input: string): FieldCheck<string> {
  const name = input.trim().replace(/\s+/g, ' ');
  if (!name) return reject('Enter your name so friends can find you.');
  if (name.length > NAME_MAX_LENGTH) {
    return reject(`Keep your name to ${NAME_MAX_LENGTH} characters or fewer.`);
  }
  return accept(name);
}
