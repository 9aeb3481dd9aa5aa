/**
 * The birthday step's rules, the same as the API's (api/src/users/birthday.ts and user-input.ts):
 * a real calendar date, age 13–120 on today's UTC date. Kept in line by the shared bounds below;
 * the server checks again and its message is shown if the two ever disagree.
 */
import { accept, reject, type FieldCheck } from './field-check';

export const MIN_AGE = 13;
export const MAX_AGE = 120;

/** True for a real calendar date in the form YYYY-MM-DD (rejects 2023-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Whole years between a 'YYYY-MM-DD' birthday and `today` (negative for a future date). */
export function ageOn(birthday: string, today: Date): number {
  const [year = 0, month = 0, day = 0] = birthday.split('-').map(Number);
  const todayMonth = today.getUTCMonth() + 1;
  const todayDay = today.getUTCDate();
  const hadBirthdayThisYear = todayMonth > month || (todayMonth === month && todayDay >= day);
  return today.getUTCFullYear() - year - (hadBirthdayThisYear ? 0 : 1);
}

export function checkBirthday(input: string, today: Date): FieldCheck<string> {
  const value = input.trim();
  if (!value) return reject('Enter your birthday.');
  if (!isCalendarDate(value)) return reject("That isn't a real date. Check the day and month.");
  const age = ageOn(value, today);
  if (age < 0) return reject("Your birthday can't be in the future.");
  if (age < MIN_AGE) return reject(`You must be at least ${MIN_AGE} years old to sign up.`);
  if (age > MAX_AGE) return reject(`Check the year: that's more than ${MAX_AGE} years ago.`);
  return accept(value);
}

/** The date picker's `min` and `max`: the oldest and youngest birthdays `checkBirthday` accepts. */
export function birthdayBounds(today: Date): { min: string; max: string } {
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth();
  const d = today.getUTCDate();
  // Youngest: turns 13 today. On Feb 29 with no Feb 29 thirteen years back, Date.UTC rolls over to
  // Mar 1 (still 12 by ageOn), so step back to Feb 28.
  const youngest = new Date(Date.UTC(y - MIN_AGE, m, d));
  if (youngest.getUTCDate() !== d) youngest.setUTCDate(0); // Back to the last day of the month.
  // Oldest: turns 121 tomorrow, so is 120 today.
  const oldest = new Date(Date.UTC(y - MAX_AGE - 1, m, d + 1));
  return { min: isoDate(oldest), max: isoDate(youngest) };
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
