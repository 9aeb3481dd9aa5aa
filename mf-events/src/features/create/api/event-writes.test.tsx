// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi, createStaticSession, eventKeys, StaticSessionProvider } from 'shared-api';
import { createFakeFetch, errorReply, okReply, sampleEvent, sampleUser } from 'shared-api/testing';
import {
  createEvent,
  deleteEvent,
  updateEvent,
  useDeleteEvent,
  useUpdateEvent,
} from './event-writes';

afterEach(() => configureApi());

const input = { name: 'Jazz', startTime: 1_800_000_000, timeZone: 'America/New_York' };

describe('event writes', () => {
  it('createEvent posts the input with the token and returns the event', async () => {
    const fetch = createFakeFetch(okReply({ event: sampleEvent('e1', { name: 'Jazz' }) }, 201));
    configureApi({ fetch });
    await expect(createEvent(input, 'tok')).resolves.toMatchObject({ id: 'e1', name: 'Jazz' });
    expect(fetch.calls[0]).toMatchObject({ method: 'POST', url: '/v2/events/', body: input });
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer tok');
  });

  it('updateEvent patches with the event id in the body', async () => {
    const fetch = createFakeFetch(okReply({ event: sampleEvent('e1') }));
    configureApi({ fetch });
    await updateEvent('e1', { name: 'New' }, 'tok');
    expect(fetch.calls[0]).toMatchObject({
      method: 'PATCH',
      url: '/v2/events/',
      body: { eventId: 'e1', name: 'New' },
    });
  });

  it('updateEvent rejects a non-organizer with the server sentence', async () => {
    configureApi({
      fetch: createFakeFetch(errorReply(403, 'forbidden', 'Only organizers can edit this event')),
    });
    await expect(updateEvent('e1', { name: 'x' }, 'tok')).rejects.toMatchObject({
      status: 403,
      message: 'Only organizers can edit this event',
    });
  });

  it('deleteEvent names the event in the query', async () => {
    const fetch = createFakeFetch(okReply({ deleted: true }));
    configureApi({ fetch });
    await deleteEvent('e 1', 'tok');
    expect(fetch.calls[0]).toMatchObject({ method: 'DELETE', url: '/v2/events/?eventId=e+1' });
  });
});

function setup() {
  const client = new QueryClient();
  // Two viewers' copies of the event, and another event that must be left alone.
  client.setQueryData(eventKeys.detail('e1', 'ada'), sampleEvent('e1', { name: 'Old' }));
  client.setQueryData(eventKeys.detail('e1', null), sampleEvent('e1', { name: 'Old' }));
  client.setQueryData(eventKeys.detail('e2', 'ada'), sampleEvent('e2', { name: 'Other' }));
  const session = createStaticSession({ token: 'tok', user: sampleUser() });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <StaticSessionProvider session={session}>{children}</StaticSessionProvider>
    </QueryClientProvider>
  );
  return { client, wrapper };
}

describe('the writes keep the cached event in step', () => {
  it("an edit writes the server's event into every viewer's copy", async () => {
    configureApi({
      fetch: createFakeFetch(okReply({ event: sampleEvent('e1', { name: 'New' }) })),
    });
    const { client, wrapper } = setup();
    const { result } = renderHook(() => useUpdateEvent('e1'), { wrapper });
    await result.current.mutateAsync({ name: 'New' });
    expect(client.getQueryData(eventKeys.detail('e1', 'ada'))).toMatchObject({ name: 'New' });
    expect(client.getQueryData(eventKeys.detail('e1', null))).toMatchObject({ name: 'New' });
    expect(client.getQueryData(eventKeys.detail('e2', 'ada'))).toMatchObject({ name: 'Other' });
  });

  it("a delete drops every viewer's copy of that event only", async () => {
    configureApi({ fetch: createFakeFetch(okReply({ deleted: true })) });
    const { client, wrapper } = setup();
    const { result } = renderHook(() => useDeleteEvent('e1'), { wrapper });
    await result.current.mutateAsync();
    expect(client.getQueryData(eventKeys.detail('e1', 'ada'))).toBeUndefined();
    expect(client.getQueryData(eventKeys.detail('e1', null))).toBeUndefined();
    expect(client.getQueryData(eventKeys.detail('e2', 'ada'))).toMatchObject({ name: 'Other' });
  });
});
