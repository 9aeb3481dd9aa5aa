import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Configuration } from '@rspack/core';
import { ISLAND_LIFECYCLES_EXPOSE } from '../src/island-props';
import { exposeKeyOf, pageFileOf, pageNamesOf, routesOf } from '../src/remote-pages';
import type { RemotePages } from '../src/remote-pages';
import { createAppConfig } from './create-config';
import { findRepoRoot, readRemoteList, type RemoteEntry } from './remote-list';

/** Every remote exposes the same probe for the shell's /debug page: it is platform's own module. */
const CONTEXT_PROBE = fileURLToPath(
  new URL('../standalone/remote-context-probe.tsx', import.meta.url),
);

/**
 * What a remote exposes, derived from its pages: `./FeedPage` → `./src/pages/feed-page.tsx`, plus
 * its single-spa `./lifecycles` (`src/lifecycles.ts`) and, unless it is an island, the
 * `./ContextProbe` (it renders inside the shell's React tree, which an island cannot).
 */
export function exposesOf(
  remote: RemotePages,
  options: { island?: boolean } = {},
): Record<string, string> {
  const exposes: Record<string, string> = {};
  for (const page of pageNamesOf(remote))
    exposes[exposeKeyOf(page)] = `./src/pages/${pageFileOf(page)}.tsx`;
  if (!options.island) exposes['./ContextProbe'] = CONTEXT_PROBE;
  exposes[ISLAND_LIFECYCLES_EXPOSE] = './src/lifecycles.ts';
  return exposes;
}

/**
 * A remote's whole rspack configuration, from its pages (`src/pages.ts`) and its entry in the root
 * `remotes.json` (federation name, dev port, island). `configUrl` is the config file's
 * `import.meta.url`. A remote that is not in the list (a test fixture) passes its entry itself.
 */
export function createRemoteConfig(
  configUrl: string,
  remote: RemotePages,
  listed?: RemoteEntry,
): Configuration {
  const appDir = path.dirname(fileURLToPath(configUrl));
  const { name } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
    name: string;
  };
  const entry = listed ?? readRemoteList(findRepoRoot(appDir)).find((r) => r.package === name);
  if (!entry) throw new Error(`${name} is not listed in remotes.json`);
  if (entry.package !== name)
    throw new Error(`${name} was given the remote entry of ${entry.package}`);
  const island = entry.island === true;
  const exposes = exposesOf(remote, { island });
  const missing = Object.values(exposes).filter((file) => !existsSync(path.resolve(appDir, file)));
  if (missing.length > 0)
    throw new Error(`${name} declares pages with no file: ${missing.join(', ')}`);
  return createAppConfig({
    kind: 'remote',
    appDir,
    federationName: entry.federationName,
    devPort: entry.devPort,
    title: `${name} (standalone)`,
    exposes,
    routes: routesOf(remote),
    sizeBudgetKiB: remote.sizeBudgetKiB,
    island,
  });
}
