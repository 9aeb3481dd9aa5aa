import { ACCENT_COLORS, type AccentColor } from './colors';

/**
 * A stable accent colour for a key (a user id, an event id, a name): the same key always gets the
 * same colour, on every device, so an initials avatar does not change colour between visits.
 * FNV-1a is used because it is tiny and spreads short, similar strings ("Ann", "Anna") well.
 */
export function accentFor(key: string): AccentColor {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  const index = (hash >>> 0) % ACCENT_COLORS.length;
  // The modulo keeps the index in range; the fallback only satisfies noUncheckedIndexedAccess.
  return ACCENT_COLORS[index] ?? ACCENT_COLORS[0];
}
