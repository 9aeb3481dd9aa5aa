/**
 * The birthday step's rule: the API's own (shared-api's `birthdayProblem` and USER_LIMITS), worded
 * for a person signing up. The server checks again and its message is shown if it ever refuses.
 */
import { birthdayBounds, birthdayProblem, USER_LIMITS } from 'contract/values';
import { accept, reject, type FieldCheck } from './field-check';

export { birthdayBounds };

export function checkBirthday(input: string, today: Date): FieldCheck<string> {
  const value = input.trim();
  if (!value) return reject('Enter your birthday.');
  switch (birthdayProblem(value, today)) {
    case 'not_a_date':
      return reject("That isn't a real date. Check the day and month.");
    case 'in_the_future':
      return reject("Your birthday can't be in the future.");
    case 'too_young':
      return reject(`You must be at least ${USER_LIMITS.minAge} years old to sign up.`);
    case 'too_old':
      return reject(`Check the year: that's more than ${USER_LIMITS.maxAge} years ago.`);
    case null:
      return accept(value);
  }
}
