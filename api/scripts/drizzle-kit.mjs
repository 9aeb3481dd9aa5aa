#!/usr/bin/env node
/**
 * Runs drizzle-kit (e.g. `node scripts/drizzle-kit.mjs generate --name add-tickets`) so that it finds
 * the api's drizzle-orm.
 *
 * Why: npm hoists drizzle-kit to the root node_modules but keeps drizzle-orm in api/node_modules
 * (its optional peer @electric-sql/pglite has another version at the root), and drizzle-kit run
 * from the root then stops with "Please install latest version of drizzle-orm". NODE_PATH serves
 * its require() calls; a resolve hook (this same file, in the loader thread) serves its import()s.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire, register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isMainThread } from 'node:worker_threads';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API_PACKAGE_URL = pathToFileURL(path.join(API_ROOT, 'package.json')).href;

/** Loader-thread hook: resolve drizzle-orm as if imported from api/. */
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: API_PACKAGE_URL });
  }
  return next(specifier, context);
}

const isEntryPoint =
  process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);

if (isMainThread && !isEntryPoint) {
  // Loaded with --import inside the drizzle-kit process: install the hook above.
  register(import.meta.url);
} else if (isMainThread && isEntryPoint) {
  const require = createRequire(path.join(API_ROOT, 'package.json'));
  const bin = path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs');
  if (!existsSync(bin)) throw new Error(`drizzle-kit's bin.cjs not found next to ${bin}`);
  const nodePath = [path.join(API_ROOT, 'node_modules'), process.env.NODE_PATH]
    .filter(Boolean)
    .join(path.delimiter);
  const result = spawnSync(
    process.execPath,
    ['--import', import.meta.url, bin, ...process.argv.slice(2)],
    { cwd: API_ROOT, stdio: 'inherit', env: { ...process.env, NODE_PATH: nodePath } },
  );
  process.exit(result.status ?? 1);
}
