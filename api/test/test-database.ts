/**
 * A fresh, migrated database per test file, cheaply:
 * - PGlite (default): a migrated template data folder (built once, cached between runs); each file
 *   copies it (~0.7 s) instead of creating and migrating a database (5–15 s).
 * - PostgreSQL (TEST_DB=postgres, DATABASE_URL=<a server>): global setup migrates a template
 *   database; each file gets `CREATE DATABASE … TEMPLATE …`, dropped when the file ends.
 */
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { AppDatabase, OpenDatabaseOptions } from '../src/db/database';
import { MIGRATIONS_FOLDER, openDatabase } from '../src/db/open-database';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** Serializable (handed from global setup to test files with vitest's provide/inject). */
export type TestDatabaseTemplate =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'postgres'; serverUrl: string; templateName: string };

export function testDatabaseKind(env: NodeJS.ProcessEnv = process.env): TestDatabaseKind {
  const kind = env.TEST_DB ?? 'pglite';
  if (kind !== 'pglite' && kind !== 'postgres') {
    throw new Error(`TEST_DB must be 'pglite' or 'postgres', got '${kind}'`);
  }
  return kind;
}

export async function createTestDatabaseTemplate(
  kind: TestDatabaseKind,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ template: TestDatabaseTemplate; dispose(): Promise<void> }> {
  if (kind === 'pglite') {
    return { template: { kind, dataDir: await cachedPgliteTemplate() }, dispose: async () => {} };
  }

  const serverUrl = env.DATABASE_URL;
  if (!serverUrl)
    throw new Error('TEST_DB=postgres needs DATABASE_URL (any database on the server)');
  const templateName = uniqueName('api_test_template');
  await adminQuery(serverUrl, `CREATE DATABASE ${templateName}`);
  const database = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, templateName) });
  try {
    await database.migrate();
  } finally {
    // CREATE DATABASE … TEMPLATE refuses while anyone is connected to the template.
    await database.close();
  }
  return {
    template: { kind, serverUrl, templateName },
    dispose: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`),
  };
}

/** A database of its own for one test file; `close()` also deletes it. */
export async function openTestDatabase(template: TestDatabaseTemplate): Promise<AppDatabase> {
  const location = await createTestDatabaseLocation(template);
  const database = await openDatabase(location.options);
  return {
    ...database,
    close: async () => {
      await database.close();
      await location.dispose();
    },
  };
}

/**
 * Where a fresh migrated copy of the template lives, as `openDatabase` options, for code that opens
 * the database itself (startApi). `dispose()` deletes it once it is closed.
 */
export async function createTestDatabaseLocation(
  template: TestDatabaseTemplate,
): Promise<{ options: OpenDatabaseOptions; dispose(): Promise<void> }> {
  if (template.kind === 'pglite') {
    const root = await mkdtemp(path.join(tmpdir(), 'api-test-db-'));
    const dataDir = path.join(root, 'pglite');
    await copyDirectory(template.dataDir, dataDir);
    return { options: { dataDir }, dispose: () => rm(root, { recursive: true, force: true }) };
  }
  const name = uniqueName('api_test');
  await createFromTemplate(template.serverUrl, name, template.templateName);
  return {
    options: { databaseUrl: databaseUrlFor(template.serverUrl, name) },
    dispose: () => adminQuery(template.serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * Creating a PGlite database takes 5–15 s here, so the migrated template is kept between runs in
 * the temp folder, keyed by the PGlite version and the migrations: a new migration makes a new key.
 * Built aside and renamed into place, so a half-built template is never used.
 */
async function cachedPgliteTemplate(): Promise<string> {
  const cacheRoot = path.join(tmpdir(), 'events-api-test-templates');
  const dataDir = path.join(cacheRoot, `pglite-${await templateKey()}`);
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return dataDir;

  await mkdir(cacheRoot, { recursive: true });
  const building = await mkdtemp(path.join(cacheRoot, 'building-'));
  const buildDir = path.join(building, 'pglite');
  try {
    const database = await openDatabase({ dataDir: buildDir });
    await database.migrate();
    await database.close();
    await rename(buildDir, dataDir).catch((error: unknown) => {
      // Another run finished the same template first: use theirs.
      if (!existsSync(path.join(dataDir, 'PG_VERSION'))) throw error;
    });
  } finally {
    await rm(building, { recursive: true, force: true });
  }
  return dataDir;
}

async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await readFile(await pglitePackageJson()));
  for (const file of (await readdir(MIGRATIONS_FOLDER, { recursive: true })).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(await readFile(full));
  }
  return hash.digest('hex').slice(0, 16);
}

/** PGlite's package.json (its "exports" hide it from require.resolve). */
async function pglitePackageJson(): Promise<string> {
  const require = createRequire(path.join(MIGRATIONS_FOLDER, 'index.js'));
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) {
    dir = path.dirname(dir);
  }
  return path.join(dir, 'package.json');
}

/** `cp -R` is several times faster than fs.cp for PGlite's ~1,000 small files. */
async function copyDirectory(from: string, to: string): Promise<void> {
  if (process.platform === 'win32') return cp(from, to, { recursive: true });
  await promisify(execFile)('cp', ['-R', from, to]);
}

/**
 * Test files start in parallel; PostgreSQL refuses to copy a template while another copy of it is
 * starting ("source database is being accessed by other users"), so retry briefly.
 */
async function createFromTemplate(serverUrl: string, name: string, templateName: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${templateName}`);
    } catch (error) {
      const busy = (error as { code?: string }).code === '55006';
      if (!busy || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Lower-case letters, digits and '_' only: safe to splice into CREATE/DROP DATABASE. */
function uniqueName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** A new, empty (unmigrated) database on the test PostgreSQL server, dropped by `dispose()`. */
export async function createEmptyPostgresDatabase(
  template: Extract<TestDatabaseTemplate, { kind: 'postgres' }>,
): Promise<{ databaseUrl: string; dispose(): Promise<void> }> {
  const name = uniqueName('api_test_empty');
  await adminQuery(template.serverUrl, `CREATE DATABASE ${name}`);
  return {
    databaseUrl: databaseUrlFor(template.serverUrl, name),
    dispose: () => adminQuery(template.serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
