/**
 * An organization's levels over HTTP: making and removing admins, leaving, removing a member (who
 * is told), handing over ownership (also 20 times at once), renaming and deleting. Joining,
 * invitations and search are in organizations.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';
import {
  call,
  createCast,
  createOrganizationWithCast,
  notificationKinds,
  type OrgCast,
} from '../../test/organization-fixtures';

let api: TestApi;
let cast: OrgCast;

beforeAll(async () => {
  api = await startTestApi();
  cast = await createCast(api, 'Levels');
});
afterAll(() => api?.close());

describe('levels, leaving and removal', () => {
  it('the owner makes and removes an admin, cannot leave, hands over, then may leave', async () => {
    const organizationId = await createOrganizationWithCast(api, cast);
    const made = await call(api, cast.owner, 'PATCH', '/organizations/make-admin', {
      organizationId,
      userId: cast.member.user.id,
    });
    expect(made.body.data.member.privilege).toBe('admin');
    const unmade = await call(api, cast.owner, 'PATCH', '/organizations/remove-admin', {
      organizationId,
      userId: cast.member.user.id,
    });
    expect(unmade.body.data.member.privilege).toBe('member');
    const stay = await call(api, cast.owner, 'DELETE', '/organizations/leave', { organizationId });
    expect(stay.status).toBe(409);
    expect(stay.body.error.message).toMatch(/Owners cannot leave/);
    const handed = await call(api, cast.owner, 'PATCH', '/organizations/owner', {
      organizationId,
      userId: cast.member.user.id,
    });
    expect(handed.body.data.member.privilege).toBe('owner');
    const state = await call(api, cast.owner, 'GET', '/organizations/', { organizationId });
    expect(state.body.data.organization.currentPrivilege).toBe('admin');
    const left = await call(api, cast.owner, 'DELETE', '/organizations/leave', { organizationId });
    expect(left.body.data.userOrganizationMapping).toBeNull();
  });

  it('a removed member is told', async () => {
    const organizationId = await createOrganizationWithCast(api, cast, {
      name: 'Rowing Crew',
      target: 'member',
    });
    const removed = await call(api, cast.admin, 'DELETE', '/organizations/users', {
      organizationId,
      userId: cast.target.user.id,
    });
    expect(removed.body.data.member).toBeNull();
    expect(await notificationKinds(api, cast.target)).toContain('organization_removed:Rowing Crew');
  });

  it('deleting takes the members and invitations with it', async () => {
    const organizationId = await createOrganizationWithCast(api, cast);
    expect(
      (await call(api, cast.owner, 'DELETE', '/organizations/', { organizationId })).status,
    ).toBe(200);
    const gone = await call(api, cast.member, 'GET', '/organizations/', { organizationId });
    expect(gone.status).toBe(404);
    const mine = await call(api, cast.invited, 'GET', '/users/organizations', {});
    expect(mine.body.data.organizations.map((o: { id: string }) => o.id)).not.toContain(
      organizationId,
    );
  });

  it('changes the name and access (admins)', async () => {
    const organizationId = await createOrganizationWithCast(api, cast);
    const res = await call(api, cast.admin, 'PATCH', '/organizations/', {
      organizationId,
      name: 'Renamed',
      settings: { access: 'open' },
    });
    expect(res.body.data.organization).toMatchObject({
      name: 'Renamed',
      settings: { access: 'open' },
    });
  });
});

describe('handing over ownership, 20 times at once', () => {
  it('one hand-over wins; the rest are 409 (no longer the owner), never a 500; one owner after', async () => {
    const organizationId = await createOrganizationWithCast(api, cast, { target: 'member' });
    const heirs = [cast.admin, cast.member, cast.target];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(api, cast.owner, 'PATCH', '/organizations/owner', {
          organizationId,
          userId: heirs[i % heirs.length]!.user.id,
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // A hand-over that waited behind the winner finds its caller no longer owns (409); one that
    // started after it is refused by the guard as an admin's call (403).
    expect(statuses.filter((s) => s !== 200 && s !== 409 && s !== 403)).toEqual([]);
    const members = await call(api, cast.owner, 'GET', '/organizations/users', { organizationId });
    const owners = members.body.data.members.filter(
      (m: { privilege: string }) => m.privilege === 'owner',
    );
    expect(owners).toHaveLength(1);
  });
});
