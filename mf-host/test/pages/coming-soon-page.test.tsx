import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ComingSoonPage from '../../src/pages/coming-soon-page';
import { renderPage } from 'platform/testing';

describe('ComingSoonPage', () => {
  it.each([
    ['/app/host/wallet', '/app/host/wallet', 'Hosting tools is coming soon'],
    ['/app/event/:eventId/guests', '/app/event/e1/guests', 'Guests and check-in is coming soon'],
    ['/app/dispute/:disputeId', '/app/dispute/d1', 'Disputes is coming soon'],
  ])('names the area of %s and offers a way back to the feed', (path, at, heading) => {
    renderPage(<ComingSoonPage />, { path, at });
    expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to events' }).getAttribute('href')).toBe('/app');
  });
});
