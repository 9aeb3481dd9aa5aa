import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi, createStaticSession } from 'shared-api';
import type { Event } from 'contract';
import { fakeApi, renderPage } from 'platform/testing';
import { event, me, ticketType } from '../../../../test/pages/fixtures';
import { BUY_PROMPT, TicketsDialogBody } from './tickets-dialog-body';

afterEach(() => configureApi());

/** The dialog with one ticket chosen and its button pressed while the session still loads. */
function pressWhileLoading(shown: Event, button: string) {
  const promptSignIn = vi.fn();
  const view = renderPage(<TicketsDialogBody event={shown} promptSignIn={promptSignIn} />, {
    path: '/app/event/:eventId/:modal?',
    at: '/app/event/e1/tickets',
    session: createStaticSession({ status: 'loading' }),
  });
  fireEvent.click(screen.getByRole('button', { name: 'One more General' }));
  const pressed = screen.getByRole('button', { name: button });
  fireEvent.click(pressed);
  return { promptSignIn, pressed, swapSession: view.swapSession };
}
const initiations = (calls: { method: string; url: string }[]) =>
  calls.filter((c) => c.method === 'POST' && c.url.endsWith('/checkout/initiate'));

describe('the tickets dialog pressed while the session is still loading', () => {
  it('waits for the session, then reserves once for a signed-in person', async () => {
    const calls = fakeApi({
      'POST /checkout/initiate': {
        status: 201,
        data: { status: 'completed', order: { id: 'o1', status: 'completed' }, passes: [] },
      },
    });
    const free = event({ ticketTypes: [ticketType({ priceCents: 0 })] });
    const { promptSignIn, pressed, swapSession } = pressWhileLoading(free, 'Reserve');
    expect(pressed.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(pressed);
    expect(initiations(calls)).toHaveLength(0);

    swapSession(createStaticSession({ token: 'tok', user: me }));
    await waitFor(() => expect(initiations(calls)).toHaveLength(1));
    expect(initiations(calls)[0]).toMatchObject({
      body: { eventId: 'e1', items: [{ ticketTypeId: 'ga', quantity: 1 }] },
    });
    expect(promptSignIn).not.toHaveBeenCalled();
  });

  it('asks a visitor to sign in once the session says they are signed out, and buys nothing', async () => {
    const calls = fakeApi({});
    const { promptSignIn, swapSession } = pressWhileLoading(event(), 'Checkout');
    expect(promptSignIn).not.toHaveBeenCalled();

    swapSession(createStaticSession({}));
    await waitFor(() => expect(promptSignIn).toHaveBeenCalledExactlyOnceWith(BUY_PROMPT));
    expect(initiations(calls)).toHaveLength(0);
  });
});
