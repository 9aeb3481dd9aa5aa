/**
 * The palette. Warm neutrals (a paper-like background, near-black text) with one vivid brand
 * accent. Every foreground/background pair that ships in a component meets WCAG AA; the
 * contrast checks live in `colors.test.ts` so a tweak here cannot silently break legibility.
 */
export const COLORS = {
  /** Page background: a warm off-white, softer than pure white on long scrolls. */
  bg: '#FBF8F4',
  /** Raised surfaces (cards, inputs, menus) sit in pure white above the page. */
  surface: '#FFFFFF',
  /** Sunken or hovered areas: secondary button hover, disabled inputs, skeletons. */
  surfaceSubtle: '#F3EDE5',
  border: '#E6DFD5',
  /** Borders that must be seen (inputs): 3:1 against white, as WCAG asks of control edges. */
  borderStrong: '#8C8279',
  text: '#1B1714',
  textMuted: '#5E554D',
  brand: '#D91E5B',
  brandHover: '#B81A4C',
  brandSubtle: '#FCE4EC',
  onBrand: '#FFFFFF',
  danger: '#C42B2B',
  dangerHover: '#A32222',
  dangerSubtle: '#FDECEC',
  success: '#1E7A4E',
  successSubtle: '#E3F4EA',
  warning: '#9A5800',
  warningSubtle: '#FFF1DB',
  info: '#2457C5',
  infoSubtle: '#E6EEFC',
  /** Keyboard focus ring: blue reads as "focus" everywhere and stays visible on the brand colour. */
  focus: '#2563EB',
  /** Dark surfaces (toasts) and what sits on them. */
  inverseSurface: '#1B1714',
  inverseText: '#FFFFFF',
  inverseMuted: '#CFC6BC',
  inverseBrand: '#FF8FB1',
  inverseSuccess: '#6EE7A8',
  inverseDanger: '#FF9A9A',
  /** Backdrop behind dialogs and sheets. */
  overlay: 'rgba(27, 23, 20, 0.48)',
} as const;

export type ColorName = keyof typeof COLORS;

/**
 * The nine accent colours (SPEC §9), for things that need a colour of their own without meaning
 * anything: avatar initials, event placeholders, organisation tiles, tags. Each carries white text
 * at AA contrast, so any of them can be a background for a label. Pick one stably with
 * {@link accentFor} rather than at random, so a person keeps their colour between visits.
 */
export const ACCENT_COLORS = [
  '#C63D24', // coral
  '#B84E0A', // tangerine
  '#A16207', // gold
  '#2F7D3A', // green
  '#0F766E', // teal
  '#0B6AA8', // sky
  '#4F46E5', // indigo
  '#7C3AED', // violet
  '#C026A3', // magenta
] as const;

export type AccentColor = (typeof ACCENT_COLORS)[number];

/** Names for the accents, in the same order, used for the `--ui-accent-<name>` CSS variables. */
export const ACCENT_NAMES = [
  'coral',
  'tangerine',
  'gold',
  'green',
  'teal',
  'sky',
  'indigo',
  'violet',
  'magenta',
] as const;
