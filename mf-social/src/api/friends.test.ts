import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from 'shared-api';
import { createFakeFetch, okReply } from 'shared-api/testing';
import { friendAction, getFriends, getFriendStatus } from './friends';

afterEach(() => configureApi());

describe('friends api', () => {
  it.each([
    ['send', 'POST', '/v2/friends/requests', { receiverUserId: 'u1' }],
    ['accept', 'PATCH', '/v2/friends/requests/accept', { senderUserId: 'u1' }],
    ['reject', 'DELETE', '/v2/friends/requests/reject?senderUserId=u1', undefined],
    ['cancel', 'DELETE', '/v2/friends/requests/cancel?receiverUserId=u1', undefined],
    ['remove', 'DELETE', '/v2/friends/?receiverUserId=u1', undefined],
  ] as const)('%s calls %s %s and answers the new status', async (action, method, url, body) => {
    const fetch = createFakeFetch(okReply({ status: 'friends' }));
    configureApi({ fetch });
    await expect(friendAction(action, 'u1', 'tok')).resolves.toBe('friends');
    expect(fetch.calls[0]).toMatchObject({ method, url, body });
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer tok');
  });

  it('asks for the status with the token', async () => {
    const fetch = createFakeFetch(okReply({ status: 'received' }));
    configureApi({ fetch });
    await expect(getFriendStatus('u9', 'tok')).resolves.toBe('received');
    expect(fetch.calls[0]?.url).toBe('/v2/friends/status?userId=u9');
  });

  it("reads someone's friends without a token, and mutual ones with it", async () => {
    const fetch = createFakeFetch(okReply({ friends: [] }), okReply({ friends: [] }));
    configureApi({ fetch });
    await getFriends({ userId: 'u1' });
    await getFriends({ userId: 'u1', mutualOnly: true, token: 'tok' });
    expect(fetch.calls[0]?.url).toBe('/v2/users/friends?userId=u1');
    expect(fetch.calls[0]?.headers).not.toHaveProperty('Authorization');
    expect(fetch.calls[1]?.url).toBe('/v2/users/friends?userId=u1&mutualOnly=true');
  });
});
