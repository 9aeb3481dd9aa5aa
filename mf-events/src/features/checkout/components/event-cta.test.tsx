import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi, createStaticSession, type Session } from 'shared-api';
import { AppProviders, createQueryClient } from 'platform/react';
import { BrowserRouter } from 'shared-ui/router';
import { fakeApi } from 'platform/testing';
import { event, me, ticketType } from '../../../../test/pages/fixtures';
import { EventCta } from './event-cta';

afterEach(() => configureApi());

const freeEvent = event({ ticketTypes: [ticketType({ priceCents: 0, maxPerOrder: 1 })] });

/** The RSVP button under a session the test swaps, with one query client throughout. */
function renderCta(promptSignIn: (prompt: { emoji: string; text: string }) => void) {
  const queryClient = createQueryClient();
  const ui = (session: Session) => (
    <AppProviders shell={{ shellVersion: 'test' }} session={session} queryClient={queryClient}>
      <BrowserRouter>
        <EventCta event={freeEvent} promptSignIn={promptSignIn} />
      </BrowserRouter>
    </AppProviders>
  );
  const view = render(ui(createStaticSession({ status: 'loading' })));
  return { swapSession: (session: Session) => view.rerender(ui(session)) };
}

describe('the RSVP button pressed while the session is still loading', () => {
  it('waits for the session, then RSVPs a signed-in person without asking them to sign in', async () => {
    const calls = fakeApi({
      'GET /users/pass/events': { data: { events: [] } },
      'POST /checkout/initiate': { status: 201, data: { orderId: 'o1', status: 'completed' } },
    });
    const promptSignIn = vi.fn();
    const { swapSession } = renderCta(promptSignIn);
    fireEvent.click(screen.getByRole('button', { name: 'RSVP' }));
    expect(screen.getByRole('button', { name: 'RSVP' }).getAttribute('aria-busy')).toBe('true');
    expect(calls.some((c) => c.url.includes('/checkout/initiate'))).toBe(false);

    swapSession(createStaticSession({ token: 'tok', user: me }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url.includes('/checkout/initiate'))).toBe(
        true,
      ),
    );
    expect(promptSignIn).not.toHaveBeenCalled();
  });

  it('asks a visitor to sign in once the session says they are signed out', async () => {
    const calls = fakeApi({});
    const promptSignIn = vi.fn();
    const { swapSession } = renderCta(promptSignIn);
    fireEvent.click(screen.getByRole('button', { name: 'RSVP' }));
    expect(promptSignIn).not.toHaveBeenCalled();

    swapSession(createStaticSession({ token: null, user: null }));
    await waitFor(() => expect(promptSignIn).toHaveBeenCalledTimes(1));
    expect(calls.some((c) => c.url.includes('/checkout/initiate'))).toBe(false);
  });

  it('shows a person who already holds a pass their pass rather than RSVP them twice', async () => {
    const calls = fakeApi({
      'GET /users/pass/events': {
        data: {
          events: [{ event: { id: freeEvent.id }, passes: [{ id: 'p1', status: 'valid' }] }],
        },
      },
      'POST /checkout/initiate': { status: 201, data: { orderId: 'o1', status: 'completed' } },
    });
    const promptSignIn = vi.fn();
    const { swapSession } = renderCta(promptSignIn);
    fireEvent.click(screen.getByRole('button', { name: 'RSVP' }));

    swapSession(createStaticSession({ token: 'tok', user: me }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'RSVP' })).toBeNull());
    expect(calls.some((c) => c.url.includes('/users/pass/events'))).toBe(true);
    expect(calls.some((c) => c.url.includes('/checkout/initiate'))).toBe(false);
    expect(promptSignIn).not.toHaveBeenCalled();
  });
});
