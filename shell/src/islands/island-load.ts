import { ISLAND_LIFECYCLES_EXPOSE, type IslandLifecycles } from 'platform';
import { loadExposedModule } from '../remotes/remote-registry';

/** Each island's lifecycles once loaded (a revisit mounts at once), and the islands that failed. */
const loaded = new Map<string, IslandLifecycles>();
const failed = new Set<string>();

const LIFECYCLES = ['bootstrap', 'mount', 'update', 'unmount'] as const;

const isLifecycles = (module: IslandLifecycles) =>
  LIFECYCLES.every((name) => typeof module[name] === 'function');

/** The lifecycles already loaded for this island, if any. */
export function loadedIslandLifecycles(federationName: string): IslandLifecycles | undefined {
  return loaded.get(federationName);
}

/**
 * Loads an island's `./lifecycles` (its own React comes with it). After a failure the next load
 * re-registers the remote first, as a page's does (remote-registry.ts).
 */
export async function loadIslandLifecycles(federationName: string): Promise<IslandLifecycles> {
  try {
    const lifecycles = await loadExposedModule(
      federationName,
      ISLAND_LIFECYCLES_EXPOSE,
      failed.delete(federationName),
      isLifecycles,
    );
    loaded.set(federationName, lifecycles);
    return lifecycles;
  } catch (error) {
    failed.add(federationName);
    throw error;
  }
}
