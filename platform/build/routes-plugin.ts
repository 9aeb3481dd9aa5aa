import type { Compiler, RspackPluginInstance } from '@rspack/core';
import type { RemoteBuildInfo } from '../src/release-manifest';
import { BUILD_INFO_FILE } from '../src/release-manifest';

/** Writes the remote's route declarations beside mf-manifest.json, for deploy to validate and merge. */
export class RoutesManifestPlugin implements RspackPluginInstance {
  constructor(private readonly info: RemoteBuildInfo) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RoutesManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'RoutesManifestPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          compilation.emitAsset(BUILD_INFO_FILE, new RawSource(JSON.stringify(this.info, null, 2)));
        },
      );
    });
  }
}
