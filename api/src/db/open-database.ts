/**
 * The only module that knows about the two drivers: embedded PGlite (the default, so `npm start`
 * needs nothing installed) and node-postgres (production and CI, selected by a URL). Both are
 * wrapped by drizzle and migrated from the same generated SQL.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as baseSchema from './schema';
import * as ticketingSchema from './schema-ticketing';
import * as doorSchema from './schema-door';
import * as socialSchema from './schema-social';
import * as chatSchema from './schema-chat';
import type { AppDatabase, OpenDatabaseOptions } from './database';

// The tables of every schema file, as one drizzle schema (relations included).
const schema = { ...baseSchema, ...ticketingSchema, ...doorSchema, ...socialSchema, ...chatSchema };

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const MIGRATIONS_FOLDER = path.join(API_ROOT, 'drizzle');
export const DEFAULT_DATA_DIR = path.resolve(API_ROOT, '..', '.data', 'pglite');

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<AppDatabase> {
  return options.databaseUrl
    ? openNodePostgres(options.databaseUrl)
    : openPglite(options.dataDir ?? DEFAULT_DATA_DIR);
}

/** Applies pending migrations. Safe to call on every start: applied ones are recorded and skipped. */
export function migrate(database: AppDatabase): Promise<void> {
  return database.migrate();
}

async function openPglite(dataDir: string): Promise<AppDatabase> {
  const inMemory = dataDir === 'memory' || dataDir.startsWith('memory://');
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(inMemory ? 'memory://' : dataDir);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

async function openNodePostgres(databaseUrl: string): Promise<AppDatabase> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle client that loses its connection emits 'error' on the pool; unhandled, it would crash
  // the process. The next query simply gets a fresh connection.
  pool.on('error', () => {});
  // Fail at start, not on the first request, when the URL is wrong or the server is down.
  const probe = await pool.connect();
  probe.release();
  const db = drizzleNodePostgres(pool, { schema });
  return {
    db,
    driver: 'node-postgres',
    migrate: () => migrateNodePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
  };
}
