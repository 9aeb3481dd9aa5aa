/** Birthdays are calendar dates (no time zone): 'YYYY-MM-DD', compared with today's UTC date. */

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
