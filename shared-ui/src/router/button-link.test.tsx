import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ButtonLink } from './button-link';

describe('ButtonLink', () => {
  it('is a link with a primary, medium button look by default', () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/app/create">Create an event</ButtonLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Create an event' });
    expect(link.getAttribute('href')).toBe('/app/create');
    expect(link.className).toBe('ui-button ui-button--primary ui-button--md');
  });

  it('takes the button look and passes the rest to the link', () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/app/pass" variant="secondary" size="sm" block className="mine" replace>
          Your passes
        </ButtonLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Your passes' }).className).toBe(
      'ui-button ui-button--secondary ui-button--sm ui-button--block mine',
    );
  });
});
