import { matchRoute } from 'shared-api/startup-read';
import { loadAppConfig } from '../src/app-config';
import { ISLAND_PROPS_VERSION, islandBasePath, type IslandParcelProps } from '../src/island-props';
import { routesOf, type RemotePages } from '../src/remote-pages';
import { islandLifecycles } from './island-lifecycles';

/**
 * An island alone on its own dev server (`src/bootstrap.ts`): its lifecycles mounted on `#root`
 * with props a shell would pass, from the browser's address, for a visitor. Enough to work on
 * its pages; the shell's session and gating come with the shell.
 */
export async function mountIslandAlone(remote: RemotePages): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('the standalone page has no #root element');
  const config = await loadAppConfig();
  const routes = routesOf(remote);
  const lifecycles = islandLifecycles(remote);
  const propsHere = (): IslandParcelProps => {
    const matched = matchRoute(routes, window.location.pathname);
    return {
      name: 'island-alone',
      domElement: root,
      contractVersion: ISLAND_PROPS_VERSION,
      page: matched?.route.page ?? routes[0]?.page ?? '',
      params: matched?.params ?? {},
      location: { pathname: window.location.pathname, search: window.location.search },
      basePath: islandBasePath(routes.map((r) => r.path)),
      session: { status: 'signedOut', person: null, getIdToken: async () => null },
      navigate: (to, options) => {
        if (options?.replace) window.history.replaceState(null, '', to);
        else window.history.pushState(null, '', to);
        void lifecycles.update(propsHere());
      },
      config,
      reportError: (error) => console.error(error),
    };
  };
  window.addEventListener('popstate', () => void lifecycles.update(propsHere()));
  const props = propsHere();
  await lifecycles.bootstrap(props);
  await lifecycles.mount(props);
}
