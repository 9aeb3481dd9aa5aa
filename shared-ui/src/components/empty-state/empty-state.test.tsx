import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows a title, message, decorative icon and action', () => {
    const { container } = render(
      <EmptyState
        icon="🎟️"
        title="No passes yet"
        message="Tickets you buy show up here."
        action={<Button>Find events</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('No passes yet');
    expect(screen.getByText('Tickets you buy show up here.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Find events' })).toBeDefined();
    expect(container.querySelector('.ui-empty-state__icon')?.getAttribute('aria-hidden')).toBe(
      'true',
    );
  });

  it('needs only a title, and takes a heading level and class', () => {
    const { container } = render(
      <EmptyState title="No results found" headingLevel={3} className="x" />,
    );
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('No results found');
    expect(container.firstElementChild?.className).toBe('ui-empty-state x');
    expect(container.querySelector('p')).toBeNull();
  });
});
