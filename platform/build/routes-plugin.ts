import type { Compiler, RspackPluginInstance } from '@rspack/core';
import type { RemoteBuildInfo } from '../src/release-manifest';
import { BUILD_INFO_FILE } from '../src/release-manifest';
import { emitJson } from './emit-json';

/** Writes the remote's route declarations beside mf-manifest.json, for deploy to validate and merge. */
export class RoutesManifestPlugin implements RspackPluginInstance {
  constructor(private readonly info: RemoteBuildInfo) {}

  apply(compiler: Compiler): void {
    emitJson(compiler, 'RoutesManifestPlugin', BUILD_INFO_FILE, () => this.info);
  }
}
