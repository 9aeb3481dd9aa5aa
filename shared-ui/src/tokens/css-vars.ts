import { ACCENT_COLORS, ACCENT_NAMES, COLORS } from './colors';
import { MOTION, SHADOWS, Z_INDEX } from './elevation';
import { RADII, SPACE } from './space';
import { FONT_SIZES, FONT_STACK, FONT_WEIGHTS, MONO_FONT_STACK } from './typography';

type AccentName = (typeof ACCENT_NAMES)[number];

const ACCENTS = Object.fromEntries(
  ACCENT_NAMES.map((name, i) => [name, ACCENT_COLORS[i] ?? ACCENT_COLORS[0]]),
) as Record<AccentName, string>;

const FONTS = { sans: FONT_STACK, mono: MONO_FONT_STACK } as const;

/**
 * Every token group, keyed by its CSS variable prefix. The JS objects are the single source: the
 * stylesheet's `:root` block and the typed {@link cssVars} are both derived from this table.
 */
const GROUPS = {
  color: COLORS,
  accent: ACCENTS,
  space: SPACE,
  radius: RADII,
  font: FONTS,
  text: FONT_SIZES,
  weight: FONT_WEIGHTS,
  shadow: SHADOWS,
  z: Z_INDEX,
  motion: MOTION,
} as const;

type Groups = typeof GROUPS;
type VarsOf<T> = { readonly [K in keyof T]: string };

function kebab(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function variableName(group: string, key: string): string {
  return `--ui-${group}-${kebab(key)}`;
}

function varsOf<T extends object>(group: string, tokens: T): VarsOf<T> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(tokens)) out[key] = `var(${variableName(group, key)})`;
  return out as VarsOf<T>;
}

/**
 * Typed references to the CSS custom properties, for inline styles in pages:
 * `style={{ gap: cssVars.space[3], color: cssVars.color.textMuted }}`. A typo is a type error
 * rather than a silently unset variable.
 */
export const cssVars: { readonly [G in keyof Groups]: VarsOf<Groups[G]> } = {
  color: varsOf('color', GROUPS.color),
  accent: varsOf('accent', GROUPS.accent),
  space: varsOf('space', GROUPS.space),
  radius: varsOf('radius', GROUPS.radius),
  font: varsOf('font', GROUPS.font),
  text: varsOf('text', GROUPS.text),
  weight: varsOf('weight', GROUPS.weight),
  shadow: varsOf('shadow', GROUPS.shadow),
  z: varsOf('z', GROUPS.z),
  motion: varsOf('motion', GROUPS.motion),
};

/** The `:root` block declaring every token as a custom property. */
export function tokensCss(): string {
  const lines: string[] = [];
  for (const [group, tokens] of Object.entries(GROUPS)) {
    for (const [key, value] of Object.entries(tokens)) {
      lines.push(`  ${variableName(group, key)}: ${String(value)};`);
    }
  }
  return `:root {\n${lines.join('\n')}\n}\n`;
}
