import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One federated remote of the repository, as listed in the root `remotes.json`. */
export interface RemoteEntry {
  /** Workspace folder and package name, e.g. `mf-events`. */
  package: string;
  /** Module Federation container name, e.g. `events`: pages load as `events/FeedPage`. */
  federationName: string;
  /** Port of `npm run dev -w <package>`. */
  devPort: number;
  /**
   * Runs on its own React (another major than the shell's): it shares no React-bound module, and
   * the shell mounts its single-spa lifecycles with the island props (platform/island).
   */
  island?: boolean;
}

export const REMOTE_LIST_FILE = 'remotes.json';

/**
 * The one list of remotes. Root tooling (workspaces, build, lint, typecheck, vitest projects,
 * `npm start`/`npm test`) derives from it, and each remote's build reads its federation name and
 * port here, so adding a remote is one entry (`npm run new-remote` writes it).
 */
export function readRemoteList(rootDir: string): RemoteEntry[] {
  const file = path.join(rootDir, REMOTE_LIST_FILE);
  const json = JSON.parse(readFileSync(file, 'utf8')) as { remotes?: unknown };
  if (!Array.isArray(json.remotes)) throw new Error(`${file} has no "remotes" list`);
  const remotes = json.remotes as RemoteEntry[];
  const problems = checkRemoteList(remotes);
  if (problems.length > 0) throw new Error(`${file} is invalid:\n- ${problems.join('\n- ')}`);
  return remotes;
}

/** The folder holding `remotes.json`, looking up from `fromDir` (a remote's folder, or the root). */
export function findRepoRoot(fromDir: string): string {
  for (let dir = path.resolve(fromDir); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, REMOTE_LIST_FILE))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no ${REMOTE_LIST_FILE} above ${fromDir}`);
  }
}

/** Names, container names and ports must be well formed and unique. */
export function checkRemoteList(remotes: readonly RemoteEntry[]): string[] {
  const problems: string[] = [];
  const seen = {
    package: new Set<string>(),
    federationName: new Set<string>(),
    devPort: new Set<number>(),
  };
  for (const r of remotes) {
    if (!/^mf-[a-z][a-z0-9-]*$/.test(r.package ?? ''))
      problems.push(`"${r.package}" is not a remote folder name (mf-<lowercase words>)`);
    if (!/^[a-z][A-Za-z0-9_]*$/.test(r.federationName ?? ''))
      problems.push(`${r.package}: federation name "${r.federationName}" is not an identifier`);
    if (!Number.isInteger(r.devPort)) problems.push(`${r.package}: devPort is not a port number`);
    if (r.island !== undefined && typeof r.island !== 'boolean')
      problems.push(`${r.package}: island is not true or false`);
    for (const key of ['package', 'federationName', 'devPort'] as const) {
      const set = seen[key] as Set<string | number>;
      if (set.has(r[key])) problems.push(`${r.package}: ${key} ${r[key]} is used twice`);
      set.add(r[key]);
    }
  }
  return problems;
}
