import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The federated remotes, each built and published on its own. */
export const REMOTES = ['mf-auth', 'mf-events', 'mf-social', 'mf-host'] as const;
/** Every browser app: the shell plus the remotes. */
export const APPS = ['shell', ...REMOTES] as const;

export function distOf(app: string): string {
  return path.join(ROOT, app, 'dist');
}
