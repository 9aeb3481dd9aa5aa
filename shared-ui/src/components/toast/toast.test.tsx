import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GENERIC_ERROR_MESSAGE } from '../../messages';
import { TOAST_DURATION_MS, type ToastApi } from './toast-context';
import { ToastProvider } from './toast-provider';
import { useToast } from './use-toast';

let api: ToastApi;

function Capture() {
  api = useToast();
  return null;
}

function renderProvider(props: { durationMs?: number; maxVisible?: number } = {}) {
  return render(
    <ToastProvider {...props}>
      <Capture />
    </ToastProvider>,
  );
}

function show(...args: Parameters<ToastApi['show']>): string {
  let id = '';
  act(() => {
    id = api.show(...args);
  });
  return id;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function toasts(): string[] {
  return screen
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent ?? '');
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders a polite live region before any toast arrives', () => {
    renderProvider();
    const region = screen.getByRole('region', { name: 'Notifications' });
    const list = within(region).getByRole('list');
    expect(list.getAttribute('aria-live')).toBe('polite');
    expect(toasts()).toEqual([]);
  });

  it('shows a message and removes it after 3000 ms', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    renderProvider();
    show('Link copied');
    expect(toasts()).toEqual(['Link copied']);
    advance(TOAST_DURATION_MS - 1);
    expect(toasts()).toEqual(['Link copied']);
    advance(1);
    expect(toasts()).toEqual([]);
  });

  it('marks errors for screen readers', () => {
    renderProvider();
    show(GENERIC_ERROR_MESSAGE, { kind: 'error' });
    const item = screen.getByRole('listitem');
    expect(item.className).toBe('ui-toast ui-toast--error');
    expect(item.querySelector('p')?.textContent).toBe('Error: Sorry, something went wrong');
    expect(item.querySelector('.ui-visually-hidden')?.textContent).toBe('Error: ');
  });

  it('runs an action, then closes', () => {
    renderProvider();
    const onClick = vi.fn();
    show('You must be logged in add friends!', {
      kind: 'error',
      action: { label: 'Sign In', onClick },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(toasts()).toEqual([]);
  });

  it('closes with the dismiss button, with dismiss(id) and with Escape', () => {
    renderProvider();
    show('One');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(toasts()).toEqual([]);

    const id = show('Two');
    act(() => api.dismiss(id));
    expect(toasts()).toEqual([]);

    show('Three');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Dismiss notification' }), {
      key: 'Escape',
    });
    expect(toasts()).toEqual([]);
  });

  it('pauses while hovered or focused and resumes with the time left', () => {
    renderProvider();
    show('Saved', { kind: 'success' });
    const item = screen.getByRole('listitem');
    advance(1000);
    fireEvent.mouseEnter(item);
    advance(10_000);
    expect(toasts()).toEqual(['Saved']);
    fireEvent.mouseLeave(item);
    advance(1999);
    expect(toasts()).toEqual(['Saved']);
    advance(1);
    expect(toasts()).toEqual([]);

    show('Focus me');
    const dismiss = screen.getByRole('button', { name: 'Dismiss notification' });
    fireEvent.focus(dismiss);
    advance(10_000);
    expect(toasts()).toEqual(['Focus me']);
    fireEvent.blur(dismiss);
    advance(TOAST_DURATION_MS);
    expect(toasts()).toEqual([]);
  });

  it('stacks different toasts, keeps at most three, and restarts a repeated one', () => {
    renderProvider();
    show('A');
    show('B');
    show('C');
    show('D');
    expect(toasts()).toEqual(['B', 'C', 'D']);
    advance(2000);
    show('B');
    expect(toasts()).toEqual(['C', 'D', 'B']);
    advance(1000);
    expect(toasts()).toEqual(['B']);
  });

  it('takes a duration per provider and per toast', () => {
    renderProvider({ durationMs: 1000 });
    show('Short');
    show('Long', { durationMs: 5000 });
    advance(1000);
    expect(toasts()).toEqual(['Long']);
    advance(4000);
    expect(toasts()).toEqual([]);
  });

  it('gives stable functions across renders', () => {
    const { rerender } = renderProvider();
    const first = api;
    show('Hello');
    rerender(
      <ToastProvider>
        <Capture />
      </ToastProvider>,
    );
    expect(api.show).toBe(first.show);
    expect(api.dismiss).toBe(first.dismiss);
  });

  it('returns a distinct id for each toast', () => {
    renderProvider();
    expect(show('A')).not.toBe(show('B'));
  });
});

describe('useToast', () => {
  it('throws a helpful error outside a provider', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Capture />)).toThrow(/ToastProvider/);
    consoleError.mockRestore();
  });
});
