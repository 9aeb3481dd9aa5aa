/**
 * Usernames generated from a name when the sign-up does not choose one: 'Zoë Saldaña' becomes
 * 'zoe.saldana', then 'zoe.saldana' plus digits when that is taken.
 */
import { USER_LIMITS } from 'contract';

const USERNAME_MIN_LENGTH = USER_LIMITS.usernameMinLength;
const USERNAME_MAX_LENGTH = USER_LIMITS.usernameMaxLength;

const SUFFIX_DIGITS = 4;
const BASE_MAX_LENGTH = USERNAME_MAX_LENGTH - SUFFIX_DIGITS;

export function usernameBase(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // combining accents left by NFKD
    .toLowerCase()
    .replace(/\s+/g, '.')
    .replace(/[^a-z0-9_.]/g, '')
    .replace(/\.{2,}/g, '.')
    .replace(/^[._]+|[._]+$/g, '')
    .slice(0, BASE_MAX_LENGTH)
    .replace(/[._]+$/, '');
  return base.length >= USERNAME_MIN_LENGTH ? base : `${base || 'user'}${base ? '.user' : ''}`;
}

/**
 * `count` candidates: the bare base first, then the base with random digits. Random rather than
 * sequential so that two sign-ups named alike do not race for the same next number.
 */
export function usernameCandidates(
  name: string,
  count: number,
  random: () => number = Math.random,
): string[] {
  const base = usernameBase(name);
  const candidates = new Set<string>([base]);
  for (let attempt = 0; candidates.size < count && attempt < count * 10; attempt++) {
    const digits = Math.floor(random() * 10 ** SUFFIX_DIGITS)
      .toString()
      .padStart(SUFFIX_DIGITS, '0');
    candidates.add(`${base}${digits}`);
  }
  return [...candidates];
}
