import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import ComingSoonPage from '../../src/pages/coming-soon-page';

describe('ComingSoonPage', () => {
  it.each([
    ['/app/chat/c1', 'Chat is coming soon'],
    ['/app/activity', 'Activity is coming soon'],
    ['/app/user/settings', 'Your account is coming soon'],
    ['/app/org/o1/edit', 'Organizations is coming soon'],
  ])('names the area of %s and offers a way back to the feed', (at, heading) => {
    render(
      <MemoryRouter initialEntries={[at]}>
        <ComingSoonPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to events' }).getAttribute('href')).toBe('/app');
  });
});
