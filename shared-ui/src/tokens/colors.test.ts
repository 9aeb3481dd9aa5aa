import { describe, expect, it } from 'vitest';
import { ACCENT_COLORS, ACCENT_NAMES, COLORS } from './colors';

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const channels = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = channels;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio between two #RRGGBB colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const AA_TEXT = 4.5;
const AA_NON_TEXT = 3;

describe('COLORS', () => {
  it('keeps body and muted text readable on every light surface', () => {
    for (const bg of [COLORS.bg, COLORS.surface, COLORS.surfaceSubtle]) {
      expect(contrast(COLORS.text, bg)).toBeGreaterThanOrEqual(7);
      expect(contrast(COLORS.textMuted, bg)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('keeps text on filled buttons at AA', () => {
    expect(contrast(COLORS.onBrand, COLORS.brand)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast(COLORS.onBrand, COLORS.brandHover)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast('#FFFFFF', COLORS.danger)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast('#FFFFFF', COLORS.dangerHover)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('keeps status text readable on its tinted background', () => {
    expect(contrast(COLORS.danger, COLORS.dangerSubtle)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast(COLORS.success, COLORS.successSubtle)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast(COLORS.warning, COLORS.warningSubtle)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast(COLORS.info, COLORS.infoSubtle)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast(COLORS.brandHover, COLORS.brandSubtle)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('keeps control edges and the focus ring visible (WCAG 1.4.11)', () => {
    expect(contrast(COLORS.borderStrong, COLORS.surface)).toBeGreaterThanOrEqual(AA_NON_TEXT);
    expect(contrast(COLORS.focus, COLORS.bg)).toBeGreaterThanOrEqual(AA_NON_TEXT);
    expect(contrast(COLORS.focus, COLORS.surface)).toBeGreaterThanOrEqual(AA_NON_TEXT);
  });

  it('keeps toast text readable on the dark surface', () => {
    for (const fg of [
      COLORS.inverseText,
      COLORS.inverseMuted,
      COLORS.inverseBrand,
      COLORS.inverseSuccess,
      COLORS.inverseDanger,
    ]) {
      expect(contrast(fg, COLORS.inverseSurface)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });
});

describe('ACCENT_COLORS', () => {
  it('defines nine distinct accents, each named', () => {
    expect(ACCENT_COLORS).toHaveLength(9);
    expect(new Set(ACCENT_COLORS).size).toBe(9);
    expect(ACCENT_NAMES).toHaveLength(9);
  });

  it('carries white text at AA contrast on every accent', () => {
    for (const accent of ACCENT_COLORS) {
      expect(contrast('#FFFFFF', accent), accent).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });
});
