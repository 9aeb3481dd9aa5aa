// @vitest-environment jsdom
/**
 * An island's lifecycles driven the way the shell drives them: mount on an element with the island
 * props, update, unmount. (React here is the test's; in a build it is the island's own copy.)
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect, type ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localAppConfig } from '../src/app-config';
import { ISLAND_PROPS_VERSION, type IslandParcelProps } from '../src/island-props';
import { definePages } from '../src/remote-pages';
import { useIsland } from './island-context';
import { islandLifecycles } from './island-lifecycles';
import { IslandLink } from './island-link';

/** Window listeners the home page holds: what an unmount must give back. */
let resizeListeners = 0;

function IslandHomePage() {
  const { session, basePath } = useIsland();
  useEffect(() => {
    const onResize = () => {};
    window.addEventListener('resize', onResize);
    resizeListeners++;
    return () => {
      window.removeEventListener('resize', onResize);
      resizeListeners--;
    };
  }, []);
  return (
    <main>
      <h1>Island home</h1>
      <p>{session.person ? `Signed in as ${session.person.name}` : 'Visitor'}</p>
      <IslandLink to={`${basePath}/me`}>Your page</IslandLink>
    </main>
  );
}

function IslandMePage(): never {
  throw new Error('the me page broke');
}

const pages: Record<string, { default: ComponentType }> = {
  'island-home-page': { default: IslandHomePage },
  'island-me-page': { default: IslandMePage },
};
const remote = definePages({
  load: async (file) => pages[file]!,
  pages: [
    { path: '/app/island', page: 'IslandHomePage' },
    { path: '/app/island/me', page: 'IslandMePage' },
  ],
});

let element: HTMLElement;
let navigate: ReturnType<typeof vi.fn<IslandParcelProps['navigate']>>;
let reportError: ReturnType<typeof vi.fn<IslandParcelProps['reportError']>>;

function propsFor(page: string, overrides: Partial<IslandParcelProps> = {}): IslandParcelProps {
  return {
    name: 'mf-island-fixture#1',
    domElement: element,
    contractVersion: ISLAND_PROPS_VERSION,
    page,
    params: {},
    location: { pathname: '/app/island', search: '' },
    basePath: '/app/island',
    session: {
      status: 'signedIn',
      person: { id: 'u1', name: 'Isla', displayName: 'Isla' },
      getIdToken: async () => 'token',
    },
    navigate,
    config: localAppConfig(),
    reportError,
    ...overrides,
  };
}

beforeEach(() => {
  element = document.createElement('div');
  document.body.append(element);
  navigate = vi.fn<IslandParcelProps['navigate']>();
  reportError = vi.fn<IslandParcelProps['reportError']>();
  resizeListeners = 0;
  // React logs the errors these tests cause on purpose.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  element.remove();
  vi.restoreAllMocks();
});

describe('islandLifecycles', () => {
  it('mounts the page the props name, with the person from the props', async () => {
    const lifecycles = islandLifecycles(remote);
    const props = propsFor('./IslandHomePage');
    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    expect(await screen.findByText('Signed in as Isla')).toBeTruthy();
    expect(resizeListeners).toBe(1);
    await lifecycles.unmount(props);
  });

  it('updates with new props, and unmounting leaves no DOM and no listener behind', async () => {
    const lifecycles = islandLifecycles(remote);
    const props = propsFor('./IslandHomePage');
    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    await screen.findByText('Signed in as Isla');
    await lifecycles.update(
      propsFor('./IslandHomePage', {
        session: { status: 'signedOut', person: null, getIdToken: async () => null },
      }),
    );
    expect(await screen.findByText('Visitor')).toBeTruthy();
    expect(resizeListeners).toBe(1);

    await lifecycles.unmount(props);
    expect(element.childNodes).toHaveLength(0);
    expect(resizeListeners).toBe(0);
  });

  it('sends its links through the navigate prop, but leaves a modified click to the browser', async () => {
    const lifecycles = islandLifecycles(remote);
    const props = propsFor('./IslandHomePage');
    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    const link = await screen.findByRole('link', { name: 'Your page' });
    expect(link.getAttribute('href')).toBe('/app/island/me');
    expect(fireEvent.click(link)).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/app/island/me');
    // Seen after the island's handler: the browser would open a tab (jsdom cannot, so stop it).
    let leftToBrowser = false;
    document.addEventListener(
      'click',
      (event) => {
        leftToBrowser = !event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    fireEvent.click(link, { ctrlKey: true });
    expect(leftToBrowser).toBe(true);
    expect(navigate).toHaveBeenCalledTimes(1);
    await lifecycles.unmount(props);
  });

  it('refuses props of another contract version in its area, and reports it', async () => {
    const lifecycles = islandLifecycles(remote);
    const props = propsFor('./IslandHomePage', { contractVersion: 2 as never });
    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    expect((await screen.findByRole('alert')).textContent).toBe(
      `This part of the app cannot run here: the shell speaks island props version 2; this island needs version ${ISLAND_PROPS_VERSION}.`,
    );
    expect(screen.queryByText('Island home')).toBeNull();
    await waitFor(() => expect(reportError).toHaveBeenCalledTimes(1));
    expect(String(reportError.mock.calls[0]?.[0])).toMatch(/island props refused/);
    await lifecycles.unmount(props);
  });

  it('reports a page that throws through the props, and shows it in its area only', async () => {
    const lifecycles = islandLifecycles(remote);
    const props = propsFor('./IslandMePage');
    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    expect(await screen.findByText('This part of the app stopped working.')).toBeTruthy();
    expect(reportError).toHaveBeenCalledWith(new Error('the me page broke'));
    await lifecycles.unmount(props);
  });
});
