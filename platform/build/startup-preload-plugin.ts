import type { Chunk, ChunkGroup, Compilation, Compiler, RspackPluginInstance } from '@rspack/core';

const NAME = 'StartupPreloadPlugin';

/** `consume shared module (default) react@^19 (strict) (fallback: …)` → `react`. */
const CONSUME = /^consume shared module \([^)]*\) (.+?)@/;
/** `provide shared module (default) react@19.3.1 = /…/react/index.js` → `react`. */
const PROVIDE = /^provide shared module \([^)]*\) (.+?)@/;

const originKey = (group: ChunkGroup, pattern: RegExp): string | undefined => {
  for (const origin of group.origins) {
    const match = origin.module ? pattern.exec(origin.module.identifier()) : null;
    if (match?.[1]) return match[1];
  }
  return undefined;
};

const chunkIds = (chunks: readonly Chunk[]) => chunks.map((chunk) => String(chunk.id));

/**
 * The script files the app's start needs after its entry: the chunk group the entry imports
 * (`import('./bootstrap')`) and, for every shared module consumed on the way (transitively), the
 * chunks that provide it. The host provides its own shared modules, so those are what the
 * federation runtime loads at start; shared modules consumed only from lazy imports (Firebase,
 * before anyone signs in) are left out.
 */
export function startupScripts(compilation: Compilation, bootstrapRequest: string): string[] {
  const groups = [...compilation.chunkGroups];
  const bootstrap = groups.find((g) => g.origins.some((o) => o.request === bootstrapRequest));
  if (!bootstrap) throw new Error(`${NAME}: no chunk group imports ${bootstrapRequest}`);
  const provides = new Map<string, ChunkGroup>();
  for (const group of groups) {
    const key = originKey(group, PROVIDE);
    if (key) provides.set(key, group);
  }
  const consumes = groups.flatMap((group) => {
    const key = originKey(group, CONSUME);
    return key ? [{ key, group }] : [];
  });

  const loaded = new Set(chunkIds(bootstrap.chunks));
  const files = new Set<string>(bootstrap.getFiles());
  const taken = new Set<string>();
  for (let grew = true; grew;) {
    grew = false;
    for (const { key, group } of consumes) {
      if (taken.has(key)) continue;
      const fromLoaded = group
        .getParents()
        .some((parent) => chunkIds(parent.chunks).some((id) => loaded.has(id)));
      const provider = provides.get(key);
      if (!fromLoaded || !provider) continue;
      taken.add(key);
      grew = true;
      for (const id of chunkIds(provider.chunks)) loaded.add(id);
      for (const file of provider.getFiles()) files.add(file);
    }
  }
  // In the order they were reached: the bootstrap first, then what it consumes.
  return [...files].filter((file) => file.endsWith('.js'));
}

/**
 * Adds `<link rel="preload" as="script">` for the entry and the start-up scripts to the app's page, so the
 * browser fetches them beside the entry instead of after it has run: without them, the bootstrap
 * and the shared modules (React, the router, shared-api…) wait for the entry to download and run
 * before anyone asks for them.
 *
 * And `<link rel="preload" as="fetch">` for `fetches`: the JSON the entry reads first thing (the
 * shell's configuration and release manifest). They then travel with the scripts instead of
 * after the entry chunk has downloaded and run, and the entry's `fetch` takes the preloaded
 * answer (`crossorigin`, so its mode and credentials match a plain same-origin `fetch`).
 */
export class StartupPreloadPlugin implements RspackPluginInstance {
  constructor(
    private readonly fetches: readonly string[] = [],
    private readonly bootstrapRequest = './bootstrap',
  ) {}

  apply(compiler: Compiler): void {
    const { HtmlRspackPlugin } = compiler.webpack;
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(
        NAME,
        async (data) => {
          // The entry first: a deferred script is fetched at low priority, a preload at high, so
          // without its own preload the entry would queue behind the chunks it is about to need.
          const entry = [...(compilation.entrypoints.get('main')?.getFiles() ?? [])].filter((f) =>
            f.endsWith('.js'),
          );
          const scripts = [...entry, ...startupScripts(compilation, this.bootstrapRequest)];
          data.assetTags.meta.push(
            ...this.fetches.map((href) => ({
              tagName: 'link',
              voidTag: true,
              attributes: { rel: 'preload', as: 'fetch', href, crossorigin: 'anonymous' },
            })),
            ...scripts.map((file) => ({
              tagName: 'link',
              voidTag: true,
              attributes: { rel: 'preload', as: 'script', href: data.publicPath + file },
            })),
          );
          return data;
        },
      );
    });
  }
}
