import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLORS, type ColorName } from 'shared-ui';

const css = readFileSync(join(import.meta.dirname, 'chat.css'), 'utf8');

/** The declarations of one rule of chat.css, by its exact selector. */
function rule(selector: string): Record<string, string> {
  const body = css.match(new RegExp(`(?:^|\\n)${selector.replace(/[.-]/g, '\\$&')} \\{([^}]*)\\}`));
  if (!body?.[1]) throw new Error(`no rule ${selector} in chat.css`);
  const withoutComments = body[1].replace(/\/\*[\s\S]*?\*\//g, '');
  return Object.fromEntries(
    withoutComments
      .split(';')
      .map((line) => line.split(':').map((part) => part.trim()))
      .filter((pair): pair is [string, string] => pair.length === 2 && pair[0] !== ''),
  );
}

/** The palette colour a `var(--ui-color-…)` names. */
function color(value: string | undefined): string {
  const name = value?.match(/^var\(--ui-color-([a-z-]+)\)$/)?.[1];
  const key = name?.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()) as ColorName;
  const hex = COLORS[key];
  if (!hex) throw new Error(`not a palette colour: ${value}`);
  return hex;
}

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r = 0, g = 0, b = 0] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('chat bubbles', () => {
  it('keep their small labels ("Sending…", the time) at WCAG AA, unfaded', () => {
    // Opacity blends the text into the page: "Sending…" was 2.6:1 at 0.7 × 0.8.
    for (const selector of ['.chat-message--sending', '.chat-message__meta']) {
      expect(rule(selector).opacity, selector).toBeUndefined();
    }
    const sending = rule('.chat-message--sending');
    expect(contrast(color(sending.color), color(sending.background))).toBeGreaterThanOrEqual(4.5);
    const mine = rule('.chat-message--mine');
    expect(contrast(color(mine.color), color(mine.background))).toBeGreaterThanOrEqual(4.5);
  });
});
