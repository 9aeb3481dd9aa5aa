import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from 'shared-api';
import type { ChatSummary } from 'contract';
import { fakeApi, renderPage } from 'platform/testing';
import EventChatPage from '../../src/pages/event-chat-page';
import { me } from './fixtures';

afterEach(() => configureApi());

const at = { path: '/app/chat/event/:eventId', at: '/app/chat/event/e1', user: me };
const eventChat = (id: string, eventId: string): ChatSummary => ({
  id,
  kind: 'event',
  title: 'Rooftop',
  otherUser: null,
  eventId,
  lastMessage: null,
  unreadCount: 0,
  lastReadMessageId: 0,
  createdAt: 1,
});
const location = () => screen.getByTestId('location').textContent;

describe('EventChatPage', () => {
  it("goes to the event's chat from the caller's list, opening nothing", async () => {
    const calls = fakeApi({
      'GET /chats/': { data: { chats: [eventChat('c0', 'other'), eventChat('c1', 'e1')] } },
    });
    renderPage(<EventChatPage />, at);
    await waitFor(() => expect(location()).toBe('/app/chat/c1'));
    expect(calls.map((c) => c.method)).toEqual(['GET']);
  });

  it('opens it for an organizer when it is not in the list yet', async () => {
    const calls = fakeApi({
      'GET /chats/': { data: { chats: [] } },
      'POST /events/host-chats/': { data: { chat: eventChat('c9', 'e1') } },
    });
    renderPage(<EventChatPage />, at);
    await waitFor(() => expect(location()).toBe('/app/chat/c9'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ eventId: 'e1' });
  });

  it('tells a guest the hosts have not opened it yet (403), with the way back to the event', async () => {
    fakeApi({
      'GET /chats/': { data: { chats: [] } },
      'POST /events/host-chats/': {
        status: 403,
        error: { code: 'forbidden', message: 'Only organizers open the chat' },
      },
    });
    renderPage(<EventChatPage />, at);
    expect(
      await screen.findByRole('heading', { name: "This event's chat isn't open to you yet" }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the event' }).getAttribute('href')).toBe(
      '/app/event/e1',
    );
    expect(location()).toBe('/app/chat/event/e1');
  });

  it('says when the event does not exist, and offers Retry on other errors', async () => {
    fakeApi({
      'GET /chats/': { data: { chats: [] } },
      'POST /events/host-chats/': {
        status: 404,
        error: { code: 'not_found', message: 'Event not found' },
      },
    });
    const view = renderPage(<EventChatPage />, at);
    expect(
      await screen.findByRole('heading', { name: "We couldn't find this event" }),
    ).toBeTruthy();
    view.unmount();
    fakeApi({
      'GET /chats/': { status: 400, error: { code: 'invalid_request', message: 'Bad' } },
    });
    renderPage(<EventChatPage />, at);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
