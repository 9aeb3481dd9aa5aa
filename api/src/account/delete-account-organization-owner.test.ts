/**
 * Deleting the account of an organization's owner: refused until they hand it over, or, alone in
 * it, until they delete it. What deletion leaves behind is in delete-account.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

describe('an organization owner', () => {
  const remove = (who: { auth: { idToken: string } }) =>
    api.request('/v2/users/', { method: 'DELETE', token: who.auth.idToken });

  it('is refused until they hand it over, then deleted', async () => {
    const owner = await api.createUser({ name: 'Olive Owner' });
    const member = await api.createUser({ name: 'Max Member' });
    const created = await api.request('/v2/organizations/', {
      json: { name: 'Olive Club', settings: { access: 'open' } },
      token: owner.auth.idToken,
    });
    expect(created.status).toBe(201);
    const organizationId = created.body.data.organization.id as string;
    const joined = await api.request('/v2/organizations/requests/in', {
      json: { organizationId },
      token: member.auth.idToken,
    });
    expect([200, 201]).toContain(joined.status);

    const refused = await remove(owner);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'conflict',
      message: 'You own Olive Club. Make another member its owner first, then delete your account.',
      details: {
        reason: 'owns_organization',
        organizationId,
        organizationName: 'Olive Club',
        alone: false,
      },
    });
    // Nothing changed: still signed in, still the owner.
    const me = await api.request('/v2/users/', { token: owner.auth.idToken });
    expect(me.body.data.user.name).toBe('Olive Owner');

    const handed = await api.request('/v2/organizations/owner', {
      method: 'PATCH',
      json: { organizationId, userId: member.user.id },
      token: owner.auth.idToken,
    });
    expect(handed.status).toBe(200);
    expect((await remove(owner)).status).toBe(200);
    const org = await api.request(`/v2/organizations/?organizationId=${organizationId}`, {
      token: member.auth.idToken,
    });
    expect(org.status).toBe(200);
  });

  it('alone in it, is told to delete it first', async () => {
    const owner = await api.createUser({ name: 'Solo Owner' });
    const created = await api.request('/v2/organizations/', {
      json: { name: 'Solo Club', settings: { access: 'open' } },
      token: owner.auth.idToken,
    });
    const organizationId = created.body.data.organization.id as string;
    const refused = await remove(owner);
    expect(refused.status).toBe(409);
    expect(refused.body.error.details).toMatchObject({ reason: 'owns_organization', alone: true });
    expect(refused.body.error.message).toBe(
      'You own Solo Club and are its only member. Delete the organization first, then delete your account.',
    );
    const closed = await api.request(`/v2/organizations/?organizationId=${organizationId}`, {
      method: 'DELETE',
      token: owner.auth.idToken,
    });
    expect(closed.status).toBe(200);
    expect((await remove(owner)).status).toBe(200);
  });
});
