import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import HostEventPage from '../../src/pages/host-event-page';
import { renderPage } from 'platform/testing';

describe('HostEventPage', () => {
  it("opens the event's dashboard", () => {
    renderPage(<HostEventPage />, { path: '/app/host/:eventId', at: '/app/host/e1' });
    expect(screen.getByTestId('location').textContent).toBe('/app/host/e1/dashboard');
  });
});
