import { describe, expect, it } from 'vitest';
import type { RouterStateLike } from '../router/route-pattern';
import { errorRoute } from './error-route';

const state = (pathname: string, matches: RouterStateLike['matches']): RouterStateLike => ({
  location: { pathname, search: '', key: 'k' },
  matches,
});

describe('errorRoute', () => {
  it("names a remote's route by its declared pattern, without optional markers", () => {
    const declaration = { path: '/app/event/:eventId/:modal?', page: './EventPage' };
    expect(
      errorRoute(
        state('/app/event/0b5e7c2a-3f4d-4e5f-8a9b-0c1d2e3f4a5b', [
          { route: { path: '/app' } },
          {
            route: { path: 'event/:eventId/:modal?', handle: { declaration, owner: 'mf-events' } },
          },
        ]),
      ),
    ).toBe('/app/event/:eventId/:modal');
  });

  it('names a shell page by its path, and an unmatched address by the path itself', () => {
    expect(errorRoute(state('/debug', [{ route: { path: '/debug' } }]))).toBe('/debug');
    expect(errorRoute(state('/app/nowhere/42', [{ route: { path: '*' } }]))).toBe(
      '/app/nowhere/42',
    );
  });
});
