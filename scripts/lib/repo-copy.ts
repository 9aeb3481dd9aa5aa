/**
 * A throwaway copy of some of the repository's packages that builds and runs like the repository
 * itself: its `node_modules` links every installed package of the real one, except the workspace
 * packages that were copied, which link to their copies. A test can then change the copy (add an
 * endpoint, a hook) and build, type-check or start it without touching the working tree.
 */
import { cp, mkdir, readdir, rm, symlink } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mkdtemp } from 'node:fs/promises';
import { ROOT } from './workspace';

/** What a copy never needs: installed packages, builds and local data. */
const SKIPPED = new Set(['node_modules', 'dist', '.data']);

export interface RepoCopy {
  root: string;
  remove(): Promise<void>;
}

/**
 * Copies `packages` (workspace folders) and `files` (root files) into a new temporary folder.
 * Workspace packages that were not copied resolve to the real repository's.
 */
export async function copyRepo(packages: readonly string[], files: readonly string[]) {
  const root = await mkdtemp(path.join(tmpdir(), 'repo-copy-'));
  for (const file of files) await cp(path.join(ROOT, file), path.join(root, file));
  for (const pkg of packages) {
    await cp(path.join(ROOT, pkg), path.join(root, pkg), {
      recursive: true,
      filter: (source) => !SKIPPED.has(path.basename(source)),
    });
    // A package's own nested installs (api/node_modules) are linked, not copied.
    const nested = path.join(ROOT, pkg, 'node_modules');
    if (existsSync(nested)) await symlink(nested, path.join(root, pkg, 'node_modules'), 'dir');
  }
  await linkNodeModules(root, new Set(packages));
  const copy: RepoCopy = { root, remove: () => rm(root, { recursive: true, force: true }) };
  return copy;
}

/** `<root>/node_modules`: a link per installed package, the copied workspaces to their copies. */
async function linkNodeModules(root: string, copied: ReadonlySet<string>): Promise<void> {
  const target = path.join(root, 'node_modules');
  await mkdir(target);
  for (const entry of await readdir(path.join(ROOT, 'node_modules'), { withFileTypes: true })) {
    const name = entry.name;
    const source = copied.has(name) ? path.join(root, name) : path.join(ROOT, 'node_modules', name);
    await symlink(source, path.join(target, name), 'dir');
  }
}
