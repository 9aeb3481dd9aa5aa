import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { configureApi, initSession } from 'shared-api';
import { loadAppConfig } from '../src/app-config';
import { StandaloneApp, type StandaloneOptions } from './standalone-app';

/**
 * single-spa lifecycles for a remote that shares the shell's React: its standalone page mounts
 * through them, with the shell's own provider stack. A remote on another React (an island) has
 * its own kind instead, `islandLifecycles` in `platform/island`: the shell mounts those as a parcel
 * with its own root, and session, navigation and the rest go in as props (src/island-props.ts).
 */
export function createRemoteLifecycles(options: StandaloneOptions) {
  return singleSpaReact<Record<string, never>>({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    rootComponent: () => <StandaloneApp {...options} />,
    errorBoundary: (error) => (
      <p role="alert">
        {options.appName} failed: {String(error.message)}
      </p>
    ),
  });
}

/** Reads the run-time configuration the dev server or static server provides, then mounts. */
export async function mountStandalone(
  options: StandaloneOptions,
  domElement: HTMLElement,
): Promise<void> {
  const config = await loadAppConfig();
  configureApi({ baseUrl: config.apiBaseUrl });
  initSession({ ...config.firebase, authEmulatorUrl: config.authEmulatorUrl });
  const lifecycles = createRemoteLifecycles(options);
  // single-spa passes more props in a real single-spa root; standalone needs only the element.
  const props = { name: options.appName, domElement } as never;
  await lifecycles.bootstrap(props);
  await lifecycles.mount(props);
}
