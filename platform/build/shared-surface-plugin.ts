import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Compilation, Compiler, RspackPluginInstance } from '@rspack/core';
import { SHARED_SINGLETONS, packageOf } from '../src/shared-singletons';
import { SHARED_NEEDS_FILE, SHARED_PROVIDES_FILE } from '../src/shared-surface';
import type { SharedPackageSurface, SharedSurface } from '../src/shared-surface';
import { readReport, runtimeNames } from './api-report/api-report-file';
import type { ApiReport } from './api-report/api-report-file';
import { emitJson } from './emit-json';
import { sharedImportsOf } from './shared-imports';
import { installedPackage } from './shared-config';

/** A shared singleton that is a workspace package with an API report (shared-api, shared-ui). */
interface ReportedShared {
  specifier: string;
  dir: string;
  version: string;
  report: ApiReport;
}

function reportedShared(appDir: string): ReportedShared[] {
  const require = createRequire(path.join(appDir, 'package.json'));
  const found: ReportedShared[] = [];
  for (const specifier of SHARED_SINGLETONS) {
    const { dir, version } = installedPackage(require, specifier);
    const report = readReport(dir);
    if (report) found.push({ specifier, dir, version, report });
  }
  return found;
}

/**
 * The federation runtime a released remote takes from the shell's page instead of bundling it
 * (`experiments.externalRuntime`, see create-config.ts). It is recorded like a shared package:
 * the shell provides it, such a remote needs it, and publishing refuses the remote if the live
 * shell's runtime is missing or lacks an export the remote's version has.
 */
export const FEDERATION_RUNTIME = '@module-federation/runtime-core';

export function federationRuntimeSurface(appDir: string): SharedPackageSurface {
  const require = createRequire(path.join(appDir, 'package.json'));
  const { version } = installedPackage(require, FEDERATION_RUNTIME);
  const names = Object.keys(require(FEDERATION_RUNTIME) as object).sort();
  return { version, names };
}

/** `shared-api` → the report's `.` entry; `contract` → `./contract`. */
function entryOf(specifier: string): string {
  return `.${specifier.slice(packageOf(specifier).length)}`;
}

/**
 * The shell's build writes `shared-provides.json`: for each shared package, the version it bundles
 * and every export with a run-time value, read from the package's checked-in API report (which a
 * test keeps equal to the code).
 */
export class SharedProvidesPlugin implements RspackPluginInstance {
  constructor(private readonly appDir: string) {}

  apply(compiler: Compiler): void {
    emitJson(compiler, 'SharedProvidesPlugin', SHARED_PROVIDES_FILE, () => {
      const provides: SharedSurface = {};
      for (const shared of reportedShared(this.appDir)) {
        const entry = shared.report.entries[entryOf(shared.specifier)];
        if (!entry) {
          throw new Error(
            `${shared.specifier} has no "${entryOf(shared.specifier)}" API report entry`,
          );
        }
        provides[shared.specifier] = { version: shared.version, names: runtimeNames(entry) };
      }
      provides[FEDERATION_RUNTIME] = federationRuntimeSurface(this.appDir);
      return provides;
    });
  }
}

/**
 * A remote's build writes `shared-needs.json`: for each shared package, the version it was built
 * against and the names its bundled code imports. The files come from the build's module graph (so
 * tests and unused files never count, and platform code bundled into the remote does); the names
 * from parsing each file's imports.
 */
export class SharedNeedsPlugin implements RspackPluginInstance {
  constructor(
    private readonly appDir: string,
    /** Built with `externalRuntime`: the shell's page must provide the federation runtime. */
    private readonly externalRuntime = false,
    /**
     * `sharedPackages: false` for an island: it bundles its own copy of whatever it imports, so
     * only the federation runtime it takes from the shell's page is a need.
     */
    private readonly options: { sharedPackages: boolean } = { sharedPackages: true },
  ) {}

  apply(compiler: Compiler): void {
    const shared = this.options.sharedPackages ? reportedShared(this.appDir) : [];
    const specifiers = new Set(shared.map((s) => s.specifier));
    // The shared packages' own files are bundled as fallbacks the shell's copy replaces.
    const ownDirs = shared.map((s) => s.dir + path.sep);
    let needs: SharedSurface = {};

    compiler.hooks.thisCompilation.tap('SharedNeedsPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('SharedNeedsPlugin', () => {
        needs = collectNeeds(compilation, specifiers, ownDirs, shared);
      });
    });
    emitJson(compiler, 'SharedNeedsPlugin', SHARED_NEEDS_FILE, () =>
      this.externalRuntime
        ? { ...needs, [FEDERATION_RUNTIME]: federationRuntimeSurface(this.appDir) }
        : needs,
    );
  }
}

function collectNeeds(
  compilation: Compilation,
  specifiers: ReadonlySet<string>,
  ownDirs: readonly string[],
  shared: readonly ReportedShared[],
): SharedSurface {
  const names = new Map<string, Set<string>>();
  for (const file of sourceFiles(compilation)) {
    if (ownDirs.some((dir) => file.startsWith(dir))) continue;
    for (const [specifier, found] of sharedImportsOf(
      file,
      readFileSync(file, 'utf8'),
      specifiers,
    )) {
      const all = names.get(specifier) ?? new Set<string>();
      for (const name of found) all.add(name);
      names.set(specifier, all);
    }
  }
  const needs: SharedSurface = {};
  for (const s of shared) {
    const used = names.get(s.specifier);
    if (used) needs[s.specifier] = { version: s.version, names: [...used].sort() };
  }
  return needs;
}

/** Workspace source files in the module graph (not node_modules, not CSS or assets). */
function sourceFiles(compilation: Compilation): string[] {
  const files = new Set<string>();
  for (const module of compilation.modules) {
    const resource = (module as { resource?: string }).resource?.split('?')[0];
    if (!resource || resource.includes(`${path.sep}node_modules${path.sep}`)) continue;
    if (/\.[cm]?[jt]sx?$/.test(resource)) files.add(resource);
  }
  return [...files].sort();
}
