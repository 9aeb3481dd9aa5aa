import { gzipSync } from 'node:zlib';
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { SIZE_BUDGET_COMPRESSION, SIZE_BUDGET_FILE, type SizeRecord } from '../src/size-budget';
import { emitJson } from './emit-json';

interface Options {
  package: string;
  /** The container's entry name: the federation name (its file is `remoteEntry.js`). */
  federationName: string;
  /** The exposed key of the first declared page, e.g. `./FeedPage`. */
  firstPage: string;
  budgetKiB: number;
}

const COUNTED = /\.(js|css)$/;

/**
 * Writes `size-budget.json` beside mf-manifest.json: the remote's budget and what the build
 * actually weighs, compressed: the container entry's files and every JS/CSS file of the first
 * page's chunk group (what the entry fetches before the page module runs). Shared singletons come
 * from the shell, and what the page later imports lazily is its own group: neither is counted
 * (the lazy groups' tree also reaches the shared modules' fallbacks, which a visitor never
 * downloads). Runs after minification, so the bytes are the shipped ones.
 */
export class SizeBudgetPlugin implements RspackPluginInstance {
  constructor(private readonly options: Options) {}

  apply(compiler: Compiler): void {
    emitJson(
      compiler,
      'SizeBudgetPlugin',
      SIZE_BUDGET_FILE,
      (compilation) => {
        const { federationName, firstPage } = this.options;
        const counted = (files: Iterable<string>) => [...files].filter((f) => COUNTED.test(f));
        const entry = compilation.entrypoints.get(federationName);
        // The federation plugin names an exposed module's chunk group after its key.
        const pageGroup = compilation.namedChunkGroups.get(
          `__federation_expose_${firstPage.replace(/^\.\//, '')}`,
        );
        if (!entry || !pageGroup) {
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `SizeBudgetPlugin: no chunk group for ${entry ? firstPage : `the ${federationName} entry`}`,
            ),
          );
          return undefined;
        }
        const measure = (files: string[]) =>
          files.map((file) => ({
            file,
            bytes: gzipSync(compilation.getAsset(file)!.source.buffer(), { level: 9 }).length,
          }));
        const entryFiles = measure(counted(entry.getFiles()));
        const entryNames = new Set(entryFiles.map((f) => f.file));
        const pageFiles = measure(counted(pageGroup.getFiles()).filter((f) => !entryNames.has(f)));
        const sum = (xs: Array<{ bytes: number }>) => xs.reduce((a, x) => a + x.bytes, 0);
        const record: SizeRecord = {
          package: this.options.package,
          firstPage,
          budgetBytes: Math.round(this.options.budgetKiB * 1024),
          entryBytes: sum(entryFiles),
          firstPageBytes: sum(pageFiles),
          compression: SIZE_BUDGET_COMPRESSION,
          files: [...entryFiles, ...pageFiles],
        };
        return record;
      },
      'report',
    );
  }
}
