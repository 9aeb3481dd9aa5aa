/**
 * Fills an empty campus table from the school list (school-list.ts). Runs at every start of the
 * API and does nothing once campuses exist, so the list is read once per database; two processes
 * starting together both insert with ON CONFLICT DO NOTHING and end with the same rows.
 */
import { count } from 'drizzle-orm';
import type { Database } from '../db/database';
import { idsByValue } from '../db/ids-by-value';
import { campusDomains, campuses } from '../db/schema-campuses';
import { loadSchools, type School } from './school-list';

const BATCH = 500;

/** Answers how many campuses were added (0 when the table had some already). */
export async function seedCampuses(
  db: Database,
  schools: () => School[] = () => loadSchools(),
): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(campuses);
  if ((existing?.n ?? 0) > 0) return 0;
  const list = schools();
  let added = 0;
  await db.transaction(async (tx) => {
    for (let start = 0; start < list.length; start += BATCH) {
      const batch = list.slice(start, start + BATCH);
      const inserted = await tx
        .insert(campuses)
        .values(batch.map((school) => ({ name: school.name })))
        .onConflictDoNothing()
        .returning({ id: campuses.id });
      added += inserted.length;
      const idOf = await idsByValue(
        tx,
        { id: campuses.id, key: campuses.name },
        batch.map((school) => school.name),
      );
      const domains = batch.flatMap((school) =>
        school.domains.map((domain) => ({ domain, campusId: idOf.get(school.name)! })),
      );
      if (domains.length > 0) await tx.insert(campusDomains).values(domains).onConflictDoNothing();
    }
  });
  return added;
}
