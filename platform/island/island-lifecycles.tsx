import { lazy } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { IslandLifecycles, IslandParcelProps } from '../src/island-props';
import { exposeKeyOf, pageFileOf, pageNamesOf, type RemotePages } from '../src/remote-pages';
import { IslandRoot, type IslandPages } from './island-root';

/**
 * An island's single-spa lifecycles (`src/lifecycles.ts`, exposed as `./lifecycles`): a parcel with
 * its own React root, which the shell mounts on an element of its page with the island props and
 * updates on each navigation and session change. React here is the island's own copy (the island
 * build aliases it to the island's folder), whatever React the shell runs.
 */
export function islandLifecycles(remote: RemotePages): IslandLifecycles {
  // One lazy component per page for the island's lifetime: a page visited again renders at once.
  const pages: IslandPages = new Map(
    pageNamesOf(remote).map((page) => [
      exposeKeyOf(page),
      lazy(() => remote.load(pageFileOf(page))),
    ]),
  );
  const lifecycles = singleSpaReact<IslandParcelProps>({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    rootComponent: (props: IslandParcelProps) => <IslandRoot pages={pages} props={props} />,
    // IslandRoot holds the error boundary (it reports through the props); single-spa-react's
    // warning about a root without one does not see inside it.
    suppressComponentDidCatchWarning: true,
  });
  const { update } = lifecycles;
  if (!update) throw new Error('single-spa-react gave no update lifecycle');
  return {
    bootstrap: (props) => lifecycles.bootstrap(props),
    mount: (props) => lifecycles.mount(props),
    update: (props) => update(props),
    unmount: (props) => lifecycles.unmount(props),
  };
}
