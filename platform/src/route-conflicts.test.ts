import { describe, expect, it } from 'vitest';
import { checkRouteDeclarations, findRouteConflicts, pathShapes } from './route-conflicts';

describe('pathShapes', () => {
  it('writes parameters as ":" and expands optional ones', () => {
    expect(pathShapes('/app/event/:eventId/:modal?')).toEqual(['/app/event/:', '/app/event/:/:']);
    expect(pathShapes('/app/user/:userId?/:modal?')).toEqual([
      '/app/user',
      '/app/user/:',
      '/app/user/:/:',
    ]);
    expect(pathShapes('/app')).toEqual(['/app']);
  });
});

describe('findRouteConflicts', () => {
  const events = {
    owner: 'mf-events',
    routes: [{ path: '/app/event/:eventId/:modal?', page: './EventPage' }],
  };

  it('finds a route that matches the same URLs as another remote', () => {
    const conflicts = findRouteConflicts([{ path: '/app/event/:id', page: './X' }], [events]);
    expect(conflicts).toEqual([
      {
        path: '/app/event/:id',
        otherPath: '/app/event/:eventId/:modal?',
        otherOwner: 'mf-events',
        shape: '/app/event/:',
      },
    ]);
  });

  it('lets a static segment sit beside a parameter (it ranks higher)', () => {
    expect(
      findRouteConflicts([{ path: '/app/event/:eventId/edit', page: './Edit' }], [events]),
    ).toEqual([]);
  });

  it('compares static segments case-insensitively', () => {
    const social = { owner: 'mf-social', routes: [{ path: '/app/chat', page: './ChatPage' }] };
    expect(findRouteConflicts([{ path: '/app/Chat', page: './Other' }], [social])).toHaveLength(1);
  });
});

describe('checkRouteDeclarations', () => {
  it('accepts routes whose pages are exposed', () => {
    expect(checkRouteDeclarations([{ path: '/app', page: './FeedPage' }], ['./FeedPage'])).toEqual(
      [],
    );
  });

  it('does not count a route with two optional parameters as its own duplicate', () => {
    expect(
      checkRouteDeclarations([{ path: '/app/user/:userId?/:modal?', page: './P' }], ['./P']),
    ).toEqual([]);
  });

  it('names a page the remote does not expose', () => {
    expect(checkRouteDeclarations([{ path: '/app', page: './Nope' }], ['./FeedPage'])).toEqual([
      'route "/app" names page "./Nope", which is not exposed',
    ]);
  });

  it('refuses relative paths and duplicates within one remote', () => {
    const problems = checkRouteDeclarations(
      [
        { path: 'app/x', page: './A' },
        { path: '/app/y/:a', page: './A' },
        { path: '/app/y/:b', page: './A' },
      ],
      ['./A'],
    );
    expect(problems).toEqual([
      'route "app/x" must be an absolute path',
      'routes "/app/y/:a" and "/app/y/:b" match the same URLs',
    ]);
  });
});
