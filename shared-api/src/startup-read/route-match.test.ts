import { describe, expect, it } from 'vitest';
import { matchRoute } from './route-match';

const routes = [
  { path: '/app', page: 'Feed' },
  { path: '/app/event/:eventId/edit', page: 'Edit' },
  { path: '/app/event/:eventId/:modal?', page: 'Event' },
  { path: '/app/search/:searchType?', page: 'Search' },
];

describe('matchRoute', () => {
  it('matches a static route exactly, ignoring a trailing slash', () => {
    expect(matchRoute(routes, '/app')).toEqual({ route: routes[0], params: {} });
    expect(matchRoute(routes, '/app/')).toEqual({ route: routes[0], params: {} });
    expect(matchRoute(routes, '/app/nothing')).toBeNull();
    expect(matchRoute(routes, '/')).toBeNull();
  });

  it('fills parameters, decoded, with or without an optional one', () => {
    expect(matchRoute(routes, '/app/event/a%20b')).toEqual({
      route: routes[2],
      params: { eventId: 'a b' },
    });
    expect(matchRoute(routes, '/app/event/e1/guests')).toEqual({
      route: routes[2],
      params: { eventId: 'e1', modal: 'guests' },
    });
    expect(matchRoute(routes, '/app/search')?.route).toBe(routes[3]);
    expect(matchRoute(routes, '/app/event/e1/guests/more')).toBeNull();
  });

  it('prefers a static segment over a parameter, whatever the order', () => {
    expect(matchRoute(routes, '/app/event/e1/edit')?.route).toBe(routes[1]);
    expect(matchRoute([...routes].reverse(), '/app/event/e1/edit')?.route).toBe(routes[1]);
  });

  it('keeps a segment it cannot decode as it came', () => {
    expect(matchRoute(routes, '/app/event/%E0%A4%A')?.params).toEqual({ eventId: '%E0%A4%A' });
  });
});
