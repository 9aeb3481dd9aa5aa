import { describe, expect, it } from 'vitest';
import { routePattern } from './route-pattern';

describe('routePattern', () => {
  it('keeps a route pattern as it is', () => {
    expect(routePattern('/app/user/:userId')).toBe('/app/user/:userId');
    expect(routePattern('/app/event/:eventId/:modal')).toBe('/app/event/:eventId/:modal');
    expect(routePattern('/')).toBe('/');
  });

  it('replaces uuids, numbers and long tokens with :id', () => {
    expect(routePattern('/app/user/0b5e7c2a-3f4d-4e5f-8a9b-0c1d2e3f4a5b')).toBe('/app/user/:id');
    expect(routePattern('/app/event/123/tickets')).toBe('/app/event/:id/tickets');
    expect(routePattern('/app/invite/AbCdEfGhIjKlMnOpQrStUv')).toBe('/app/invite/:id');
  });

  it('scrubs an email or phone number in a path', () => {
    expect(routePattern('/app/find/ada@example.com')).toBe('/app/find/[email]');
    expect(routePattern('/app/find/+1 555 123 4567')).toBe('/app/find/[number]');
  });
});
