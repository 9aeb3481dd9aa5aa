// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, Navigate, Outlet, UNSAFE_createMemoryHistory, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../pages/error-page';
import { AppRoutes, AppRouterView, createAppRouter, useRouteMatches } from './app-router';

afterEach(cleanup);

function MatchedPaths() {
  const matches = useRouteMatches();
  return <p data-testid="matched">{matches.map((m) => m.route.path ?? '(index)').join(' > ')}</p>;
}

function Broken(): never {
  throw new Error('the page broke');
}

const routes: RouteObject[] = [
  { path: '/', element: <Link to="/app/event/e1">Open the event</Link> },
  { path: '/old', element: <Navigate to="/app" replace /> },
  { path: '/broken', element: <Broken /> },
  {
    path: '/app',
    element: (
      <>
        <MatchedPaths />
        <Outlet />
      </>
    ),
    children: [
      { index: true, element: <h1>Feed</h1> },
      { path: 'event/:eventId', element: <h1>Event page</h1>, handle: { owner: 'mf-events' } },
    ],
  },
];

function renderAt(path: string) {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const router = createAppRouter(routes, history);
  render(
    <AppRouterView router={router}>
      <RouteErrorBoundary>
        <AppRoutes />
      </RouteErrorBoundary>
    </AppRouterView>,
  );
  return { history, router };
}

describe('the shell router', () => {
  it('renders the matched route and follows a link, with the matches of the address', async () => {
    const { router } = renderAt('/');
    fireEvent.click(screen.getByRole('link', { name: 'Open the event' }));
    expect(await screen.findByRole('heading', { name: 'Event page' })).toBeTruthy();
    expect(screen.getByTestId('matched').textContent).toBe('/app > event/:eventId');
    expect(router.state.location.pathname).toBe('/app/event/e1');
    expect(router.state.matches.at(-1)?.route.handle).toEqual({ owner: 'mf-events' });
  });

  it('follows a <Navigate> made in the first render', async () => {
    const { history } = renderAt('/old');
    expect(await screen.findByRole('heading', { name: 'Feed' })).toBeTruthy();
    expect(history.location.pathname).toBe('/app');
    expect(history.index).toBe(0);
  });

  it('tells its subscribers of every navigation, back and forward included', () => {
    const { history, router } = renderAt('/');
    const seen: string[] = [];
    const stop = router.subscribe((state) => seen.push(state.location.pathname));
    act(() => history.push('/app'));
    act(() => history.go(-1));
    stop();
    act(() => history.go(1));
    expect(seen).toEqual(['/app', '/']);
  });

  it('shows the error page for a route that throws, and leaves it on the next navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { history } = renderAt('/broken');
    expect(await screen.findByText('Sorry, something went wrong')).toBeTruthy();
    act(() => history.push('/app'));
    expect(await screen.findByRole('heading', { name: 'Feed' })).toBeTruthy();
    expect(screen.queryByText('Sorry, something went wrong')).toBeNull();
    vi.restoreAllMocks();
  });
});
