import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from '../http/api-config';
import { createFakeFetch, errorReply, okReply } from '../testing/fake-fetch';
import { sampleEvent } from '../testing/fixtures';
import { likeEvent, recordEventShare, recordEventView, unlikeEvent } from './event-engagement-api';
import { createEvent, deleteEvent, getEventOrganizers, updateEvent } from './events-api';

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

describe('likes and metrics', () => {
  it('like posts, unlike deletes, both return the new counts', async () => {
    const fetch = createFakeFetch(
      okReply({ isLiked: true, numLikes: 3 }),
      okReply({ isLiked: false, numLikes: 2 }),
    );
    configureApi({ fetch });
    await expect(likeEvent('e1', 'tok')).resolves.toEqual({ isLiked: true, numLikes: 3 });
    await expect(unlikeEvent('e1', 'tok')).resolves.toEqual({ isLiked: false, numLikes: 2 });
    expect(fetch.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /v2/events/like',
      'DELETE /v2/events/like?eventId=e1',
    ]);
    expect(fetch.calls[0]?.body).toEqual({ eventId: 'e1' });
  });

  it('a view is counted anonymously, a share with the token when signed in', async () => {
    const fetch = createFakeFetch(okReply({}));
    configureApi({ fetch });
    await recordEventView('e1');
    await recordEventShare('e1', 'tok');
    expect(fetch.calls[0]).toMatchObject({
      url: '/v2/events/metrics/view',
      body: { eventId: 'e1' },
    });
    expect(fetch.calls[0]?.headers).not.toHaveProperty('Authorization');
    expect(fetch.calls[1]).toMatchObject({
      url: '/v2/events/metrics/share',
      body: { eventId: 'e1' },
    });
  });
});

describe('organizers', () => {
  it('asks by event id, without a token (public)', async () => {
    const organizers = [{ role: 'host', user: { id: 'u1' } }];
    const fetch = createFakeFetch(okReply({ organizers }));
    configureApi({ fetch });
    await expect(getEventOrganizers('e1')).resolves.toEqual(organizers);
    expect(fetch.calls[0]?.url).toBe('/v2/events/organizers?eventId=e1');
    expect(fetch.calls[0]?.headers).not.toHaveProperty('Authorization');
  });
});
