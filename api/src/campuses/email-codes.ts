/**
 * School email codes (POST /users/emails/send and …/verify). A code is 6 random digits, stored as
 * an HMAC-SHA256 keyed with a random salt of its own row (never as typed), good for 10 minutes and
 * for 5 wrong tries; a person's newest code replaces the earlier ones. Sending is limited per
 * person (a cooldown between codes and a cap per hour), counted under a lock on the person's row so
 * that two sends at once cannot both pass. Tries are counted under a lock on the code's row.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import { CAMPUS_LIMITS, type EmailCodeSent } from 'contract';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { campusDomains, campusMembers, campuses } from '../db/schema-campuses';
import { emailVerifications } from '../db/schema-campuses';
import { ApiError, conflict, notFound } from '../http/api-error';
import type { EmailProvider } from '../messaging/email-provider';
import type { Clock } from '../time/clock';
import { toEpochSeconds } from '../time/epoch-seconds';
import { domainCandidates, normalizeEmail } from './campus-views';
import { campusById } from './campus-by-id';

const HOUR_MS = 3600 * 1000;

export const hashCode = (code: string, salt: string) =>
  createHmac('sha256', Buffer.from(salt, 'hex')).update(code).digest('hex');

/** A uniformly random code of CAMPUS_LIMITS.codeLength digits (leading zeros kept). */
export const newCode = () =>
  String(randomInt(0, 10 ** CAMPUS_LIMITS.codeLength)).padStart(CAMPUS_LIMITS.codeLength, '0');

const retryLater = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, 'rate_limited', message, {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)),
  });

/** The campus, after checking the email is at one of its domains (or their subdomains). */
async function campusForEmail(db: Database, campusId: string, email: string) {
  const campus = await campusById(db, campusId);
  const [match] = await db
    .select({ domain: campusDomains.domain })
    .from(campusDomains)
    .where(
      and(
        eq(campusDomains.campusId, campusId),
        inArray(campusDomains.domain, domainCandidates(email)),
      ),
    )
    .limit(1);
  if (!match) {
    const domains = await db
      .select({ domain: campusDomains.domain })
      .from(campusDomains)
      .where(eq(campusDomains.campusId, campusId))
      .orderBy(campusDomains.domain);
    throw new ApiError(
      400,
      'email_domain_mismatch',
      `That is not a ${campus.name} email address: use one ending in ${domains.map((d) => `@${d.domain}`).join(' or ')}`,
      { field: 'email', domains: domains.map((d) => d.domain) },
    );
  }
  return campus;
}

export async function sendEmailCode(
  db: Database,
  deps: { clock: Clock; email: EmailProvider },
  userId: string,
  input: { campusId: string; email: string },
): Promise<EmailCodeSent> {
  const email = normalizeEmail(input.email);
  const campus = await campusForEmail(db, input.campusId, email);
  const [taken] = await db
    .select({ userId: campusMembers.userId })
    .from(campusMembers)
    .where(and(eq(campusMembers.email, email), ne(campusMembers.userId, userId)));
  if (taken) throw conflict('This school email is already used by another account');

  const now = deps.clock();
  const code = newCode();
  const salt = randomBytes(16).toString('hex');
  const row = await db.transaction(async (tx) => {
    // One send at a time per person: the limits below count rows this lock guards.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const recent = await tx
      .select({ createdAt: emailVerifications.createdAt })
      .from(emailVerifications)
      .where(
        and(
          eq(emailVerifications.userId, userId),
          gt(emailVerifications.createdAt, new Date(now.getTime() - HOUR_MS)),
        ),
      )
      .orderBy(desc(emailVerifications.createdAt));
    const latest = recent[0];
    const cooldownMs = CAMPUS_LIMITS.resendCooldownSeconds * 1000;
    if (latest && now.getTime() - latest.createdAt.getTime() < cooldownMs) {
      const wait = (latest.createdAt.getTime() + cooldownMs - now.getTime()) / 1000;
      throw retryLater(`Wait ${Math.ceil(wait)} seconds before asking for another code`, wait);
    }
    if (recent.length >= CAMPUS_LIMITS.codesPerHour) {
      const oldest = recent[CAMPUS_LIMITS.codesPerHour - 1]!;
      const wait = (oldest.createdAt.getTime() + HOUR_MS - now.getTime()) / 1000;
      throw retryLater(
        `You asked for ${CAMPUS_LIMITS.codesPerHour} codes in the last hour: try again in ${Math.ceil(wait / 60)} minutes`,
        wait,
      );
    }
    await tx
      .update(emailVerifications)
      .set({ supersededAt: now })
      .where(
        and(
          eq(emailVerifications.userId, userId),
          isNull(emailVerifications.supersededAt),
          isNull(emailVerifications.verifiedAt),
        ),
      );
    const [inserted] = await tx
      .insert(emailVerifications)
      .values({
        userId,
        email,
        campusId: campus.id,
        codeHash: hashCode(code, salt),
        salt,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CAMPUS_LIMITS.codeLifetimeSeconds * 1000),
      })
      .returning();
    return inserted!;
  });

  try {
    await deps.email.send({
      to: email,
      subject: `${code} is your ${campus.name} verification code`,
      text: [
        `Your code to join ${campus.name}: ${code}`,
        '',
        `It works for ${CAMPUS_LIMITS.codeLifetimeSeconds / 60} minutes. If you did not ask for it, ignore this email.`,
      ].join('\n'),
    });
  } catch (error) {
    // Not sent: the code must not count against the person's limits or stay usable.
    await db.delete(emailVerifications).where(eq(emailVerifications.id, row.id));
    throw error;
  }
  return {
    email,
    campus,
    expiresAt: toEpochSeconds(row.expiresAt),
    resendAvailableAt: toEpochSeconds(now) + CAMPUS_LIMITS.resendCooldownSeconds,
  };
}

type VerifyOutcome =
  | { kind: 'verified'; campus: { id: string; name: string }; verifiedAt: Date }
  | { kind: 'incorrect'; triesLeft: number }
  | { kind: 'locked' };

const locked = () =>
  new ApiError(423, 'code_locked', 'Too many wrong codes: ask for a new code', { triesLeft: 0 });

export async function verifyEmailCode(
  db: Database,
  clock: Clock,
  userId: string,
  input: { email: string; code: string },
) {
  const email = normalizeEmail(input.email);
  const now = clock();
  const outcome: VerifyOutcome = await db.transaction(async (tx) => {
    const [latest] = await tx
      .select()
      .from(emailVerifications)
      .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.supersededAt)))
      .orderBy(desc(emailVerifications.createdAt))
      .limit(1)
      .for('update');
    if (!latest || latest.email !== email) {
      throw notFound('No code was sent to this address: ask for a code first');
    }
    const [campus] = await tx
      .select({ id: campuses.id, name: campuses.name })
      .from(campuses)
      .where(eq(campuses.id, latest.campusId));
    if (latest.verifiedAt)
      return { kind: 'verified', campus: campus!, verifiedAt: latest.verifiedAt };
    if (latest.attempts >= CAMPUS_LIMITS.maxCodeTries) return { kind: 'locked' };
    if (latest.expiresAt.getTime() <= now.getTime()) {
      throw new ApiError(410, 'code_expired', 'This code has expired: ask for a new code');
    }
    const expected = Buffer.from(latest.codeHash, 'hex');
    const given = Buffer.from(hashCode(input.code, latest.salt), 'hex');
    if (!timingSafeEqual(expected, given)) {
      const attempts = latest.attempts + 1;
      await tx
        .update(emailVerifications)
        .set({ attempts })
        .where(eq(emailVerifications.id, latest.id));
      // Returned, not thrown: the counted try must be committed.
      return attempts >= CAMPUS_LIMITS.maxCodeTries
        ? { kind: 'locked' }
        : { kind: 'incorrect', triesLeft: CAMPUS_LIMITS.maxCodeTries - attempts };
    }
    await tx
      .update(emailVerifications)
      .set({ verifiedAt: now })
      .where(eq(emailVerifications.id, latest.id));
    return { kind: 'verified', campus: campus!, verifiedAt: now };
  });
  if (outcome.kind === 'locked') throw locked();
  if (outcome.kind === 'incorrect') {
    throw new ApiError(
      400,
      'code_incorrect',
      `That code is not right: ${outcome.triesLeft} ${outcome.triesLeft === 1 ? 'try' : 'tries'} left`,
      { field: 'code', triesLeft: outcome.triesLeft },
    );
  }
  return { email, campus: outcome.campus, verifiedAt: toEpochSeconds(outcome.verifiedAt) };
}
