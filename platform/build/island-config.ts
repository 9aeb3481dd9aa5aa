import { createRequire } from 'node:module';
import path from 'node:path';

/** The React packages an island bundles, each from the island's own installation. */
const ISLAND_REACT = ['react', 'react-dom'] as const;

/**
 * Aliases that send every import of React in an island's bundle to the island's own copy: its
 * pages, and the platform code and libraries it bundles from outside its folder (platform/island,
 * single-spa-react), which would otherwise resolve the React installed at the repository's root
 * (the shell's) and put two Reacts in one bundle. `react` also covers `react/jsx-runtime`.
 */
export function islandReactAliases(appDir: string): Record<string, string> {
  const require = createRequire(path.join(appDir, 'package.json'));
  const aliases: Record<string, string> = {};
  for (const pkg of ISLAND_REACT) {
    let manifest: string;
    try {
      manifest = require.resolve(`${pkg}/package.json`);
    } catch {
      throw new Error(`an island bundles its own React: add ${pkg} to ${appDir}/package.json`);
    }
    aliases[pkg] = path.dirname(manifest);
  }
  return aliases;
}
