import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FullPageLoader, SPINNER_DELAY_MS } from './full-page-loader';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status with a label for screen readers', () => {
    render(<Spinner label="Loading tickets" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading tickets');
    expect(status.querySelector('.ui-visually-hidden')?.textContent).toBe('Loading tickets');
    expect(status.querySelector('.ui-spinner-glyph')?.getAttribute('aria-hidden')).toBe('true');
  });

  it("says 'Loading' by default and takes a size and class", () => {
    render(<Spinner size="sm" className="mine" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading');
    expect(status.className).toBe('ui-spinner ui-spinner--sm mine');
  });
});

describe('FullPageLoader', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 500 ms before showing the spinner', () => {
    expect(SPINNER_DELAY_MS).toBe(500);
    const { container } = render(<FullPageLoader />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.textContent).toBe('');

    act(() => {
      vi.advanceTimersByTime(SPINNER_DELAY_MS - 1);
    });
    expect(screen.queryByRole('status')).toBeNull();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status').textContent).toBe('Loading');
  });

  it('keeps the page area in place while waiting, so nothing jumps', () => {
    const { container } = render(<FullPageLoader className="extra" />);
    const area = container.firstElementChild;
    expect(area?.className).toBe('ui-full-page-loader extra');
    expect(area?.hasAttribute('data-waiting')).toBe(true);
    act(() => {
      vi.advanceTimersByTime(SPINNER_DELAY_MS);
    });
    expect(area?.hasAttribute('data-waiting')).toBe(false);
  });

  it('shows at once with a delay of 0, and takes a label', () => {
    render(<FullPageLoader delayMs={0} label="Loading event" />);
    expect(screen.getByRole('status').textContent).toBe('Loading event');
  });

  it('never shows if the wait ends first', () => {
    const { unmount } = render(<FullPageLoader />);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
