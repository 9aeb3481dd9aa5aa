import {
  checkRouteDeclarations,
  findRouteConflicts,
  isReactBound,
  sharedSurfaceProblems,
} from 'platform';
import type { ReleaseManifest } from 'platform';
import { DeployRefusal } from './deploy-refusal';
import type { FederationShared, RemoteDist, ShellBuild } from './federation-manifest';
import { satisfies } from './semver-range';

/**
 * Problems that make a remote unsafe to make live, each a sentence that names the thing to fix.
 * Used by publish and rollback alike: a rollback target must still fit beside today's remotes.
 */
export function releaseProblems(
  remote: RemoteDist,
  manifest: ReleaseManifest,
  shell?: ShellBuild,
): string[] {
  const { buildInfo, federation } = remote;
  const problems: string[] = [];

  if (federation.name !== buildInfo.federationName) {
    problems.push(
      `routes.json names federation "${buildInfo.federationName}" but mf-manifest.json is "${federation.name}"`,
    );
  }
  problems.push(...publicPathProblems(federation.metaData));
  problems.push(...entryProblems(remote));
  problems.push(...checkRouteDeclarations(buildInfo.routes, remote.exposedPages));

  // The remote's own live entry is about to be replaced, so it never collides with itself.
  const others = Object.values(manifest.remotes).filter((r) => r.package !== buildInfo.package);
  for (const other of others) {
    if (other.federationName === buildInfo.federationName) {
      problems.push(
        `federation name "${other.federationName}" is already used by ${other.package}`,
      );
    }
  }
  // Another remote's canary serves its routes to some devices: they must not collide either.
  const conflicts = findRouteConflicts(
    buildInfo.routes,
    others.flatMap((r) => [
      { owner: r.package, routes: r.routes },
      ...(r.canary ? [{ owner: r.package, routes: r.canary.release.routes }] : []),
    ]),
  );
  for (const c of conflicts) {
    problems.push(`route "${c.path}" collides with "${c.otherPath}" owned by ${c.otherOwner}`);
  }

  problems.push(...reactProblems(remote, shell));
  if (shell) {
    problems.push(...sharedVersionProblems(federation.shared, shell.shared));
    // Builds from before either file existed are checked by version only.
    if (remote.sharedNeeds && shell.provides) {
      problems.push(...sharedSurfaceProblems(remote.sharedNeeds, shell.provides));
    }
  }
  return [...new Set(problems)];
}

/**
 * Whether the remote's React can run where the shell will put it. An island brings its own React
 * and the shell mounts its lifecycles on an element: a React-bound module it shared would be the
 * shell's copy running under the island's React (hooks and contexts of two Reacts). Any other
 * remote's pages render in the shell's React tree, so it must take the shell's React: share it as
 * a singleton, in a range the shell's version satisfies. One that cannot is refused with the way
 * out (an island), beside the version problem `sharedVersionProblems` names.
 */
export function reactProblems(remote: RemoteDist, shell?: ShellBuild): string[] {
  const { buildInfo, federation } = remote;
  if (buildInfo.island) {
    const bound = federation.shared.filter((s) => isReactBound(s.name)).map((s) => s.name);
    if (bound.length === 0) return [];
    return [
      `is an island but shares ${bound.sort().join(', ')}: an island bundles its own React and shares no React-bound module`,
    ];
  }
  const react = federation.shared.find((s) => s.name === 'react');
  if (!react?.singleton) {
    return [
      "does not share react, so its pages would run on a React of their own inside the shell's: " +
        'build it with platform/build, or declare it an island in remotes.json',
    ];
  }
  const shellReact = shell?.shared.find((s) => s.name === 'react')?.version;
  const range = typeof react.requiredVersion === 'string' ? react.requiredVersion.trim() : '';
  if (!shellReact || !range || range === '*') return [];
  let served: boolean;
  try {
    served = satisfies(shellReact, range);
  } catch {
    return []; // sharedVersionProblems names the unreadable range
  }
  if (served) return [];
  return [
    `runs on react ${react.version} (${range}), which the shell's react ${shellReact} cannot serve: ` +
      'a remote on another React runs as an island (island: true in remotes.json)',
  ];
}

/**
 * Every singleton the remote shares must accept the version the shell already loaded: a singleton
 * is never loaded twice, so an unsatisfied range means the remote runs against a React (or router,
 * or session) it was not built for.
 */
export function sharedVersionProblems(
  remoteShared: readonly FederationShared[],
  shellShared: readonly FederationShared[],
): string[] {
  const provided = new Map(shellShared.map((s) => [s.name, s.version]));
  const problems: string[] = [];
  for (const s of remoteShared) {
    if (!s.singleton) continue;
    const range = typeof s.requiredVersion === 'string' ? s.requiredVersion.trim() : '';
    const shellVersion = provided.get(s.name);
    if (shellVersion === undefined) {
      problems.push(`shares singleton ${s.name} but the shell does not provide it`);
      continue;
    }
    if (!range || range === '*') continue;
    let ok: boolean;
    try {
      ok = satisfies(shellVersion, range);
    } catch {
      problems.push(`declares an unreadable requiredVersion "${range}" for ${s.name}`);
      continue;
    }
    if (!ok) problems.push(`needs ${s.name} ${range} but the shell provides ${shellVersion}`);
  }
  return problems;
}

/**
 * Releases live under a versioned folder that is only known at publish time, so the remote must
 * resolve its chunks relative to its own mf-manifest.json (`publicPath: 'auto'`) rather than a
 * fixed URL such as its dev server.
 */
function publicPathProblems(metaData: RemoteDist['federation']['metaData']): string[] {
  if (!metaData || metaData.getPublicPath) return [];
  const p = metaData.publicPath;
  if (p === undefined || p === 'auto') return [];
  return [`its publicPath is "${p}" but versioned releases need publicPath "auto"`];
}

/**
 * The shell registers the container entry straight from the release manifest (no mf-manifest.json
 * at run time), under the remote's federation name: the build must hold that entry, and the entry
 * must define the global the runtime looks for, which is the federation name.
 */
function entryProblems(remote: RemoteDist): string[] {
  const { federation } = remote;
  const problems: string[] = [];
  if (!remote.entryFile) {
    problems.push(
      'mf-manifest.json names no container entry (metaData.remoteEntry) that the build holds',
    );
  }
  const globalName = federation.metaData?.globalName;
  if (globalName !== undefined && globalName !== federation.name) {
    problems.push(
      `its container entry defines "${globalName}", not its federation name "${federation.name}"`,
    );
  }
  return problems;
}

/** Throw one refusal that lists every problem, prefixed with what was attempted. */
export function refuseIfProblems(prefix: string, problems: readonly string[]): void {
  if (!problems.length) return;
  const lines = problems.map((p) => `${prefix}: ${p}`);
  throw new DeployRefusal(lines.join('\n'), lines);
}
