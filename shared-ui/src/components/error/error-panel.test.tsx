import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorPanel } from './error-panel';

describe('ErrorPanel', () => {
  it('announces a friendly default', () => {
    render(<ErrorPanel />);
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Something went wrong');
    expect(alert.textContent).toContain('Please try again in a moment.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a Retry button that calls onRetry', () => {
    const onRetry = vi.fn();
    render(
      <ErrorPanel
        title="Couldn't load tickets"
        message="Check your connection."
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('heading').textContent).toBe("Couldn't load tickets");
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('takes a retry label, extra actions, a heading level and a class', () => {
    render(
      <ErrorPanel onRetry={() => {}} retryLabel="Try again" headingLevel={1} className="mine">
        <a href="/app">Go to the feed</a>
      </ErrorPanel>,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to the feed' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 1 })).toBeDefined();
    expect(screen.getByRole('alert').className).toBe('ui-error-panel mine');
  });
});
