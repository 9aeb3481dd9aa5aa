import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi, memoryAnalyticsSink, redirectMemory } from 'shared-api';
import { fakeApi, renderPage } from 'platform/testing';
import EventPage from '../../src/pages/event-page';
import { event, host, me, ticketType } from './fixtures';

afterEach(() => {
  configureApi();
  redirectMemory.clear();
  memoryAnalyticsSink.clear();
});

const at = (path: string) => ({ path: '/app/event/:eventId/:modal?', at: path });

describe('EventPage', () => {
  it('shows the event in its zone, the price and counts a view', async () => {
    const calls = fakeApi({
      'GET /events/': { data: { event: event() } },
      'POST /events/metrics/view': { data: { counted: true, count: 1 } },
    });
    renderPage(<EventPage />, at('/app/event/e1'));
    expect(await screen.findByRole('heading', { name: 'Paid gala' })).toBeTruthy();
    expect(screen.getByText(/Tue, Dec 1 · 7:00 PM EST/)).toBeTruthy();
    expect(screen.getByText('From $25.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'No one is going yet!' })).toBeTruthy();
    await waitFor(() =>
      expect(calls.some((c) => c.url.endsWith('/events/metrics/view'))).toBe(true),
    );
    expect(memoryAnalyticsSink.events.map((e) => e.name)).toContain('view');
  });

  it('opens the tickets dialog from its URL and honours the per-order limit', async () => {
    fakeApi({ 'GET /events/': { data: { event: event() } } });
    renderPage(<EventPage />, at('/app/event/e1/tickets'));
    const dialog = await screen.findByRole('dialog', { name: 'Tickets' });
    const more = within(dialog).getByRole('button', { name: 'One more General' });
    fireEvent.click(more);
    fireEvent.click(more);
    expect(more).toHaveProperty('disabled', true);
    expect(within(dialog).getByText('2 tickets · $50.00')).toBeTruthy();
    expect(memoryAnalyticsSink.events.filter((e) => e.name === 'add_to_cart')).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'One fewer General' }));
    expect(memoryAnalyticsSink.events.at(-1)?.name).toBe('remove_from_cart');

    // Esc closes it by going back to the event's own URL.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/app/event/e1'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says sold out and shows the sale window text', async () => {
    fakeApi({
      'GET /events/': {
        data: {
          event: event({
            ticketTypes: [
              ticketType({
                status: 'soldOut',
                remaining: 0,
                salesStart: Date.UTC(2026, 10, 1, 14) / 1000,
                salesEnd: Date.UTC(2026, 11, 1, 23) / 1000,
              }),
            ],
          }),
        },
      },
    });
    renderPage(<EventPage />, at('/app/event/e1/tickets'));
    expect(await screen.findByText('Sold out', { selector: '.event-cta__closed' })).toBeTruthy();
    const dialog = screen.getByRole('dialog', { name: 'Tickets' });
    expect(within(dialog).getByText('Open from Nov 1, 9:00 AM to Dec 1, 6:00 PM')).toBeTruthy();
    expect(within(dialog).getByText(/^Sold out/)).toBeTruthy();
  });

  it('sends a logged-out like to sign in, remembering the page and the prompt', async () => {
    fakeApi({ 'GET /events/': { data: { event: event() } } });
    renderPage(<EventPage />, at('/app/event/e1?ref=x'));
    fireEvent.click(await screen.findByRole('button', { name: 'Like this event' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/auth/phone'));
    expect(redirectMemory.read()).toEqual({
      path: '/app/event/e1',
      query: 'ref=x',
      message: '❤️ Sign up/login to like this event',
      requiresFullLogin: true,
    });
  });

  it('likes at once for a signed-in person and keeps the server count', async () => {
    const calls = fakeApi({
      'GET /events/': { data: { event: event() } },
      'POST /events/like': { data: { isLiked: true, numLikes: 5 } },
    });
    renderPage(<EventPage />, { ...at('/app/event/e1'), user: me });
    fireEvent.click(await screen.findByRole('button', { name: 'Like this event' }));
    const unlike = await screen.findByRole('button', { name: 'Unlike this event' });
    expect(unlike.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(unlike.textContent).toBe('5'));
    expect(calls.find((c) => c.method === 'POST' && c.url.endsWith('/events/like'))?.body).toEqual({
      eventId: 'e1',
    });
  });

  it('RSVPs to a free event and opens the pass', async () => {
    const calls = fakeApi({
      'GET /events/': {
        data: {
          event: event({
            type: 'simpleRsvp',
            ticketTypes: [ticketType({ id: 'rsvp', name: 'RSVP', priceCents: 0 })],
          }),
        },
      },
      'POST /checkout/initiate': {
        status: 201,
        data: { status: 'completed', order: { id: 'o1' }, passes: [{ id: 'p9' }] },
      },
    });
    renderPage(<EventPage />, { ...at('/app/event/e1'), user: me });
    fireEvent.click(await screen.findByRole('button', { name: 'RSVP' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/app/pass/p9'));
    expect(calls.find((c) => c.url.endsWith('/checkout/initiate'))?.body).toEqual({
      eventId: 'e1',
      items: [{ ticketTypeId: 'rsvp', quantity: 1 }],
    });
    expect(memoryAnalyticsSink.events.map((e) => e.name)).toContain('rsvp');
  });

  it('pays with a saved card at once, or saves a new one for next time', async () => {
    const visa = { id: 'pm_1', brand: 'visa', last4: '4242', expMonth: 4, expYear: 2040 };
    const calls = fakeApi({
      'GET /events/': { data: { event: event() } },
      'GET /checkout/payment-methods': { data: { paymentMethods: [visa] } },
      'POST /checkout/initiate': (call) =>
        (call.body as { paymentMethodId?: string }).paymentMethodId
          ? {
              status: 201,
              data: {
                status: 'completed',
                order: { id: 'o1', status: 'completed' },
                passes: [{ id: 'p7' }],
              },
            }
          : { status: 409, error: { code: 'conflict', message: 'Sold out just now' } },
    });
    renderPage(<EventPage />, { ...at('/app/event/e1/tickets'), user: me });
    const dialog = await screen.findByRole('dialog', { name: 'Tickets' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'One more General' }));
    const pay = await within(dialog).findByRole('group', { name: 'Pay with' });
    const saved = await within(pay).findByRole('radio', { name: /Visa ending 4242/ });
    await waitFor(() => expect(saved).toHaveProperty('checked', true));
    expect(within(pay).getByText('expires 04/40')).toBeTruthy();
    expect(within(pay).queryByRole('checkbox', { name: /Save this card/ })).toBeNull();

    // A new card instead: the box to save it appears, and the order asks to save it.
    fireEvent.click(within(pay).getByRole('radio', { name: 'A new card' }));
    fireEvent.click(within(pay).getByRole('checkbox', { name: /Save this card/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Checkout' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url.endsWith('/checkout/initiate'))).toHaveLength(1),
    );
    expect(calls.find((c) => c.url.endsWith('/checkout/initiate'))?.body).toMatchObject({
      savePaymentMethod: true,
    });

    fireEvent.click(within(pay).getByRole('radio', { name: /Visa ending 4242/ }));
    expect(within(pay).getByText(/Charged at once, with the service fee/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay with saved card' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/app/pass/p7'));
    expect(calls.filter((c) => c.url.endsWith('/checkout/initiate')).at(-1)?.body).toEqual({
      eventId: 'e1',
      items: [{ ticketTypeId: 'ga', quantity: 1 }],
      paymentMethodId: 'pm_1',
    });
  });

  it("links 'Hosted by' to the host's profile", async () => {
    fakeApi({ 'GET /events/': { data: { event: event() } } });
    renderPage(<EventPage />, at('/app/event/e1'));
    const hostedBy = (await screen.findByText(/Hosted by/)).closest('p')!;
    expect(
      within(hostedBy).getByRole('link', { name: host.displayName }).getAttribute('href'),
    ).toBe(`/app/user/${host.id}`);
    // A visitor runs nothing and holds no pass: no organizer tools, no chat.
    expect(screen.queryByRole('navigation', { name: /host this event/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Event chat' })).toBeNull();
  });

  it('leads its host to the dashboard, the edit form and the chat, as links', async () => {
    fakeApi({ 'GET /events/': { data: { event: event({ host: me }) } } });
    renderPage(<EventPage />, { ...at('/app/event/e1'), user: me });
    const tools = await screen.findByRole('navigation', { name: 'You host this event' });
    const href = (name: string) => within(tools).getByRole('link', { name }).getAttribute('href');
    expect(href('Host dashboard')).toBe('/app/host/e1');
    expect(href('Edit event')).toBe('/app/event/e1/edit');
    expect(href('Event chat')).toBe('/app/chat/event/e1');
  });

  it('says so to a co-host, with the same ways in', async () => {
    fakeApi({
      'GET /events/': { data: { event: event() } },
      'GET /events/organizers': {
        data: { organizers: [{ role: 'cohost', status: 'accepted', user: me }] },
      },
    });
    renderPage(<EventPage />, { ...at('/app/event/e1'), user: me });
    const tools = await screen.findByRole('navigation', { name: 'You co-host this event' });
    expect(within(tools).getByRole('link', { name: 'Host dashboard' }).getAttribute('href')).toBe(
      '/app/host/e1',
    );
  });

  it("leads a guest with a valid pass to the event's chat, and no one else", async () => {
    const group = (status: string) => ({
      event: { id: 'e1' },
      passes: [{ id: 'p1', status }],
    });
    fakeApi({
      'GET /events/': { data: { event: event() } },
      'GET /events/organizers': { data: { organizers: [] } },
      'GET /users/pass/events': { data: { events: [group('valid')] } },
    });
    const view = renderPage(<EventPage />, { ...at('/app/event/e1'), user: me });
    const chat = await screen.findByRole('link', { name: 'Event chat' });
    expect(chat.getAttribute('href')).toBe('/app/chat/event/e1');
    expect(screen.queryByRole('navigation', { name: /host this event/ })).toBeNull();
    view.unmount();
    // Control: a refunded pass leads nowhere (checked once its answer has been rendered).
    let answered = false;
    fakeApi({
      'GET /events/': { data: { event: event() } },
      'GET /events/organizers': { data: { organizers: [] } },
      'GET /users/pass/events': () => {
        answered = true;
        return { data: { events: [group('refunded')] } };
      },
    });
    renderPage(<EventPage />, { ...at('/app/event/e1'), user: me });
    await screen.findByRole('heading', { name: 'Paid gala' });
    await waitFor(() => expect(answered).toBe(true));
    await act(() => new Promise((settle) => setTimeout(settle, 50)));
    expect(screen.queryByRole('link', { name: 'Event chat' })).toBeNull();
  });

  it('says plainly when the event does not exist', async () => {
    fakeApi({});
    renderPage(<EventPage />, at('/app/event/nope'));
    expect(await screen.findByRole('heading', { name: "This event doesn't exist" })).toBeTruthy();
  });

  it('shows a co-host invitation with Accept and Decline, and says when declined', async () => {
    const calls = fakeApi({
      'GET /events/': { data: { event: event() } },
      'GET /events/organizers': { data: { organizers: [] } },
      'GET /events/invitations/mine': {
        data: {
          invitation: { eventId: 'e1', userId: me.id, status: 'pending', privilege: 'door' },
        },
      },
      'PATCH /events/invitations/decline': {
        data: {
          invitation: { eventId: 'e1', userId: me.id, status: 'declined', privilege: 'door' },
        },
      },
    });
    renderPage(<EventPage />, { ...at('/app/event/e1'), user: me });
    const card = await screen.findByRole('region', {
      name: "You're invited to co-host",
    });
    expect(within(card).getByText(/As door staff of this event/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('You declined the invitation to co-host.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ eventId: 'e1' });
  });

  it('accepting shows the organizer tools in place of the invitation', async () => {
    let accepted = false;
    fakeApi({
      'GET /events/': { data: { event: event() } },
      'GET /events/organizers': () => ({
        data: {
          organizers: accepted ? [{ role: 'cohost', privilege: 'cohost', user: me }] : [],
        },
      }),
      'GET /events/invitations/mine': {
        data: {
          invitation: { eventId: 'e1', userId: me.id, status: 'pending', privilege: 'cohost' },
        },
      },
      'PATCH /events/invitations/accept': () => {
        accepted = true;
        return {
          data: {
            invitation: { eventId: 'e1', userId: me.id, status: 'accepted', privilege: 'cohost' },
          },
        };
      },
    });
    renderPage(<EventPage />, { ...at('/app/event/e1'), user: me });
    const card = await screen.findByRole('region', {
      name: "You're invited to co-host",
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('You co-host this event')).toBeTruthy();
    expect(screen.queryByRole('region', { name: "You're invited to co-host" })).toBeNull();
  });
});
