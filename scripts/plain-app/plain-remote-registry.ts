/**
 * Stands in for the shell's `remotes/remote-registry.ts` in the plain (federation-free) bench
 * build: the same exports, but a page is the remote's own lazy `import()` of its page file, bundled
 * into this one app, with no Module Federation runtime, manifest or container entry in between.
 */
import type { ComponentType } from 'react';
import { pageFileOf, type ReleaseManifest } from 'platform';
import remotes from 'plain-remotes';

export interface ExposedPage {
  default: ComponentType;
}

export class RemoteLoadError extends Error {
  constructor(federationName: string, options: { cause: unknown }) {
    super(`The ${federationName} pages did not load`, options);
    this.name = 'RemoteLoadError';
  }
}

/** Nothing to register; loads are not counted for error rates in this bench-only build. */
export function registerReleaseRemotes(
  _manifest: ReleaseManifest,
  _options: { onLoaded?: (release: { name: string; version: string }) => void } = {},
): void {}

export function releaseOf(federationName: string): { name: string; version: string } | null {
  const found = remotes.find((r) => r.federationName === federationName);
  return found ? { name: found.package, version: 'plain' } : null;
}

export async function loadExposedPage(federationName: string, page: string): Promise<ExposedPage> {
  const found = remotes.find((r) => r.federationName === federationName);
  if (!found) throw new Error(`no remote is named ${federationName}`);
  return found.remote.load(pageFileOf(page)).catch((cause: unknown) => {
    throw new RemoteLoadError(federationName, { cause });
  });
}

/**
 * Islands (a remote on another React, mounted by its lifecycles) exist only when federated: the
 * plain app bundles the remotes of remotes.json, none of which is an island.
 */
export async function loadExposedModule<T>(federationName: string, expose: string): Promise<T> {
  throw new Error(`the plain bench build has no islands (${federationName} ${expose})`);
}

/** Nothing to fetch ahead: every page is bundled into this one app and loads on its own import. */
export async function prefetchExposedPage(_federationName: string, _page: string): Promise<void> {}
