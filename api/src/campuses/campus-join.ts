/**
 * POST /campuses/join: a person joins the campus one of their verified school emails belongs to.
 * One campus per person (joining another moves them); one account per school email.
 */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { CampusMembership } from 'contract';
import type { Database } from '../db/database';
import { campusMembers, emailVerifications } from '../db/schema-campuses';
import { uniqueViolationConstraint } from '../db/postgres-errors';
import { ApiError, conflict } from '../http/api-error';
import type { Clock } from '../time/clock';
import { toEpochSeconds } from '../time/epoch-seconds';
import { campusById } from './campus-by-id';

export async function joinCampus(
  db: Database,
  clock: Clock,
  userId: string,
  campusId: string,
): Promise<CampusMembership> {
  const campus = await campusById(db, campusId);
  // The domain was checked against this campus when the code was sent.
  const [verified] = await db
    .select({ email: emailVerifications.email })
    .from(emailVerifications)
    .where(
      and(
        eq(emailVerifications.userId, userId),
        eq(emailVerifications.campusId, campusId),
        isNotNull(emailVerifications.verifiedAt),
      ),
    )
    .orderBy(desc(emailVerifications.verifiedAt))
    .limit(1);
  if (!verified) {
    throw new ApiError(
      403,
      'email_not_verified',
      `Verify a ${campus.name} email address before joining`,
    );
  }
  const now = clock();
  try {
    await db
      .insert(campusMembers)
      .values({ userId, campusId, email: verified.email, joinedAt: now })
      .onConflictDoUpdate({
        target: campusMembers.userId,
        set: { campusId, email: verified.email, joinedAt: now },
      });
  } catch (error) {
    if (uniqueViolationConstraint(error) === 'campus_members_email_unique') {
      throw conflict('This school email is already used by another account');
    }
    throw error;
  }
  return { campus, email: verified.email, joinedAt: toEpochSeconds(now) };
}
