import { GLOBAL_CSS } from './global-css';

/**
 * The design system's stylesheet: tokens as CSS custom properties, the reset and every `ui-`
 * class. The shell renders it once at its root.
 *
 * React 19 hoists a `<style>` with `href` and `precedence` into <head> and keeps one copy per
 * href, so a remote that also renders it while running on its own never duplicates the rules.
 */
export function GlobalStyles() {
  return (
    <style href="shared-ui-global-styles" precedence="default">
      {GLOBAL_CSS}
    </style>
  );
}
