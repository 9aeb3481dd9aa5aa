import { formatCompactCount } from './format-compact-count';

/**
 * The line under an event that says who is going (SPEC §9). At most two people are named; the
 * rest are counted.
 *
 * - `names`: the display names to show first, best first (friends before strangers). Pass them
 *   ready to show (first names read best); blank entries are skipped.
 * - `total`: how many people are going in all, named ones included. Leave it out (or pass a
 *   non-number) when the count is unknown.
 *
 * | going               | text                                   |
 * |---------------------|----------------------------------------|
 * | 0                   | 'No one is going yet!'                 |
 * | 1                   | 'Alice is going'                       |
 * | 2                   | 'Alice and Bob are going'              |
 * | 3                   | 'Alice, Bob and another are going'     |
 * | 12                  | 'Alice, Bob and 10 others are going'   |
 * | 3+, total unknown   | 'Alice, Bob and others are going'      |
 * | 5, no names known   | '5 people are going' ('1 person is going') |
 *
 * With one name and a larger total the same pattern holds: 'Alice and another are going',
 * 'Alice and 4 others are going'. Large counts are compact: 'and 1.2k others'. A `total` smaller
 * than the number of names is treated as the number of names.
 */
export function goingText(names: readonly string[], total?: number): string {
  const named = names.map((name) => name.trim()).filter((name) => name.length > 0);
  const known = total !== undefined && Number.isFinite(total);
  const count = known ? Math.max(Math.floor(total), named.length) : named.length;

  if (count <= 0) return 'No one is going yet!';
  if (named.length === 0) {
    return count === 1 ? '1 person is going' : `${formatCompactCount(count)} people are going`;
  }

  const shown = named.slice(0, 2);
  const others = count - shown.length;
  const list = shown.join(shown.length === 2 && others === 0 ? ' and ' : ', ');

  if (others === 0) return shown.length === 1 ? `${list} is going` : `${list} are going`;
  if (!known) return `${list} and others are going`;
  if (others === 1) return `${list} and another are going`;
  return `${list} and ${formatCompactCount(others)} others are going`;
}
