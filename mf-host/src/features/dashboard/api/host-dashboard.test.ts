import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from 'shared-api';
import { createFakeFetch, okReply } from 'shared-api/testing';
import { getHostDashboard } from './host-dashboard';
import { openEventChat } from './event-chat';

afterEach(() => configureApi());

describe('dashboard calls', () => {
  it('reads the dashboard of one event', async () => {
    const fetch = createFakeFetch(okReply({ counts: {}, ticketTypes: [] }));
    configureApi({ fetch });
    await getHostDashboard('e1', 'tok');
    expect(fetch.calls[0]?.url).toBe('/v2/events/hosts/dashboard?eventId=e1');
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer tok');
  });

  it("opens the event's chat and answers the chat itself", async () => {
    const chat = { id: 'c1', kind: 'event' };
    const fetch = createFakeFetch(okReply({ chat }));
    configureApi({ fetch });
    await expect(openEventChat('e1', 'tok')).resolves.toEqual(chat);
    expect(fetch.calls[0]?.method).toBe('POST');
    expect(fetch.calls[0]?.url).toBe('/v2/events/host-chats/');
    expect(fetch.calls[0]?.body).toEqual({ eventId: 'e1' });
  });
});
