// platform/island: what an island bundles (with its own React) to run inside the shell.
export { islandLifecycles } from './island-lifecycles';
export { useIsland } from './island-context';
export { IslandLink } from './island-link';
export { mountIslandAlone } from './mount-island-alone';
