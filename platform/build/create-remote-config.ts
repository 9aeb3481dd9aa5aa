import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Configuration } from '@rspack/core';
import { exposeKeyOf, pageFileOf, pageNamesOf, routesOf } from '../src/remote-pages';
import type { RemotePages } from '../src/remote-pages';
import { createAppConfig } from './create-config';
import { findRepoRoot, readRemoteList } from './remote-list';

/** Every remote exposes the same probe for the shell's /debug page: it is platform's own module. */
const CONTEXT_PROBE = fileURLToPath(
  new URL('../standalone/remote-context-probe.tsx', import.meta.url),
);

/**
 * What a remote exposes, derived from its pages: `./FeedPage` → `./src/pages/feed-page.tsx`, plus
 * the `./ContextProbe` and its single-spa `./lifecycles` (`src/lifecycles.ts`).
 */
export function exposesOf(remote: RemotePages): Record<string, string> {
  const exposes: Record<string, string> = {};
  for (const page of pageNamesOf(remote))
    exposes[exposeKeyOf(page)] = `./src/pages/${pageFileOf(page)}.tsx`;
  exposes['./ContextProbe'] = CONTEXT_PROBE;
  exposes['./lifecycles'] = './src/lifecycles.ts';
  return exposes;
}

/**
 * A remote's whole rspack configuration, from its pages (`src/pages.ts`) and its entry in the root
 * `remotes.json` (federation name, dev port). `configUrl` is the config file's `import.meta.url`.
 */
export function createRemoteConfig(configUrl: string, remote: RemotePages): Configuration {
  const appDir = path.dirname(fileURLToPath(configUrl));
  const { name } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
    name: string;
  };
  const entry = readRemoteList(findRepoRoot(appDir)).find((r) => r.package === name);
  if (!entry) throw new Error(`${name} is not listed in remotes.json`);
  const exposes = exposesOf(remote);
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
  });
}
