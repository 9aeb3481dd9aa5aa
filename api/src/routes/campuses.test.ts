/**
 * Campuses and school email codes over HTTP: the seeded school list is searchable, a code goes to
 * the email outbox and is stored only as a hash, a wrong domain, an old code, five wrong tries, the
 * resend cooldown and the hourly cap are refused with their own codes, and a verified student
 * joins the campus and shows it on their profile.
 */
import { count, eq } from 'drizzle-orm';
import { CAMPUS_LIMITS } from 'contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInWithPhone } from '../../test/firebase-phone-user';
import { startTestApi, type TestApi } from '../../test/test-api';
import { hashCode } from '../campuses/email-codes';
import { seedCampuses } from '../campuses/seed-campuses';
import { campusMembers, campuses, emailVerifications } from '../db/schema-campuses';
import { readEmailOutbox } from '../messaging/outbox-email';

type Person = Awaited<ReturnType<TestApi['createUser']>>;

let now = new Date('2026-03-02T15:00:00Z');
const advance = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};
let api: TestApi;
let stanfordId: string;
let mitId: string;
let seeded: number;

const send = (who: Person | null, json: Record<string, unknown>) =>
  api.request('/v2/users/emails/send', { token: who?.auth.idToken, json });
const verify = (who: Person | null, json: Record<string, unknown>) =>
  api.request('/v2/users/emails/verify', { token: who?.auth.idToken, json });
const join = (who: Person | null, campusId: string) =>
  api.request('/v2/campuses/join', { token: who?.auth.idToken, json: { campusId } });
/** The code in the newest email to `to`. */
const lastCodeTo = async (to: string) => {
  const mail = (await readEmailOutbox(api.emailOutboxFile)).filter((m) => m.to === to).at(-1);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code was emailed to ${to}`);
  return code;
};
/** A code that is not `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
let emailCounter = 0;
const stanfordEmail = () => `student${++emailCounter}.${Date.now()}@stanford.edu`;

beforeAll(async () => {
  api = await startTestApi({ clock: () => now });
  seeded = await seedCampuses(api.database.db);
  const find = async (query: string) => {
    const res = await api.request(`/v2/campuses/?query=${encodeURIComponent(query)}&limit=1`);
    return res.body.data.campuses[0].id as string;
  };
  stanfordId = await find('Stanford University');
  mitId = await find('Massachusetts Institute of Technology');
});
afterAll(() => api?.close());

describe('the school list', () => {
  it('seeds the US schools of the swot list once, with their domains', async () => {
    expect(seeded).toBeGreaterThan(2000);
    const [rows] = await api.database.db.select({ n: count() }).from(campuses);
    expect(rows!.n).toBe(seeded);
    expect(await seedCampuses(api.database.db)).toBe(0);
  });
});

describe('GET /campuses/', () => {
  it('finds a campus by part of its name for a visitor, names starting with it first', async () => {
    const res = await api.request('/v2/campuses/?query=stanford');
    expect(res.status).toBe(200);
    expect(res.body.data.campuses[0]).toMatchObject({
      id: stanfordId,
      name: 'Stanford University',
      domains: ['stanford.edu'],
      numMembers: 0,
    });
    const mid = await api.request('/v2/campuses/?query=institute%20of%20tech');
    expect(mid.body.data.campuses.map((c: { name: string }) => c.name)).toContain(
      'Massachusetts Institute of Technology',
    );
  });

  it('finds a campus by its email domain', async () => {
    const res = await api.request('/v2/campuses/?query=mit.edu');
    expect(res.body.data.campuses.map((c: { id: string }) => c.id)).toContain(mitId);
  });

  it('pages through the results without repeats', async () => {
    const first = await api.request('/v2/campuses/?query=university&limit=3');
    expect(first.body.data.campuses).toHaveLength(3);
    expect(first.body.data.pagination.hasMoreItems).toBe(true);
    const token = first.body.data.pagination.continuationToken;
    const second = await api.request(
      `/v2/campuses/?query=university&limit=3&continuationToken=${token}`,
    );
    expect(second.body.data.campuses).toHaveLength(3);
    const ids = [...first.body.data.campuses, ...second.body.data.campuses].map(
      (c: { id: string }) => c.id,
    );
    expect(new Set(ids).size).toBe(6);
  });

  it('answers an empty page for a name no school has, and treats % literally', async () => {
    const none = await api.request('/v2/campuses/?query=zzqqxx');
    expect(none.body.data).toEqual({
      campuses: [],
      pagination: { continuationToken: null, hasMoreItems: false },
    });
    const percent = await api.request('/v2/campuses/?query=%25');
    expect(percent.body.data.campuses).toEqual([]);
  });

  it('lists every campus by name when no query is given (the contract fuzz found a 500)', async () => {
    const res = await api.request('/v2/campuses/?limit=3');
    expect(res.status).toBe(200);
    const names = res.body.data.campuses.map((c: { name: string }) => c.name);
    expect(names).toHaveLength(3);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(res.body.data.pagination.hasMoreItems).toBe(true);
  });

  it('refuses a campus id that is not one with 404, on send and on join (the fuzz found 500s)', async () => {
    const user = await api.createUser({ name: 'Odd Id' });
    const send = await api.request('/v2/users/emails/send', {
      method: 'POST',
      token: user.auth.idToken,
      json: { campusId: '\u0001', email: 'a@stanford.edu' },
    });
    expect(send.status).toBe(404);
    const join = await api.request('/v2/campuses/join', {
      method: 'POST',
      token: user.auth.idToken,
      json: { campusId: 'not-a-uuid' },
    });
    expect(join.status).toBe(404);
  });

  it('refuses a continuation token it did not give and a limit over the maximum', async () => {
    const bad = await api.request('/v2/campuses/?continuationToken=nope');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('invalid_request');
    const big = await api.request(`/v2/campuses/?limit=${CAMPUS_LIMITS.searchMax + 1}`);
    expect(big.status).toBe(400);
  });
});

describe('who may call', () => {
  it('refuses a visitor without a token (401) on send, verify and join', async () => {
    const email = stanfordEmail();
    for (const res of [
      await send(null, { campusId: stanfordId, email }),
      await verify(null, { email, code: '123456' }),
      await join(null, stanfordId),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('unauthenticated');
    }
  });

  it('refuses a signed-in person without a user record (404 user_not_found)', async () => {
    const auth = await api.signIn();
    const res = await api.request('/v2/users/emails/send', {
      token: auth.idToken,
      json: { campusId: stanfordId, email: stanfordEmail() },
    });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('user_not_found');
  });
});

describe('POST /users/emails/send', () => {
  it('emails a 6-digit code and stores only its hash', async () => {
    const student = await api.createUser({ name: 'Hash Check' });
    const email = stanfordEmail();
    const res = await send(student, { campusId: stanfordId, email: `  ${email.toUpperCase()} ` });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      email,
      campus: { id: stanfordId, name: 'Stanford University' },
      expiresAt: Math.floor(now.getTime() / 1000) + CAMPUS_LIMITS.codeLifetimeSeconds,
      resendAvailableAt: Math.floor(now.getTime() / 1000) + CAMPUS_LIMITS.resendCooldownSeconds,
    });
    const code = await lastCodeTo(email);
    const [row] = await api.database.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.email, email));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.salt).not.toContain(code);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).toBe(hashCode(code, row!.salt));
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
  });

  it('accepts an address at a subdomain of the school', async () => {
    const student = await api.createUser({ name: 'Sub Domain' });
    const res = await send(student, {
      campusId: stanfordId,
      email: `x${Date.now()}@cs.stanford.edu`,
    });
    expect(res.status).toBe(201);
  });

  it('refuses an address of another domain (400 email_domain_mismatch), naming the right ones', async () => {
    const student = await api.createUser({ name: 'Wrong Domain' });
    for (const email of [
      'me@gmail.com',
      'me@notstanford.edu',
      'me@stanford.edu.evil.com',
      'me@mit.edu',
    ]) {
      const res = await send(student, { campusId: stanfordId, email });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('email_domain_mismatch');
      expect(res.body.error.message).toContain('@stanford.edu');
    }
    expect(await readEmailOutbox(api.emailOutboxFile)).not.toContainEqual(
      expect.objectContaining({ to: 'me@gmail.com' }),
    );
  });

  it('refuses a campus that does not exist (404) and an address that is not one (400)', async () => {
    const student = await api.createUser({ name: 'Bad Input' });
    const missing = await send(student, {
      campusId: '00000000-0000-4000-8000-000000000000',
      email: stanfordEmail(),
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not_found');
    const notEmail = await send(student, { campusId: stanfordId, email: 'stanford.edu' });
    expect(notEmail.status).toBe(400);
    expect(notEmail.body.error.code).toBe('invalid_request');
  });

  it('waits the cooldown between codes (429), and a new code replaces the old one', async () => {
    const student = await api.createUser({ name: 'Cool Down' });
    const email = stanfordEmail();
    expect((await send(student, { campusId: stanfordId, email })).status).toBe(201);
    const firstCode = await lastCodeTo(email);
    advance(CAMPUS_LIMITS.resendCooldownSeconds - 10);
    const early = await send(student, { campusId: stanfordId, email });
    expect(early.status).toBe(429);
    expect(early.body.error).toMatchObject({
      code: 'rate_limited',
      details: { retryAfterSeconds: 10 },
    });
    advance(10);
    expect((await send(student, { campusId: stanfordId, email })).status).toBe(201);
    const secondCode = await lastCodeTo(email);
    if (secondCode !== firstCode) {
      const old = await verify(student, { email, code: firstCode });
      expect(old.status).toBe(400);
      expect(old.body.error.code).toBe('code_incorrect');
    }
    expect((await verify(student, { email, code: secondCode })).status).toBe(200);
  });

  it('sends at most the hourly cap of codes in any hour (429), then again after the hour', async () => {
    const student = await api.createUser({ name: 'Hourly Cap' });
    const email = stanfordEmail();
    const start = now.getTime();
    for (let i = 0; i < CAMPUS_LIMITS.codesPerHour; i++) {
      if (i > 0) advance(CAMPUS_LIMITS.resendCooldownSeconds);
      expect((await send(student, { campusId: stanfordId, email })).status).toBe(201);
    }
    advance(CAMPUS_LIMITS.resendCooldownSeconds);
    const capped = await send(student, { campusId: stanfordId, email });
    expect(capped.status).toBe(429);
    expect(capped.body.error.code).toBe('rate_limited');
    const wait = capped.body.error.details.retryAfterSeconds;
    expect(wait).toBe(Math.ceil((start + 3600_000 - now.getTime()) / 1000));
    advance(wait);
    expect((await send(student, { campusId: stanfordId, email })).status).toBe(201);
  });

  it('holds the limits when two sends arrive at once (control: one at a time both pass after the cooldown)', async () => {
    const student = await api.createUser({ name: 'Two At Once' });
    const email = stanfordEmail();
    const both = await Promise.all([
      send(student, { campusId: stanfordId, email }),
      send(student, { campusId: stanfordId, email }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 429]);
    // Control: without the cooldown in the way, a second send passes, so the 429 above came from
    // the limit and not from something else refusing the second call.
    advance(CAMPUS_LIMITS.resendCooldownSeconds);
    expect((await send(student, { campusId: stanfordId, email })).status).toBe(201);
  });
});

describe('POST /users/emails/verify', () => {
  it('refuses a code after its lifetime (410 code_expired)', async () => {
    const student = await api.createUser({ name: 'Too Late' });
    const email = stanfordEmail();
    await send(student, { campusId: stanfordId, email });
    const code = await lastCodeTo(email);
    advance(CAMPUS_LIMITS.codeLifetimeSeconds);
    const res = await verify(student, { email, code });
    expect(res.status).toBe(410);
    expect(res.body.error.code).toBe('code_expired');
    const joined = await join(student, stanfordId);
    expect(joined.status).toBe(403);
  });

  it('locks the code at the fifth wrong try (423), even for the right code, until a new one', async () => {
    const student = await api.createUser({ name: 'Five Tries' });
    const email = stanfordEmail();
    await send(student, { campusId: stanfordId, email });
    const code = await lastCodeTo(email);
    for (let left = CAMPUS_LIMITS.maxCodeTries - 1; left >= 1; left--) {
      const res = await verify(student, { email, code: wrongCode(code) });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({
        code: 'code_incorrect',
        details: { triesLeft: left },
      });
    }
    const fifth = await verify(student, { email, code: wrongCode(code) });
    expect(fifth.status).toBe(423);
    expect(fifth.body.error.code).toBe('code_locked');
    const right = await verify(student, { email, code });
    expect(right.status).toBe(423);
    const [row] = await api.database.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.email, email));
    expect(row!.attempts).toBe(CAMPUS_LIMITS.maxCodeTries);
    expect(row!.verifiedAt).toBeNull();

    advance(CAMPUS_LIMITS.resendCooldownSeconds);
    expect((await send(student, { campusId: stanfordId, email })).status).toBe(201);
    const fresh = await verify(student, { email, code: await lastCodeTo(email) });
    expect(fresh.status).toBe(200);
  });

  it('counts concurrent wrong tries one by one (no lost update)', async () => {
    const student = await api.createUser({ name: 'Parallel Tries' });
    const email = stanfordEmail();
    await send(student, { campusId: stanfordId, email });
    const code = await lastCodeTo(email);
    const results = await Promise.all(
      Array.from({ length: CAMPUS_LIMITS.maxCodeTries + 2 }, () =>
        verify(student, { email, code: wrongCode(code) }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 400)).toHaveLength(CAMPUS_LIMITS.maxCodeTries - 1);
    expect(statuses.filter((s) => s === 423)).toHaveLength(3);
    expect((await verify(student, { email, code })).status).toBe(423);
  });

  it('answers 404 when no code was sent to that address, and refuses a code that is not 6 digits', async () => {
    const student = await api.createUser({ name: 'No Code' });
    const none = await verify(student, { email: stanfordEmail(), code: '123456' });
    expect(none.status).toBe(404);
    expect(none.body.error.code).toBe('not_found');
    const short = await verify(student, { email: stanfordEmail(), code: '12345' });
    expect(short.status).toBe(400);
    expect(short.body.error.code).toBe('invalid_request');
  });
});

describe('joining a campus', () => {
  let student: Person;
  let email: string;

  beforeAll(async () => {
    student = await api.createUser({ name: 'Stan Student' });
    email = stanfordEmail();
  });

  it('refuses to join before the email is verified (403 email_not_verified)', async () => {
    const res = await join(student, stanfordId);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('email_not_verified');
    expect((await join(student, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('verifies the code, joins, and shows the campus on the profile to everyone', async () => {
    await send(student, { campusId: stanfordId, email });
    const verified = await verify(student, { email, code: await lastCodeTo(email) });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({
      email,
      campus: { id: stanfordId, name: 'Stanford University' },
    });
    // A verified code answers the same again (a double press), without counting a try.
    expect((await verify(student, { email, code: '000000' })).status).toBe(200);

    const joined = await join(student, stanfordId);
    expect(joined.status).toBe(200);
    expect(joined.body.data.membership).toMatchObject({
      campus: { id: stanfordId, name: 'Stanford University' },
      email,
    });
    const own = await api.request('/v2/users/', { token: student.auth.idToken });
    expect(own.body.data.user.campus).toEqual({ id: stanfordId, name: 'Stanford University' });
    const other = await api.createUser({ name: 'Profile Viewer' });
    const seen = await api.request(`/v2/users/?userId=${student.user.id}`, {
      token: other.auth.idToken,
    });
    expect(seen.body.data.user.campus).toEqual({ id: stanfordId, name: 'Stanford University' });
    const anonymous = await api.request(`/v2/users/?userId=${student.user.id}`);
    expect(anonymous.body.data.user.campus).toEqual({
      id: stanfordId,
      name: 'Stanford University',
    });
    expect(
      (await api.request('/v2/users/', { token: other.auth.idToken })).body.data.user.campus,
    ).toBeNull();

    const listed = await api.request('/v2/campuses/?query=stanford%20university');
    expect(listed.body.data.campuses[0].numMembers).toBe(1);
  });

  it('does not let a Stanford email join MIT (403)', async () => {
    const res = await join(student, mitId);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('email_not_verified');
  });

  it('refuses another account the same school email (409 conflict)', async () => {
    const someoneElse = await api.createUser({ name: 'Email Thief' });
    const res = await send(someoneElse, { campusId: stanfordId, email });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('conflict');
  });

  it('forgets the school email and campus of a deleted account, freeing the email', async () => {
    // Deleting an account deletes its Firebase user: this file's own number range (+1 555 042 xxxx).
    const auth = await signInWithPhone(
      inject('authEmulatorHost'),
      `+1555042${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
    );
    const created = await api.request('/v2/users/', {
      token: auth.idToken,
      json: { name: 'Campus Leaver' },
    });
    expect(created.status).toBe(201);
    const leaver: Person = { auth, user: created.body.data.user };
    const leaverEmail = stanfordEmail();
    await send(leaver, { campusId: stanfordId, email: leaverEmail });
    await verify(leaver, { email: leaverEmail, code: await lastCodeTo(leaverEmail) });
    expect((await join(leaver, stanfordId)).status).toBe(200);
    const deleted = await api.request('/v2/users/', {
      method: 'DELETE',
      token: leaver.auth.idToken,
    });
    expect(deleted.status).toBe(200);
    const db = api.database.db;
    expect(
      await db.select().from(campusMembers).where(eq(campusMembers.userId, leaver.user.id)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(emailVerifications)
        .where(eq(emailVerifications.userId, leaver.user.id)),
    ).toEqual([]);
    const next = await api.createUser({ name: 'Next Owner' });
    expect((await send(next, { campusId: stanfordId, email: leaverEmail })).status).toBe(201);
  });
});
