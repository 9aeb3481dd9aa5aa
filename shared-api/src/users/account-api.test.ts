import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from '../http/api-config';
import { createFakeFetch, errorReply, okReply } from '../testing/fake-fetch';
import { deleteAccount, getMyReceipts, instagramTaken, usernameExists } from './account-api';

afterEach(() => configureApi());

describe('account api', () => {
  it('usernameExists asks without a token and reads { exists }', async () => {
    const fetch = createFakeFetch(okReply({ exists: true }));
    configureApi({ fetch });
    await expect(usernameExists('ada.l')).resolves.toBe(true);
    expect(fetch.calls[0]).toMatchObject({
      method: 'GET',
      url: '/v2/users/username/exists?username=ada.l',
    });
    expect(fetch.calls[0]?.headers).not.toHaveProperty('Authorization');
  });

  it("instagramTaken sends the caller's token, so their own handle does not count", async () => {
    const fetch = createFakeFetch(okReply({ taken: false }));
    configureApi({ fetch });
    await expect(instagramTaken('@ada', 'tok')).resolves.toBe(false);
    expect(fetch.calls[0]?.url).toBe('/v2/users/instagram?instagram=%40ada');
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer tok');
  });

  it('getMyReceipts reads a page with the token, and the next one with its continuation token', async () => {
    const page = { receipts: [], pagination: { continuationToken: null, hasMoreItems: false } };
    const fetch = createFakeFetch(okReply(page));
    configureApi({ fetch });
    await expect(getMyReceipts('tok')).resolves.toEqual(page);
    expect(fetch.calls[0]).toMatchObject({ method: 'GET', url: '/v2/users/receipts' });
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer tok');
    await getMyReceipts('tok', { continuationToken: 'abc', limit: 5 });
    expect(fetch.calls[1]?.url).toBe('/v2/users/receipts?continuationToken=abc&limit=5');
  });

  it('deleteAccount sends DELETE and rejects with the 409 reason', async () => {
    const ok = createFakeFetch(okReply({ deleted: true }));
    configureApi({ fetch: ok });
    await deleteAccount('tok');
    expect(ok.calls[0]).toMatchObject({ method: 'DELETE', url: '/v2/users/' });
    configureApi({
      fetch: createFakeFetch(errorReply(409, 'conflict', 'You host an upcoming paid event')),
    });
    await expect(deleteAccount('tok')).rejects.toMatchObject({ status: 409, code: 'conflict' });
  });
});
