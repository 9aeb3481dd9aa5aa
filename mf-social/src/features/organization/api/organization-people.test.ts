import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from 'shared-api';
import { createFakeFetch, okReply } from 'shared-api/testing';
import { getOrganizationPeople, memberAction, transferOrganization } from './organization-people';

afterEach(() => configureApi());

describe('organization people api', () => {
  it.each([
    ['members', '/v2/organizations/users?organizationId=o1'],
    ['pending', '/v2/organizations/users/pending?organizationId=o1'],
    ['invitations', '/v2/organizations/invitations/?organizationId=o1'],
  ] as const)('reads the %s list at %s', async (list, url) => {
    const fetch = createFakeFetch(okReply({ members: [] }));
    configureApi({ fetch });
    await expect(getOrganizationPeople('o1', list, 'tok')).resolves.toEqual([]);
    expect(fetch.calls[0]?.url).toBe(url);
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer tok');
  });

  it.each([
    [{ kind: 'accept' }, 'PATCH', '/v2/organizations/requests/in/accept'],
    [{ kind: 'reject' }, 'DELETE', '/v2/organizations/requests/in/?organizationId=o1&userId=u2'],
    [{ kind: 'remove' }, 'DELETE', '/v2/organizations/users?organizationId=o1&userId=u2'],
    [{ kind: 'make-admin' }, 'PATCH', '/v2/organizations/make-admin'],
    [{ kind: 'remove-admin' }, 'PATCH', '/v2/organizations/remove-admin'],
    [
      { kind: 'cancel-invitation' },
      'DELETE',
      '/v2/organizations/invitations/?organizationId=o1&userId=u2',
    ],
    [{ kind: 'invite', privilege: 'admin' }, 'POST', '/v2/organizations/invitations/'],
  ] as const)('%o calls %s %s', async (action, method, url) => {
    const fetch = createFakeFetch(okReply({ member: null }));
    configureApi({ fetch });
    await expect(memberAction(action, 'o1', 'u2', 'tok')).resolves.toBeNull();
    expect(fetch.calls[0]).toMatchObject({ method, url });
    if (action.kind === 'invite') {
      expect(fetch.calls[0]?.body).toEqual({
        organizationId: 'o1',
        userId: 'u2',
        privilege: 'admin',
      });
    }
  });

  it('hands the organization over with PATCH /organizations/owner', async () => {
    const fetch = createFakeFetch(okReply({ member: null }));
    configureApi({ fetch });
    await transferOrganization('o1', 'u2', 'tok');
    expect(fetch.calls[0]).toMatchObject({
      method: 'PATCH',
      url: '/v2/organizations/owner',
      body: { organizationId: 'o1', userId: 'u2' },
    });
  });
});
