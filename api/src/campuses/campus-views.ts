/** Campus rows as the contract shows them, and the campus a person belongs to. */
import { eq } from 'drizzle-orm';
import type { CampusRef } from 'contract';
import type { Database } from '../db/database';
import { campusMembers, campuses } from '../db/schema-campuses';

/** The campus `userId` joined, or null. */
export async function campusOfUser(db: Database, userId: string): Promise<CampusRef | null> {
  const [row] = await db
    .select({ id: campuses.id, name: campuses.name })
    .from(campusMembers)
    .innerJoin(campuses, eq(campuses.id, campusMembers.campusId))
    .where(eq(campusMembers.userId, userId));
  return row ?? null;
}

/** The email's domain and every parent domain of two labels or more: `a.b.edu` → `a.b.edu`, `b.edu`. */
export function domainCandidates(email: string): string[] {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  const labels = domain.split('.');
  const candidates: string[] = [];
  for (let i = 0; i <= labels.length - 2; i++) candidates.push(labels.slice(i).join('.'));
  return candidates;
}

/** Trimmed and lower-cased: addresses are compared and stored this way. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
