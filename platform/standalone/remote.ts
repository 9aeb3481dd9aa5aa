// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- a remote type-checked alone reaches this file by import; the build constants it uses must come with it
/// <reference path="./globals.d.ts" />
import { pageFileOf, routesOf, type RemotePages } from '../src/remote-pages';
import { createRemoteLifecycles, mountStandalone } from './lifecycles';
import type { StandaloneOptions } from './standalone-app';

/** A remote's pages outside the shell: its routes, each page loaded from its own chunk. */
export function standaloneOptionsOf(remote: RemotePages): StandaloneOptions {
  return {
    appName: __APP_NAME__,
    routes: routesOf(remote),
    loadPage: (page) => remote.load(pageFileOf(page)),
  };
}

/** A remote's single-spa lifecycles (`src/lifecycles.ts`). */
export function remoteLifecycles(remote: RemotePages) {
  return createRemoteLifecycles(standaloneOptionsOf(remote));
}

/** A remote alone on its own page, for its team (`src/bootstrap.tsx`, `npm run dev -w <remote>`). */
export function mountRemote(remote: RemotePages): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('the standalone page has no #root element');
  return mountStandalone(standaloneOptionsOf(remote), root);
}
