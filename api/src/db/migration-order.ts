/**
 * drizzle's migrator applies only migrations newer than the last one applied (by the journal's
 * `when`). A migration generated on a branch before another that was already deployed would be
 * skipped, silently, forever; an applied migration edited afterwards would be, too. Before
 * migrating, this refuses both, naming the files: the fix is a new migration, never a rewrite.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './database';
import { rowsOf } from './raw-rows';

export interface JournalMigration {
  tag: string;
  /** The journal's `when`: what drizzle records as `created_at`. */
  when: number;
  /** sha256 of the file, as drizzle records it. */
  hash: string;
}

export interface AppliedMigration {
  hash: string;
  createdAt: number;
}

export class MigrationOrderError extends Error {
  constructor(tags: readonly string[]) {
    super(
      `Refusing to migrate: ${tags.join(', ')} ${tags.length === 1 ? 'is' : 'are'} older than the ` +
        'last migration this database applied but not applied (or edited after being applied). ' +
        'drizzle would skip them silently. Turn the change into a new migration ' +
        '(node scripts/drizzle-kit.mjs generate) instead of adding or editing an old one.',
    );
    this.name = 'MigrationOrderError';
  }
}

export async function readJournal(folder: string): Promise<JournalMigration[]> {
  const journal = JSON.parse(await readFile(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string; when: number }>;
  };
  return Promise.all(
    journal.entries.map(async ({ tag, when }) => {
      const text = await readFile(path.join(folder, `${tag}.sql`), 'utf8');
      return { tag, when, hash: createHash('sha256').update(text).digest('hex') };
    }),
  );
}

/** Tags of the migrations drizzle would skip: not applied, yet no newer than the last applied. */
export function skippedMigrations(
  journal: readonly JournalMigration[],
  applied: readonly AppliedMigration[],
): string[] {
  if (applied.length === 0) return [];
  const last = Math.max(...applied.map((m) => m.createdAt));
  const hashes = new Set(applied.map((m) => m.hash));
  return journal.filter((m) => m.when <= last && !hashes.has(m.hash)).map((m) => m.tag);
}

async function appliedMigrations(db: Database): Promise<AppliedMigration[]> {
  const [exists] = rowsOf<{ name: string | null }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`),
  );
  if (!exists?.name) return [];
  const rows = rowsOf<{ hash: string; created_at: string | number }>(
    await db.execute(sql`select hash, created_at from drizzle.__drizzle_migrations`),
  );
  return rows.map((r) => ({ hash: r.hash, createdAt: Number(r.created_at) }));
}

export async function assertMigrationsInOrder(db: Database, folder: string): Promise<void> {
  const skipped = skippedMigrations(await readJournal(folder), await appliedMigrations(db));
  if (skipped.length > 0) throw new MigrationOrderError(skipped);
}
