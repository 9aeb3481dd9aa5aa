import { appendFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as drizzleMigrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createEmptyPostgresDatabase, openTestDatabase } from '../../test/test-database';
import type { AppDatabase } from './database';
import {
  assertMigrationsInOrder,
  MigrationOrderError,
  skippedMigrations,
  type JournalMigration,
} from './migration-order';
import { MIGRATIONS_FOLDER, openDatabase } from './open-database';

const scratch = await mkdtemp(path.join(tmpdir(), 'api-migrations-'));
let database: AppDatabase;
beforeAll(async () => {
  database = await openTestDatabase(inject('testDatabase'));
});
afterAll(async () => {
  await database?.close();
  await rm(scratch, { recursive: true, force: true });
});

const entry = (tag: string, when: number): JournalMigration => ({ tag, when, hash: `h-${tag}` });

describe('skippedMigrations', () => {
  it('names a migration older than the last applied that was never applied', () => {
    const journal = [entry('a', 1), entry('late', 2), entry('b', 3), entry('next', 4)];
    const applied = [
      { hash: 'h-a', createdAt: 1 },
      { hash: 'h-b', createdAt: 3 },
    ];
    expect(skippedMigrations(journal, applied)).toEqual(['late']);
  });

  it('has nothing to say about a fresh database or newer migrations', () => {
    expect(skippedMigrations([entry('a', 1)], [])).toEqual([]);
    expect(
      skippedMigrations([entry('a', 1), entry('b', 2)], [{ hash: 'h-a', createdAt: 1 }]),
    ).toEqual([]);
  });
});

/** A copy of the real migrations folder, to change. */
async function migrationsCopy(name: string): Promise<string> {
  const folder = path.join(scratch, name);
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  return folder;
}

describe('assertMigrationsInOrder on a migrated database', () => {
  it('passes the migrations as they are', async () => {
    await expect(assertMigrationsInOrder(database.db, MIGRATIONS_FOLDER)).resolves.toBeUndefined();
  });

  it('refuses a migration slipped in before the last applied one', async () => {
    const folder = await migrationsCopy('late');
    const journalFile = path.join(folder, 'meta/_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
      entries: Array<{ idx: number; when: number; tag: string }>;
    };
    const first = journal.entries[0]!;
    journal.entries.splice(1, 0, { ...first, idx: 1, when: first.when + 1, tag: '0000b_late' });
    await writeFile(journalFile, JSON.stringify(journal));
    await writeFile(path.join(folder, '0000b_late.sql'), 'CREATE TABLE late_table (id int);');
    const refused = assertMigrationsInOrder(database.db, folder);
    await expect(refused).rejects.toThrow(MigrationOrderError);
    await expect(assertMigrationsInOrder(database.db, folder)).rejects.toThrow(/0000b_late/);
  });

  it('refuses an applied migration edited afterwards', async () => {
    const folder = await migrationsCopy('edited');
    await appendFile(path.join(folder, '0000_init.sql'), '\n-- an afterthought\n');
    await expect(assertMigrationsInOrder(database.db, folder)).rejects.toThrow(/0000_init/);
  });
});

const template = inject('testDatabase');
describe.runIf(template.kind === 'postgres')('instances migrating one database at once', () => {
  it('both start: the second waits for the first and finds nothing to do', async () => {
    if (template.kind !== 'postgres') return;
    const empty = await createEmptyPostgresDatabase(template);
    const [a, b] = await Promise.all([
      openDatabase({ databaseUrl: empty.databaseUrl }),
      openDatabase({ databaseUrl: empty.databaseUrl }),
    ]);
    try {
      await expect(Promise.all([a.migrate(), b.migrate(), a.migrate()])).resolves.toBeDefined();
      await expect(assertMigrationsInOrder(a.db, MIGRATIONS_FOLDER)).resolves.toBeUndefined();
    } finally {
      await Promise.all([a.close(), b.close()]);
      await empty.dispose();
    }
  }, 60_000);

  it('control: without the lock, drizzle migrating twice at once fails', async () => {
    if (template.kind !== 'postgres') return;
    const empty = await createEmptyPostgresDatabase(template);
    const pools = [0, 1].map(() => new pg.Pool({ connectionString: empty.databaseUrl }));
    try {
      const results = await Promise.allSettled(
        pools.map((pool) => drizzleMigrate(drizzle(pool), { migrationsFolder: MIGRATIONS_FOLDER })),
      );
      expect(results.some((r) => r.status === 'rejected')).toBe(true);
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
      await empty.dispose();
    }
  }, 60_000);
});
