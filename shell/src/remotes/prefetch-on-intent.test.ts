// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchOnIntent } from './prefetch-on-intent';

afterEach(() => document.body.replaceChildren());

function page() {
  document.body.innerHTML =
    '<nav><a href="/auth/phone"><span>Sign In</span></a><button>Menu</button></nav>';
  const prefetch = vi.fn();
  const stop = prefetchOnIntent(document, prefetch);
  const link = document.querySelector('a')!;
  return {
    prefetch,
    stop,
    link,
    inner: link.querySelector('span')!,
    button: document.querySelector('button')!,
  };
}

describe('prefetchOnIntent', () => {
  it('prefetches a link on hover (also over its children), focus and touch', () => {
    const { prefetch, link, inner } = page();
    inner.dispatchEvent(new Event('pointerover', { bubbles: true }));
    link.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    link.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(prefetch).toHaveBeenCalledTimes(3);
    expect(prefetch).toHaveBeenCalledWith(`${window.location.origin}/auth/phone`);
  });

  it('ignores what is not a link, and stops when asked', () => {
    const { prefetch, stop, link, button } = page();
    button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetch).not.toHaveBeenCalled();
    stop();
    link.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetch).not.toHaveBeenCalled();
  });
});
