/**
 * What a build records about the shared packages it uses from the shell (shared-api, shared-ui,
 * and the federation runtime a released remote takes from the shell's page): the shell's build
 * writes what it provides, each remote's build what it needs. Publishing compares the two, so a
 * remote that calls an export the live shell's copy lacks is refused before it can fail in a
 * visitor's browser.
 */
export interface SharedPackageSurface {
  /** The package version the build was made with. */
  version: string;
  /** Exported names with a run-time value: provided by the shell, or imported by the remote. */
  names: string[];
}

/** Shared specifier (`shared-api`, `shared-ui`) → its surface. */
export type SharedSurface = Record<string, SharedPackageSurface>;

/** Beside the shell's mf-manifest.json: every run-time export of each shared package. */
export const SHARED_PROVIDES_FILE = 'shared-provides.json';
/** Beside a remote's mf-manifest.json: the shared exports its bundled code imports. */
export const SHARED_NEEDS_FILE = 'shared-needs.json';

/**
 * Each shared package the remote imports from that the shell does not provide, or whose names
 * the shell's copy lacks: one sentence per package, naming the missing exports and both versions.
 */
export function sharedSurfaceProblems(needs: SharedSurface, provides: SharedSurface): string[] {
  const problems: string[] = [];
  for (const [specifier, need] of Object.entries(needs)) {
    const provided = provides[specifier];
    if (!provided) {
      problems.push(
        `imports ${specifier} (built against ${need.version}) but the shell does not provide it`,
      );
      continue;
    }
    const have = new Set(provided.names);
    const missing = need.names.filter((name) => !have.has(name));
    if (!missing.length) continue;
    const list = missing.join(', ');
    problems.push(
      `imports ${specifier} ${missing.length === 1 ? 'export' : 'exports'} ${list} ` +
        `(built against ${specifier} ${need.version}) but the shell provides ${specifier} ` +
        `${provided.version} without ${missing.length === 1 ? 'it' : 'them'}`,
    );
  }
  return problems;
}

/** Narrow an unknown JSON value to a surface, so a corrupt file fails loudly. */
export function parseSharedSurface(value: unknown, what: string): SharedSurface {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error(`${what} is not an object`);
  }
  for (const [specifier, s] of Object.entries(value as Record<string, unknown>)) {
    const surface = s as Partial<SharedPackageSurface> | null;
    if (
      !surface ||
      typeof surface.version !== 'string' ||
      !Array.isArray(surface.names) ||
      !surface.names.every((n) => typeof n === 'string')
    ) {
      throw new Error(`${what}: "${specifier}" must hold { version, names }`);
    }
  }
  return value as SharedSurface;
}
