import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Aliases that make the federation runtime bundle from its ES module builds instead of its
 * CommonJS ones, so the bundler can drop what a browser never calls.
 *
 * Rspack's federation plugin imports the bundler runtime (and, for a shell that provides its
 * runtime to remotes, the inject plugin) by the absolute path of its `.cjs` file, and aliases
 * `@module-federation/runtime` to its `.cjs` file too. From there every `require` picks the
 * CommonJS builds of the runtime and its SDK, which cannot be tree-shaken: each remote entry
 * carried the SDK whole, Node's script loader included (`sdk/dist/node.cjs`). Pointing the three
 * entry points at their `.js` siblings (the packages' own `import` builds, `sideEffects: false`)
 * took a remote's entry from 15.5 to 8.9 KiB and the shell's entry chunk from 32.1 to 27.7 KiB
 * (brotli).
 *
 * The paths are found the way the plugins find them: the runtime tools from the app's folder and
 * the bundler runtime and runtime from there; the inject plugin from the enhanced plugin's own
 * package. Our alias keys win over the plugin's own: it spreads the configuration's after its own.
 */
export function federationRuntimeEsmAliases(appDir: string): Record<string, string> {
  const fromApp = createRequire(`${appDir}/package.json`);
  const fromTools = createRequire(fromApp.resolve('@module-federation/runtime-tools'));
  const fromEnhanced = createRequire(fromApp.resolve('@module-federation/enhanced/rspack'));
  const bundlerRuntime = fromTools.resolve('@module-federation/webpack-bundler-runtime');
  const injectPlugin = fromEnhanced.resolve(
    '@module-federation/inject-external-runtime-core-plugin',
  );
  return {
    [bundlerRuntime]: esmSibling(bundlerRuntime),
    [injectPlugin]: esmSibling(injectPlugin),
    '@module-federation/runtime': esmSibling(fromTools.resolve('@module-federation/runtime')),
  };
}

/** `…/dist/index.cjs` → `…/dist/index.js`, which must exist: a renamed build fails the build. */
function esmSibling(cjsPath: string): string {
  if (!cjsPath.endsWith('.cjs')) throw new Error(`${cjsPath} is not a CommonJS build`);
  const esm = `${cjsPath.slice(0, -'.cjs'.length)}.js`;
  if (!existsSync(esm)) throw new Error(`${cjsPath} has no ES module build beside it (${esm})`);
  return esm;
}
