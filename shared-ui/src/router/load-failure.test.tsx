import { fireEvent, render, screen } from '@testing-library/react';

import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailure } from './load-failure';

const answers = {
  403: {
    icon: '🔒',
    title: 'Only the hosts can see this',
    link: { to: '/app/event/e1', label: 'View the event', variant: 'secondary' as const },
  },
  404: { title: 'No such event', message: 'The link may be wrong.' },
};

function renderFailure(status: number | null, onRetry = vi.fn()) {
  render(
    <MemoryRouter>
      <LoadFailure
        status={status}
        answers={answers}
        title="We couldn't load this"
        message="You're offline."
        onRetry={onRetry}
      />
    </MemoryRouter>,
  );
  return onRetry;
}

describe('LoadFailure', () => {
  it('shows the answer for a status that has one, with its way out and no Retry', () => {
    renderFailure(403);
    expect(screen.getByRole('heading', { name: 'Only the hosts can see this' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'View the event' });
    expect(link.getAttribute('href')).toBe('/app/event/e1');
    expect(link.className).toContain('ui-button--secondary');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows an answer without a link where it has none', () => {
    renderFailure(404);
    expect(screen.getByRole('heading', { name: 'No such event' })).toBeTruthy();
    expect(screen.getByText('The link may be wrong.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says any other failure in words with a Retry', () => {
    const onRetry = renderFailure(500);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain("We couldn't load this");
    expect(alert.textContent).toContain("You're offline.");
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('treats a failure with no status as a failure', () => {
    renderFailure(null);
    expect(screen.getByRole('alert')).toBeTruthy();
  });
});
