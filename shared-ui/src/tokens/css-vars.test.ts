import { describe, expect, it } from 'vitest';
import { cssVars, tokensCss } from './css-vars';

describe('tokensCss', () => {
  const css = tokensCss();

  it('declares every token as a --ui- custom property on :root', () => {
    expect(css.startsWith(':root {')).toBe(true);
    expect(css).toContain('--ui-color-bg: #FBF8F4;');
    expect(css).toContain('--ui-color-text-muted: #5E554D;');
    expect(css).toContain('--ui-accent-magenta: #C026A3;');
    expect(css).toContain('--ui-space-4: 16px;');
    expect(css).toContain('--ui-radius-pill: 999px;');
    expect(css).toContain('--ui-font-sans: system-ui');
    expect(css).toContain('--ui-text-2xl: clamp(');
    expect(css).toContain('--ui-z-toast: 300;');
  });

  it('declares every variable that cssVars refers to', () => {
    for (const group of Object.values(cssVars)) {
      for (const ref of Object.values(group)) {
        const name = /^var\((--ui-[a-z0-9-]+)\)$/.exec(ref)?.[1];
        expect(name, ref).toBeDefined();
        expect(css).toContain(`${name ?? ''}:`);
      }
    }
  });

  it('gives typed references', () => {
    expect(cssVars.color.brand).toBe('var(--ui-color-brand)');
    expect(cssVars.space[3]).toBe('var(--ui-space-3)');
    expect(cssVars.color.inverseSurface).toBe('var(--ui-color-inverse-surface)');
  });
});
