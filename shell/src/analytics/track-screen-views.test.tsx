// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { UNSAFE_createMemoryHistory } from 'react-router';
import { memoryAnalyticsSink } from 'shared-api';
import { createAppRouter } from '../router/app-router';
import { trackScreenViews } from './track-screen-views';

afterEach(() => memoryAnalyticsSink.clear());

function views() {
  return memoryAnalyticsSink.events.filter((e) => e.name === 'screen_view').map((e) => e.params);
}

describe('trackScreenViews', () => {
  it('reports the first screen and every route change, by route pattern', async () => {
    const history = UNSAFE_createMemoryHistory({ initialEntries: ['/'], v5Compat: true });
    const router = createAppRouter(
      [
        { path: '/', element: null },
        {
          path: '/app/event/:eventId',
          element: null,
          handle: {
            owner: 'mf-events',
            declaration: { path: '/app/event/:eventId/:modal?', page: './EventPage' },
          },
        },
        { path: '*', element: null },
      ],
      history,
    );
    const stop = trackScreenViews(router);
    history.push('/app/event/e1?ref=search');
    history.push('/nowhere');
    stop();
    history.push('/');
    expect(views()).toEqual([
      { screen_name: '/', page_path: '/' },
      { screen_name: '/app/event/:eventId/:modal?', page_path: '/app/event/e1' },
      { screen_name: 'not_found', page_path: '/nowhere' },
    ]);
  });
});
