/** A campus by the id a request names; a malformed or unknown id is the same 404. */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { campuses } from '../db/schema-campuses';
import { isUuid } from '../db/uuid';
import { notFound } from '../http/api-error';

export async function campusById(
  db: Database,
  campusId: string,
): Promise<{ id: string; name: string }> {
  if (!isUuid(campusId)) throw notFound('Campus not found');
  const [campus] = await db
    .select({ id: campuses.id, name: campuses.name })
    .from(campuses)
    .where(eq(campuses.id, campusId));
  if (!campus) throw notFound('Campus not found');
  return campus;
}
