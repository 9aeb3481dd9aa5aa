// @vitest-environment jsdom
/**
 * An island's routes in the shell's real route table (`buildRoutes`): gated like any remote's
 * before its code loads, mounted as a parcel with the island props, updated on navigation, and
 * unmounted when its page is left, leaving no element and no listener. The island is built with
 * platform's own `islandLifecycles` (on the test's React); only the federation runtime is faked.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { UNSAFE_createMemoryHistory } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ISLAND_PROPS_VERSION,
  definePages,
  localAppConfig,
  signIn,
  type IslandParcelProps,
} from 'platform';
import { IslandLink, islandLifecycles, useIsland } from 'platform/island';
import { AppProviders } from 'platform/react';
import { createStaticSession, redirectMemory } from 'shared-api';
import type { User } from 'contract';
import { registerReleaseRemotes } from '../remotes/remote-registry';
import { AppRoutes, AppRouterView, createAppRouter } from '../router/app-router';
import { buildRoutes } from '../app/app-routes';
import { manifestOf, releaseOf } from '../test-support/release-fixture';

const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
  preloadRemote: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

/** The window listeners the island's pages hold now. */
let held = 0;
function useHeldListener() {
  useEffect(() => {
    const onResize = () => {};
    window.addEventListener('resize', onResize);
    held++;
    return () => {
      window.removeEventListener('resize', onResize);
      held--;
    };
  }, []);
}

function IslandHomePage() {
  const { session, basePath } = useIsland();
  useHeldListener();
  return (
    <main data-testid="island-root">
      <p>{session.person ? `Signed in as ${session.person.name}` : 'Visitor'}</p>
      <IslandLink to={`${basePath}/me`}>Your island page</IslandLink>
      <IslandLink to="/other">Somewhere else</IslandLink>
    </main>
  );
}

function IslandMePage() {
  const { session, location } = useIsland();
  useHeldListener();
  return (
    <main data-testid="island-root">
      <p>
        {session.person?.name}&apos;s page at {location.pathname}
        {location.search}
      </p>
      <IslandLink to="/other">Somewhere else</IslandLink>
    </main>
  );
}

const island = definePages({
  load: async (file) =>
    file === 'island-home-page' ? { default: IslandHomePage } : { default: IslandMePage },
  pages: [
    { path: '/island', page: 'IslandHomePage' },
    { path: '/island/me', page: 'IslandMePage', auth: signIn('🏝️', 'Sign in for your island') },
  ],
});

/** A federation name per test: the shell keeps an island's lifecycles once loaded. */
let tests = 0;
let islandName: string;
const manifestFor = (federationName: string) =>
  manifestOf(
    {
      ...releaseOf('mf-island', federationName, [
        { path: '/island', page: './IslandHomePage' },
        {
          path: '/island/me',
          page: './IslandMePage',
          auth: signIn('🏝️', 'Sign in for your island'),
        },
      ]),
      island: true,
    },
    releaseOf('mf-other', 'other', [{ path: '/other', page: './OtherPage' }]),
    releaseOf('mf-auth', 'auth', [{ path: '/auth/phone', page: './PhonePage' }]),
  );
let manifest: ReturnType<typeof manifestFor>;

const isla = { id: 'u1', name: 'Isla', displayName: 'Isla', username: 'isla' } as User;
let lifecycles: ReturnType<typeof islandLifecycles>;
let calls: string[];

beforeEach(() => {
  held = 0;
  calls = [];
  sessionStorage.clear();
  const real = islandLifecycles(island);
  const spied = (name: keyof typeof real) => (props: Parameters<typeof real.mount>[0]) => {
    calls.push(name);
    return real[name](props);
  };
  lifecycles = {
    bootstrap: spied('bootstrap'),
    mount: spied('mount'),
    update: spied('update'),
    unmount: spied('unmount'),
  };
  islandName = `island${++tests}`;
  manifest = manifestFor(islandName);
  runtime.loadRemote.mockImplementation(async (id: string) => {
    if (id === `${islandName}/lifecycles`) return lifecycles;
    if (id === 'other/OtherPage') return { default: () => <h1>Other page</h1> };
    if (id === 'auth/PhonePage') return { default: () => <h1>Phone step</h1> };
    throw new Error(`no ${id}`);
  });
  registerReleaseRemotes(manifest);
});
afterEach(async () => {
  cleanup();
  // The parcel unmounts after React has let go of its element: let it finish before the next test.
  await waitFor(() => expect(held).toBe(0));
  vi.clearAllMocks();
});

function renderAt(path: string, user: User | null) {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const router = createAppRouter(buildRoutes(manifest, localAppConfig()), history);
  const session = user ? createStaticSession({ token: 'token', user }) : createStaticSession();
  render(
    <AppProviders shell={{ shellVersion: 'test' }} session={session}>
      <AppRouterView router={router}>
        <AppRoutes />
      </AppRouterView>
    </AppProviders>,
  );
  return router;
}

const islandLoads = () =>
  runtime.loadRemote.mock.calls.filter(([id]) => String(id).startsWith(`${islandName}/`));

describe('an island in the shell', () => {
  it('mounts with the signed-in person and goes through the shell router on its links', async () => {
    const router = renderAt('/island', isla);
    expect(await screen.findByText('Signed in as Isla')).toBeTruthy();
    expect(document.querySelectorAll('[data-island="mf-island"]')).toHaveLength(1);

    fireEvent.click(screen.getByRole('link', { name: 'Your island page' }));
    expect(await screen.findByText("Isla's page at /island/me")).toBeTruthy();
    expect(router.state.location.pathname).toBe('/island/me');
    // The same parcel, given new props: one mount, then updates.
    expect(calls.filter((c) => c === 'mount')).toHaveLength(1);
    expect(calls).toContain('update');
  });

  it('unmounts when its page is left: no island element, no listener left behind', async () => {
    const router = renderAt('/island', isla);
    await screen.findByText('Signed in as Isla');
    expect(held).toBe(1);

    fireEvent.click(screen.getByRole('link', { name: 'Somewhere else' }));
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/other');
    await waitFor(() => expect(calls.at(-1)).toBe('unmount'));
    await waitFor(() => expect(held).toBe(0));
    expect(document.querySelector('[data-island]')).toBeNull();
    expect(screen.queryByTestId('island-root')).toBeNull();
  });

  it('gates its routes before loading its code, and remembers where the visitor was going', async () => {
    const router = renderAt('/island/me?tab=1', null);
    expect(await screen.findByRole('heading', { name: 'Phone step' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/phone');
    expect(redirectMemory.read()).toMatchObject({
      path: '/island/me',
      query: expect.stringContaining('tab=1'),
      message: '🏝️ Sign in for your island',
    });
    expect(islandLoads()).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('control: the public page of the same island loads its code for a visitor', async () => {
    renderAt('/island', null);
    expect(await screen.findByText('Visitor')).toBeTruthy();
    expect(islandLoads()).toEqual([[`${islandName}/lifecycles`]]);
    expect(calls).toEqual(['bootstrap', 'mount']);
  });

  it('control: an island element removed without unmounting its parcel keeps its listener', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    const parcelProps: IslandParcelProps = {
      contractVersion: ISLAND_PROPS_VERSION,
      page: './IslandHomePage',
      params: {},
      location: { pathname: '/island', search: '' },
      basePath: '/island',
      session: { status: 'signedOut', person: null, getIdToken: async () => null },
      navigate: () => {},
      config: localAppConfig(),
      reportError: () => {},
      name: 'leaky',
      domElement: element,
    };
    await lifecycles.bootstrap(parcelProps);
    await lifecycles.mount(parcelProps);
    await waitFor(() => expect(held).toBe(1));
    element.remove();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(held).toBe(1);
    // Let go of it, so the next test starts clean.
    await lifecycles.unmount(parcelProps);
    expect(held).toBe(0);
  });
});
