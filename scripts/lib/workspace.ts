import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRemoteList } from 'platform/build';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The federated remotes, each built and published on its own: the root `remotes.json`. */
export const REMOTES: readonly string[] = readRemoteList(ROOT).map((r) => r.package);
/** Every browser app: the shell plus the remotes. */
export const APPS: readonly string[] = ['shell', ...REMOTES];

export function distOf(app: string): string {
  return path.join(ROOT, app, 'dist');
}
