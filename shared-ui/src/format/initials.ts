import { graphemes } from './graphemes';

/**
 * Up to two initials for an avatar: the first letters of the first and last words
 * ('Ada King Lovelace' → 'AL', 'cher' → 'C'). Letters are taken whole (an emoji or accented
 * letter is one), and an empty name gives ''. Leading '@' of a username is skipped.
 */
export function initials(name: string): string {
  const words = name.replace(/^@/, '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (first === undefined) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = [first, last].map((word) => (word ? (graphemes(word)[0] ?? '') : ''));
  return letters.join('').toLocaleUpperCase('en-US');
}
