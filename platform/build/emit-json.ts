import type { Compilation, Compiler } from '@rspack/core';

/**
 * What the build plugins that record something beside mf-manifest.json share: `file` is written
 * as indented JSON into each compilation's assets by `name`, at the `additional` stage of
 * processAssets, or at `report` for a value read from the minified assets. `value` answers
 * `undefined` to write nothing (having reported why as a compilation error).
 */
export function emitJson(
  compiler: Compiler,
  name: string,
  file: string,
  value: (compilation: Compilation) => unknown,
  stage: 'additional' | 'report' = 'additional',
): void {
  const { RawSource } = compiler.webpack.sources;
  const { PROCESS_ASSETS_STAGE_ADDITIONAL, PROCESS_ASSETS_STAGE_REPORT } =
    compiler.webpack.Compilation;
  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    compilation.hooks.processAssets.tap(
      {
        name,
        stage: stage === 'report' ? PROCESS_ASSETS_STAGE_REPORT : PROCESS_ASSETS_STAGE_ADDITIONAL,
      },
      () => {
        const json = value(compilation);
        if (json !== undefined)
          compilation.emitAsset(file, new RawSource(JSON.stringify(json, null, 2)));
      },
    );
  });
}
