/**
 * Texts arrive between 8 a.m. and 9 p.m. where the recipient is (TEXT_BLAST_LIMITS): a text
 * written outside those hours waits until the next 8 a.m. in that time zone.
 */
import { TEXT_BLAST_LIMITS, addDays, localDateIn, zoneOffsetMs, zonedTimeToUtc } from 'contract';

/** The hour of the day (0–23) in `timeZone` at `instant`. */
export function localHourIn(instant: Date, timeZone: string): number {
  const wall = instant.getTime() + zoneOffsetMs(instant.getTime(), timeZone);
  return new Date(wall).getUTCHours();
}

/** `now` when it is within sending hours in `timeZone`, else the next start of them. */
export function nextSendTime(now: Date, timeZone: string): Date {
  const { sendFromHour, sendUntilHour } = TEXT_BLAST_LIMITS;
  const hour = localHourIn(now, timeZone);
  if (hour >= sendFromHour && hour < sendUntilHour) return now;
  const today = localDateIn(now, timeZone);
  const day = hour < sendFromHour ? today : addDays(today, 1);
  return zonedTimeToUtc({ ...day, hour: sendFromHour, minute: 0 }, timeZone);
}
