import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EmptyStateWithLink } from './empty-state-with-link';

describe('EmptyStateWithLink', () => {
  it('is an empty state whose action is a primary router link by default', () => {
    render(
      <MemoryRouter>
        <EmptyStateWithLink
          icon="🎟️"
          title="No passes yet"
          message="Your passes show up here."
          link={{ to: '/app', label: 'Find events' }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No passes yet' })).toBeTruthy();
    expect(screen.getByText('Your passes show up here.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Find events' });
    expect(link.getAttribute('href')).toBe('/app');
    expect(link.className).toBe('ui-button ui-button--primary ui-button--md');
    expect(link.parentElement?.className).toBe('ui-empty-state__action');
  });
});
