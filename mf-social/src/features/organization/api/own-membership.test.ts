import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from 'shared-api';
import { createFakeFetch, okReply, sampleOrganization } from 'shared-api/testing';
import { declineOrganizationInvitation, ownOrganizationAction } from './own-membership';

afterEach(() => configureApi());

const state = { organization: sampleOrganization(), userOrganizationMapping: null };

describe('own membership api', () => {
  it.each([
    ['join', 'POST', '/v2/organizations/requests/in'],
    ['cancel', 'PATCH', '/v2/organizations/requests/in/cancel'],
    ['accept', 'PATCH', '/v2/organizations/invitations/accept'],
    ['leave', 'DELETE', '/v2/organizations/leave?organizationId=o1'],
  ] as const)('%s calls %s %s and answers the new state', async (action, method, url) => {
    const fetch = createFakeFetch(okReply(state));
    configureApi({ fetch });
    await expect(ownOrganizationAction(action, 'o1', 'tok')).resolves.toEqual(state);
    expect(fetch.calls[0]).toMatchObject({ method, url });
  });

  it('declines with its own id, then reads the new standing', async () => {
    const fetch = createFakeFetch(okReply({ member: null }), okReply(state));
    configureApi({ fetch });
    await expect(declineOrganizationInvitation('o1', 'u1', 'tok')).resolves.toEqual(state);
    expect(fetch.calls.map((c) => [c.method, c.url])).toEqual([
      ['DELETE', '/v2/organizations/invitations/?organizationId=o1&userId=u1'],
      ['GET', '/v2/organizations/?organizationId=o1'],
    ]);
  });
});
