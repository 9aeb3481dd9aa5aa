import { describe, expect, it } from 'vitest';
import type { RouteDeclaration } from '../src/routes';
import { startupReadProblems } from './startup-read-check';

const route = (startupRead: RouteDeclaration['startupRead']): RouteDeclaration => ({
  path: '/app/event/:eventId',
  page: './EventPage',
  startupRead,
});

describe('startupReadProblems', () => {
  it('accepts reads whose endpoint, query and image path are in the contract', () => {
    expect(
      startupReadProblems([
        route({
          endpoint: 'GET /events/',
          query: { eventId: ':eventId' },
          image: 'event.flyer.urls.large',
        }),
        route({ endpoint: 'GET /events/feed', image: 'events.0.flyer.urls.small' }),
        route(undefined),
      ]),
    ).toEqual([]);
  });

  it('refuses an image path that starts outside the answer, or names an object', () => {
    // The event page declared this: the answer's data is { event }, so nothing was preloaded.
    expect(
      startupReadProblems([route({ endpoint: 'GET /events/', image: 'flyer.urls.large' })]),
    ).toEqual([
      `/app/event/:eventId: the image path "flyer.urls.large" names no text field of GET /events/'s answer (paths start inside its data, e.g. "event.flyer.urls.large")`,
    ]);
    expect(
      startupReadProblems([route({ endpoint: 'GET /events/', image: 'event.flyer.urls' })]),
    ).toHaveLength(1);
    expect(
      startupReadProblems([route({ endpoint: 'GET /events/feed', image: 'events.first.flyer' })]),
    ).toHaveLength(1);
  });

  it('refuses an endpoint the contract lacks and a query parameter the endpoint does not take', () => {
    expect(
      startupReadProblems([
        // @ts-expect-error: not an endpoint of the contract (the type refuses it too)
        route({ endpoint: 'GET /events/nowhere' }),
        route({ endpoint: 'GET /events/', query: { eventID: ':eventId' } }),
      ]),
    ).toEqual([
      '/app/event/:eventId: startup read GET /events/nowhere is not an endpoint of the contract',
      '/app/event/:eventId: GET /events/ takes no query parameter "eventID"',
    ]);
  });
});
