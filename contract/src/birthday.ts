/**
 * The birthday rule, used by the API (which refuses) and the sign-up and profile forms (which warn
 * first): a real calendar date 'YYYY-MM-DD' (no time zone), an age within USER_LIMITS on today's
 * UTC date.
 */
import { USER_LIMITS } from './limits';

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

export type BirthdayProblem = 'not_a_date' | 'in_the_future' | 'too_young' | 'too_old';

/** What is wrong with a birthday, or null when the API accepts it. */
export function birthdayProblem(birthday: string, today: Date): BirthdayProblem | null {
  if (!isCalendarDate(birthday)) return 'not_a_date';
  const age = ageOn(birthday, today);
  if (age < 0) return 'in_the_future';
  if (age < USER_LIMITS.minAge) return 'too_young';
  if (age > USER_LIMITS.maxAge) return 'too_old';
  return null;
}

/** The oldest and youngest birthdays accepted today: a date picker's `min` and `max`. */
export function birthdayBounds(today: Date): { min: string; max: string } {
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth();
  const d = today.getUTCDate();
  // Youngest: turns minAge today. On Feb 29 with no Feb 29 that many years back, Date.UTC rolls
  // over to Mar 1 (still too young by ageOn), so step back to Feb 28.
  const youngest = new Date(Date.UTC(y - USER_LIMITS.minAge, m, d));
  if (youngest.getUTCDate() !== d) youngest.setUTCDate(0); // Back to the last day of the month.
  // Oldest: turns maxAge + 1 tomorrow, so is maxAge today.
  const oldest = new Date(Date.UTC(y - USER_LIMITS.maxAge - 1, m, d + 1));
  return { min: isoDate(oldest), max: isoDate(youngest) };
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
