/** Organizations for API tests: one with a person at every standing, made through the API. */
import { expect } from 'vitest';
import type { TestApi } from './test-api';

export type Person = Awaited<ReturnType<TestApi['createUser']>>;

/** Everyone who can stand somewhere in an organization, plus a stranger who stands nowhere. */
export interface OrgCast {
  owner: Person;
  admin: Person;
  member: Person;
  pending: Person;
  invited: Person;
  stranger: Person;
  /** Someone admins act on (their standing depends on the call being tested). */
  target: Person;
}

export async function createCast(api: TestApi, prefix: string): Promise<OrgCast> {
  const names = ['owner', 'admin', 'member', 'pending', 'invited', 'stranger', 'target'] as const;
  const people = await Promise.all(names.map((n) => api.createUser({ name: `${prefix} ${n}` })));
  return Object.fromEntries(names.map((n, i) => [n, people[i]])) as unknown as OrgCast;
}

export async function call(
  api: TestApi,
  who: Person | null,
  method: string,
  path: string,
  data: Record<string, unknown>,
) {
  const query = new URLSearchParams(data as Record<string, string>).toString();
  const withQuery = method === 'GET' || method === 'DELETE';
  return api.request(`/v2${path}${withQuery ? `?${query}` : ''}`, {
    method,
    token: who?.auth.idToken,
    ...(withQuery ? {} : { json: data }),
  });
}

/** `who`'s notifications as `kind:organization name` ('-' without an organization). */
export async function notificationKinds(api: TestApi, who: Person): Promise<string[]> {
  const res = await call(api, who, 'GET', '/users/notifications', {});
  expect(res.status).toBe(200);
  return res.body.data.notifications.map(
    (n: { kind: string; organization?: { name: string } | null }) =>
      `${n.kind}:${n.organization?.name ?? '-'}`,
  );
}

/** A new organization where each of the cast stands as named (the target: `target`). */
export async function createOrganizationWithCast(
  api: TestApi,
  cast: OrgCast,
  {
    access = 'request',
    target = 'none',
    name = 'Chess Club',
  }: {
    access?: 'open' | 'request' | 'closed';
    target?: 'none' | 'requested' | 'invited' | 'member' | 'admin';
    name?: string;
  } = {},
): Promise<string> {
  const created = await call(api, cast.owner, 'POST', '/organizations/', {
    name,
    settings: { access: 'request' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const organizationId: string = created.body.data.organization.id;
  const ok = async (res: Promise<{ status: number; body: unknown }>) => {
    const r = await res;
    expect([200, 201], JSON.stringify(r.body)).toContain(r.status);
  };
  const invite = (who: Person, privilege: 'admin' | 'member') =>
    ok(
      call(api, cast.owner, 'POST', '/organizations/invitations/', {
        organizationId,
        userId: who.user.id,
        privilege,
      }),
    );
  const accept = (who: Person) =>
    ok(call(api, who, 'PATCH', '/organizations/invitations/accept', { organizationId }));
  const join = (who: Person) =>
    ok(call(api, who, 'POST', '/organizations/requests/in', { organizationId }));
  await invite(cast.admin, 'admin');
  await accept(cast.admin);
  await invite(cast.member, 'member');
  await accept(cast.member);
  await join(cast.pending);
  await invite(cast.invited, 'member');
  if (target === 'requested') await join(cast.target);
  if (target === 'invited') await invite(cast.target, 'member');
  if (target === 'member' || target === 'admin') {
    await invite(cast.target, target);
    await accept(cast.target);
  }
  if (access !== 'request') {
    await ok(
      call(api, cast.owner, 'PATCH', '/organizations/', { organizationId, settings: { access } }),
    );
  }
  return organizationId;
}
