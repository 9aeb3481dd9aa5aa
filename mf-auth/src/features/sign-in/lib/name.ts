/** The name step's rule, the API's (api/src/users/user-input.ts): 1–50 characters after trimming. */
import { accept, reject, type FieldCheck } from './field-check';

export const NAME_MAX_LENGTH = 50;

export function checkName(input: string): FieldCheck<string> {
  const name = input.trim().replace(/\s+/g, ' ');
  if (!name) return reject('Enter your name so friends can find you.');
  if (name.length > NAME_MAX_LENGTH) {
    return reject(`Keep your name to ${NAME_MAX_LENGTH} characters or fewer.`);
  }
  return accept(name);
}
