import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRemoteList } from 'platform/build';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The federated remotes, each built and published on its own: the root `remotes.json`. */
export const REMOTES: readonly string[] = readRemoteList(ROOT).map((r) => r.package);
/** Every browser app: the shell plus the remotes. */
export const APPS: readonly string[] = ['shell', ...REMOTES];
/**
 * Remotes that are test fixtures, not product (folders under the root, not in `remotes.json`):
 * `npm test -- --e2e` and `npm run bench` build and publish them beside the remotes; `npm start`
 * and `npm run build` leave them out. The island built on React 18 (e2e/fixtures/island-remote).
 */
export const FIXTURE_REMOTES: readonly string[] = ['e2e/fixtures/island-remote'];

export function distOf(app: string): string {
  return path.join(ROOT, app, 'dist');
}
