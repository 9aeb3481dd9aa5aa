import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GLOBAL_CSS } from './global-css';
import { GlobalStyles } from './global-styles';

function styleTags(): HTMLStyleElement[] {
  return Array.from(document.querySelectorAll('style')).filter((s) =>
    s.textContent.includes('--ui-color-bg'),
  );
}

describe('GlobalStyles', () => {
  it('puts one copy of the stylesheet in the document, even when rendered twice', () => {
    render(
      <>
        <GlobalStyles />
        <GlobalStyles />
      </>,
    );
    const tags = styleTags();
    expect(tags).toHaveLength(1);
    expect(tags[0]?.textContent).toBe(GLOBAL_CSS);
  });
});

describe('GLOBAL_CSS', () => {
  it('parses completely: every class in the source survives in a parsed rule', () => {
    // A syntax slip makes a CSS parser drop rules silently; compare what was written with what
    // the parser kept.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(GLOBAL_CSS);
    const selectors: string[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    walk(sheet.cssRules);
    const parsed = selectors.join(' ');
    const written = new Set(GLOBAL_CSS.match(/\.ui-[\w-]+/g));
    expect(written.size).toBeGreaterThan(60);
    for (const name of written) expect(parsed, name).toContain(name);
  });

  it.each([
    ':root {',
    '.ui-visually-hidden',
    ':focus-visible',
    '@media (prefers-reduced-motion: reduce)',
    '@media (max-width: 600px)',
    '@media (min-width: 601px)',
    '.ui-button--primary',
    '.ui-button--secondary',
    '.ui-button--ghost',
    '.ui-button--danger',
    '.ui-input',
    '.ui-card',
    '.ui-container',
    '.ui-stack',
    '.ui-grid',
    '.ui-toast',
    '.ui-skip-link',
  ])('defines %s', (selector) => {
    expect(GLOBAL_CSS).toContain(selector);
  });

  it('downloads nothing: no web fonts and no remote URLs', () => {
    expect(GLOBAL_CSS).not.toMatch(/@font-face|@import|url\((?!"data:)/);
  });

  it('defines every ui- class the components render', () => {
    const used = [
      'ui-button',
      'ui-button__label',
      'ui-button__icon',
      'ui-button__spinner',
      'ui-icon-button',
      'ui-icon-button__icon',
      'ui-field',
      'ui-field__label',
      'ui-field__hint',
      'ui-field__error',
      'ui-input',
      'ui-textarea',
      'ui-select',
      'ui-input-group',
      'ui-input-group__addon',
      'ui-spinner',
      'ui-spinner-glyph',
      'ui-full-page-loader',
      'ui-error-panel',
      'ui-error-panel__icon',
      'ui-error-panel__title',
      'ui-error-panel__message',
      'ui-error-panel__actions',
      'ui-toast-region',
      'ui-toast-list',
      'ui-toast',
      'ui-toast__icon',
      'ui-toast__message',
      'ui-toast__action',
      'ui-toast__dismiss',
      'ui-avatar',
      'ui-avatar__icon',
      'ui-badge',
      'ui-badge-anchor',
      'ui-empty-state',
      'ui-empty-state__icon',
      'ui-empty-state__title',
      'ui-empty-state__message',
      'ui-empty-state__action',
      'ui-card',
      'ui-stretched-link',
      'ui-field__error-icon',
    ];
    for (const name of used) expect(GLOBAL_CSS, name).toMatch(new RegExp(`\\.${name}(?![\\w-])`));
  });
});
