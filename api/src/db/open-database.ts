/**
 * The only module that knows about the two databases: embedded PGlite (the default, so `npm start`
 * needs nothing installed) and a PostgreSQL server (production and CI, selected by a URL). Both
 * are reached through node-postgres (PGlite through its adapter: pglite-pool.ts), wrapped by
 * drizzle, and migrated from the same generated SQL.
 */
import { chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as baseSchema from './schema';
import * as ticketingSchema from './schema-ticketing';
import * as doorSchema from './schema-door';
import * as doorOfflineSchema from './schema-door-offline';
import * as insightsSchema from './schema-insights';
import * as socialSchema from './schema-social';
import * as clientErrorSchema from './schema-client-errors';
import * as hostTeamSchema from './schema-host-team';
import * as chatSchema from './schema-chat';
import * as campusSchema from './schema-campuses';
import * as organizationSchema from './schema-organizations';
import * as moneySchema from './schema-money';
import * as refundSchema from './schema-refunds';
import type { AppDatabase, DatabaseDriver, OpenDatabaseOptions } from './database';
import { lockDataDir } from './data-dir-lock';
import { assertMigrationsInOrder } from './migration-order';
import { allowOneConnection } from './one-connection';
import { nameStatements } from './named-statements';
import { pgliteConnectionPool } from './pglite-pool';

// The tables of every schema file, as one drizzle schema (relations included).
const schema = {
  ...baseSchema,
  ...ticketingSchema,
  ...doorSchema,
  ...doorOfflineSchema,
  ...insightsSchema,
  ...socialSchema,
  ...clientErrorSchema,
  ...hostTeamSchema,
  ...chatSchema,
  ...campusSchema,
  ...organizationSchema,
  ...moneySchema,
  ...refundSchema,
};

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const MIGRATIONS_FOLDER = path.join(API_ROOT, 'drizzle');
export const DEFAULT_DATA_DIR = path.resolve(API_ROOT, '..', '.data', 'pglite');

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<AppDatabase> {
  return options.databaseUrl
    ? openNodePostgres(options.databaseUrl, options.namedStatements ?? true)
    : openPglite(options.dataDir ?? DEFAULT_DATA_DIR);
}

/** Applies pending migrations. Safe to call on every start: applied ones are recorded and skipped. */
export function migrate(database: AppDatabase): Promise<void> {
  return database.migrate();
}

async function openPglite(dataDir: string): Promise<AppDatabase> {
  const inMemory = dataDir === 'memory' || dataDir.startsWith('memory://');
  if (inMemory) return wrapPglite(await PGlite.create('memory://'), async () => {});
  await mkdir(dataDir, { recursive: true });
  // PGlite writes its files with the process's umask (0666 under umask 0); a folder only its owner
  // can enter keeps them private whatever their mode, as PostgreSQL insists for its data folder.
  await chmod(dataDir, 0o700);
  const lock = await lockDataDir(dataDir);
  try {
    return wrapPglite(await PGlite.create(dataDir), () => lock.release());
  } catch (error) {
    await lock.release();
    throw error;
  }
}

function wrapPglite(client: PGlite, afterClose: () => Promise<void>): AppDatabase {
  // One process per folder (the lock above), so no migration lock is needed here.
  return databaseOnPool(pgliteConnectionPool(client), 'pglite', {
    afterClose: async () => {
      await client.close();
      await afterClose();
    },
  });
}

/**
 * The app's database on a node-postgres pool, whichever database is behind it: drizzle with the
 * one schema, and the generated migrations, checked for order first.
 */
function databaseOnPool(
  pool: pg.Pool,
  driver: DatabaseDriver,
  options: {
    /** Runs the migration under a lock several instances share. */
    migrateUnder?: (run: () => Promise<void>) => Promise<void>;
    /** What closing does after the pool has ended. */
    afterClose?: () => Promise<void>;
  },
): AppDatabase {
  const db = drizzleNodePostgres(pool, { schema });
  const migrateAll = async () => {
    await assertMigrationsInOrder(db, MIGRATIONS_FOLDER);
    await migrateNodePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
  };
  return {
    db,
    driver,
    migrate: () => (options.migrateUnder ? options.migrateUnder(migrateAll) : migrateAll()),
    close: async () => {
      await pool.end();
      await options.afterClose?.();
    },
  };
}

/**
 * Several instances starting at once (a deploy) would otherwise run the same migrations side by
 * side: one fails on "already exists", or both deadlock. The lock is a session lock held on one
 * pooled connection while the migration runs on others; the rest wait, then find nothing to do.
 */
const MIGRATION_LOCK = 7_311_402_001;

async function withAdvisoryLock<T>(pool: pg.Pool, key: number, run: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await run();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]);
    }
  } finally {
    client.release();
  }
}

async function openNodePostgres(
  databaseUrl: string,
  namedStatements: boolean,
): Promise<AppDatabase> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  if (namedStatements) pool.on('connect', (client) => nameStatements(client));
  // An idle client that loses its connection emits 'error' on the pool; unhandled, it would crash
  // the process. The next query simply gets a fresh connection.
  pool.on('error', () => {});
  // Fail at start, not on the first request, when the URL is wrong or the server is down.
  const probe = await pool.connect();
  probe.release();
  const database = databaseOnPool(pool, 'node-postgres', {
    migrateUnder: (run) => withAdvisoryLock(pool, MIGRATION_LOCK, run),
  });
  allowOneConnection(database.db, pool);
  return database;
}
