import { graphemes } from './graphemes';

/** SPEC §5 and §9: display names and usernames are shortened to 15 characters. */
export const NAME_MAX_LENGTH = 15;

/**
 * Shortens a display name or username for tight spaces: at most `max` characters, then '...'.
 * A name of exactly `max` characters stays whole.
 *
 * Characters are counted as a person sees them (an emoji or an accented letter is one), so a
 * name is never cut through the middle of a glyph. Whitespace left at the cut is dropped so the
 * result reads "Mary Jane..." rather than "Mary Jane ...".
 *
 * @example truncateName('Alexandria Ocasio') // 'Alexandria Ocas...'
 */
export function truncateName(name: string, max: number = NAME_MAX_LENGTH): string {
  const chars = graphemes(name);
  if (chars.length <= max) return name;
  return `${chars.slice(0, Math.max(0, max)).join('').trimEnd()}...`;
}
