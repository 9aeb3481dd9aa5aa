import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SHARED_SINGLETONS, packageOf } from '../src/shared-singletons';

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  version: string;
  /** `false`: the build takes the module from the page's share scope and bundles no copy. */
  import?: false;
}

/**
 * The Module Federation `shared` option for an app in `appDir`. Versions are the ones the one
 * lockfile installed (read from node_modules), so every app asks for the same ranges and the
 * deploy check can compare a remote's needs with what the shell provides.
 *
 * `consumeOnly` (a remote's release build): no fallback copy of any shared module. The shell
 * provides every singleton and publishing refuses a remote it cannot serve, so a released remote
 * never loads its own copy; registering the copies still cost its entry their share-scope entries
 * and file names (mf-events' entry 8.1 → 7.4 KiB brotli). A dev server keeps them to run alone.
 */
export function sharedConfig(
  appDir: string,
  options: { consumeOnly?: boolean } = {},
): Record<string, SharedEntry> {
  const require = createRequire(path.join(appDir, 'package.json'));
  const shared: Record<string, SharedEntry> = {};
  for (const specifier of SHARED_SINGLETONS) {
    const { version } = installedPackage(require, specifier);
    shared[specifier] = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      ...(options.consumeOnly ? { import: false as const } : {}),
    };
  }
  return shared;
}

/** The folder and version of the package that `specifier` resolves to from `require`'s base. */
export function installedPackage(
  require: NodeJS.Require,
  specifier: string,
): { dir: string; version: string } {
  // Some packages (firebase) have no main export nor ./package.json: resolve the specifier itself
  // and walk up to the package's own package.json.
  const pkg = packageOf(specifier);
  const entry = require.resolve(specifier);
  let dir = path.dirname(entry);
  for (;;) {
    try {
      const json = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (json.name === pkg && json.version) return { dir, version: json.version };
    } catch {
      // no package.json at this level: keep walking up
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`cannot find the installed version of ${pkg}`);
    dir = parent;
  }
}
